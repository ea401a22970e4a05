package com.bpidesk.engine.macro;

import com.bpidesk.engine.market.DemoMarket;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The shipped demo macro dataset: a deterministic, seeded simulation of the series the feed and the regime use,
 * in their publishers' ids (FRED, ECB, Bank of England, World Bank) but with {@code source = demo}. It is driven
 * by the demo market's market factor so the two tell one story: equity drawdowns widen the credit spread and
 * slow growth. Model (monthly, docs/market-data.md "Demo macro dataset"):
 * <ul>
 *   <li>growth gap g: AR(1), g_t = 0.85 g_t-1 + 0.15 * 8 * (12-month log return of the demo market - 7%) + 0.25 e</li>
 *   <li>unemployment: 4.2 - 0.35 g + AR(1) noise; CPI inflation (y/y) pi: AR(1) towards 2 + 0.6 g six months earlier</li>
 *   <li>policy rates: a smoothed Taylor (1993) rule, moved in 25 bp steps at eight meetings a year</li>
 *   <li>curve spreads from the policy rate; the high-yield spread from the market's drawdown from its one-year high</li>
 * </ul>
 * Observations appear with publication lags (monthly data 14 days after the month, quarterly 28 days after the
 * quarter, annual on 1 July of the next year, daily the next day), so the latest values are those a person would
 * have seen on the clock's date.
 */
public final class DemoMacro {

    public static final String SOURCE = "demo";
    private static final YearMonth START = YearMonth.of(2015, 1);
    /** Daily series are stored from this year on (they only feed 3-month windows; fewer rows to write). */
    private static final int DAILY_FROM_YEAR = 2019;
    private static final Set<Integer> MEETING_MONTHS = Set.of(1, 3, 5, 6, 7, 9, 11, 12);

    private final long seed;

    public DemoMacro(long seed) {
        this.seed = seed;
    }

    /** Every demo series with its observations as published by {@code today}. */
    public List<MacroStore.Loaded> generate(LocalDate today) {
        DemoMarket market = new DemoMarket(seed);
        DemoMarket.Simulation sim = market.simulate(List.of(), DemoMarket.EPOCH, today);
        List<LocalDate> days = sim.dates();
        double[] level = sim.marketLevel();
        Rng rng = new Rng(seed * 31 + 7);

        YearMonth last = YearMonth.from(today);
        int months = (int) (START.until(last, java.time.temporal.ChronoUnit.MONTHS)) + 1;
        double[] g = new double[months];
        double[] u = new double[months];
        double[] pi = new double[months];
        double[] core = new double[months];
        double[] cpi = new double[months];
        double[] coreIdx = new double[months];
        double[] fed = new double[months];
        double[] ecb = new double[months];
        double[] boe = new double[months];
        double[] piEa = new double[months];
        double gPrev = 0.3;
        double uNoise = 0;
        double piPrev = 1.6;
        double corePrev = 1.9;
        double piEaPrev = 1.2;
        double fedRate = 0.25;
        double ecbRate = 0.05;
        double boeRate = 0.50;
        double cpiLevel = 234.0;
        double coreLevel = 240.0;
        for (int m = 0; m < months; m++) {
            YearMonth ym = START.plusMonths(m);
            double r12 = marketReturn(days, level, ym.atEndOfMonth(), 12);
            double gm = 0.85 * gPrev + 0.15 * 8 * (r12 - 0.07) + 0.25 * rng.normal();
            g[m] = gm;
            uNoise = 0.8 * uNoise + 0.05 * rng.normal();
            u[m] = clamp(4.2 - 0.35 * gm + uNoise, 3.2, 11.0);
            double gLag = m >= 6 ? g[m - 6] : 0;
            pi[m] = clamp(0.9 * piPrev + 0.1 * (2.0 + 0.6 * gLag) + 0.12 * rng.normal(), -1.5, 9.0);
            core[m] = 0.95 * corePrev + 0.05 * pi[m] + 0.04 + 0.05 * rng.normal();
            piEa[m] = 0.85 * piEaPrev + 0.15 * (0.75 * pi[m] + 0.3) + 0.10 * rng.normal();
            cpiLevel *= 1 + (pi[m] / 12 + 0.06 * rng.normal()) / 100;
            coreLevel *= 1 + (core[m] / 12 + 0.03 * rng.normal()) / 100;
            cpi[m] = round(cpiLevel, 3);
            coreIdx[m] = round(coreLevel, 3);
            if (MEETING_MONTHS.contains(ym.getMonthValue())) {
                fedRate = step(fedRate, taylor(pi[m], gm, 2.5), 0.125);
                ecbRate = step(ecbRate, taylor(piEa[m], 0.7 * gm, 1.5), 0.0);
                boeRate = step(boeRate, taylor(0.9 * pi[m] + 0.4, 0.8 * gm, 2.0), 0.10);
            }
            fed[m] = round(fedRate - 0.17, 2) < 0 ? 0.08 : round(fedRate - 0.17, 2);   // effective rate sits below the upper limit
            ecb[m] = round(ecbRate, 2);
            boe[m] = round(boeRate, 2);
            gPrev = gm;
            piPrev = pi[m];
            corePrev = core[m];
            piEaPrev = piEa[m];
        }

        List<MacroStore.Loaded> out = new ArrayList<>();
        out.add(monthly("FEDFUNDS", fed, today));
        out.add(monthly("CPIAUCSL", cpi, today));
        out.add(monthly("CPILFESL", coreIdx, today));
        out.add(monthly("UNRATE", roundAll(u, 1), today));
        out.add(monthly(MacroCatalog.ECB_MRO, ecb, today));
        out.add(monthly(MacroCatalog.EA_HICP, roundAll(piEa, 1), today));
        out.add(monthly(MacroCatalog.BOE_BANK_RATE, boe, today));
        out.add(quarterlyGdp(g, rng, today));
        out.addAll(daily(days, level, fed, g, rng, today));
        out.addAll(worldBank(g, rng, today));
        return out;
    }

