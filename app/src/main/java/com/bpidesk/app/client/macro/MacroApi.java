package com.bpidesk.app.client.macro;

import com.bpidesk.app.client.Api;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

/**
 * The macro feature's API (engine/src/main/resources/openapi/macro.yaml, and fx.yaml for exchange-rate files): the regime
 * (A4) and its history, the releases feed (B4), the stored series and their observations, and imports. The records
 * mirror the schemas field for field ({@code ApiRecordsMatchOpenApiTest} keeps them in step).
 */
public interface MacroApi {

    /** A4: {@code GET /api/research/regime}. */
    Regime regime();

    /** The published regime at each month end from {@code from} ({@code GET /api/research/regime/history}). */
    RegimeHistory regimeHistory(YearMonth from);

    /** One page of the B4 feed ({@code GET /api/research/signals}). */
    FeedPage feed(FeedQuery query);

    /** The stored series ({@code GET /api/macro/series}). */
    List<MacroSeries> series();

    /** The observations of a series from a date ({@code GET /api/macro/observations}). */
    Observations observations(String seriesId, LocalDate from);

    /** Imports a macro file (FRED, World Bank, ECB, Bank of England; {@code POST /api/macro/import}). */
    MacroImport importMacroFile(Path file);

    /** Imports an exchange-rate file (ECB, FRED; {@code POST /api/fx/import}). */
    FxImport importFxFile(Path file);

    /**
     * The feed's filters and page; null (or 0 for {@code minSignificance}) leaves a filter out.
     *
     * @param minSignificance the lowest significance shown, 0..1
     */
    record FeedQuery(String region, String category, LocalDate since, double minSignificance, int limit, int offset) {
    }

    /** Schema {@code Regime}; {@code updatedAt} is the engine's ISO date-time text, shown as the engine wrote it. */
    @Api.Schema("Regime")
    record Regime(String regime, double confidence, List<String> signals, String narrative, String updatedAt,
                  String dataSource, LocalDate asOf, List<String> allowedRegimes, List<Indicator> indicators) {
        public Regime {
            signals = signals == null ? List.of() : List.copyOf(signals);
            allowedRegimes = allowedRegimes == null ? List.of() : List.copyOf(allowedRegimes);
            indicators = indicators == null ? List.of() : List.copyOf(indicators);
        }
    }

    /** One signal's vote in [-1, 1] and its figure in words. */
    record Indicator(String name, double vote, String phrase) {
    }

    /** The answer of {@code GET /api/research/regime/history}. */
    @Api.Response(path = "/api/research/regime/history")
    record RegimeHistory(String dataSource, List<String> allowedRegimes, List<RegimePoint> points) {
        public RegimeHistory {
            allowedRegimes = allowedRegimes == null ? List.of() : List.copyOf(allowedRegimes);
            points = points == null ? List.of() : List.copyOf(points);
        }
    }

    /** The regime published at one month end. */
    record RegimePoint(LocalDate asOf, String regime, double confidence) {
    }

    /** Schema {@code FeedPage}. */
    @Api.Schema("FeedPage")
    record FeedPage(List<FeedItem> items, int total, int limit, int offset, String dataSource) {
        public FeedPage {
            items = items == null ? List.of() : List.copyOf(items);
        }
    }

    /** Schema {@code FeedItem}: one release; {@code change} is absent when the previous observation is missing. */
    @Api.Schema("FeedItem")
    record FeedItem(String seriesId, String title, String category, String region, String source, String institution,
                    LocalDate period,
                    double value, Double change, double significance, String units, String dataSource, String frequency) {
    }

    /** Schema {@code MacroSeries}. */
    @Api.Schema("MacroSeries")
    record MacroSeries(String seriesId, String title, String category, String region, String frequency) {
    }

    /** The answer of {@code GET /api/macro/observations}; {@code shownAs} is {@code year_on_year} or {@code level}. */
    @Api.Response(path = "/api/macro/observations")
    record Observations(String seriesId, String shownAs, List<Observation> observations) {
        public Observations {
            observations = observations == null ? List.of() : List.copyOf(observations);
        }

        /** An index series reads as its change over a year (the engine computes it by date). */
        public boolean yearOnYear() {
            return "year_on_year".equals(shownAs);
        }
    }

    /** One observation; {@code yearOnYearPct} is null when the year-earlier observation is missing. */
    record Observation(LocalDate period, double value, Double yearOnYearPct) {
    }

    /** The answer of {@code POST /api/macro/import}. */
    @Api.Response(path = "/api/macro/import", method = "post", status = "201")
    record MacroImport(String format, List<ImportedSeries> series) {
        public MacroImport {
            series = series == null ? List.of() : List.copyOf(series);
        }
    }

    /** One series an import stored. */
    record ImportedSeries(String seriesId, String title) {
    }

    /** Schema {@code FxImport}. */
    @Api.Schema("FxImport")
    record FxImport(String format, List<FxPair> pairs) {
        public FxImport {
            pairs = pairs == null ? List.of() : List.copyOf(pairs);
        }
    }

    /** One currency pair an import stored. */
    record FxPair(String base, String quote) {
    }
}
