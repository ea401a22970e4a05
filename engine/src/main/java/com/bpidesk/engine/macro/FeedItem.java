package com.bpidesk.engine.macro;

import java.time.LocalDate;

/**
 * One release in the macro signals feed (B4): the latest observation of a series with its change
 * and a significance score in [0, 1] (method in docs/market-data.md).
 */
public record FeedItem(String seriesId, String title, String category, String region, String source,
                       LocalDate period, double value, Double change, double significance, String units) {
}
