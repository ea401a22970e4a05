package com.bpidesk.app.behavior;

import com.bpidesk.app.client.behavior.BehaviorApi;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * How a scored file was read, for the advisor to change (issue 24, ADR 0257): each column with its role, each type word
 * with its meaning, the workbook's sheet, and the saved mapping of the layout. Built from the engine's {@code reading};
 * the advisor's changes become the {@code mapping} of the next read. The choices stay when a read fails (only a new file
 * replaces them).
 */
public final class DnaReadingModel {

    /** A choice in a dropdown: the engine's id ("" = none) and the words the advisor sees. */
    public record Option(String id, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** What a column can hold (the engine's field ids). */
    public static final List<Option> ROLES = List.of(new Option("", "Not used"), new Option("date", "Date"), new Option("time", "Time"),
            new Option("type", "Transaction type"), new Option("side", "Buy or sell"), new Option("symbol", "Ticker"),
            new Option("isin", "ISIN"), new Option("name", "Security name"), new Option("quantity", "Quantity"),
            new Option("price", "Price per share"), new Option("amount", "Amount"), new Option("currency", "Currency"),
            new Option("amount_currency", "Currency of the amount"), new Option("fee", "Fees"),
            new Option("fee_currency", "Currency of the fees"), new Option("tax", "Tax"), new Option("order_id", "Order number"),
            new Option("account", "Account"), new Option("description", "Notes"));

    /** What a type word can mean (the engine's kind ids, and not a transaction). */
    public static final List<Option> MEANINGS = List.of(new Option("", "Not recognised"), new Option("buy", "Buy"),
            new Option("sell", "Sell"), new Option("dividend", "Dividend"), new Option("dividend_reinvestment", "Reinvested dividend"),
            new Option("interest", "Interest"), new Option("deposit", "Deposit"), new Option("withdrawal", "Withdrawal"),
            new Option("fee", "Fee"), new Option("tax", "Tax"), new Option("fx_conversion", "Currency exchange"),
            new Option("split", "Split"), new Option("transfer_in", "Shares transferred in"),
            new Option("transfer_out", "Shares transferred out"), new Option("derivative", "Option or CFD"),
            new Option("not_a_transaction", "Not a transaction"));

    static Option option(List<Option> options, String id) {
        return options.stream().filter(o -> o.id().equals(id == null ? "" : id)).findFirst().orElse(options.get(0));
    }

    /** A column: its position, header and role (the role as read stays in {@code readAs}). */
    public record Column(int index, String header, String readAs, StringProperty role) {
        /** The header, or "Column n" for an unnamed column. */
        public String shown() {
            return header.isBlank() ? "Column " + index : header;
        }

        String reference() {
            return header.isBlank() ? "#" + index : header;
        }
    }

    /** A type word: as written, on how many rows, its meaning (as read in {@code readAs}). */
    public record Word(String word, long rows, String readAs, StringProperty meaning) {
    }

    private final BooleanProperty active = new SimpleBooleanProperty(false);
    private final ObservableList<Column> columns = FXCollections.observableArrayList();
    private final ObservableList<Word> words = FXCollections.observableArrayList();
    private final ObservableList<String> sheets = FXCollections.observableArrayList();
    private final StringProperty sheet = new SimpleStringProperty("");
    private final StringProperty sheetLine = new SimpleStringProperty("");
    private final StringProperty savedLine = new SimpleStringProperty("");
    private final BooleanProperty remember = new SimpleBooleanProperty(true);
    private final BooleanProperty saved = new SimpleBooleanProperty(false);
    private String sheetRead = "";
    private Long savedProfileId;

    /** Shows the engine's {@code reading} of a scored file; a report without one (holdings, a kept result) hides the step. */
    public void show(BehaviorApi.DnaReading reading) {
        if (reading == null) {
            clear();
            return;
        }
        List<Column> cs = new ArrayList<>();
        for (BehaviorApi.ReadColumn c : reading.columns()) {
            String role = DnaCombination.text(c.role());
            cs.add(new Column(c.index(), DnaCombination.text(c.header()), role, new SimpleStringProperty(role)));
        }
        columns.setAll(cs);
        List<Word> ws = new ArrayList<>();
        for (BehaviorApi.TypeWord w : reading.typeWords()) {
            String meaning = DnaCombination.text(w.meaning());
            ws.add(new Word(DnaCombination.text(w.word()), w.rows(), meaning, new SimpleStringProperty(meaning)));
        }
        words.setAll(ws);
        BehaviorApi.Sheet s = reading.sheet() == null ? new BehaviorApi.Sheet(null, List.of(), null) : reading.sheet();
        List<String> names = new ArrayList<>(s.sheets());
        sheets.setAll(names);
        sheetRead = DnaCombination.text(s.name());
        sheet.set(sheetRead);
        sheetLine.set(sheetRead.isEmpty() ? "" : "Read the sheet \u201c" + sheetRead + "\u201d of " + n(names.size())
                + (names.size() == 1 ? " sheet. " : " sheets. ") + DnaCombination.text(s.reason()));
        BehaviorApi.SavedMapping kept = reading.savedMapping();
        savedProfileId = kept == null ? null : kept.profileId();
        saved.set(savedProfileId != null);
        savedLine.set(savedProfileId == null ? "" : (reading.remembered()
                ? "Your mapping is saved for this layout: the next file with the same columns is read with it"
                : "Read with your saved mapping for this layout") + " (saved " + com.bpidesk.app.format.Formats.app()
                .date(DnaCombination.text(kept.savedAt())) + ").");
        active.set(true);
    }

    public void clear() {
        active.set(false);
        columns.clear();
        words.clear();
        sheets.clear();
        sheet.set("");
        sheetRead = "";
        sheetLine.set("");
        savedLine.set("");
        savedProfileId = null;
        saved.set(false);
    }

    /** The saved mapping was forgotten: the next file of this layout is read as detected. */
    void forgotten() {
        savedProfileId = null;
        saved.set(false);
        savedLine.set("Your saved mapping for this layout is forgotten: the next file with these columns is read as detected.");
    }

    /** True when another sheet than the one read is picked: its columns are not known yet, so they are detected. */
    boolean otherSheet() {
        return !sheet.get().isEmpty() && !sheet.get().equals(sheetRead);
    }

    /**
     * The {@code mapping} JSON of the next read: every column's role as shown (a column set to "Not used" is left out, so it
     * is not used) and every type word's meaning; for another sheet, only the sheet and the words (its columns are detected).
     */
    public String mappingJson() {
        Map<String, String> cols = null;
        if (!otherSheet()) {
            cols = new LinkedHashMap<>();
            for (Column c : columns) {
                String role = c.role().get();
                if (!role.isEmpty()) {
                    cols.putIfAbsent(role, c.reference());
                }
            }
        }
        Map<String, String> kinds = new LinkedHashMap<>();
        for (Word w : words) {
            if (!w.meaning().get().isEmpty() && (!otherSheet() || !w.meaning().get().equals(w.readAs()))) {
                kinds.put(w.word(), w.meaning().get());
            }
        }
        return new BehaviorApi.DnaMapping(cols, null, null, kinds.isEmpty() ? null : kinds, sheet.get().isEmpty() ? null : sheet.get())
                .json();
    }

    /** {@code base} (the analyze-dna path with the file's name and client) with this mapping, and remember when asked. */
    String path(String base) {
        String path = DnaCombination.withParam(base, "mapping", mappingJson());
        return remember.get() ? DnaCombination.withParam(path, "remember", "true") : path;
    }

    /** Forgets the saved mapping shown, in the background (the engine's import profile of the layout). */
    void forget(com.bpidesk.app.AppContext ctx, java.util.function.Consumer<String> onError) {
        Long id = savedProfileId;
        if (id != null) {
            ctx.tasks().run("Forgetting the saved mapping", () -> {
                ctx.api().behavior().forgetImportProfile(id);
                return id;
            }, done -> forgotten(),
                    onError);
        }
    }

    /** A sentence on what is missing before the file can be read again, or empty. */
    public String missing() {
        if (otherSheet()) {
            return "";
        }
        List<String> roles = columns.stream().map(c -> c.role().get()).toList();
        List<String> out = new ArrayList<>();
        if (!roles.contains("date")) {
            out.add("which column holds the date");
        }
        if (!roles.contains("symbol") && !roles.contains("isin") && !roles.contains("name")) {
            out.add("which column names the security");
        }
        return out.isEmpty() ? "" : "Please choose " + String.join(" and ", out) + ", then read the file again.";
    }

    /** How many columns and words differ from the reading shown (for the button's words). */
    public int changes() {
        int n = otherSheet() ? 1 : 0;
        for (Column c : columns) {
            n += c.role().get().equals(c.readAs()) ? 0 : 1;
        }
        for (Word w : words) {
            n += w.meaning().get().equals(w.readAs()) ? 0 : 1;
        }
        return n;
    }

    private static String n(long v) {
        return String.format(Locale.ROOT, "%d", v);
    }

    public BooleanProperty activeProperty() {
        return active;
    }

    public ObservableList<Column> columns() {
        return columns;
    }

    public ObservableList<Word> words() {
        return words;
    }

    public ObservableList<String> sheets() {
        return sheets;
    }

    public StringProperty sheetProperty() {
        return sheet;
    }

    public StringProperty sheetLineProperty() {
        return sheetLine;
    }

    public StringProperty savedLineProperty() {
        return savedLine;
    }

    /** True while the file shown was read with (or saved) a mapping of the layout that can be forgotten. */
    public BooleanProperty savedProperty() {
        return saved;
    }

    public BooleanProperty rememberProperty() {
        return remember;
    }

    /** The saved mapping the file was read with (to forget it), or null. */
    public Long savedProfileId() {
        return savedProfileId;
    }
}