    /** Smoothed Taylor rule: r* + pi + 0.5 (pi - 2) + 0.5 * output gap, floored. */
    static double taylor(double inflation, double gap, double neutral) {
        return neutral - 2.0 + inflation + 0.5 * (inflation - 2.0) + 0.5 * gap;
    }

    /** Moves a policy rate towards the target in 25 bp steps (50 bp when far away), never below the floor. */
    static double step(double rate, double target, double floor) {
        double diff = target - rate;
        double move = Math.abs(diff) < 0.375 ? 0 : Math.abs(diff) > 1.5 ? 0.5 : 0.25;
        return Math.max(floor, rate + Math.signum(diff) * move);
    }

    private static double marketReturn(List<LocalDate> days, double[] level, LocalDate at, int monthsBack) {
        int i = indexOnOrBefore(days, at);
        int j = indexOnOrBefore(days, at.minusMonths(monthsBack));
        if (i < 0 || j < 0) {
            return 0.07;
        }
        return Math.log(level[i] / level[j]);
    }

    static int indexOnOrBefore(List<LocalDate> days, LocalDate d) {
        int lo = 0;
        int hi = days.size() - 1;
        int ans = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (!days.get(mid).isAfter(d)) {
                ans = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return ans;
    }

    private MacroStore.Loaded monthly(String id, double[] values, LocalDate today) {
        List<Observation> obs = new ArrayList<>();
        for (int m = 0; m < values.length; m++) {
            YearMonth ym = START.plusMonths(m);
            if (!ym.plusMonths(1).atDay(14).isAfter(today)) {
                obs.add(new Observation(ym.atDay(1), values[m]));
            }
        }
        return loaded(id, obs);
    }

    private MacroStore.Loaded quarterlyGdp(double[] g, Rng rng, LocalDate today) {
        List<Observation> obs = new ArrayList<>();
        double gdp = 18_500;
        for (int m = 0; m + 2 < g.length; m += 3) {
            double gap = (g[m] + g[m + 1] + g[m + 2]) / 3;
            double annualised = 2.0 + 1.3 * gap + 0.8 * rng.normal();
            gdp *= Math.pow(1 + annualised / 100, 0.25);
            YearMonth q = START.plusMonths(m);
            if (!q.plusMonths(3).atDay(28).isAfter(today)) {
                obs.add(new Observation(q.atDay(1), round(gdp, 1)));
            }
        }
        return loaded("GDPC1", obs);
    }

    private List<MacroStore.Loaded> daily(List<LocalDate> days, double[] level, double[] fed, double[] g, Rng rng,
                                          LocalDate today) {
        List<Observation> t10y2y = new ArrayList<>();
        List<Observation> t10y3m = new ArrayList<>();
        List<Observation> hy = new ArrayList<>();
        double n1 = 0;
        double n2 = 0;
        double n3 = 0;
        double peak = level.length == 0 ? 0 : level[0];
        java.util.ArrayDeque<Double> window = new java.util.ArrayDeque<>();
        for (int t = 0; t < days.size(); t++) {
            LocalDate d = days.get(t);
            window.addLast(level[t]);
            if (window.size() > 252) {
                window.removeFirst();
            }
            peak = window.stream().mapToDouble(Double::doubleValue).max().orElse(level[t]);
            double drawdown = 1 - level[t] / peak;
            int m = (int) START.until(YearMonth.from(d), java.time.temporal.ChronoUnit.MONTHS);
            if (m < 0 || m >= fed.length || !d.isBefore(today) || d.getYear() < DAILY_FROM_YEAR) {
                continue;
            }
            double policy = fed[m];
            n1 = 0.97 * n1 + 0.03 * rng.normal();
            n2 = 0.97 * n2 + 0.035 * rng.normal();
            n3 = 0.95 * n3 + 0.05 * rng.normal();
            t10y2y.add(new Observation(d, round(1.3 - 0.33 * policy + 0.1 * g[m] + 3 * n1, 2)));
            t10y3m.add(new Observation(d, round(1.8 - 0.45 * policy + 0.1 * g[m] + 3 * n2, 2)));
            hy.add(new Observation(d, round(Math.max(2.4, 3.5 + 14 * drawdown - 0.25 * g[m] + 3 * n3), 2)));
        }
        return List.of(loaded("T10Y2Y", t10y2y), loaded("T10Y3M", t10y3m), loaded("BAMLH0A0HYM2", hy));
    }

    private List<MacroStore.Loaded> worldBank(double[] g, Rng rng, LocalDate today) {
        String[][] countries = {{"USA", "2.2", "1.0"}, {"DEU", "1.1", "0.8"}, {"GBR", "1.5", "0.8"}, {"JPN", "0.8", "0.6"},
                {"CHN", "5.6", "0.4"}, {"IND", "6.4", "0.4"}, {"BRA", "1.8", "0.7"}, {"FRA", "1.2", "0.8"},
                {"EMU", "1.3", "0.8"}, {"WLD", "2.8", "0.7"}};
        List<MacroStore.Loaded> out = new ArrayList<>();
        for (String[] c : countries) {
            List<Observation> obs = new ArrayList<>();
            for (int y = START.getYear(); y < today.getYear(); y++) {
                if (LocalDate.of(y + 1, 7, 1).isAfter(today)) {
                    continue;
                }
                int from = (int) START.until(YearMonth.of(y, 1), java.time.temporal.ChronoUnit.MONTHS);
                double gap = 0;
                int k = 0;
                for (int m = Math.max(0, from); m < Math.min(g.length, from + 12); m++, k++) {
                    gap += g[m];
                }
                gap = k == 0 ? 0 : gap / k;
                obs.add(new Observation(LocalDate.of(y, 1, 1),
                        round(Double.parseDouble(c[1]) + Double.parseDouble(c[2]) * 1.3 * gap + 0.6 * rng.normal(), 2)));
            }
            out.add(loaded(MacroCatalog.WB_GDP_GROWTH + ":" + c[0], obs));
        }
        return out;
    }

    private static MacroStore.Loaded loaded(String id, List<Observation> obs) {
        MacroCatalog.Entry e = MacroCatalog.find(id).orElseThrow();
        String frequency = e.frequency();
        return new MacroStore.Loaded(new SeriesInfo(e.seriesId(), e.title() + " (demo)", e.category(), e.region(), SOURCE,
                frequency, e.units()), e.institution(), SOURCE, obs);
    }

    private static double[] roundAll(double[] v, int digits) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = round(v[i], digits);
        }
        return out;
    }

    static double round(double v, int digits) {
        double s = Math.pow(10, digits);
        return Math.round(v * s) / s;
    }

    static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    /** SplitMix64 with Box-Muller normals (same algorithm as the demo market, its own stream). */
    static final class Rng {
        private long state;

        Rng(long seed) {
            this.state = seed;
        }

        double uniform() {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z = z ^ (z >>> 31);
            return ((z >>> 11) + 0.5) * 0x1.0p-53;
        }

        double normal() {
            return Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
        }
    }
}
