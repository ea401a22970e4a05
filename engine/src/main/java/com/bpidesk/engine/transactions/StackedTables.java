package com.bpidesk.engine.transactions;

import static com.bpidesk.engine.transactions.Cells.blank;
import static com.bpidesk.engine.transactions.Cells.csv;
import static com.bpidesk.engine.transactions.Cells.reader;

import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Several transaction tables stacked in one file, each with its own header (issue 24, ADR 0215): a statement that lists
 * its cash movements, then its investment transactions. {@link #isHeader} finds the header of a next table while a table
 * is read; {@link #merge} joins the tables' readings so that a transaction listed in two of them counts once.
 *
 * <p>A transaction of one table repeats one of another table when both are of the same kind, their instruments share an
 * identifier (ticker, ISIN or name) or both have none (for a booking that moves no shares also: one has none, or one's name holds the other's ticker), they move the same quantity (or, without quantities, the same
 * amount within a cent) and their dates are at most {@value #MAX_DAYS_APART} days apart (a cash table dates a trade by
 * its settlement, the trade table by its execution). Of the two, the one whose table names more of its instruments by
 * ticker or ISIN is kept; the other is set apart with the reason {@link #REPEATED}.
 */
final class StackedTables {

    static final int MAX_DAYS_APART = 5;
    static final String REPEATED = "Transactions listed again in another table of the file (counted once).";

    private StackedTables() {
    }

    /**
     * A row that is the header of another table: no cell starts like a number or a date, at least three cells are column
     * names the vocabulary knows, one of them a date, and known names are at least half of its non-empty cells.
     */
    static boolean isHeader(CsvRecord r, Vocabulary vocabulary) {
        return isHeader(r.getFields(), vocabulary);
    }

    /**
     * The first line before the sniffed header that is itself a table's header, 0-based, else -1: the sniffer takes the
     * header of the widest table's width, so a narrower first table (a statement's cash movements above its trades) would
     * otherwise pass for preamble and its rows go unread.
     */
    static int earlierHeader(String text, CsvDialect dialect, Vocabulary vocabulary) {
        int pos = 0;
        for (int li = 0; li < dialect.headerIndex() && pos < dialect.headerChar(); li++) {
            int end = text.indexOf('\n', pos);
            if (end < 0 || end > dialect.headerChar()) {
                break;
            }
            String line = text.substring(pos, end).replace("\r", "");
            if (!line.isBlank() && isHeader(CsvDialect.split(line, dialect.delimiter(), dialect.quote()), vocabulary)) {
                return li;
            }
            pos = end + 1;
        }
        return -1;
    }

    static boolean isHeader(List<String> cells, Vocabulary vocabulary) {
        int nonEmpty = 0;
        for (int i = 0, n = cells.size(); i < n; i++) {
            String c = cells.get(i).strip();
            if (!c.isEmpty()) {
                if (CsvDialect.startsNumeric(c)) {
                    return false;
                }
                nonEmpty++;
            }
        }
        if (nonEmpty < 3) {
            return false;
        }
        int known = 0;
        boolean date = false;
        for (int i = 0, n = cells.size(); i < n; i++) {
            String c = cells.get(i).strip();
            if (c.isEmpty() || c.length() > 60) {
                continue;
            }
            Map<TransactionField, Double> f = vocabulary.fieldsOf(c);
            if (!f.isEmpty()) {
                known++;
                date |= f.containsKey(TransactionField.DATE);
            }
        }
        return known >= 3 && date && 2 * known >= nonEmpty;
    }

    /** The tables' readings as one: transactions in file order, repeats set apart, counts and row reports added up. */
    static ReadResult merge(List<ReadResult> tables) {
        // the table naming most instruments by ticker or ISIN first: its copy of a repeated transaction is kept
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong((Integer i) -> -identified(tables.get(i))).thenComparingInt(i -> i));
        Map<String, List<Transaction>> kept = new HashMap<>();
        Map<Transaction, Integer> tableOf = new IdentityHashMap<>();
        Set<Transaction> repeated = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Transaction> matched = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int ti : order) {
            for (Transaction t : tables.get(ti).transactions()) {
                String k = key(t);
                List<Transaction> same = kept.computeIfAbsent(k, x -> new ArrayList<>());
                Transaction twin = null;
                for (Transaction o : same) {
                    if (!tableOf.get(o).equals(ti) && !matched.contains(o) && compatible(o, t)
                            && Math.abs(ChronoUnit.DAYS.between(o.date(), t.date())) <= MAX_DAYS_APART) {
                        twin = o;
                        break;
                    }
                }
                if (twin != null) {
                    matched.add(twin);
                    repeated.add(t);
                } else {
                    same.add(t);
                    tableOf.put(t, ti);
                }
            }
        }
        List<Transaction> out = new ArrayList<>();
        long[] byKind = new long[TransactionKind.values().length];
        for (ReadResult r : tables) {
            for (Transaction t : r.transactions()) {
                if (!repeated.contains(t)) {
                    out.add(t);
                    byKind[t.kind().ordinal()] += t.fills(); // rows: an order read from several fills counts each
                }
            }
        }
        out.sort(Comparator.comparingLong(Transaction::line));
        Map<String, Long> counts = new LinkedHashMap<>();
        for (TransactionKind k : TransactionKind.values()) {
            if (byKind[k.ordinal()] > 0) {
                counts.put(k.id(), byKind[k.ordinal()]); // rows per kind, as for one table
            }
        }
        Map<String, Long> unrecognized = new TreeMap<>();
        long dataRows = 0;
        long outside = 0;
        long fills = 0;
        Map<String, RowReport.NotUsed> notUsed = new LinkedHashMap<>();
        for (ReadResult r : tables) {
            for (String extra : List.of(TransactionReader.REVERSED, TransactionReader.NOT_EXECUTED)) {
                Long n = r.countsByKind().get(extra);
                if (n != null) {
                    counts.merge(extra, n, Long::sum);
                }
            }
            r.unrecognized().forEach((k, v) -> unrecognized.merge(k, v, Long::sum));
            dataRows += r.dataRows();
            outside += r.rowReport().rowsOutsideTables();
            fills += r.rowReport().extraFills();
            r.rowReport().notUsed().forEach(u -> notUsed.merge(u.reason(), u, StackedTables::join));
        }
        if (!repeated.isEmpty()) {
            List<Long> lines = new ArrayList<>();
            repeated.forEach(t -> lines.add(t.line()));
            lines.sort(null);
            notUsed.put(REPEATED, new RowReport.NotUsed(REPEATED, repeated.stream().mapToLong(Transaction::fills).sum(),
                    List.copyOf(lines.subList(0, Math.min(lines.size(), RowOutcomes.MAX_LINES))), false));
        }
        Map<String, Long> outcomes = new LinkedHashMap<>();
        for (TransactionKind k : TransactionKind.values()) {
            if (byKind[k.ordinal()] > 0) {
                outcomes.merge(RowReport.outcomeOf(k), byKind[k.ordinal()], Long::sum);
            }
        }
        long unused = notUsed.values().stream().mapToLong(RowReport.NotUsed::rows).sum();
        if (unused > 0) {
            outcomes.put(RowReport.NOT_USED, unused);
        }
        List<RowReport.NotUsed> groups = new ArrayList<>(notUsed.values());
        groups.sort(Comparator.comparingLong(RowReport.NotUsed::rows).reversed());
        ReadResult main = tables.get(0);
        for (ReadResult r : tables) {
            main = r.transactions().size() > main.transactions().size() ? r : main; // the table read, not one refused
        }
        Diagnosis d = main.diagnosis();
        List<String> reasons = new ArrayList<>(d.reasons());
        reasons.add(String.format(Locale.ROOT, "The file holds %d tables, each with its own header; they were read one after the other%s.",
                tables.size(), repeated.isEmpty() ? "" : " and " + repeated.size() + " transactions listed in two of them were counted once"));
        Diagnosis merged = new Diagnosis(d.encoding(), d.delimiter(), d.headerLine(), d.headerSignature(), d.detectedFormat(), d.columns(),
                d.guesses(), d.dateOrder(), d.dateOrderBasis(), d.decimalByColumn(), d.preview(), d.missing(), d.confidence(), reasons);
        return new ReadResult(out, counts, unrecognized, dataRows, merged,
                new RowReport(dataRows, outcomes, List.copyOf(groups), outside, tables.size(), fills));
    }

    /** Transactions whose instrument has a ticker or an ISIN. */
    private static long identified(ReadResult r) {
        long n = 0;
        for (Transaction t : r.transactions()) {
            n += t.instrument().ticker() != null || t.instrument().isin() != null ? 1 : 0;
        }
        return n;
    }

    /** Kind and what was moved: the quantity when there is one, else the absolute amount in cents. */
    private static String key(Transaction t) {
        if (t.quantity() > 0) {
            return t.kind() + "|q" + Math.round(t.quantity() * 1e6);
        }
        Money a = t.amount();
        return t.kind() + "|a" + (a == null ? "-" : Long.toString(Math.round(Math.abs(a.value()) * 100)));
    }

    /**
     * The same instrument; for a booking that moves no shares (a dividend, interest, a fee) also one side without an
     * instrument: a cash table often names the payer only in its description.
     */
    private static boolean compatible(Transaction a, Transaction b) {
        return sameInstrument(a.instrument(), b.instrument()) || !a.kind().movesShares() && (a.instrument().isEmpty()
                || b.instrument().isEmpty() || namesTicker(a.instrument(), b.instrument()) || namesTicker(b.instrument(), a.instrument()));
    }

    /** The name of {@code a} holds the ticker of {@code b} as a whole word: "Dividend AAPL" and AAPL. */
    private static boolean namesTicker(Instrument a, Instrument b) {
        if (a.name() == null || b.ticker() == null) {
            return false;
        }
        for (String w : a.name().toUpperCase(Locale.ROOT).split("[^\\p{L}\\p{N}.]+")) {
            if (w.equals(b.ticker())) {
                return true;
            }
        }
        return false;
    }

    /** Both without an instrument, or sharing a ticker, an ISIN or a name (compared upper-case). */
    static boolean sameInstrument(Instrument a, Instrument b) {
        if (a.isEmpty() || b.isEmpty()) {
            return a.isEmpty() && b.isEmpty();
        }
        List<String> ids = ids(a);
        for (String id : ids(b)) {
            if (ids.contains(id)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> ids(Instrument i) {
        List<String> out = new ArrayList<>(3);
        for (String s : new String[] {i.ticker(), i.isin(), i.name()}) {
            if (s != null && !s.isBlank()) {
                out.add(s.strip().toUpperCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static RowReport.NotUsed join(RowReport.NotUsed a, RowReport.NotUsed b) {
        List<Long> lines = new ArrayList<>(a.lines());
        lines.addAll(b.lines());
        lines.sort(null);
        return new RowReport.NotUsed(a.reason(), a.rows() + b.rows(), List.copyOf(lines.subList(0, Math.min(lines.size(), RowOutcomes.MAX_LINES))),
                a.failed() || b.failed());
    }

    /**
     * One of several tables that could not be read (a list of cash movements without instruments, say): its rows, up to the
     * next table's header ({@code end}, 0-based; -1 for the end of the file), are not used, with the reader's reason.
     */
    static ReadResult unreadTable(String text, CsvDialect at, int end, UnreadableTransactionsException e) {
        List<Long> lines = new ArrayList<>();
        long n = 0;
        try (CsvReader<CsvRecord> p = csv(at, false, reader(text, at.headerChar()))) {
            var it = p.iterator();
            if (it.hasNext()) {
                it.next();
            }
            while (it.hasNext()) {
                CsvRecord r = it.next();
                long line = at.headerIndex() + r.getStartingLineNumber();
                if (end >= 0 && line > end) {
                    break;
                }
                if (!blank(r)) {
                    n++;
                    if (lines.size() < RowOutcomes.MAX_LINES) {
                        lines.add(line);
                    }
                }
            }
        } catch (IOException | UncheckedIOException | CsvParseException x) {
            // counted as far as it parses
        }
        String reason = "Rows of a table that could not be read as transactions (" + e.getMessage().replaceAll("\\.$", "") + ").";
        RowReport report = new RowReport(n, n == 0 ? Map.of() : Map.of(RowReport.NOT_USED, n),
                n == 0 ? List.of() : List.of(new RowReport.NotUsed(reason, n, List.copyOf(lines), false)), 0, 1, 0);
        return new ReadResult(List.of(), Map.of(), Map.of(), n, e.diagnosis(), report);
    }

    /** The dialect with its header at 0-based line {@code index} (a stated header line, or a next table's header). */
    static CsvDialect atLine(String text, CsvDialect sniffed, int index) {
        int pos = 0;
        for (int i = 0; i < index && pos >= 0; i++) {
            pos = text.indexOf('\n', pos);
            pos = pos < 0 ? -1 : pos + 1;
        }
        if (pos < 0) {
            throw new IllegalArgumentException("The file has fewer than " + (index + 1) + " lines.");
        }
        int end = text.indexOf('\n', pos);
        String line = text.substring(pos, end < 0 ? text.length() : end).replace("\r", "");
        List<String> cells = new ArrayList<>();
        CsvDialect.split(line, sniffed.delimiter(), sniffed.quote()).forEach(c -> cells.add(c.strip()));
        return new CsvDialect(sniffed.delimiter(), sniffed.quote(), index, pos, List.copyOf(cells), 1.0, true);
    }
}
