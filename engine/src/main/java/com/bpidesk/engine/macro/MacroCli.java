package com.bpidesk.engine.macro;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.cli.CliOptions;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.PriceCsv;
import com.bpidesk.engine.market.PriceImporter;
import com.bpidesk.engine.market.PriceStore;
import com.bpidesk.engine.market.StorePriceHistory;
import com.bpidesk.engine.platform.db.Database;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The market and macro commands of the engine CLI:
 * <pre>
 *   import-prices [--symbol SYM] FILE|DIR...   import price CSVs into the data directory's price store
 *   import-macro FILE|DIR...                   import macro files (FRED, World Bank, ECB, BoE)
 *   regime-backtest DIR [--prices FILE] [--years 2008,2020,2022 | --from YYYY-MM --to YYYY-MM]
 *                                              classify history month by month from the files in DIR
 * </pre>
 */
public final class MacroCli {

    private MacroCli() {
    }

    /** {@code import-prices}, {@code import-macro} and {@code regime-backtest}, contributed by the macro feature. */
    static List<CliCommand> commands() {
        return List.of(new CliCommand("import-prices", "import-prices [--symbol SYM] FILE|DIR...   import daily price CSVs "
                + "(Yahoo, yfinance, Alpha Vantage, Stooq)", MacroCli::importPrices),
                new CliCommand("import-macro", "import-macro FILE|DIR...   import macro files (FRED CSV, World Bank CSV/JSON, "
                + "ECB SDMX-CSV, Bank of England IADB CSV)", MacroCli::importMacro),
                new CliCommand("regime-backtest", "regime-backtest DIR [--prices FILE] [--years 2008,2020,2022 | --from "
                + "YYYY-MM --to YYYY-MM]   how the regime classifier labels history on the files in DIR",
                MacroCli::backtest));
    }

