package com.bpidesk.bench;

import com.bpidesk.engine.transactions.ReadResult;
import com.bpidesk.engine.transactions.TransactionReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The general transaction reader (issue 12) against a bare Commons CSV parse of the same 1,000,000-row export, generated
 * at setup into a temporary file (never committed) in a European broker's layout: a two-line preamble, ';' delimiter,
 * decimal commas, dd.MM.yyyy HH:mm dates, German type words with buys, sells, savings plans, dividends, taxes, fees and
 * cash movements, ISINs with valid check digits. {@code bareCommonsCsv} decodes the bytes and walks every cell of every
 * record; {@code bareFastCsv} does the same with the parser the reader uses after the engine's encoding sniffer;
 * {@code generalReader} sniffs everything and returns typed transactions. Target (issues 12 and 24): the reader keeps at
 * least half the bare rate, i.e. bare time / generalReader time >= 0.5. Run: {@code ./bpi bench TransactionReader}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx3g", "-Djava.awt.headless=true"})
public class TransactionReaderBenchmark {

    @Param({"1000000"})
    public int rows;

    private Path file;
    private byte[] bytes;

    /** Ten instruments with valid ISINs (check digits verified by the engine's Isin tests). */
    private static final String[][] INSTRUMENTS = {
            {"IE00B4L5Y983", "iShares Core MSCI World"}, {"IE00BK5BQT80", "Vanguard FTSE All-World"}, {"US0378331005", "Apple Inc."},
            {"US5949181045", "Microsoft Corp."}, {"DE0007164600", "SAP SE"}, {"DE0008404005", "Allianz SE"},
            {"NL0010273215", "ASML Holding"}, {"US67066G1040", "NVIDIA Corp."}, {"SE0000115446", "Volvo B"}, {"US88160R1014", "Tesla Inc."}};

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        file = Files.createTempFile("bpi-bench-tx-", ".csv");
        generate(file, rows, 20_261_122L);
        bytes = Files.readAllBytes(file);
        System.out.printf("%n[TransactionReaderBenchmark] %,d rows, %,d bytes in %s%n", rows, bytes.length, file);
    }

    static void generate(Path file, int rows, long seed) throws IOException {
        SplittableRandom rng = new SplittableRandom(seed);
        DateTimeFormatter f = DateTimeFormatter.ofPattern("dd.MM.uuuu HH:mm", Locale.ROOT);
        double[] price = new double[INSTRUMENTS.length];
        for (int i = 0; i < price.length; i++) {
            price[i] = 20 + rng.nextDouble() * 400;
        }
        LocalDate day = LocalDate.of(2015, 1, 2);
        int perDay = Math.max(1, rows / 2520);
        String[] types = {"Kauf", "Kauf", "Kauf", "Verkauf", "Verkauf", "Sparplan", "Ausschüttung", "Quellensteuer", "Depotgebühr",
                "Einzahlung", "Auszahlung", "Zinsen"};
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("Depotumsätze;Depot 1234567\nZeitraum: 02.01.2015 - heute;\n");
            w.write("Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Betrag;Gebühren;Währung\n");
            int written = 0;
            while (written < rows) {
                for (int i = 0; i < price.length; i++) {
                    price[i] *= Math.exp(0.0002 + 0.02 * (rng.nextDouble() - 0.5) * 1.7);
                }
                for (int k = 0; k < perDay && written < rows; k++) {
                    int s = rng.nextInt(INSTRUMENTS.length);
                    String type = types[rng.nextInt(types.length)];
                    String when = day.atTime(9 + rng.nextInt(8), rng.nextInt(60)).format(f);
                    boolean trade = type.equals("Kauf") || type.equals("Verkauf") || type.equals("Sparplan");
                    boolean cash = type.equals("Einzahlung") || type.equals("Auszahlung") || type.equals("Zinsen") || type.equals("Depotgebühr");
                    double qty = trade ? 1 + rng.nextInt(200) + (type.equals("Sparplan") ? rng.nextDouble() : 0) : 0;
                    double amount = trade ? qty * price[s] * (type.equals("Verkauf") ? 1 : -1) : 10 + rng.nextDouble() * 500;
                    w.write(String.join(";", when, type, cash ? "" : INSTRUMENTS[s][1], cash ? "" : INSTRUMENTS[s][0],
                            trade ? de(qty, 4) : "", trade ? de(price[s], 4) : "", de(amount, 2), trade ? "1,00" : "0,00", "EUR"));
                    w.write('\n');
                    written++;
                }
                day = day.plusDays(day.getDayOfWeek() == DayOfWeek.FRIDAY ? 3 : 1);
            }
        }
    }

    private static String de(double v, int decimals) {
        return String.format(Locale.GERMANY, "%." + decimals + "f", v).replace(".", "");
    }

    @Benchmark
    public long bareCommonsCsv() throws IOException {
        long cells = 0;
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(';').setIgnoreEmptyLines(true).setTrim(true).get();
        try (CSVParser p = format.parse(new InputStreamReader(new java.io.ByteArrayInputStream(bytes), StandardCharsets.UTF_8))) {
            for (CSVRecord r : p) {
                for (String c : r) {
                    cells += c.length();
                }
            }
        }
        return cells;
    }

    /**
     * The same bare parse with the parser the reader uses (FastCSV, ADR 0120 addendum) after the engine's one encoding
     * sniffer (ADR 0256): decode, then walk every cell of every record. Issue 24's target is the reader against this.
     */
    @Benchmark
    public long bareFastCsv() throws IOException {
        long cells = 0;
        String text = com.bpidesk.engine.platform.text.Encodings.decode(bytes).text();
        try (de.siegmar.fastcsv.reader.CsvReader<de.siegmar.fastcsv.reader.CsvRecord> r = de.siegmar.fastcsv.reader.CsvReader.builder()
                .fieldSeparator(';').skipEmptyLines(true).allowExtraFields(true).allowMissingFields(true)
                .ofCsvRecord(new java.io.StringReader(text))) {
            for (de.siegmar.fastcsv.reader.CsvRecord rec : r) {
                for (int i = 0; i < rec.getFieldCount(); i++) {
                    cells += rec.getField(i).length();
                }
            }
        }
        return cells;
    }

    @Benchmark
    public ReadResult generalReader() {
        return TransactionReader.standard().read(bytes);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
