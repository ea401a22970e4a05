package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.platform.text.Readable;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One data source per analysis (issue 30): an analysis on real prices (imported or online) must not carry demo macro
 * data or demo exchange rates without saying so, and the macro readings should describe the same time as the prices.
 * The warnings are in words and go into the briefing's {@code data_warnings} (portfolio analyst section), which the
 * app's briefing view and the PDF reports show.
 *
 * <p>Tolerance for dates: the macro section's as-of date (its latest reading's period) may lie up to
 * {@link #MACRO_LAG_DAYS} days before or after the prices' as-of date: monthly and quarterly series are published one
 * to three months after their period (US CPI about two weeks after the month, GDP's advance estimate about a month
 * after the quarter: BLS and BEA release calendars), so a quarter plus a month is normal lag; more is another time.
 */
public final class DataSourceCheck {

    /** The largest normal distance in days between the macro readings' as-of date and the prices' (see class comment). */
    public static final int MACRO_LAG_DAYS = 120;

    private DataSourceCheck() {
    }

    /** True when the source label names the simulated demo data ({@code demo}, {@code demo+imported}, ...). */
    public static boolean demo(String source) {
        return source != null && source.contains("demo");
    }

    /** The warnings about the macro section of a briefing on these facts; none when both agree. */
    public static List<String> macro(FactBase f, MacroStrategistSection m) {
        List<String> out = new ArrayList<>();
        boolean realPrices = !demo(f.dataSource());
        String macroSource = m.regime() == null ? null : m.regime().dataSource();
        if (realPrices && ("demo".equals(macroSource) || "mixed".equals(macroSource))) {
            out.add(("demo".equals(macroSource) ? "The macro section (regime and readings) is computed on the simulated demo "
                    + "economic series" : "The macro section (regime and readings) is computed partly on the simulated demo economic "
                    + "series") + ", while the prices are real (" + f.dataSource() + "): its regime does not describe the real "
                    + "economy. Import economic data (for example FRED files) or turn online data on to base it on real series.");
        }
        LocalDate macroAsOf = asOf(m);
        if (macroAsOf != null) {
            long days = ChronoUnit.DAYS.between(f.asOf(), macroAsOf);
            if (Math.abs(days) > MACRO_LAG_DAYS) {
                out.add(String.format(Locale.ROOT, "The macro readings are as of %s and the prices as of %s, %d days %s (more than "
                                + "the %d days that publication delays explain): the regime describes another time than the prices.",
                        Readable.date(macroAsOf), Readable.date(f.asOf()), Math.abs(days), days > 0 ? "later" : "earlier",
                        MACRO_LAG_DAYS));
            }
        }
        return out;
    }

    /** The macro section's as-of date: its latest reading's period, null without readings. */
    public static LocalDate asOf(MacroStrategistSection m) {
        return m.readings() == null ? null : m.readings().stream().map(MacroStrategistSection.Reading::period)
                .filter(java.util.Objects::nonNull).max(LocalDate::compareTo).orElse(null);
    }

    /**
     * The warning about demo exchange rates applied to holdings on real prices: which currency, the rate and its date,
     * and which holdings; none when no demo rate converted a real price.
     */
    public static List<String> fx(FactBase f) {
        List<String> out = new ArrayList<>();
        for (FactBase.RateUsed r : f.money().rates()) {
            if (!demo(r.source())) {
                continue;
            }
            List<String> real = f.holdings().stream().filter(h -> h.currency().equals(r.currency()))
                    .map(FactBase.Holding::symbol).filter(s -> !demo(f.dataSources().get(s))).toList();
            boolean bench = r.currency().equals(f.money().benchmarkCurrency()) && !demo(f.dataSource());
            if (real.isEmpty() && !bench) {
                continue;
            }
            out.add(String.format(Locale.ROOT, "Exchange rates: %s was converted into %s with a simulated demo rate (1 %s = %s %s on %s), "
                            + "not a real one, for %s on real prices. Import exchange rates (for example the ECB's) so that values "
                            + "in %s are real.", r.currency(), f.money().baseCurrency(), r.currency(),
                    Num.fmt(r.rate(), 4), f.money().baseCurrency(), Readable.date(r.rateDate()),
                    real.isEmpty() ? "the benchmark" : String.join(", ", real), f.money().baseCurrency()));
        }
        return out;
    }
}
