package com.bpidesk.engine.macro;

import com.bpidesk.engine.platform.http.Access;
import com.bpidesk.engine.platform.http.Api;
import com.bpidesk.engine.platform.http.ApiException;
import com.bpidesk.engine.platform.http.ApiModule;
import com.bpidesk.engine.platform.http.Routes;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A4 ({@code GET /api/research/regime}, the free-tier route), the regime history, B4
 * ({@code GET /api/research/signals}) and the macro series routes. Documented in openapi/macro.yaml.
 */
public final class MacroModule implements ApiModule {

    static final Set<String> CATEGORIES = Set.of("rates", "inflation", "growth", "labour", "credit");

    private final MacroStore store;
    private final MacroFeed feed;
    private final MacroRegimeService regime;
    private final java.time.Clock clock;
    private final MacroImporter importer;

    public MacroModule(MacroStore store, MacroFeed feed, MacroRegimeService regime, java.time.Clock clock) {
        this.store = store;
        this.feed = feed;
        this.regime = regime;
        this.clock = clock;
        this.importer = new MacroImporter(store, clock);
    }

    @Override
    public String openApiFragment() {
        return "/openapi/macro.yaml";
    }

    @Override
    public void register(Routes r) {
        r.get("/api/research/regime", Access.FREE, this::regime);
        r.get("/api/research/regime/history", Access.ENTERPRISE, this::history);
        r.get("/api/research/signals", Access.ENTERPRISE, this::signals);
        r.get("/api/macro/series", Access.ENTERPRISE, this::series);
        r.get("/api/macro/observations", Access.ENTERPRISE, this::observations);
        r.upload("/api/macro/import", Access.ADMIN, this::importFile);
    }

    /** Imports one macro file (FRED, World Bank CSV/JSON, ECB SDMX-CSV, BoE IADB), multipart field 'file' or raw body. */
    void importFile(Context ctx) {
        com.bpidesk.engine.platform.http.Uploads.Text upload = com.bpidesk.engine.platform.http.Uploads.read(ctx);
        try {
            ctx.status(201).json(importer.importText(upload.text(), upload.fileName()));
        } catch (MacroFiles.FormatException e) {
            throw new ApiException(com.bpidesk.engine.platform.http.ProblemType.UNREADABLE_FILE, e.getMessage());
        }
    }

    /** The regime (2.6) plus documented extensions: data_source, as_of, allowed_regimes and the signal details. */
    public record RegimeView(String regime, double confidence, List<String> signals, String narrative, Instant updatedAt,
                             String dataSource, LocalDate asOf, List<String> allowedRegimes,
                             List<RegimeClassifier.Signal> indicators) {
    }

    void regime(Context ctx) {
        MacroRegimeService.Detailed d = regime.currentWithDetails();
        Regime r = d.regime();
        ctx.header("X-Data-Source", r.dataSource());
        ctx.json(new RegimeView(r.regime(), r.confidence(), r.signals(), r.narrative(), r.updatedAt(), r.dataSource(),
                d.result().asOf(), RegimeClassifier.PUBLISHED, d.result().details()));
    }

    /** One month of the regime history. */
    public record HistoryPoint(LocalDate asOf, String regime, double confidence, List<String> signals) {
    }

    public record History(String dataSource, List<String> allowedRegimes, List<HistoryPoint> points) {
    }

    void history(Context ctx) {
        YearMonth today = YearMonth.now(clock.withZone(ZoneOffset.UTC));
        YearMonth to = month(ctx.queryParam("to"), "query/to", today);
        YearMonth from = month(ctx.queryParam("from"), "query/from", to.minusYears(5));
        if (from.isAfter(to)) {
            throw ApiException.invalidField("query/from", "must not be after 'to' (" + to + ")");
        }
        if (from.plusYears(60).isBefore(to)) {
            throw ApiException.invalidField("query/from", "the history spans at most 60 years");
        }
        List<HistoryPoint> points = regime.history(from, to).stream()
                .map(r -> new HistoryPoint(r.asOf(), r.regime(), r.confidence(), r.signals())).toList();
        String source = regime.dataSource();
        ctx.header("X-Data-Source", source);
        ctx.json(new History(source, RegimeClassifier.PUBLISHED, points));
    }

    private static YearMonth month(String v, String pointer, YearMonth dflt) {
        if (v == null || v.isBlank()) {
            return dflt;
        }
        try {
            return v.length() <= 7 ? YearMonth.parse(v) : YearMonth.from(LocalDate.parse(v));
        } catch (DateTimeParseException e) {
            throw ApiException.invalidField(pointer, "must be a month YYYY-MM or a date YYYY-MM-DD, got '" + v + "'");
        }
    }

    /** A feed release as served: the FeedItem fields plus the institution and the data source. */
    public record FeedItemView(String seriesId, String title, String category, String region, String source,
                               String institution, LocalDate period, double value, Double change, double significance,
                               String units, String dataSource, String frequency) {
    }

    public record FeedPage(List<FeedItemView> items, int total, int limit, int offset, Integer nextOffset,
                           String dataSource, String significanceMethod) {
    }

