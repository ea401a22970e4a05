package com.bpidesk.engine.macro;

import java.util.List;
import java.util.Locale;

/**
 * The plausible range of a macro reading by the series' kind (issue 29): an import whose values fall outside it is
 * refused, so a wrong or hostile file never reaches the feed, the regime or an analysis. The ranges are data, in
 * {@link #KINDS}, with the reasoning in docs/market-data.md "Plausible values":
 * <ul>
 *   <li><b>rate or share in percent</b> (interest rates, yields, spreads, unemployment rate): [-100, 100]: a share
 *       is at most 100 percent; the lowest policy rate on record is -0.75 (Swiss National Bank, 2015-2022), the
 *       highest US rates about 20 (federal funds, 1981), the high-yield spread peaked near 20 (ICE BofA, 2008);</li>
 *   <li><b>change in percent</b> (growth and inflation rates): [-100, 100,000]: a positive level cannot fall by more
 *       than all of it; rises are unbounded in principle, annual growth reaches 150 in the World Bank's own file
 *       (Equatorial Guinea, 1997) and past hyperinflations reached tens of thousands of percent a year;</li>
 *   <li><b>index or level</b> (price indexes, real GDP, payrolls, claims): (0, 10,000,000): indexes and quantities
 *       are positive, and publishers scale levels (thousands, millions, billions) so that published figures stay
 *       below 10 million (FRED's largest catalogued levels, ICSA claims, peaked at 6.1 million in 2020);</li>
 *   <li><b>unknown units</b> (a series no catalogue knows): [-10,000,000, 10,000,000], the level bound either side.</li>
 * </ul>
 */
final class ValueRanges {

    /** One kind of series and its plausible range (bounds inclusive unless {@code positive}). */
    record Range(String kind, double min, double max, boolean positive) {
        boolean admits(double v) {
            return Double.isFinite(v) && v >= min && v <= max && (!positive || v > 0);
        }

        String inWords() {
            return positive ? "above 0 and at most " + plain(max) : "between " + plain(min) + " and " + plain(max);
        }
    }

    static final Range RATE = new Range("rate or share in percent", -100, 100, false);
    static final Range CHANGE = new Range("change in percent", -100, 100_000, false);
    static final Range LEVEL = new Range("index or level", 0, 10_000_000, true);
    static final Range UNKNOWN = new Range("series of unknown units", -10_000_000, 10_000_000, false);
    /** Units that name an index or a quantity (MacroCatalog's: "index 2017=100", "billions of chained dollars", ...). */
    static final java.util.regex.Pattern LEVEL_UNITS =
            java.util.regex.Pattern.compile("^index|dollars|euros?\\b|pounds|persons|thousands|millions|billions");
    static final List<Range> KINDS = List.of(RATE, CHANGE, LEVEL, UNKNOWN);

    private ValueRanges() {
    }

    /** The kind of a series from its units and category (MacroCatalog, or the file, or the keyword rule). */
    static Range of(SeriesInfo info) {
        String units = info.units() == null ? "value" : info.units().toLowerCase(Locale.ROOT);
        if (units.contains("percent")) {
            return "growth".equals(info.category()) || "inflation".equals(info.category()) ? CHANGE : RATE;
        }
        return LEVEL_UNITS.matcher(units).find() ? LEVEL : UNKNOWN;
    }

    /** Refuses a series with a reading outside its kind's range, naming the series, the date and the value. */
    static void check(MacroStore.Loaded series) {
        Range range = of(series.info());
        for (Observation o : series.observations()) {
            if (!range.admits(o.value())) {
                throw new MacroFiles.FormatException(series.info().seriesId() + " holds " + plain(o.value()) + " on "
                        + o.period() + ", which is not a plausible reading: a " + range.kind() + " lies "
                        + range.inWords() + ". Nothing from this file was imported; check the file or its source.");
            }
        }
    }

    static String plain(double v) {
        if (Math.abs(v) >= 1e9 || !Double.isFinite(v)) {
            return String.format(Locale.ROOT, "%.3g", v);
        }
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%,d", (long) v) : String.format(Locale.ROOT, "%,.4f", v)
                .replaceAll("0+$", "");
    }
}
