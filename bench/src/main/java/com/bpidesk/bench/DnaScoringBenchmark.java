package com.bpidesk.bench;

import com.bpidesk.engine.behavior.DnaReport;
import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.behavior.ParsedPortfolio;
import com.bpidesk.engine.behavior.PortfolioCsv;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * Behavioral DNA (B1) on a 1,000,000-row transaction CSV generated at setup into a temporary file (never committed):
 * 400 symbols trading over ten years, prices following seeded random walks, sells never exceeding the shares held.
 * {@code parse} reads and validates the file; {@code parseAndScore} also computes every score (PGR/PLR replay,
 * Barber-Odean turnover, concentration, December losses; the market-wide scores are skipped as the symbols are not in
 * a price store), which is what {@code POST /api/analyze-dna} does after receiving the body.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xmx3g", "-Djava.awt.headless=true", "--enable-native-access=ALL-UNNAMED"})
public class DnaScoringBenchmark {

    @Param({"1000000"})
    public int rows;

    private Path file;
    private byte[] bytes;
    private DnaScorer scorer;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        file = Files.createTempFile("bpi-bench-dna-", ".csv");
        generate(file, rows, 20_260_101L);
        bytes = Files.readAllBytes(file);
        scorer = new DnaScorer(null, null, Clock.systemUTC());
        System.out.printf("%n[DnaScoringBenchmark] %,d rows, %,d bytes in %s%n", rows, bytes.length, file);
    }

    /** Writes the synthetic history; about 60 bytes a row. */
    static void generate(Path file, int rows, long seed) throws IOException {
        SplittableRandom rng = new SplittableRandom(seed);
        int symbols = 400;
        double[] price = new double[symbols];
        double[] held = new double[symbols];
        for (int i = 0; i < symbols; i++) {
            price[i] = 5 + rng.nextDouble() * 300;
        }
        LocalDate day = LocalDate.of(2015, 1, 2);
        int perDay = Math.max(1, rows / 2520);
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("date,symbol,side,quantity,price,fees,currency,account\n");
            int written = 0;
            while (written < rows) {
                for (int i = 0; i < symbols; i++) {
                    price[i] *= Math.exp(0.0002 + 0.02 * (rng.nextDouble() - 0.5) * 1.7);
                }
                for (int k = 0; k < perDay && written < rows; k++) {
                    int s = rng.nextInt(symbols);
                    boolean sell = held[s] >= 1 && rng.nextDouble() < 0.45;
                    double qty = sell ? Math.max(1, Math.floor(held[s] * (0.2 + 0.8 * rng.nextDouble()))) : 1 + rng.nextInt(200);
                    held[s] += sell ? -qty : qty;
                    w.write(String.format(Locale.ROOT, "%s,SYM%03d,%s,%.0f,%.4f,%.2f,USD,ACC%d%n", day, s, sell ? "SELL" : "BUY", qty,
                            price[s], Math.min(9.95, qty * price[s] * 0.0005), s % 3));
                    written++;
                }
                day = day.plusDays(day.getDayOfWeek() == DayOfWeek.FRIDAY ? 3 : 1);
            }
        }
    }

    @Benchmark
    public ParsedPortfolio parse() {
        return PortfolioCsv.parse(bytes, PortfolioCsv.Options.detect());
    }

    @Benchmark
    public DnaReport parseAndScore() {
        return scorer.score(PortfolioCsv.parse(bytes, PortfolioCsv.Options.detect()), "US");
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
