package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.DateReader;

import static org.assertj.core.api.Assertions.assertThat;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.writer.CsvWriter;
import de.siegmar.fastcsv.writer.LineDelimiter;
import de.siegmar.fastcsv.writer.QuoteStrategies;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Metamorphic tests of the general reader (issue 12: "tests cover each sniffed dimension"): every broker file of the
 * repository and of the shared data that the reader reads is re-written along one dimension at a time that a real
 * export may differ in, and must read to the same transactions: same counts by kind, same number of sells, same total
 * quantity. The expected values are the original file's reading; what is tested is that the dimension does not matter.
 * <ul>
 *   <li>a preamble of account lines before the header;</li>
 *   <li>UTF-16LE with a BOM, UTF-8 with a BOM, and Windows-1252 when every character has a byte there;</li>
 *   <li>CRLF line ends;</li>
 *   <li>another delimiter (';' for ',' files, ',' for the others, TAB for all), every cell re-quoted as RFC 4180 needs;</li>
 *   <li>every cell quoted;</li>
 *   <li>the header in capitals; an empty cell after the last of every row (a trailing delimiter); the data rows in reverse
 *   order (newest first or oldest first);</li>
 *   <li>files read by the generic path (a broker profile may state the date order and name columns by position): the dates
 *   of the date column written as ISO {@code yyyy-MM-dd} and as {@code dd.MM.yyyy} (times dropped), the numbers of its
 *   numeric columns written the other way ({@code 1.234,5} with {@code ;} or {@code 1,234.5} with {@code ,}), and the
 *   columns in reverse order.</li>
 * </ul>
 * The dates of the transactions are part of what must not change (their sum in epoch days).
 *
 * <p>Shapes of real files (issue 24, {@link #everyReadableFileKeepsItsTradesInTheShapesOfRealFiles}): a Total line and a
 * disclaimer footer after the data; a stacked second table (the same rows again with dates a day later, under its own
 * title and a header naming the date column otherwise; generic files whose header names a date and two more known columns, without
 * fills) whose repeats count once; a field over two quoted lines (the
 * instrument's name followed by "CUSIP: ..."); one unreadable cell per 50 rows (the date of every 50th single-fill
 * transaction), whose rows are set apart with their lines and the rest read the same; option rows (three copies of a
 * trade with an option's symbol or name), read as derivatives while everything else reads the same.
 */
class ReaderInvarianceTest {

    static final TransactionReader READER = TransactionReader.standard();

    static List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources/transactions/brokers"), Path.of("src/test/resources/transactions/brokers/unseen"),
                Path.of(System.getProperty("bpi.shared.data", "../../shared/data")).resolve("transactions"))) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().matches(".*\\.(csv|tsv|txt)$")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    /** The reading that must not change: counts by kind, sells, total quantity (rounded to 1e-6). */
    record Reading(Map<String, Long> counts, long sells, String totalQuantity, long dates) {
        static Reading of(ReadResult r) {
            return of(r.transactions(), r.countsByKind(), List.of());
        }

        /** Only the kinds of transactions: rows set aside (reversed, not executed) are rows of either table when stacked. */
        Reading withoutSetAside() {
            Map<String, Long> m = new TreeMap<>(counts);
            m.remove(TransactionReader.REVERSED);
            m.remove(TransactionReader.NOT_EXECUTED);
            return new Reading(m, sells, totalQuantity, dates);
        }

        /** The reading of {@code transactions}, the rows per kind of {@code counts} less those of {@code removed}. */
        static Reading of(List<Transaction> transactions, Map<String, Long> counts, List<Transaction> removed) {
            Map<String, Long> c = new TreeMap<>(counts);
            for (Transaction t : removed) {
                c.merge(t.kind().id(), -1L, Long::sum);
                c.remove(t.kind().id(), 0L);
            }
            double q = 0;
            long sells = 0;
            long dates = 0;
            for (Transaction t : transactions) {
                dates += t.date().toEpochDay() * t.fills(); // per row: fills of one order share its date
                if (!Double.isNaN(t.quantity())) {
                    q += t.quantity();
                }
                if (t.kind() == TransactionKind.SELL) {
                    sells++;
                }
            }
            return new Reading(c, sells, String.format(java.util.Locale.ROOT, "%.6f", q), dates);
        }
    }

    static Optional<Reading> reading(byte[] bytes) {
        try {
            return Optional.of(Reading.of(READER.read(bytes)));
        } catch (UnreadableTransactionsException e) {
            return Optional.empty();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyReadableFileReadsTheSameAlongEachDimension() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files()) {
            byte[] original = Files.readAllBytes(f);
            Optional<Reading> expected = reading(original);
            if (expected.isEmpty()) {
                continue; // refused as it is (a file meant for the mapping step): nothing to keep invariant
            }
            Diagnosis diagnosis = READER.read(original).diagnosis();
            TextDecoding.Decoded decoded = TextDecoding.decode(original);
            String text = decoded.text();
            CsvDialect dialect = CsvDialect.sniff(text, Vocabulary.standard());
            String name = f.getFileName().toString();
            tests.add(check(name + " with a preamble", expected.get(), utf8("Depot statement / Account 12345678\nPeriod: whole history\n\n" + text)));
            tests.add(check(name + " in UTF-16LE with BOM", expected.get(), withBom(text.getBytes(StandardCharsets.UTF_16LE), 0xFF, 0xFE)));
            tests.add(check(name + " in UTF-8 with BOM", expected.get(), withBom(text.getBytes(StandardCharsets.UTF_8), 0xEF, 0xBB, 0xBF)));
            Charset cp1252 = Charset.forName("windows-1252");
            CharsetEncoder enc = cp1252.newEncoder();
            if (enc.canEncode(text) && !decoded.encoding().equalsIgnoreCase("windows-1250")) {
                tests.add(check(name + " in Windows-1252", expected.get(), text.getBytes(cp1252)));
            }
            tests.add(check(name + " with CRLF", expected.get(), utf8(text.replace("\r\n", "\n").replace("\n", "\r\n"))));
            char other = dialect.delimiter() == ',' ? ';' : ',';
            for (char d : new char[] {other, '\t'}) {
                if (d != dialect.delimiter()) {
                    tests.add(check(name + " delimited by " + (d == '\t' ? "TAB" : String.valueOf(d)), expected.get(),
                            utf8(rewrite(text, dialect, d, false))));
                }
            }
            tests.add(check(name + " with every cell quoted", expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), true))));
            tests.add(check(name + " with its header in capitals", expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), false,
                    (line, cells) -> {
                        if (line == 0) {
                            cells.replaceAll(c -> c.toUpperCase(Locale.ROOT));
                        }
                    }))));
            tests.add(check(name + " with a trailing delimiter", expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), false,
                    (line, cells) -> cells.add("")))));
            tests.add(check(name + " with its rows in reverse order", expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), false,
                    (line, cells) -> {
                    }, true))));
            int dateColumn = diagnosis.guesses().stream().filter(g -> "date".equals(g.field())).mapToInt(g -> g.index() - 1).findFirst()
                    .orElse(-1);
            DateReader dates = new DateReader("mdy".equals(diagnosis.dateOrder()) ? DateReader.Order.MDY : DateReader.Order.DMY);
            boolean generic = diagnosis.detectedFormat().equals("generic"); // a broker profile may state the date order and positions
            if (dateColumn >= 0 && generic) {
                for (String pattern : List.of("uuuu-MM-dd", "dd.MM.uuuu")) {
                    DateTimeFormatter out = DateTimeFormatter.ofPattern(pattern, Locale.ROOT);
                    tests.add(check(name + " with dates as " + pattern, expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), false,
                            (line, cells) -> {
                                if (line > 0 && dateColumn < cells.size()) {
                                    LocalDate d = dates.parse(cells.get(dateColumn).strip());
                                    if (d != null) {
                                        cells.set(dateColumn, d.format(out));
                                    }
                                }
                            }))));
                }
            }
            if (generic && !diagnosis.decimalByColumn().isEmpty()) {
                List<Integer> numeric = new ArrayList<>();
                for (int i = 0; i < diagnosis.columns().size(); i++) {
                    String h = diagnosis.columns().get(i);
                    if (diagnosis.decimalByColumn().containsKey(h.isEmpty() ? "#" + (i + 1) : h)) {
                        numeric.add(i);
                    }
                }
                for (boolean toComma : new boolean[] {true, false}) {
                    tests.add(check(name + " with numbers as " + (toComma ? "1.234,5" : "1,234.5"), expected.get(), utf8(rewrite(text, dialect,
                            toComma ? ';' : ',', false, (line, cells) -> {
                                for (int i : numeric) {
                                    if (line > 0 && i < cells.size()) {
                                        String h = diagnosis.columns().get(i);
                                        boolean comma = "comma".equals(diagnosis.decimalByColumn().get(h.isEmpty() ? "#" + (i + 1) : h));
                                        double v = NumberReader.parse(cells.get(i), comma);
                                        if (!Double.isNaN(v)) {
                                            cells.set(i, written(v, toComma));
                                        }
                                    }
                                }
                            }))));
                }
            }
            if (generic) {
                tests.add(check(name + " with its columns in reverse order", expected.get(), utf8(rewrite(text, dialect, dialect.delimiter(), false,
                        (line, cells) -> java.util.Collections.reverse(cells)))));
            }
        }
        assertThat(tests).hasSizeGreaterThan(100);
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyReadableFileKeepsItsTradesInTheShapesOfRealFiles() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files()) {
            byte[] original = Files.readAllBytes(f);
            ReadResult read;
            try {
                read = READER.read(original);
            } catch (UnreadableTransactionsException e) {
                continue;
            }
            Reading expected = Reading.of(read);
            Diagnosis diagnosis = read.diagnosis();
            String text = TextDecoding.decode(original).text();
            CsvDialect dialect = CsvDialect.sniff(text, Vocabulary.standard());
            String name = f.getFileName().toString();
            char d = dialect.delimiter();
            String nl = text.endsWith("\n") ? "" : "\n";
            tests.add(check(name + " with a Total line and a disclaimer footer", expected, utf8(text + nl + "Total" + d + d + "\n\n"
                    + "\"The figures in this file are for your records only" + d + " and are not advice of any kind.\"\n"
                    + "\"Example Broker Ltd" + d + " 1 Main Street" + d + " Springfield. Member of the exchange and its protection scheme.\"\n")));
            int dateColumn = column(diagnosis, "date");
            boolean generic = diagnosis.detectedFormat().equals("generic");
            if (generic && dateColumn >= 0 && read.rowReport().tables() == 1 && read.rowReport().extraFills() == 0
                    && headerOfATable(dialect.header())) {
                DateReader dates = new DateReader("mdy".equals(diagnosis.dateOrder()) ? DateReader.Order.MDY : DateReader.Order.DMY);
                String second = rewrite(text.substring(0, dialect.headerChar()) + text.substring(dialect.headerChar()), dialect, d, false,
                        (line, cells) -> {
                            if (line > 0 && dateColumn < cells.size()) {
                                LocalDate day = dates.parse(cells.get(dateColumn).strip());
                                if (day != null) {
                                    cells.set(dateColumn, day.plusDays(1).toString());
                                }
                            }
                            if (line == 0 && dateColumn < cells.size()) {
                                // a header of its own, as wide: the date column named otherwise
                                cells.set(dateColumn, cells.get(dateColumn).equalsIgnoreCase("Trade date") ? "Date" : "Trade date");
                            }
                        }).substring(dialect.headerChar());
                tests.add(DynamicTest.dynamicTest(name + " with a stacked second table repeating its rows", () -> {
                    ReadResult got = readOrFail(name, utf8(text + nl + "\nInvestment transactions\n" + second));
                    assertThat(got.rowReport().tables()).as(name).isEqualTo(2);
                    assertThat(Reading.of(got).withoutSetAside()).as(name).isEqualTo(expected.withoutSetAside());
                }));
            }
            int nameColumn = column(diagnosis, "name");
            if (nameColumn >= 0) {
                tests.add(check(name + " with a name over two quoted lines", expected, utf8(rewrite(text, dialect, d, false, (line, cells) -> {
                    if (line > 0 && nameColumn < cells.size() && !cells.get(nameColumn).isBlank()) {
                        cells.set(nameColumn, cells.get(nameColumn) + "\nCUSIP: 000000000");
                    }
                }))));
            }
            if (dateColumn >= 0) {
                damagedDates(tests, name, read, text, dialect, dateColumn);
            }
            int instrumentColumn = column(diagnosis, "symbol") >= 0 ? column(diagnosis, "symbol") : nameColumn;
            if (instrumentColumn >= 0) {
                optionRows(tests, name, read, text, dialect, instrumentColumn);
            }
        }
        assertThat(tests).hasSizeGreaterThan(100);
        return tests.stream();
    }

    /** A header the reader can tell as a next table's: a date and at least two more column names it knows, half the cells. */
    static boolean headerOfATable(List<String> header) {
        int known = 0;
        int nonEmpty = 0;
        boolean date = false;
        for (String h : header) {
            if (!h.isBlank()) {
                nonEmpty++;
                var f = Vocabulary.standard().fieldsOf(h);
                known += f.isEmpty() ? 0 : 1;
                date |= f.containsKey(TransactionField.DATE);
            }
        }
        return known >= 3 && date && 2 * known >= nonEmpty;
    }

    /** The 0-based column the diagnosis read as {@code field}, else -1. */
    static int column(Diagnosis d, String field) {
        return d.guesses().stream().filter(g -> field.equals(g.field())).mapToInt(g -> g.index() - 1).findFirst().orElse(-1);
    }

    /** Each record's cells with its first line in the file (the header is the first). */
    record Rec(long line, List<String> cells) {
    }

    static List<Rec> records(String text, CsvDialect dialect) throws IOException {
        List<Rec> out = new ArrayList<>();
        try (CsvReader<CsvRecord> r = CsvReader.builder().fieldSeparator(dialect.delimiter()).quoteCharacter(dialect.quote())
                .allowExtraFields(true).allowMissingFields(true).skipEmptyLines(true).ofCsvRecord(text.substring(dialect.headerChar()))) {
            for (CsvRecord rec : r) {
                out.add(new Rec(dialect.headerIndex() + rec.getStartingLineNumber(), new ArrayList<>(rec.getFields())));
            }
        }
        return out;
    }

    static String write(String text, CsvDialect dialect, List<Rec> recs) throws IOException {
        StringWriter out = new StringWriter();
        out.write(text.substring(0, dialect.headerChar()));
        try (CsvWriter w = CsvWriter.builder().fieldSeparator(dialect.delimiter()).lineDelimiter(LineDelimiter.LF).build(out)) {
            recs.forEach(r -> w.writeRecord(r.cells()));
        }
        return out.toString();
    }

    /**
     * The date of every 50th single-fill transaction made unreadable: those rows are set apart as failed with their lines,
     * and the reading is the original's without them.
     */
    static void damagedDates(List<DynamicTest> tests, String name, ReadResult read, String text, CsvDialect dialect, int dateColumn)
            throws IOException {
        List<Rec> recs = records(text, dialect);
        boolean oneLinePerRecord = true;
        for (int i = 1; i < recs.size(); i++) {
            oneLinePerRecord &= recs.get(i).line() == recs.get(i - 1).line() + 1;
        }
        if (!oneLinePerRecord) {
            return; // the rewritten file keeps lines only when every record is one line
        }
        java.util.Set<Long> damaged = new java.util.TreeSet<>();
        int n = 0;
        for (Transaction t : read.transactions()) {
            if (t.fills() == 1 && n++ % 50 == 49) {
                damaged.add(t.line());
            }
        }
        if (damaged.isEmpty()) {
            return;
        }
        for (Rec r : recs) {
            if (damaged.contains(r.line()) && dateColumn < r.cells().size()) {
                r.cells().set(dateColumn, "not a date");
            }
        }
        Reading expected = Reading.of(read.transactions().stream().filter(t -> !damaged.contains(t.line())).toList(), read.countsByKind(),
                read.transactions().stream().filter(t -> damaged.contains(t.line())).toList());
        byte[] variant = utf8(write(text, dialect, recs));
        tests.add(DynamicTest.dynamicTest(name + " with one unreadable date per 50 rows", () -> {
            ReadResult got = readOrFail(name, variant);
            assertThat(Reading.of(got)).as(name).isEqualTo(expected);
            java.util.Set<Long> failed = new java.util.TreeSet<>();
            got.rowReport().notUsed().stream().filter(RowReport.NotUsed::failed).forEach(u -> failed.addAll(u.lines()));
            assertThat(failed).as(name).containsAll(damaged);
        }));
    }

    /** Three copies of the first single-fill buy or sell, naming an option: read as derivatives, the rest as before. */
    static void optionRows(List<DynamicTest> tests, String name, ReadResult read, String text, CsvDialect dialect, int instrumentColumn)
            throws IOException {
        Transaction trade = read.transactions().stream().filter(t -> t.fills() == 1
                && (t.kind() == TransactionKind.BUY || t.kind() == TransactionKind.SELL)).findFirst().orElse(null);
        if (trade == null) {
            return;
        }
        List<Rec> recs = records(text, dialect);
        Rec source = recs.stream().filter(r -> r.line() == trade.line()).findFirst().orElse(null);
        if (source == null || instrumentColumn >= source.cells().size()) {
            return;
        }
        for (String option : List.of("AAPL  240119C00200000", "AAPL 01/19/2024 200.00 C", "SPY 1/19/2024 Put $450.00")) {
            List<String> cells = new ArrayList<>(source.cells());
            cells.set(instrumentColumn, option);
            recs.add(new Rec(-1, cells));
        }
        byte[] variant = utf8(write(text, dialect, recs));
        Reading expected = Reading.of(read);
        tests.add(DynamicTest.dynamicTest(name + " with option rows", () -> {
            ReadResult got = readOrFail(name, variant);
            assertThat(got.countsByKind().get("derivative")).as(name).isEqualTo(3L);
            assertThat(Reading.of(got.transactions().stream().filter(t -> t.kind() != TransactionKind.DERIVATIVE).toList(),
                    without(got.countsByKind(), "derivative"), List.of())).as(name).isEqualTo(expected);
        }));
    }

    static ReadResult readOrFail(String name, byte[] variant) {
        try {
            return READER.read(variant);
        } catch (UnreadableTransactionsException e) {
            throw new AssertionError(name + ": refused, while the original was read: " + e.getMessage(), e);
        }
    }

    static Map<String, Long> without(Map<String, Long> counts, String key) {
        Map<String, Long> m = new TreeMap<>(counts);
        m.remove(key);
        return m;
    }

    static DynamicTest check(String name, Reading expected, byte[] variant) {
        return DynamicTest.dynamicTest(name, () -> {
            ReadResult got;
            try {
                got = READER.read(variant);
            } catch (UnreadableTransactionsException e) {
                throw new AssertionError(name + ": refused, while the original was read: " + e.getMessage(), e);
            }
            assertThat(Reading.of(got)).as(name).isEqualTo(expected);
        });
    }

    /** The file re-written from its header line on with another delimiter (preamble lines kept as they were). */
    static String rewrite(String text, CsvDialect dialect, char delimiter, boolean quoteAll) throws IOException {
        return rewrite(text, dialect, delimiter, quoteAll, (line, cells) -> {
        });
    }

    /** Each record's cells (record 0 = the header) changed in place before they are written. */
    interface RecordChange {
        void apply(int line, List<String> cells);
    }

    static String rewrite(String text, CsvDialect dialect, char delimiter, boolean quoteAll, RecordChange change) throws IOException {
        return rewrite(text, dialect, delimiter, quoteAll, change, false);
    }

    static String rewrite(String text, CsvDialect dialect, char delimiter, boolean quoteAll, RecordChange change, boolean reverseData)
            throws IOException {
        String preamble = text.substring(0, dialect.headerChar());
        StringWriter out = new StringWriter();
        out.write(preamble.replace(dialect.delimiter(), delimiter));
        var builder = CsvWriter.builder().fieldSeparator(delimiter).lineDelimiter(LineDelimiter.LF);
        if (quoteAll) {
            builder.quoteStrategy(QuoteStrategies.ALWAYS);
        }
        try (CsvWriter w = builder.build(out);
             CsvReader<CsvRecord> r = CsvReader.builder().fieldSeparator(dialect.delimiter()).quoteCharacter(dialect.quote())
                     .allowExtraFields(true).allowMissingFields(true).skipEmptyLines(true).ofCsvRecord(text.substring(dialect.headerChar()))) {
            int line = 0;
            List<List<String>> records = new ArrayList<>();
            for (CsvRecord rec : r) {
                List<String> cells = new ArrayList<>(rec.getFields());
                change.apply(line++, cells);
                records.add(cells);
            }
            if (reverseData && records.size() > 2) {
                java.util.Collections.reverse(records.subList(1, records.size()));
            }
            records.forEach(w::writeRecord);
        }
        return out.toString();
    }

    /** A number with thousands groups and its decimals as written (no rounding): 1234.5 as "1.234,5" or "1,234.5". */
    static String written(double v, boolean comma) {
        String plain = new java.math.BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
        boolean negative = plain.startsWith("-");
        String digits = negative ? plain.substring(1) : plain;
        int dot = digits.indexOf('.');
        String whole = dot < 0 ? digits : digits.substring(0, dot);
        String decimals = dot < 0 ? "" : digits.substring(dot + 1);
        StringBuilder grouped = new StringBuilder();
        for (int i = 0; i < whole.length(); i++) {
            if (i > 0 && (whole.length() - i) % 3 == 0) {
                grouped.append(comma ? '.' : ',');
            }
            grouped.append(whole.charAt(i));
        }
        return (negative ? "-" : "") + grouped + (decimals.isEmpty() ? "" : (comma ? "," : ".") + decimals);
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    static byte[] withBom(byte[] body, int... bom) {
        byte[] out = new byte[body.length + bom.length];
        for (int i = 0; i < bom.length; i++) {
            out[i] = (byte) bom[i];
        }
        System.arraycopy(body, 0, out, bom.length, body.length);
        return out;
    }
}
