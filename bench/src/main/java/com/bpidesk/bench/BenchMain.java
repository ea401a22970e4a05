package com.bpidesk.bench;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the JMH benchmarks ({@code ./bpi bench [JMH options] [regex]}) and prints a summary with the ratios
 * of paired benchmarks (e.g. regime endpoint / bare Javalin endpoint). All standard JMH options work,
 * e.g. {@code ./bpi bench -wi 1 -i 3 Regime}. {@code ./bpi bench startup [launches]} runs the start-up probe instead
 * ({@link StartupProbe}: seconds from process start to the main window, from a checkout and installed).
 */
public final class BenchMain {

    /** Pairs reported as a ratio: numerator benchmark, denominator benchmark. */
    private static final Map<String, String> RATIOS = Map.of("RegimeEndpointBenchmark.regimeEndpoint",
            "RegimeEndpointBenchmark.bareJavalinJson");

    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("startup")) {
            StartupProbe.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        if (args.length > 0 && args[0].equals("book-scale")) { // issue 28: wall-clock figures of a generated book, not JMH
            BookScaleBenchmark.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        CommandLineOptions cli = new CommandLineOptions(args);
        Options options = new OptionsBuilder().parent(cli).build();
        Collection<RunResult> results = new Runner(options).run();
        Map<String, RunResult> byName = new LinkedHashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            byName.put(name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1), r);
        }
        System.out.println();
        System.out.println("== BPI Desk benchmark summary ==");
        byName.forEach((name, r) -> System.out.printf("%-60s %12.3f %s (± %.3f)%n", name,
                r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreUnit(), r.getPrimaryResult().getScoreError()));
        RATIOS.forEach((num, den) -> {
            if (byName.containsKey(num) && byName.containsKey(den)) {
                double ratio = byName.get(num).getPrimaryResult().getScore() / byName.get(den).getPrimaryResult().getScore();
                System.out.printf("ratio %s / %s = %.2f%n", num, den, ratio);
            }
        });
    }
}
