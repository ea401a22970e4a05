package com.bpidesk.engine.transactions;

import static com.bpidesk.engine.transactions.Words.names;
import static com.bpidesk.engine.transactions.Words.namesColumn;
import static com.bpidesk.engine.transactions.Words.qualifiable;
import static com.bpidesk.engine.transactions.Words.startsWithWord;
import static com.bpidesk.engine.transactions.Words.wordsOf;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Header synonyms and transaction-type words in many languages, read from {@code /transactions/vocabulary.properties}
 * (data, not code: add a language by editing the file). Matching is on normalised text: lower case, underscores and
 * runs of white space as one space; each synonym is also tried without accents.
 */
public final class Vocabulary {

    /**
     * Words that name a kind only as the whole cell, never inside a longer text: abbreviations ("BOT", TD's "CONT" =
     * contribution, while Romanian "cont" = account; Scotia iTRADE's "REI" = reinvestment) and Lightyear's "Conversion" (an FX leg), which inside DEGIRO's
     * "Conversion Fonds Monétaires finalisée: Vente 1 046,3825 @ 0,9854 EUR" must not outweigh the sale.
     */
    private static final java.util.Set<String> SHORT_EXACT = java.util.Set.of("bot", "sld", "pac", "kup", "pie", "cont", "rei", "conversion");
    private static final Vocabulary DEFAULT = load("/transactions/vocabulary.properties");

    private final Map<TransactionField, List<String>> fields;
    /** the synonyms of {@link #fields} without accents, index for index (computed once: a header cell is matched against all of them). */
    private final Map<TransactionField, List<String>> strippedFields;
    /** phrase to kind, over all kinds. */
    private final Map<String, TransactionKind> kindPhrases;
    private final List<String> savingsPlan;
    private final List<String> cashTransfer;
    private final List<String> reversal;
    /** Names of booking dates ({@code flag.booking_date}) and of settlement or value dates ({@code flag.settlement_date}). */
    private final List<String> bookingDate;
    private final List<String> settlementDate;

    /** {@code column.<role>} keys: columns with a role that is no {@link TransactionField} (debit, credit, status), by role. */
    private final Map<String, List<String>> roles;
    private final List<String> notExecuted;
    private final List<String> unspecific;
    private final List<String> totals;
    private final List<String> internalTransfer;
    private final List<String> correction;
    /** Type words written as compounds, read by their last part (the {@code compound.*} keys). */
    private final Compounds compounds;

    /** The word lists of the properties file by key (kinds, fields and compound heads apart), as {@link #load} reads them. */
    private record Lists(Map<String, List<String>> byKey) {
        List<String> get(String key) {
            return List.copyOf(byKey.getOrDefault(key, List.of()));
        }
    }

    private Vocabulary(Map<TransactionField, List<String>> fields, Map<String, TransactionKind> kindPhrases, Lists lists,
                       Map<String, List<String>> roles, Map<String, TransactionKind> heads) {
        this.fields = fields;
        this.strippedFields = new EnumMap<>(TransactionField.class);
        fields.forEach((f, syns) -> strippedFields.put(f, syns.stream().map(Vocabulary::stripAccents).toList()));
        this.kindPhrases = kindPhrases;
        this.savingsPlan = lists.get("flag.savings_plan");
        this.cashTransfer = lists.get("flag.cash_transfer");
        this.reversal = lists.get("flag.reversal");
        this.bookingDate = lists.get("flag.booking_date");
        this.settlementDate = lists.get("flag.settlement_date");
        this.roles = roles;
        this.notExecuted = lists.get("flag.not_executed");
        this.unspecific = lists.get("flag.unspecific_type");
        this.totals = lists.get("flag.total");
        this.internalTransfer = lists.get("flag.internal_transfer");
        this.correction = lists.get("flag.correction");
        this.compounds = Compounds.of(kindPhrases, heads, java.util.Set.copyOf(lists.get("compound.light")),
                java.util.Set.copyOf(lists.get("compound.reversal")), java.util.Set.copyOf(lists.get("compound.not")),
                lists.get("compound.linking"), this::wholeKindWord);
    }