    static final String METHOD = "z-score of the release's change against the series' previous 60 readings, mapped "
            + "through 1/(1+exp(-2(|z|-1.5))); policy-rate decisions boosted to 1-0.4(1-s). See docs/market-data.md.";

    void signals(Context ctx) {
        String region = ctx.queryParam("region");
        String category = ctx.queryParam("category");
        if (category != null && !CATEGORIES.contains(category.toLowerCase(Locale.ROOT))) {
            throw ApiException.invalidField("query/category", "must be one of " + CATEGORIES.stream().sorted().toList()
                    + ", got '" + category + "'").with("allowed_values", CATEGORIES.stream().sorted().toList());
        }
        LocalDate since = null;
        String sinceParam = ctx.queryParam("since");
        if (sinceParam != null && !sinceParam.isBlank()) {
            try {
                since = LocalDate.parse(sinceParam);
            } catch (DateTimeParseException e) {
                throw ApiException.invalidField("query/since", "must be a date YYYY-MM-DD, got '" + sinceParam + "'");
            }
        }
        Double min = null;
        String minParam = ctx.queryParam("min_significance");
        if (minParam != null && !minParam.isBlank()) {
            try {
                min = Double.parseDouble(minParam);
            } catch (NumberFormatException e) {
                min = Double.NaN;
            }
            if (!(min >= 0 && min <= 1)) {
                throw ApiException.invalidField("query/min_significance", "must be a number from 0 to 1, got '" + minParam + "'");
            }
        }
        int limit = Api.intQuery(ctx, "limit", 50, 1, 500);
        int offset = Api.intQuery(ctx, "offset", 0, 0, Integer.MAX_VALUE);
        MacroFeed.Page page = feed.query(new MacroFeed.Query(blankToNull(region), blankToNull(category), since, min,
                blankToNull(ctx.queryParam("series_id"))), limit, offset);
        List<FeedItemView> items = page.items().stream().map(this::view).toList();
        Integer next = offset + items.size() < page.total() ? offset + items.size() : null;
        String source = items.stream().map(FeedItemView::dataSource).distinct().count() > 1 ? "mixed"
                : items.isEmpty() ? "none" : items.get(0).dataSource();
        ctx.header("X-Data-Source", source);
        ctx.json(new FeedPage(items, page.total(), limit, offset, next, source, METHOD));
    }

    FeedItemView view(FeedItem i) {
        MacroStore.StoredSeries s = store.stored(i.seriesId()).orElse(null);
        String institution = s == null ? i.source() : s.institution();
        String dataSource = s == null ? "none" : s.dataSource();
        return new FeedItemView(i.seriesId(), i.title(), i.category(), i.region(), i.source(), institution, i.period(),
                i.value(), i.change(), i.significance(), i.units(), dataSource,
                i.frequency() != null ? i.frequency() : s == null ? null : s.info().frequency());
    }

    /** A series with its provenance and observation range. */
    public record SeriesView(String seriesId, String title, String category, String region, String source,
                             String institution, String frequency, String units, String dataSource, int observations,
                             LocalDate first, LocalDate last, Double lastValue) {
    }

    void series(Context ctx) {
        ctx.json(store.stored().stream().map(s -> {
            List<Observation> obs = store.observations(s.info().seriesId());
            SeriesInfo i = s.info();
            return new SeriesView(i.seriesId(), i.title(), i.category(), i.region(), i.source(), s.institution(),
                    i.frequency(), i.units(), s.dataSource(), obs.size(), obs.isEmpty() ? null : obs.get(0).period(),
                    obs.isEmpty() ? null : obs.get(obs.size() - 1).period(),
                    obs.isEmpty() ? null : obs.get(obs.size() - 1).value());
        }).toList());
    }

    /**
     * @param shownAs {@code year_on_year} (an index level: chart {@code year_on_year_pct}, the level on hover) or
     *                {@code level} ({@link YearOnYear})
     */
    public record ObservationsView(String seriesId, String title, String units, String dataSource, String shownAs,
                                   List<YearOnYear.Row> observations) {
    }

    void observations(Context ctx) {
        String id = ctx.queryParam("series_id");
        if (id == null || id.isBlank()) {
            throw ApiException.invalidField("query/series_id", "is required (see GET /api/macro/series)");
        }
        MacroStore.StoredSeries s = store.stored(id).orElseThrow(() -> ApiException.notFound("No macro series '" + id
                + "'. GET /api/macro/series lists the stored series."));
        LocalDate from = LocalDate.MIN;
        String fromParam = ctx.queryParam("from");
        if (fromParam != null && !fromParam.isBlank()) {
            try {
                from = LocalDate.parse(fromParam);
            } catch (DateTimeParseException e) {
                throw ApiException.invalidField("query/from", "must be a date YYYY-MM-DD, got '" + fromParam + "'");
            }
        }
        ctx.header("X-Data-Source", s.dataSource());
        ctx.json(new ObservationsView(id, s.info().title(), s.info().units(), s.dataSource(),
                YearOnYear.shownAs(s.info().units(), id), YearOnYear.rows(store.observations(id), from, s.info().frequency())));
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

}
