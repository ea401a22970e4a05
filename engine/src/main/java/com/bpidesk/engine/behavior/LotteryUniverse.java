package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The stock universe of Kumar (2009), "Who Gambles in the Stock Market?", Journal of Finance 64(4), on a date: the lottery
 * characteristics {price, idiosyncratic volatility, idiosyncratic skewness} of the price store's single stocks, from the
 * residuals of a market model on the benchmark over the last 126 trading days (Kumar uses a four-factor model over six
 * months), and their medians. A stock is lottery-like when its price is below the median, both idiosyncratic figures
 * are above theirs and its idiosyncratic skewness is positive (ADR 0210).
 */
record LotteryUniverse(Map<String, double[]> chars, double medPrice, double medVol, double medSkew) {

    /** Window for Kumar (2009) lottery characteristics: 126 trading days (six months, as in Kumar). */
    static final int LOTTERY_WINDOW = 126;
    /** Fewest stocks for a universe whose medians classify. */
    static final int MIN_STOCKS = 10;

    /** Kumar's rule; false for symbols outside the universe and for universes under 10 stocks (not classifiable). */
    boolean isLottery(String symbol) {
        double[] c = chars.get(symbol);
        return chars.size() >= MIN_STOCKS && c != null && isLottery(c);
    }

    /**
     * Kumar's rule for characteristics {price, idiosyncratic volatility, idiosyncratic skewness}, with the skewness also
     * positive: "lottery-like" means a right-skewed payoff, so a stock whose residual skewness is negative is never one even
     * when the universe's median is lower still (issue 30: XOM at -0.14 read "positively skewed"; ADR 0210).
     */
    boolean isLottery(double[] c) {
        return c[0] < medPrice && c[1] > medVol && c[2] > medSkew && c[2] > 0;
    }

    /** The universe on a date (null without a price store or benchmark); a batch scorer computes a date's figures once. */
    static LotteryUniverse of(DnaMarket market, Marks marks, LocalDate asOf) {
        PriceHistory prices = market.store();
        if (prices == null || prices.benchmarkSymbol() == null) {
            return null;
        }
        Marks.Series bench = marks.series(prices.benchmarkSymbol());
        Function<LocalDate, Map<String, double[]>> compute = d -> {
            Map<String, double[]> m = new LinkedHashMap<>(); // price, ivol, iskew
            for (Instrument inst : prices.instruments()) {
                if ("equity".equals(inst.assetClass())) {
                    double[] c = characteristics(marks.series(inst.symbol()), bench, d);
                    if (c != null) {
                        m.put(inst.symbol(), c);
                    }
                }
            }
            return m;
        };
        Map<LocalDate, Map<String, double[]>> memo = market.lotteryCharacteristicsByDate();
        Map<String, double[]> chars = memo != null ? memo.computeIfAbsent(asOf, compute) : compute.apply(asOf);
        if (chars.isEmpty()) {
            return new LotteryUniverse(chars, Double.NaN, Double.NaN, Double.NaN);
        }
        return new LotteryUniverse(chars, Stats.median(chars.values().stream().mapToDouble(c -> c[0]).toArray()),
                Stats.median(chars.values().stream().mapToDouble(c -> c[1]).toArray()),
                Stats.median(chars.values().stream().mapToDouble(c -> c[2]).toArray()));
    }

    /** {price, idiosyncratic volatility (daily), idiosyncratic skewness} from market-model residuals; null when short. */
    static double[] characteristics(Marks.Series s, Marks.Series bench, LocalDate asOf) {
        if (s == null || bench == null || s.dates().length <= LOTTERY_WINDOW || bench.dates().length <= LOTTERY_WINDOW) {
            return null;
        }
        int end = s.indexAtOrBefore(asOf);
        if (end < LOTTERY_WINDOW) {
            return null;
        }
        double[] x = new double[LOTTERY_WINDOW];
        double[] y = new double[LOTTERY_WINDOW];
        int n = 0;
        for (int k = end - LOTTERY_WINDOW + 1; k <= end; k++) {
            int bi = Arrays.binarySearch(bench.dates(), s.dates()[k]);
            int bp = Arrays.binarySearch(bench.dates(), s.dates()[k - 1]);
            if (bi < 0 || bp < 0 || s.adjClose()[k - 1] <= 0 || bench.adjClose()[bp] <= 0) {
                continue;
            }
            y[n] = s.adjClose()[k] / s.adjClose()[k - 1] - 1;
            x[n] = bench.adjClose()[bi] / bench.adjClose()[bp] - 1;
            n++;
        }
        if (n < LOTTERY_WINDOW * 0.8) {
            return null;
        }
        double mx = 0;
        double my = 0;
        for (int k = 0; k < n; k++) {
            mx += x[k];
            my += y[k];
        }
        mx /= n;
        my /= n;
        double sxy = 0;
        double sxx = 0;
        for (int k = 0; k < n; k++) {
            sxy += (x[k] - mx) * (y[k] - my);
            sxx += (x[k] - mx) * (x[k] - mx);
        }
        double beta = sxx > 0 ? sxy / sxx : 0;
        double alpha = my - beta * mx;
        double m2 = 0;
        double[] residuals = new double[n];
        for (int k = 0; k < n; k++) {
            residuals[k] = y[k] - alpha - beta * x[k];
            m2 += residuals[k] * residuals[k];
        }
        m2 /= n;
        double vol = Math.sqrt(m2);
        double skew = m2 > 0 ? com.bpidesk.engine.math.Stats.skewness(residuals) : 0;
        return new double[] {s.close()[end], vol, skew};
    }
}
