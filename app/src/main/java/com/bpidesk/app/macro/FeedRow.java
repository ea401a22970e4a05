package com.bpidesk.app.macro;

import java.time.LocalDate;

/** One release of the signals feed (B4) as the table shows it. */
public record FeedRow(String seriesId, String title, String category, String region, String institution,
                      LocalDate period, double value, Double change, double significance, String units, String dataSource) {
}
