package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.math.Stats;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Factor-mimicking return series built from the price universe (docs/analysis.md, ADR 0033), computed once
 * per data date and shared by every job. Only prices, volumes and reference data are available, so the
 * characteristics are price-based proxies:
 * <ul>
 *   <li>{@code market}: benchmark return minus the daily risk-free rate (Fama and French 1993, Mkt-RF);</li>
 *   <li>{@code size}: small minus big on average daily dollar volume over 63 days (trading value as the size
 *       proxy; dollar volume and market capitalisation are highly rank-correlated, Amihud 2002);</li>
 *   <li>{@code value}: long-term losers minus winners on the return from t-756 to t-252 (the long-term
 *       reversal factor of De Bondt and Thaler 1985, which Fama and French 1996 show loads on HML);</li>
 *   <li>{@code momentum}: winners minus losers on the 12-1 month return, t-252 to t-21 (Jegadeesh and
 *       Titman 1993; Carhart 1997);</li>
 *   <li>{@code low_volatility}: low minus high trailing 252-day volatility (Ang, Hodrick, Xing and Zhang 2006;
 *       Frazzini and Pedersen 2014).</li>
 * </ul>
 * Construction: the equity instruments of the universe are sorted into terciles on each characteristic
 * every 21 trading days using data up to the sort date only; the factor's daily return until the next sort
 * is the equal-weighted mean return of the top tercile minus that of the bottom tercile. A sort needs at
 * least {@link #MIN_NAMES} names with the characteristic; otherwise the factor is undefined (NaN) that period.
 * The universe leaves out members whose last close is more than {@link FactBaseBuilder#STALE_TRADING_DAYS} trading days
 * before the data date (ADR 0205); a member's occasional missing day is still forward-filled onto the benchmark's dates.
 */
public final class FactorLibrary {

    public static final List<String> FACTORS = List.of("market", "size", "value", "momentum", "low_volatility");
    public static final int REBALANCE_DAYS = 21;
    public static final int MIN_NAMES = 6;
    static final int HISTORY_YEARS = 6;

    /**
     * Daily factor returns on {@code dates} (each array aligned to dates), and the latest cross-sectional
     * characteristics of the universe (for per-holding comparisons). {@code universeSize} counts the equities that entered
     * at least one tercile sort (priced at the sort date), not every equity the reference data lists.
     */
    public record Series(LocalDate[] dates, Map<String, double[]> factors, int universeSize,
                         Map<String, Snapshot> latest) {
        public double[] factor(String name) {
            return factors.get(name);
        }
    }

    /** A universe member's characteristics at the data date. */
    public record Snapshot(double price, double vol1y, double skew1y, double momentum121, double return3m) {
    }

    private final PriceHistory prices;
    private final RiskFree riskFree;
    private final Map<LocalDate, Series> cache = new ConcurrentHashMap<>();

    public FactorLibrary(PriceHistory prices, RiskFree riskFree) {
        this.prices = prices;
        this.riskFree = riskFree;
    }

    /** The series for the store's current data date (computed on first use, then cached). */
    public Series current() {
        LocalDate asOf = prices.asOf();
        return cache.computeIfAbsent(asOf, this::compute);
    }

    Series compute(LocalDate asOf) {
        String bench = prices.benchmarkSymbol();
        List<Bar> benchBars = prices.bars(bench, asOf.minusYears(HISTORY_YEARS), asOf);
        LocalDate[] cal = benchBars.stream().map(Bar::date).toArray(LocalDate[]::new);
        int t = Math.max(0, cal.length - 1);
        LocalDate[] dates = Arrays.copyOfRange(cal, Math.min(1, cal.length), cal.length);
        double[] benchRet = Aligned.returns(Aligned.adjCloses(benchBars, cal));
        double[] rf = riskFree.daily(dates);
        Map<String, double[]> out = new LinkedHashMap<>();
        double[] mkt = new double[t];
        for (int d = 0; d < t; d++) {
            mkt[d] = benchRet[d] - rf[d];
        }
        out.put("market", mkt);

        // members whose last close is out of date (ADR 0205) would enter every later sort with forward-filled zero returns
        List<Instrument> universe = prices.instruments().stream()
                .filter(i -> "equity".equals(i.assetClass()) && !i.symbol().equalsIgnoreCase(bench))
                .filter(i -> prices.latest(i.symbol()).map(b -> Aligned.tradingDaysAfter(cal, b.date())
                        <= FactBaseBuilder.STALE_TRADING_DAYS).orElse(false)).toList();
        int n = universe.size();
        double[][] lv = new double[n][];
        double[][] ret = new double[n][];
        double[][] dv = new double[n][];
        for (int i = 0; i < n; i++) {
            List<Bar> bars = prices.bars(universe.get(i).symbol(), cal.length == 0 ? asOf : cal[0], asOf);
            lv[i] = Aligned.adjCloses(bars, cal);
            ret[i] = Aligned.returns(lv[i]);
            dv[i] = Aligned.dollarVolumes(bars, cal);
        }
        // the instruments that entered at least one tercile sort: universe_size counts these, not every equity the reference
        // data lists (issue 30: 74 listed, the legs built from the 11 with prices)
        boolean[] used = new boolean[n];
        double[] size = nanArray(t);
        double[] value = nanArray(t);
        double[] mom = nanArray(t);
        double[] lowVol = nanArray(t);
        // Sort dates are level indices s (calendar index); the holding period covers returns s .. s+20
        // (return index d is the move from level d to level d+1), so only data up to s is used.
        for (int s = 63; s < cal.length - 1; s += REBALANCE_DAYS) {
            int end = Math.min(t, s + REBALANCE_DAYS);
            double[] sizeChar = new double[n];
            double[] valueChar = new double[n];
            double[] momChar = new double[n];
            double[] volChar = new double[n];
            for (int i = 0; i < n; i++) {
                sizeChar[i] = avgDollarVolume(dv[i], lv[i], s);
                valueChar[i] = s >= 252 + 126 ? -windowReturn(lv[i], Math.max(0, s - 756), s - 252, 126) : Double.NaN;
                momChar[i] = s >= 252 ? windowReturn(lv[i], s - 252, s - 21, 231) : Double.NaN;
                volChar[i] = -trailingVol(ret[i], s, 252, 60);
            }
            // size: small minus big, so the characteristic is negated (high = small)
            for (int i = 0; i < n; i++) {
                sizeChar[i] = -sizeChar[i];
            }
            fill(size, sizeChar, ret, s, end, used);
            fill(value, valueChar, ret, s, end, used);
            fill(mom, momChar, ret, s, end, used);
            fill(lowVol, volChar, ret, s, end, used);
        }
        out.put("size", size);
        out.put("value", value);
        out.put("momentum", mom);
        out.put("low_volatility", lowVol);

        Map<String, Snapshot> latest = new LinkedHashMap<>();
        int last = cal.length - 1;
        for (int i = 0; i < n; i++) {
            double[] r1y = window(ret[i], Math.max(0, t - 252), t);
            latest.put(universe.get(i).symbol(), new Snapshot(last >= 0 ? lv[i][last] : Double.NaN,
                    r1y.length >= 60 ? Stats.annualizedVol(r1y) : Double.NaN,
                    r1y.length >= 60 ? Stats.skewness(r1y) : Double.NaN,
                    last >= 252 ? windowReturn(lv[i], last - 252, last - 21, 231) : Double.NaN,
                    last >= 63 ? windowReturn(lv[i], last - 63, last, 63) : Double.NaN));
        }
        int usedCount = 0;
        for (boolean u : used) {
            usedCount += u ? 1 : 0;
        }
        return new Series(dates, out, usedCount, latest);
    }

    /** Mean of the top tercile's returns minus the bottom tercile's, for returns s .. end-1. */
    private static void fill(double[] factor, double[] characteristic, double[][] ret, int s, int end, boolean[] used) {
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < characteristic.length; i++) {
            if (Double.isFinite(characteristic[i])) {
                ranked.add(i);
            }
        }
        if (ranked.size() < MIN_NAMES) {
            return;
        }
        ranked.forEach(i -> used[i] = true);
        ranked.sort(Comparator.comparingDouble(i -> characteristic[i]));
        int k = ranked.size() / 3;
        List<Integer> low = ranked.subList(0, k);
        List<Integer> high = ranked.subList(ranked.size() - k, ranked.size());
        for (int d = s; d < end; d++) {
            double hi = meanReturn(high, ret, d);
            double lo = meanReturn(low, ret, d);
            factor[d] = hi - lo;
        }
    }

    private static double meanReturn(List<Integer> members, double[][] ret, int d) {
        double sum = 0;
        int c = 0;
        for (int i : members) {
            double r = ret[i][d];
            if (Double.isFinite(r)) {
                sum += r;
                c++;
            }
        }
        return c == 0 ? Double.NaN : sum / c;
    }

    private static double avgDollarVolume(double[] dv, double[] lv, int s) {
        if (!Double.isFinite(lv[s]) || s < 62 || !Double.isFinite(lv[s - 62])) {
            return Double.NaN;
        }
        double sum = 0;
        for (int d = s - 62; d <= s; d++) {
            sum += dv[d];
        }
        return sum / 63;
    }

    /** Return between levels a and b, requiring the level at a to exist and b - a >= minDays. */
    static double windowReturn(double[] lv, int a, int b, int minDays) {
        int start = a;
        while (start < b && !Double.isFinite(lv[start])) {
            start++;
        }
        if (b - start < minDays || !Double.isFinite(lv[b])) {
            return Double.NaN;
        }
        return lv[b] / lv[start] - 1;
    }

    /** Volatility of the returns ending at level s (returns s-window .. s-1), needing minObs finite returns. */
    private static double trailingVol(double[] ret, int s, int window, int minObs) {
        double[] w = window(ret, Math.max(0, s - window), s);
        return w.length >= minObs ? Stats.stdev(w) : Double.NaN;
    }

    /** The finite values of r[from .. to-1]. */
    static double[] window(double[] r, int from, int to) {
        return Arrays.stream(r, Math.max(0, from), Math.max(Math.max(0, from), to)).filter(Double::isFinite).toArray();
    }

    private static double[] nanArray(int n) {
        double[] a = new double[n];
        Arrays.fill(a, Double.NaN);
        return a;
    }
}
