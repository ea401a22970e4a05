package com.bpidesk.engine.macro;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.platform.cli.CliCommand;
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
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The market and macro commands of the engine CLI:
 * <pre>
 *   import-prices [--symbol SYM] [--currency CCY] FILE|DIR...   import price CSVs into the data directory's price store
 *   import-macro FILE|DIR...                   import macro files (FRED, World Bank, ECB, BoE)
 *   regime-backtest DIR [--prices FILE] [--years 2008,2020,2022 | --from YYYY-MM --to YYYY-MM] [--nber]
 *                                              classify history month by month from the files in DIR (the published
 *                                              regime after the persistence rule, and the classifier's raw reading);
 *                                              --nber scores both against NBER recession months (1976-01..2026-01 by default)
 * </pre>
 */
public final class MacroCli {

    private MacroCli() {
    }

    /** {@code import-prices}, {@code import-macro} and {@code regime-backtest}, contributed by the macro feature. */
    static List<CliCommand> commands() {
        return List.of(new ImportPrices(), new ImportMacro(), new RegimeBacktest());
    }

    @Command(name = "import-prices", description = {"Import daily price CSVs (Yahoo, yfinance, Alpha Vantage, Stooq) into the "
            + "data directory's price store.", "Exit 1 when a file could not be imported (the others are)."})
    static final class ImportPrices extends CliCommand {
        @Option(names = "--symbol", paramLabel = "SYM", description = "the symbol of a single file whose name does not say it")
        String symbol;

        @Option(names = "--currency", paramLabel = "CCY", description = {"the currency of the prices (ISO 4217, e.g. EUR); else "
                + "from the ticker's exchange suffix (.DE EUR, .L GBP, .TO CAD, .SW CHF, .T JPY, ...) or the reference data,",
                "or stored as unknown with a warning (never assumed)"})
        String currency;

        @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "price files, or directories of them")
        List<Path> paths;

        @Override
        public Integer call() throws IOException {
            return importPrices(settings(), symbol, currency, paths, out(), err());
        }
    }

    @Command(name = "import-macro", description = {"Import macro files (FRED CSV, World Bank CSV/JSON, ECB SDMX-CSV, Bank of "
            + "England IADB CSV); World Bank Metadata_* files are skipped.", "Exit 1 when a file could not be imported."})
    static final class ImportMacro extends CliCommand {
        @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "macro files, or directories of them")
        List<Path> paths;

        @Override
        public Integer call() throws IOException {
            return importMacro(settings(), paths, out(), err());
        }
    }

    @Command(name = "regime-backtest", sortOptions = false,
            description = "How the regime classifier labels history (2008, 2020 and 2022 by default) on the macro files in DIR.")
    static final class RegimeBacktest extends CliCommand {
        @Parameters(index = "0", paramLabel = "DIR", description = "a directory of macro files")
        Path dir;

        @Option(names = "--prices", paramLabel = "FILE", description = "an equity index price CSV (e.g. SPY.csv) for the trend and calm signals")
        Path prices;

        @Option(names = "--years", paramLabel = "Y,Y,...", description = "calendar years to classify (default 2008,2020,2022)")
        String years;

        @Option(names = "--from", paramLabel = "YYYY-MM", description = "first month of one range (instead of --years)")
        String from;

        @Option(names = "--to", paramLabel = "YYYY-MM", description = "last month of that range")
        String to;

        @Option(names = "--nber", description = "score the range against NBER recession months (balanced accuracy, recall, "
                + "regime changes per year); the range defaults to 1976-01..2026-01")
        boolean nber;

        @Override
        public Integer call() throws IOException {
            Map<String, String> opts = new LinkedHashMap<>();
            if (prices != null) {
                opts.put("--prices", prices.toString());
            }
            if (years != null) {
                opts.put("--years", years);
            }
            if (from != null) {
                opts.put("--from", from);
            }
            if (to != null) {
                opts.put("--to", to);
            }
            if (nber) {
                opts.put("--nber", "true");
                opts.putIfAbsent("--from", "1976-01");
                opts.putIfAbsent("--to", "2026-01");
            }
            return backtest(dir, opts, out(), err());
        }
    }

    static int importPrices(Settings config, String symbol, List<Path> paths, PrintStream out, PrintStream err) throws IOException {
        return importPrices(config, symbol, null, paths, out, err);
    }

    static int importPrices(Settings config, String symbol, String currency, List<Path> paths, PrintStream out, PrintStream err)
            throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            files.addAll(expand(p));
        }
        if (files.isEmpty()) {
            err.println("No price files (.csv, .txt, .json) in " + paths);
            return CliCommand.USAGE;
        }
        if (symbol != null && files.size() > 1) {
            err.println("--symbol applies to one file only");
            return 2;
        }
        if (currency != null && !com.bpidesk.engine.market.ListingCurrency.validCode(currency.trim().toUpperCase(Locale.ROOT))) {
            err.println("--currency must be a three-letter currency code such as USD, EUR or GBP, got '" + currency + "'");
            return CliCommand.USAGE;
        }
        int failed = 0;
        try (Database db = open(config)) {
            StorePriceHistory prices = new StorePriceHistory(new PriceStore(db), Clock.systemUTC(),
                    config.get("market.benchmark", "SPY"));
            PriceImporter importer = new PriceImporter(prices, Clock.systemUTC());
            for (Path f : files) {
                try {
                    PriceImporter.Result r = importer.importFile(f, symbol, currency);
                    out.printf(Locale.ROOT, "%-8s %-12s %6d bars %s..%s  %s; %s; currency %s (%s)%s%n", r.symbol(), r.format(), r.bars(),
                            r.first(), r.last(), r.priceBasis() + " prices", r.adjustment(),
                            r.currency().equals(com.bpidesk.engine.market.Instrument.UNKNOWN_CURRENCY) ? "unknown" : r.currency(), r.currencyBasis(),
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

    static int importMacro(Settings config, List<Path> paths, PrintStream out, PrintStream err) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            files.addAll(expand(p));
        }
        if (files.isEmpty()) {
            err.println("No macro files (.csv, .txt, .json) in " + paths);
            return CliCommand.USAGE;
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

    static int backtest(Path dir, Map<String, String> opts, PrintStream out, PrintStream err) throws IOException {
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
            out.printf(Locale.ROOT, "%-10s %-17s %-17s %-5s %-58s %s%n", "as_of", "regime", "raw", "conf",
                    "votes (growth infl trend calm curve credit sahm)", "signals");
            Map<String, Integer> counts = new TreeMap<>();
            List<YearMonth> months = new ArrayList<>();
            List<java.time.LocalDate> ends = new ArrayList<>();
            for (YearMonth m = range[0]; !m.isAfter(range[1]); m = m.plusMonths(1)) {
                months.add(m);
                ends.add(m.atEndOfMonth());
            }
            List<Bar> bars = equity;
            List<RegimeClassifier.Result> raw = new ArrayList<>();
            List<RegimeClassifier.Result> published = RegimePersistence.published(d -> {
                RegimeClassifier.Result r = RegimeClassifier.classify(data, bars, d);
                if (!d.isBefore(ends.get(0)) && ends.contains(d)) {
                    raw.add(r);
                }
                return r;
            }, ends);
            for (int i = 0; i < ends.size(); i++) {
                RegimeClassifier.Result r = published.get(i);
                counts.merge(r.regime(), 1, Integer::sum);
                out.printf(Locale.ROOT, "%-10s %-17s %-17s %-5.2f %-58s %s%n", r.asOf(), r.regime(), raw.get(i).regime(),
                        r.confidence(), votes(r), String.join(",", r.signals()));
            }
            out.println("summary " + range[0] + ".." + range[1] + ": " + counts);
            if (opts.containsKey("--nber")) {
                NberComparison nber = NberComparison.nber();
                out.println();
                out.println("Against NBER recession months (a recession call = risk_off, slowdown or stagflation; scored on the"
                        + " months with a regime):");
                out.printf(Locale.ROOT, "%-28s %7s %10s %9s %9s %11s %9s %14s%n", "sequence", "months", "classified", "recall",
                        "specific.", "balanced", "changes", "changes/year");
                printScore(out, "published (persistence)", nber.score(months, published.stream().map(RegimeClassifier.Result::regime).toList()));
                printScore(out, "raw classifier", nber.score(months, raw.stream().map(RegimeClassifier.Result::regime).toList()));
            }
        }
        return 0;
    }

    private static void printScore(PrintStream out, String name, NberComparison.Score s) {
        out.printf(Locale.ROOT, "%-28s %7d %10d %9.3f %9.3f %11.3f %9d %14.2f%n", name, s.months(), s.classified(), s.recall(),
                s.specificity(), s.balancedAccuracy(), s.changes(), s.changesPerYear());
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
