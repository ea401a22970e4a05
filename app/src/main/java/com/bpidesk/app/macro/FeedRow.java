package com.bpidesk.app.macro;

import java.time.LocalDate;

/**
 * One release of the signals feed (B4) as the table shows it; {@code frequency} is the series' ({@code monthly},
 * {@code quarterly}, {@code daily}...; empty when the engine does not say), which decides how the period reads.
 */
public record FeedRow(String seriesId, String title, String category, String region, String institution,
                      LocalDate period, double value, Double change, double significance, String units, String dataSource,
                      String frequency) {

    /** A release of the engine's feed as a row (a text the engine leaves out reads empty). */
    static FeedRow of(com.bpidesk.app.client.macro.MacroApi.FeedItem i) {
        return new FeedRow(i.seriesId(), text(i.title()), text(i.category()), text(i.region()), text(i.institution()),
                i.period(), i.value(), i.change(), i.significance(), text(i.units()), text(i.dataSource()),
                text(i.frequency()));
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** The period as people read it: "Mar 2024" for monthly data, "Q1 2024" quarterly, "15 Mar 2024" daily. */
    public String periodText() {
        return com.bpidesk.app.format.Formats.app().period(period, frequency);
    }
}
