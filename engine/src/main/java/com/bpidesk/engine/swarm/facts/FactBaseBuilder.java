package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.swarm.SubmissionValidator;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/** Builds the {@link FactBase} of a job from the price store (one read per holding), the risk-free rate and the factor library. */
public final class FactBaseBuilder {

    /** Years of daily history loaded for the job (3y drawdown + 12-1 momentum need about 4). */
    public static final int HISTORY_YEARS = 4;

    private final PriceHistory prices;
    private final RiskFree riskFree;
    private final FactorLibrary factors;

    public FactBaseBuilder(PriceHistory prices, RiskFree riskFree, FactorLibrary factors) {
        this.prices = prices;
        this.riskFree = riskFree;
        this.factors = factors;
    }

    public FactBase build(SubmissionValidator.Normalized portfolio, BooleanSupplier cancelled) {
        LocalDate asOf = prices.asOf();
        String bench = prices.benchmarkSymbol();
        List<Bar> benchBars = prices.bars(bench, asOf.minusYears(HISTORY_YEARS), asOf);
        if (benchBars.size() < 2) {
            throw new IllegalStateException("The benchmark " + bench + " has no price history up to " + asOf);
        }
        LocalDate[] cal = benchBars.stream().map(Bar::date).toArray(LocalDate[]::new);
        LocalDate[] dates = Arrays.copyOfRange(cal, 1, cal.length);
        double[] benchRet = Aligned.returns(Aligned.adjCloses(benchBars, cal));

        List<SubmissionValidator.Holding> in = portfolio.holdings();
        int n = in.size();
        double[][] levels = new double[n][];
        double[][] rets = new double[n][];
        double[][] filled = new double[n][];
        double[] closes = new double[n];
        LocalDate[] priceDates = new LocalDate[n];
        Map<String, String> sources = new LinkedHashMap<>();
        List<String> proxied = new ArrayList<>();
        int[] history = new int[n];
        for (int i = 0; i < n; i++) {
            if (cancelled.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException();
            }
            String sym = in.get(i).symbol();
            Bar latest = this.prices.latest(sym).orElseThrow(() -> new IllegalStateException("No price for " + sym));
            closes[i] = latest.close();
            priceDates[i] = latest.date();
            sources.put(sym, this.prices.dataSource(sym));
            levels[i] = Aligned.adjCloses(this.prices.bars(sym, cal[0], asOf), cal);
            rets[i] = Aligned.returns(levels[i]);
            filled[i] = rets[i].clone();
            int missing = 0;
            for (int d = 0; d < filled[i].length; d++) {
                if (!Double.isFinite(filled[i][d])) {
                    filled[i][d] = benchRet[d];
                    missing++;
                }
            }
            history[i] = rets[i].length - missing;
            if (missing > 0) {
                proxied.add(sym);
            }
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            total += in.get(i).shares() * closes[i];
        }
        List<FactBase.Holding> holdings = new ArrayList<>();
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            SubmissionValidator.Holding h = in.get(i);
            Instrument inst = this.prices.instrument(h.symbol()).orElseThrow();
            double mv = h.shares() * closes[i];
            w[i] = total > 0 ? mv / total : 0;
            holdings.add(new FactBase.Holding(h.symbol(), inst.name(), inst.assetClass(), inst.sector(), inst.country(),
                    inst.currency(), h.shares(), h.costBasis(), closes[i], priceDates[i], mv, w[i], history[i]));
        }
        double[] port = new double[dates.length];
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < port.length; d++) {
                port[d] += w[i] * filled[i][d];
            }
        }
        List<String> warnings = new ArrayList<>(portfolio.warnings());
        Double stated = portfolio.statedTotalValue();
        if (stated != null && total > 0 && Math.abs(stated - total) / total > SubmissionValidator.TOTAL_VALUE_TOLERANCE) {
            warnings.add(String.format(java.util.Locale.ROOT,
                    "The stated total_value %.2f differs from positions x latest prices (%.2f) by %.2f%%, more than the %.0f%% tolerance; figures use the computed value.",
                    stated, total, 100 * (stated - total) / total, 100 * SubmissionValidator.TOTAL_VALUE_TOLERANCE));
        }
        long currencies = holdings.stream().map(FactBase.Holding::currency).distinct().count();
        if (currencies > 1) {
            warnings.add("Holdings trade in " + currencies + " currencies; values are summed without FX conversion (no FX rates in the store).");
        }
        if (!proxied.isEmpty()) {
            warnings.add("Shorter price history than the analysis window for " + proxied.size()
                    + " holding(s); their missing days use the benchmark's return: " + String.join(", ", proxied));
        }
        List<String> distinct = sources.values().stream().distinct().sorted().toList();
        String dataSource = distinct.size() == 1 ? distinct.get(0) : String.join("+", distinct);
        if (cancelled.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException();
        }
        FactorLibrary.Series fs = factors.current();
        return new FactBase(asOf, dataSource, sources, List.copyOf(holdings), total, stated, List.copyOf(warnings), bench,
                cal[0], dates, rets, filled, levels, benchRet, port, riskFree.daily(dates), riskFree.source(), List.copyOf(proxied),
                fs, portfolio.mandate());
    }
}
