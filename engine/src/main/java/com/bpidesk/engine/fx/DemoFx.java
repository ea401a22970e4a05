package com.bpidesk.engine.fx;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The simulated FX layer served in demo mode (labelled {@code demo}), consistent with the demo market: the same
 * seed ({@code market.demo.seed}), the same start ({@code 2015-01-02}) and weekday calendar as
 * {@code market.DemoMarket}, so every demo price of a foreign listing has a demo rate on its date. Each rate against
 * the euro (the ECB's layout) is a discretised Ornstein-Uhlenbeck process on the log rate, mean-reverting to a
 * recent level with the currency's typical annual volatility: {@code x(t+1) = x(t) + k (m - x(t)) dt + s sqrt(dt) z},
 * {@code dt = 1/260}, {@code k = 0.5}, z standard normal from SplitMix64 and Box-Muller (identical on every JDK).
 * Levels and volatilities are rounded figures of 2015-2024 ECB reference rates, not forecasts. See ADR 0160.
 */
public final class DemoFx {

    public static final String SOURCE = "demo";
    public static final LocalDate EPOCH = LocalDate.of(2015, 1, 2);

    /** Currency, mean level (units per EUR), annual volatility of the log rate. */
    private record Params(String currency, double level, double vol) {
    }

    private static final Params[] CURRENCIES = {
        new Params("USD", 1.12, 0.075), new Params("GBP", 0.86, 0.065), new Params("CHF", 1.05, 0.055),
        new Params("JPY", 135.0, 0.095), new Params("CAD", 1.48, 0.070), new Params("AUD", 1.60, 0.085),
        new Params("SEK", 10.6, 0.060), new Params("NOK", 10.5, 0.080), new Params("DKK", 7.45, 0.004),
        new Params("HKD", 8.70, 0.075), new Params("SGD", 1.52, 0.050), new Params("CNY", 7.70, 0.060),
        new Params("ZAR", 17.5, 0.140), new Params("ILS", 4.00, 0.080), new Params("RON", 4.80, 0.030),
        new Params("PLN", 4.40, 0.060)};

    private final long seed;

    public DemoFx(long seed) {
        this.seed = seed;
    }

    /** The demo pairs EUR/xxx from {@link #EPOCH} to {@code end} (weekdays). */
    public Map<CurrencyPair, NavigableMap<LocalDate, Double>> generate(LocalDate end) {
        Map<CurrencyPair, NavigableMap<LocalDate, Double>> out = new LinkedHashMap<>();
        double dt = 1.0 / 260;
        double k = 0.5;
        for (Params p : CURRENCIES) {
            long state = mix(seed ^ mix(("fx:" + p.currency()).hashCode() * 0x9E3779B97F4A7C15L));
            double m = Math.log(p.level());
            double x = m;
            TreeMap<LocalDate, Double> rates = new TreeMap<>();
            for (LocalDate d = EPOCH; !d.isAfter(end); d = d.plusDays(1)) {
                if (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
                    continue;
                }
                if (!d.equals(EPOCH)) {
                    state += 0x9E3779B97F4A7C15L;
                    double u1 = ((mix(state) >>> 11) + 0.5) * 0x1.0p-53;
                    state += 0x9E3779B97F4A7C15L;
                    double u2 = ((mix(state) >>> 11) + 0.5) * 0x1.0p-53;
                    double z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
                    x = x + k * (m - x) * dt + p.vol() * Math.sqrt(dt) * z;
                }
                // rounded like the ECB publishes (5 significant figures)
                rates.put(d, new java.math.BigDecimal(Math.exp(x)).round(new java.math.MathContext(5)).doubleValue());
            }
            out.put(new CurrencyPair("EUR", p.currency()), java.util.Collections.unmodifiableNavigableMap(rates));
        }
        return out;
    }

    private static long mix(long z) {   // SplitMix64 finaliser
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
