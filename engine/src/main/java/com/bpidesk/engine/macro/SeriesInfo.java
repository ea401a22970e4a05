package com.bpidesk.engine.macro;

/**
 * A macro series' identity.
 *
 * @param seriesId    the source's id, e.g. {@code FEDFUNDS}, {@code CPIAUCSL}, {@code NY.GDP.MKTP.KD.ZG:USA}
 * @param title       readable name
 * @param category    {@code rates}, {@code inflation}, {@code growth}, {@code labour} or {@code credit}
 * @param region      ISO alpha-2 country or {@code EA} (euro area), {@code WLD}
 * @param source      institution: {@code FRED}, {@code World Bank}, {@code ECB}, {@code Bank of England}, or {@code demo}
 * @param frequency   {@code daily}, {@code monthly}, {@code quarterly}, {@code annual}
 * @param units       e.g. {@code percent}, {@code index 1982-84=100}
 */
public record SeriesInfo(String seriesId, String title, String category, String region, String source,
                         String frequency, String units) {
}