    public static Vocabulary standard() {
        return DEFAULT;
    }

    static Vocabulary load(String resource) {
        Properties p = new Properties();
        try (InputStream in = Vocabulary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<TransactionField, List<String>> fields = new EnumMap<>(TransactionField.class);
        Map<String, TransactionKind> kinds = new HashMap<>();
        Map<String, List<String>> roles = new HashMap<>();
        Map<String, TransactionKind> heads = new HashMap<>();
        Map<String, List<String>> byKey = new HashMap<>();
        for (String key : p.stringPropertyNames()) {
            List<String> words = new ArrayList<>();
            for (String w : p.getProperty(key).split("\\|")) {
                String n = normalize(w);
                if (!n.isEmpty() && !words.contains(n)) {
                    words.add(n);
                }
            }
            if (key.startsWith("field.")) {
                fields.put(TransactionField.fromId(key.substring(6)), List.copyOf(words));
            } else if (key.startsWith("kind.")) {
                TransactionKind k = TransactionKind.fromId(key.substring(5));
                // the first kind listing a phrase keeps it only if it is the more specific; kinds are disjoint in the file
                words.forEach(w -> kinds.putIfAbsent(w, k));
            } else if (key.startsWith("column.")) {
                roles.put(key.substring(7), List.copyOf(words));
            } else if (key.startsWith("flag.") || List.of("compound.light", "compound.reversal", "compound.not", "compound.linking")
                    .contains(key)) {
                byKey.computeIfAbsent(key, k -> new ArrayList<>()).addAll(words);
            } else if (key.startsWith("compound.")) {
                TransactionKind k = TransactionKind.fromId(key.substring(9));
                words.forEach(w -> heads.put(w, k));
            }
        }
        // a compound head is also a whole word of its kind; listed under another kind it would be read two ways
        heads.forEach((w, k) -> {
            TransactionKind listed = kinds.putIfAbsent(w, k);
            if (listed != null && listed != k) {
                throw new IllegalStateException("compound head '" + w + "' is a " + k.id() + " but kind." + listed.id() + " lists it");
            }
        });
        return new Vocabulary(fields, kinds, new Lists(byKey), Map.copyOf(roles), heads);
    }

    /** Lower case, '_' and white-space runs to one space, BOM and quotes removed ({@link Words#normalize}). */
    public static String normalize(String s) {
        return Words.normalize(s);
    }

    static String stripAccents(String s) {
        return Words.stripAccents(s);
    }

    /** A header's possible meanings with a confidence: 1.0 exact synonym, 0.8 synonym followed by a qualifier ("Kurs (SEK)"). */
    public Map<TransactionField, Double> fieldsOf(String header) {
        String h = normalize(header);
        String hs = stripAccents(h);
        Map<TransactionField, Double> out = new LinkedHashMap<>();
        if (h.isEmpty()) {
            return out;
        }
        for (var e : fields.entrySet()) {
            double best = 0;
            List<String> stripped = strippedFields.get(e.getKey());
            for (int i = 0; i < e.getValue().size(); i++) {
                String syn = e.getValue().get(i);
                String ss = stripped.get(i);
                if (h.equals(syn) || hs.equals(ss)) {
                    best = 1.0;
                    break;
                }
                if (qualifiable(syn) && (startsWithWord(h, syn) || startsWithWord(hs, ss))) {
                    best = Math.max(best, 0.8);
                }
            }
            if (best > 0) {
                out.put(e.getKey(), best);
            }
        }
        if (out.containsValue(1.0)) {
            // a header that is exactly one field's name is not another field's name with a qualifier: 'Total Qty' is the
            // quantity, not a 'Total' (amount) of quantities
            out.values().removeIf(c -> c < 1.0);
        }
        return out;
    }

    /** A matched kind and the phrase that matched (the longest whole-word phrase in the text). */
    public record KindMatch(TransactionKind kind, String phrase) {
    }

    /**
     * The kind a type/description text names, or null. Phrases of one or two characters ("b", "fx") and a few abbreviations must be the whole
     * text; longer ones may occur anywhere as whole words. The longest matching phrase wins. When no phrase matches, a word
     * written as a compound names the kind of its last part ({@link Compounds}: "Aktienverkauf" is a sell, "Lähdevero" a
     * tax); among several such words the longest head wins.
     */
    public KindMatch kindOf(String text) {
        return kindOf(text, false);
    }

    /**
     * The trade kind (buy, sell, reinvested dividend) a text names, or null, even where a longer phrase names another
     * kind: "SCHWAB US DIVIDEND EQUITY ETF REIN @ 78.78" reinvests (the fund's name says 'dividend').
     */
    public KindMatch tradeKindOf(String text) {
        return kindOf(text, true);
    }

    private KindMatch kindOf(String text, boolean tradesOnly) {
        String t = normalize(text);
        if (t.isEmpty() || names(internalTransfer, text)) {
            return null; // money moved between the client's own accounts ("Transfer From Income Account"): no kind
        }
        TransactionKind exact = kindPhrases.get(t);
        if (exact == null) {
            exact = kindPhrases.get(stripAccents(t));
        }
        if (tradesOnly && exact != null && !exact.movesShares()) {
            exact = null;
        }
        String[] words = wordsOf(t);
        String best = null;
        TransactionKind bestKind = null;
        // every contiguous word sequence of the text is a candidate phrase
        for (int i = 0; i < words.length; i++) {
            StringBuilder phrase = new StringBuilder();
            for (int j = i; j < words.length && j < i + 6; j++) {
                if (j > i) {
                    phrase.append(' ');
                }
                phrase.append(words[j]);
                String ph = phrase.toString();
                if ((ph.length() <= 2 || SHORT_EXACT.contains(ph)) && !ph.equals(t)) {
                    continue;
                }
                TransactionKind k = kindPhrases.get(ph);
                if (k == null) {
                    k = kindPhrases.get(stripAccents(ph));
                }
                if (tradesOnly && k != null && k != TransactionKind.BUY && k != TransactionKind.SELL && k != TransactionKind.DIVIDEND_REINVESTMENT) {
                    k = null;
                }
                if (k != null && (best == null || ph.length() > best.length())) {
                    best = ph;
                    bestKind = k;
                }
            }
        }
        if (exact != null && (best == null || t.length() >= best.length())) {
            return new KindMatch(exact, t);
        }
        if (bestKind != null) {
            return new KindMatch(bestKind, best);
        }
        int bestHead = 0;
        for (String w : words) {
            String head = compounds.ending(w);
            if (head == null) {
                head = compounds.ending(stripAccents(w));
            }
            if (head != null && head.length() > bestHead) {
                TransactionKind k = compounds.kindOf(w);
                if (k != null) {
                    best = w;
                    bestKind = k;
                    bestHead = head.length();
                }
            }
        }
        return bestKind == null ? null : new KindMatch(bestKind, best);
    }

    /** The kind one word names as a whole kind word (not a one- or two-letter word, nor an abbreviation read only as a whole cell). */
    private TransactionKind wholeKindWord(String w) {
        if (w.length() <= 2 || SHORT_EXACT.contains(w)) {
            return null;
        }
        TransactionKind k = kindPhrases.get(w);
        return k != null ? k : kindPhrases.get(stripAccents(w));
    }

    /** True when the text names an automatic savings-plan purchase, also as the head of a compound ("Fondssparplan"). */
    public boolean isSavingsPlan(String text) {
        return names(savingsPlan, text) || endsIn(savingsPlan, text);
    }

    /**
     * True when the text names a movement of cash without its direction ("ACH", "Online Transfer", "Wire"): on a row without an
     * instrument, the sign of the amount says deposit or withdrawal ({@code flag.cash_transfer}).
     */
    public boolean isCashTransfer(String text) {
        return names(cashTransfer, text);
    }

    /**
     * True when the text names the reversal of an earlier booking ("Storno Ausführung ORDER Kauf ...", "Reversal",
     * "Annulation"; {@code flag.reversal}), also inside a compound ("Kaufstorno", "Stornodividende"; {@code
     * compound.reversal}): the row cancels an earlier booking rather than being one.
     */
    public boolean isReversal(String text) {
        if (names(reversal, text)) {
            return true;
        }
        String t = normalize(text);
        for (String w : t.isEmpty() ? new String[0] : wordsOf(t)) {
            if (compounds.isReversal(w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the text marks a correction ("Correction", "Korrektur", "Dividendenkorrektur"; {@code flag.correction}):
     * such a row is read as its kind, and set aside with the booking it cancels only when one of the same kind and
     * instrument has the opposite amount (see {@link Reversals}).
     */
    public boolean isCorrection(String text) {
        return names(correction, text) || endsIn(correction, text);
    }

    /** Some word of the text is a compound whose head is one of the phrases. */
    private boolean endsIn(List<String> phrases, String text) {
        String t = normalize(text);
        if (t.isEmpty()) {
            return false;
        }
        for (String w : wordsOf(t)) {
            String head = compounds.ending(w);
            if (head != null && (phrases.contains(head) || phrases.contains(stripAccents(head)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * How late in a trade's life a date column's name places it: 0 a trade, execution or any other date, 1 a booking date
     * ({@code flag.booking_date}), 2 a settlement or value date ({@code flag.settlement_date}); names match exactly or
     * followed by a qualifier ("Settlement Date (UTC)"). Of several date columns the lowest rank is the date.
     */
    public int dateRank(String header) {
        String h = normalize(header);
        String hs = stripAccents(h);
        return namesColumn(settlementDate, h, hs) ? 2 : namesColumn(bookingDate, h, hs) ? 1 : 0;
    }

    /**
     * The role of a header that is no transaction field ({@code column.<role>} keys): {@code debit}, {@code credit} or
     * {@code status}; exact names and names followed by a qualifier ('Debit($)', 'Credit (GBP)'); null for none.
     */
    public String roleOf(String header) {
        String h = normalize(header);
        String hs = stripAccents(h);
        if (h.isEmpty()) {
            return null;
        }
        for (var e : roles.entrySet()) {
            for (String syn : e.getValue()) {
                String ss = stripAccents(syn);
                if (h.equals(syn) || hs.equals(ss) || qualifiable(syn) && (startsWithWord(h, syn) || startsWithWord(hs, ss))) {
                    return e.getKey();
                }
            }
        }
        return null;
    }

    /** True when a status text says the order was never executed ('Cancelled', 'Rejected', 'Failed'; {@code flag.not_executed}). */
    public boolean isNotExecuted(String text) {
        return names(notExecuted, text);
    }

    /** True when a type text says nothing of the kind ('Other', 'Sonstige'; {@code flag.unspecific_type}), exactly. */
    public boolean isUnspecificType(String text) {
        String t = normalize(text);
        return unspecific.contains(t) || unspecific.contains(stripAccents(t));
    }

    /** True when a cell opens a total line ('Total', 'Total USD:', 'Summe'; {@code flag.total}): a sum, not a transaction. */
    public boolean isTotal(String text) {
        String t = stripAccents(normalize(text));
        for (String w : totals) {
            if (t.startsWith(w) && (t.length() == w.length() || t.charAt(w.length()) == ' ' || t.charAt(w.length()) == ':')) {
                return true;
            }
        }
        return false;
    }

    /** The synonyms of a field (normalised), for diagnoses and tests. */
    public List<String> synonyms(TransactionField f) {
        return fields.getOrDefault(f, List.of());
    }

    static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }
}
