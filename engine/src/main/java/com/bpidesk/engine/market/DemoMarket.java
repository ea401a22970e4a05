package com.bpidesk.engine.market;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shipped demo market: a deterministic, seeded simulation of daily bars for every reference instrument.
 * Everything built on it is labelled {@code demo} (simulated). The model and its parameters are documented in
 * docs/market-data.md ("Demo market simulation"); in short, the daily log return of instrument i is
 * <pre>
 *   r_i,t = mu_i + beta_i * m_t + l_i * s_k(i),t + g_i * x_t + e_i,t
 * </pre>
 * with m the market factor, s_k a sector (or rates / commodity) factor, x an international factor for non-US
 * instruments and e idiosyncratic noise. Every factor and every idiosyncratic series is a GARCH(1,1) process
 * (Bollerslev 1986) driven by unit-variance Student-t innovations, which gives volatility clustering and fat
 * tails; the common factors give sector correlation and betas near the loadings.
 *
 * <p>Determinism by date: the simulation always starts at {@link #EPOCH} and each stream (market, each factor,
 * each symbol) has its own generator seeded from the global seed and the stream's name, so a given date's bar
 * never changes when the clock moves on or when instruments are added. Weekdays are trading days (no
 * exchange holidays). No dividends or splits: {@code adjClose == close}.
 *
 * <p>Levels (ADR 0246): a symbol with a real close in {@link DemoAnchors} (same currency) has its whole path multiplied by
 * one constant, chosen so that its demo close on the anchor date equals that real close; a constant factor leaves every
 * return, volatility, beta and correlation unchanged. The anchor date lies inside the simulated span whatever the end date
 * (the path is simulated up to it when the end is earlier), so the factor, and every date's bar, never depend on the clock.
 * Symbols without an anchor keep a simulated start level ({@link #startPrice}).
 */
public final class DemoMarket {

    /** First simulated trading day; bars are stored from {@code end - years} on. */
    public static final LocalDate EPOCH = LocalDate.of(2015, 1, 2);
    public static final long DEFAULT_SEED = com.bpidesk.engine.platform.settings.DataSettings.DEFAULT_DEMO_SEED;
    public static final String SOURCE = "demo";

    private static final double DAYS = 252.0;
    private static final double RISK_FREE = 0.02;
    private static final double EQUITY_PREMIUM = 0.05;

    /** GARCH(1,1) parameters: persistence alpha + beta < 1, long-run annual volatility, Student-t degrees of freedom. */
    record Garch(double alpha, double beta, double annualVol, int dof) {
        double omega() {
            return longRunVariance() * (1 - alpha - beta);
        }

        double longRunVariance() {
            return annualVol * annualVol / DAYS;
        }
    }

    static final Garch MARKET = new Garch(0.09, 0.89, 0.16, 5);
    static final Garch SECTOR = new Garch(0.06, 0.92, 1.0, 6);      // annualVol scaled per factor below
    static final Garch IDIOSYNCRATIC = new Garch(0.05, 0.93, 1.0, 4);

    /** Per-sector equity beta and the volatility of the sector factor (annual). */
    record SectorParams(double beta, double factorVol) {
    }

    static final Map<String, SectorParams> SECTORS = Map.ofEntries(
            Map.entry("Information Technology", new SectorParams(1.20, 0.12)),
            Map.entry("Consumer Discretionary", new SectorParams(1.15, 0.10)),
            Map.entry("Communication Services", new SectorParams(1.05, 0.10)),
            Map.entry("Financials", new SectorParams(1.10, 0.11)),
            Map.entry("Health Care", new SectorParams(0.80, 0.09)),
            Map.entry("Energy", new SectorParams(0.95, 0.20)),
            Map.entry("Consumer Staples", new SectorParams(0.60, 0.07)),
            Map.entry("Industrials", new SectorParams(1.05, 0.08)),
            Map.entry("Utilities", new SectorParams(0.45, 0.10)),
            Map.entry("Real Estate", new SectorParams(0.85, 0.11)),
            Map.entry("Materials", new SectorParams(1.00, 0.11)),
            Map.entry("Fixed Income", new SectorParams(-0.05, 0.06)),   // the rates factor
            Map.entry("Commodities", new SectorParams(0.10, 0.15)),     // the commodity factor
            Map.entry("Diversified", new SectorParams(1.00, 0.0)),
            Map.entry("Unclassified", new SectorParams(1.00, 0.0)));

    static final double INTERNATIONAL_VOL = 0.08;

    /** Exposures of one instrument: beta to the market, loading on its sector factor, on the international factor, idiosyncratic annual vol. */
    record Exposure(double beta, double sectorLoading, double intlLoading, double idioVol) {
    }

    /** Funds whose exposures are not those of a single stock in their sector. */
    static final Map<String, Exposure> FUNDS = Map.ofEntries(
            Map.entry("SPY", new Exposure(1.00, 0, 0, 0.010)),
            Map.entry("VTI", new Exposure(1.02, 0, 0, 0.012)),
            Map.entry("DIA", new Exposure(0.95, 0, 0, 0.030)),
            Map.entry("IWM", new Exposure(1.20, 0, 0, 0.080)),
            Map.entry("QQQ", new Exposure(1.15, 0.6, 0, 0.030)),
            Map.entry("EFA", new Exposure(0.85, 0, 0.9, 0.020)),
            Map.entry("VEA", new Exposure(0.86, 0, 0.9, 0.020)),
            Map.entry("EEM", new Exposure(0.90, 0, 1.2, 0.060)),
            Map.entry("VWO", new Exposure(0.88, 0, 1.2, 0.060)),
            Map.entry("ACWI", new Exposure(0.95, 0, 0.4, 0.015)),
            Map.entry("VT", new Exposure(0.96, 0, 0.4, 0.015)),
            Map.entry("EWJ", new Exposure(0.75, 0, 1.0, 0.070)),
            Map.entry("EWG", new Exposure(0.90, 0, 1.0, 0.080)),
            Map.entry("EWU", new Exposure(0.80, 0, 1.0, 0.070)),
            Map.entry("FXI", new Exposure(0.85, 0, 1.3, 0.150)),
            Map.entry("AGG", new Exposure(0.02, 0.80, 0, 0.010)),
            Map.entry("BND", new Exposure(0.02, 0.80, 0, 0.010)),
            Map.entry("TLT", new Exposure(-0.15, 2.50, 0, 0.020)),
            Map.entry("IEF", new Exposure(-0.08, 1.20, 0, 0.010)),
            Map.entry("SHY", new Exposure(-0.01, 0.25, 0, 0.004)),
            Map.entry("TIP", new Exposure(0.05, 0.90, 0, 0.020)),
            Map.entry("LQD", new Exposure(0.12, 1.30, 0, 0.020)),
            Map.entry("HYG", new Exposure(0.35, 0.50, 0, 0.030)),
            Map.entry("BNDX", new Exposure(0.02, 0.70, 0.1, 0.015)),
            Map.entry("GLD", new Exposure(0.05, 1.00, 0, 0.020)),
            Map.entry("SLV", new Exposure(0.20, 1.40, 0, 0.150)),
            Map.entry("DBC", new Exposure(0.35, 1.00, 0, 0.080)));

    /** The result: per symbol its bars from {@code from} to the end date, and the market factor's index level by date. */
    public record Simulation(Map<String, List<Bar>> bars, List<LocalDate> dates, double[] marketLevel) {
    }

    private final long seed;
    private final Map<String, DemoAnchors.Anchor> anchors;

    /** The demo market of a seed, anchored to the shipped real closes ({@link DemoAnchors#shipped()}). */
    public DemoMarket(long seed) {
        this(seed, DemoAnchors.shipped());
    }

    public DemoMarket() {
        this(DEFAULT_SEED);
    }

    /** The demo market of a seed anchored to the given closes by symbol (none: every level simulated). */
    DemoMarket(long seed, Map<String, DemoAnchors.Anchor> anchors) {
        this.seed = seed;
        this.anchors = Map.copyOf(anchors);
    }

    /** The latest trading day (weekday) on or before the date. */
    public static LocalDate lastTradingDay(LocalDate date) {
        LocalDate d = date;
        while (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
            d = d.minusDays(1);
        }
        return d;
    }

    static List<LocalDate> tradingDays(LocalDate from, LocalDate to) {
        List<LocalDate> out = new ArrayList<>();
        for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                out.add(d);
            }
        }
        return out;
    }

    /** Simulates every instrument from {@link #EPOCH} to {@code end}; returns the bars dated {@code from..end}. */
    public Simulation simulate(List<Instrument> instruments, LocalDate from, LocalDate end) {
        LocalDate last = lastTradingDay(end);
        LocalDate horizon = last;
        for (Instrument inst : instruments) {
            DemoAnchors.Anchor a = anchor(inst);
            if (a != null && a.date().isAfter(horizon)) {
                horizon = a.date();       // simulate up to the anchor so the level factor never depends on the end date
            }
        }
        List<LocalDate> days = tradingDays(EPOCH, horizon);
        int n = days.size();
        int stop = lowerBound(days, last.plusDays(1));
        double[] market = garchPath(stream("market"), MARKET, MARKET.annualVol(), n);
        Map<String, double[]> factors = new HashMap<>();
        SECTORS.forEach((sector, p) -> {
            if (p.factorVol() > 0 && !instruments.isEmpty()) {
                factors.put(sector, garchPath(stream("sector:" + sector), SECTOR, p.factorVol(), n));
            }
        });
        double[] intl = instruments.isEmpty() ? new double[n] : garchPath(stream("international"), SECTOR, INTERNATIONAL_VOL, n);
        double[] level = new double[stop];
        double lvl = 100;
        for (int t = 0; t < stop; t++) {
            lvl *= Math.exp(market[t] + (RISK_FREE + EQUITY_PREMIUM) / DAYS - 0.5 * MARKET.longRunVariance());
            level[t] = lvl;
        }
        int first = Math.min(lowerBound(days, from), stop);
        Map<String, List<Bar>> out = new LinkedHashMap<>();
        for (Instrument inst : instruments) {
            out.put(inst.symbol(), simulateOne(inst, days, first, stop, market, factors, intl));
        }
        return new Simulation(out, List.copyOf(days.subList(first, stop)), java.util.Arrays.copyOfRange(level, first, stop));
    }

    /** The instrument's anchor: a real close in the instrument's currency on a simulated day, else null. */
    DemoAnchors.Anchor anchor(Instrument inst) {
        DemoAnchors.Anchor a = anchors.get(inst.symbol());
        if (a == null || a.date().isBefore(EPOCH)) {
            return null;
        }
        String ccy = inst.currency() == null ? "USD" : inst.currency();
        return ccy.equals(a.currency()) ? a : null;
    }

    private static int lowerBound(List<LocalDate> days, LocalDate date) {
        int i = java.util.Collections.binarySearch(days, date);
        return i >= 0 ? i : -i - 1;
    }

    /** The exposures used for an instrument (documented in docs/market-data.md). */
    Exposure exposure(Instrument inst) {
        Exposure fund = FUNDS.get(inst.symbol());
        if (fund != null) {
            return fund;
        }
        SectorParams sp = SECTORS.getOrDefault(inst.sector(), SECTORS.get("Unclassified"));
        Rng r = stream("params:" + inst.symbol());
        boolean isFund = inst.assetClass().startsWith("etf");
        double beta = isFund ? sp.beta() : sp.beta() + (r.uniform() - 0.5) * 0.4;          // +-0.2 around the sector beta
        double sectorLoading = sp.factorVol() > 0 ? (isFund ? 1.0 : 0.7 + 0.6 * r.uniform()) : 0;
        double intl = "US".equals(inst.country()) ? 0 : 0.8 + 0.4 * r.uniform();
        double idio = isFund ? 0.03 : 0.14 + 0.22 * r.uniform();                          // 14% .. 36% a year
        return new Exposure(beta, sectorLoading, intl, idio);
    }

    private List<Bar> simulateOne(Instrument inst, List<LocalDate> days, int first, int stop, double[] market,
                                  Map<String, double[]> factors, double[] intl) {
        Exposure e = exposure(inst);
        SectorParams sp = SECTORS.getOrDefault(inst.sector(), SECTORS.get("Unclassified"));
        double[] sector = factors.get(inst.sector());
        int n = days.size();
        double[] idio = garchPath(stream("idio:" + inst.symbol()), IDIOSYNCRATIC, e.idioVol(), n);
        Rng r = stream("bars:" + inst.symbol());
        Rng p = stream("params:" + inst.symbol() + ":level");
        double price = startPrice(inst.symbol(), p);         // drawn even when anchored, so volumes stay the same
        double baseVolume = Math.exp(Math.log(1.5e6) + p.uniform() * Math.log(40));     // 1.5M .. 60M shares
        double totalVar = e.beta() * e.beta() * MARKET.longRunVariance()
                + e.sectorLoading() * e.sectorLoading() * sp.factorVol() * sp.factorVol() / DAYS
                + e.intlLoading() * e.intlLoading() * INTERNATIONAL_VOL * INTERNATIONAL_VOL / DAYS
                + e.idioVol() * e.idioVol() / DAYS;
        double drift = (RISK_FREE + EQUITY_PREMIUM * Math.max(e.beta(), 0)) / DAYS - 0.5 * totalVar;
        double[] rets = new double[n];
        for (int t = 0; t < n; t++) {
            rets[t] = drift + e.beta() * market[t] + e.intlLoading() * intl[t] + idio[t]
                    + (sector == null ? 0 : e.sectorLoading() * sector[t]);
        }
        DemoAnchors.Anchor anchor = anchor(inst);
        if (anchor != null) {
            price = anchoredStart(anchor.close(), lowerBound(days, anchor.date()), rets);
        }
        List<Bar> bars = new ArrayList<>(Math.max(0, stop - first));
        for (int t = 0; t < stop; t++) {
            double ret = rets[t];
            double sigma = Math.sqrt(totalVar);
            double gap = 0.2 * ret + 0.15 * sigma * r.normal();
            double open = price * Math.exp(gap);
            double close = price * Math.exp(ret);
            double high = Math.max(open, close) * Math.exp(Math.abs(r.normal()) * 0.45 * sigma);
            double low = Math.min(open, close) * Math.exp(-Math.abs(r.normal()) * 0.45 * sigma);
            double surprise = Math.abs(ret - drift) / sigma;
            long volume = Math.round(baseVolume * Math.exp(0.25 * r.normal()) * (0.55 + 0.45 * surprise));
            price = close;
            if (t >= first) {
                double o = round(open);
                double c = round(close);
                double h = Math.max(round(high), Math.max(o, c));
                double l = Math.min(round(low), Math.min(o, c));
                bars.add(new Bar(days.get(t), o, h, l, c, c, Math.max(volume, 100)));
            }
        }
        return bars;
    }

    /**
     * The start level that makes the close of day {@code at} equal {@code close}: the close divided by the path's growth
     * from the start to that day (the product of exp(r) in the order the bars compound it). Every bar of the path is then
     * the unanchored bar times close / (unanchored close on day {@code at}), one constant factor.
     */
    static double anchoredStart(double close, int at, double[] rets) {
        double growth = 1;
        for (int t = 0; t <= at; t++) {
            growth *= Math.exp(rets[t]);
        }
        return close / growth;
    }

    /** The simulated start level of a symbol without an anchor: a few local listings at their usual order of magnitude, others 15 .. 375. */
    private static double startPrice(String symbol, Rng p) {
        return switch (symbol) {
            case "7203.T" -> 2500;
            case "VOD.L" -> 1.2;
            case "NESN.SW" -> 75;
            case "MC.PA" -> 160;
            default -> Math.exp(Math.log(15) + p.uniform() * Math.log(25));   // 15 .. 375
        };
    }

    /** Prices to a tenth of a cent (4 decimals under 10), so a real close such as 222.065 is kept as it is. */
    static double round(double price) {
        double scale = price < 10 ? 10_000 : 1_000;
        return Math.round(price * scale) / scale;
    }

    /** A GARCH(1,1) path of daily shocks with the given long-run annual volatility. */
    static double[] garchPath(Rng rng, Garch g, double annualVol, int n) {
        double longRun = annualVol * annualVol / DAYS;
        double omega = longRun * (1 - g.alpha() - g.beta());
        double h = longRun;
        double prev = 0;
        double[] out = new double[n];
        for (int t = 0; t < n; t++) {
            h = omega + g.alpha() * prev * prev + g.beta() * h;
            double shock = Math.sqrt(h) * rng.studentT(g.dof());
            out[t] = shock;
            prev = shock;
        }
        return out;
    }

    Rng stream(String name) {
        return new Rng(mix(seed ^ mix(name.hashCode() * 0x9E3779B97F4A7C15L + name.length())));
    }

    static long mix(long z) {   // SplitMix64 finaliser
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A small deterministic generator (SplitMix64) with Box-Muller normals and Student-t draws, so the
     * simulation is identical on every JDK (java.util's nextGaussian algorithms are not specified).
     */
    static final class Rng {
        private long state;
        private double spare = Double.NaN;

        Rng(long seed) {
            this.state = seed;
        }

        long nextLong() {
            state += 0x9E3779B97F4A7C15L;
            return mix(state);
        }

        /** Uniform in (0, 1). */
        double uniform() {
            return ((nextLong() >>> 11) + 0.5) * 0x1.0p-53;
        }

        double normal() {
            if (!Double.isNaN(spare)) {
                double s = spare;
                spare = Double.NaN;
                return s;
            }
            double u1 = uniform();
            double u2 = uniform();
            double rad = Math.sqrt(-2 * Math.log(u1));
            spare = rad * Math.sin(2 * Math.PI * u2);
            return rad * Math.cos(2 * Math.PI * u2);
        }

        /** Student-t with {@code dof} degrees of freedom, scaled to unit variance (needs dof > 2). */
        double studentT(int dof) {
            double z = normal();
            double chi2 = 0;
            for (int k = 0; k < dof; k++) {
                double g = normal();
                chi2 += g * g;
            }
            return z / Math.sqrt(chi2 / dof) * Math.sqrt((dof - 2.0) / dof);
        }
    }
}