    static int importPrices(Settings config, List<String> args, PrintStream out, PrintStream err) throws IOException {
        String symbol = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--symbol") && i + 1 < args.size()) {
                symbol = args.get(++i);
            } else {
                files.addAll(expand(Path.of(args.get(i))));
            }
        }
        if (files.isEmpty()) {
            err.println("Usage: import-prices [--symbol SYM] FILE|DIR...");
            return 2;
        }
        if (symbol != null && files.size() > 1) {
            err.println("--symbol applies to one file only");
            return 2;
        }
        int failed = 0;
        try (Database db = open(config)) {
            StorePriceHistory prices = new StorePriceHistory(new PriceStore(db), Clock.systemUTC(),
                    config.get("market.benchmark", "SPY"));
            PriceImporter importer = new PriceImporter(prices, Clock.systemUTC());
            for (Path f : files) {
                try {
                    PriceImporter.Result r = importer.importFile(f, symbol);
                    out.printf(Locale.ROOT, "%-8s %-12s %6d bars %s..%s  %s; %s%s%n", r.symbol(), r.format(), r.bars(),
                            r.first(), r.last(), r.priceBasis() + " prices", r.adjustment(),
                            r.previousSource().equals("none") ? "" : " (replaced " + r.previousSource() + ")");
                    r.warnings().forEach(w -> out.println("         warning: " + w));
                } catch (IllegalArgumentException | IOException e) {
                    failed++;
                    err.println(f + ": " + e.getMessage());
                }
            }
        }
        out.println("A running engine sees the new bars after a restart (or import through the app / POST /api/market/prices/import).");
        return failed == 0 ? 0 : 1;
    }

    static int importMacro(Settings config, List<String> args, PrintStream out, PrintStream err) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String a : args) {
            files.addAll(expand(Path.of(a)));
        }
        if (files.isEmpty()) {
            err.println("Usage: import-macro FILE|DIR...");
            return 2;
        }
        int failed = 0;
        try (Database db = open(config)) {
            MacroImporter importer = new MacroImporter(new MacroStore(db), Clock.systemUTC());
            for (Path f : files) {
                if (f.getFileName().toString().startsWith("Metadata_")) {
                    out.println(f.getFileName() + ": World Bank metadata file, skipped");
                    continue;
                }
                try {
                    MacroImporter.Result r = importer.importFile(f);
                    out.printf(Locale.ROOT, "%s: %s, %d series%n", f.getFileName(), r.format(), r.series().size());
                    r.series().stream().limit(10).forEach(s -> out.printf(Locale.ROOT, "  %-30s %-10s %-3s %-9s %5d obs %s..%s%n",
                            s.seriesId(), s.category(), s.region(), s.frequency(), s.observations(), s.first(), s.last()));
                    if (r.series().size() > 10) {
                        out.println("  ... and " + (r.series().size() - 10) + " more");
                    }
                    r.warnings().forEach(w -> out.println("  warning: " + w));
                } catch (IllegalArgumentException | IOException e) {
                    failed++;
                    err.println(f + ": " + e.getMessage());
                }
            }
        }
        return failed == 0 ? 0 : 1;
    }

    static int backtest(Settings config, List<String> args, PrintStream out, PrintStream err) throws IOException {
        if (args.isEmpty()) {
            err.println("Usage: regime-backtest DIR [--prices FILE] [--years 2008,2020,2022 | --from YYYY-MM --to YYYY-MM]");
            return 2;
        }
        Path dir = Path.of(args.get(0));
        Map<String, String> opts = CliOptions.options(args.subList(1, args.size()));
        InMemoryMacroData data = new InMemoryMacroData();
        for (Path f : expand(dir)) {
            if (f.getFileName().toString().startsWith("Metadata_")) {
                continue;
            }
            try {
                data.addAll(MacroFiles.read(f).series());
            } catch (IllegalArgumentException e) {
                err.println("skipped " + f + ": " + e.getMessage());
            }
        }
        List<Bar> equity = List.of();
        if (opts.containsKey("--prices")) {
            equity = PriceCsv.read(Path.of(opts.get("--prices"))).bars();
        }
        out.println("Regime backtest on " + dir + (equity.isEmpty() ? " (no equity index: pass --prices SPY.csv)"
                : " with equity index " + opts.get("--prices")));
        out.println("Series: " + data.series().stream().map(s -> s.seriesId() + " " + range(data.observations(s.seriesId())))
                .filter(s -> !s.startsWith("NY.")).toList());
        List<YearMonth[]> ranges = new ArrayList<>();
        if (opts.containsKey("--from") || opts.containsKey("--to")) {
            ranges.add(new YearMonth[] {YearMonth.parse(opts.getOrDefault("--from", "2000-01")),
                    YearMonth.parse(opts.getOrDefault("--to", YearMonth.now().toString()))});
        } else {
            for (String y : opts.getOrDefault("--years", "2008,2020,2022").split(",")) {
                int year = Integer.parseInt(y.trim());
                ranges.add(new YearMonth[] {YearMonth.of(year, 1), YearMonth.of(year, 12)});
            }
        }
        for (YearMonth[] range : ranges) {
            out.println();
            out.printf(Locale.ROOT, "%-10s %-12s %-5s %-58s %s%n", "as_of", "regime", "conf", "votes (growth infl trend calm curve credit sahm)", "signals");
            Map<String, Integer> counts = new TreeMap<>();
            for (YearMonth m = range[0]; !m.isAfter(range[1]); m = m.plusMonths(1)) {
                RegimeClassifier.Result r = RegimeClassifier.classify(data, equity, m.atEndOfMonth());
                counts.merge(r.regime(), 1, Integer::sum);
                out.printf(Locale.ROOT, "%-10s %-12s %-5.2f %-58s %s%n", r.asOf(), r.regime(), r.confidence(), votes(r),
                        String.join(",", r.signals()));
            }
            out.println("summary " + range[0] + ".." + range[1] + ": " + counts);
        }
        return 0;
    }

    private static String votes(RegimeClassifier.Result r) {
        Map<String, Double> v = new LinkedHashMap<>();
        r.details().forEach(s -> v.put(s.name(), s.vote()));
        StringBuilder sb = new StringBuilder();
        for (String name : RegimeClassifier.SIGNALS) {
            Double d = v.get(name);
            sb.append(d == null ? "   .  " : String.format(Locale.ROOT, "%+5.2f ", d));
        }
        return sb.toString().trim();
    }

    private static String range(List<Observation> obs) {
        return obs.isEmpty() ? "(empty)" : obs.get(0).period() + ".." + obs.get(obs.size() - 1).period();
    }

    static List<Path> expand(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            try (Stream<Path> walk = Files.walk(p)) {
                return walk.filter(Files::isRegularFile)
                        .filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.(csv|txt|json)"))
                        .sorted().toList();
            }
        }
        if (!Files.isRegularFile(p)) {
            throw new IllegalArgumentException("No such file or directory: " + p);
        }
        return List.of(p);
    }

    private static Database open(Settings config) {
        return Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2);
    }
}
