package com.bpidesk.engine.macro;

import java.time.LocalDate;

/**
 * One release in the macro signals feed (B4): the latest observation of a series with its change against the previous
 * period's observation found by date (null when that observation is missing, {@link ByDate#previous})
 * and a significance score in [0, 1] (method in docs/market-data.md), and the series' frequency ({@code daily},
 * {@code weekly}, {@code monthly}, {@code quarterly}, {@code annual}; null when unknown), which says how its period reads
 * ({@link com.bpidesk.engine.platform.text.Readable#period}).
 */
public record FeedItem(String seriesId, String title, String category, String region, String source,
                       LocalDate period, double value, Double change, double significance, String units, String frequency) {

    /** A release of a series whose frequency is not known. */
    public FeedItem(String seriesId, String title, String category, String region, String source, LocalDate period, double value,
                    Double change, double significance, String units) {
        this(seriesId, title, category, region, source, period, value, change, significance, units, null);
    }

    /** The period as people read it: "Mar 2024" for monthly data, "Q1 2024" for quarterly, "15 Mar 2024" for daily. */
    public String periodText() {
        return com.bpidesk.engine.platform.text.Readable.period(period, frequency);
    }
}
