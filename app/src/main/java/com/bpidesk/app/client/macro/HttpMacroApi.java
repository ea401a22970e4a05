package com.bpidesk.app.client.macro;

import com.bpidesk.app.client.EngineClient;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** {@link MacroApi} over the engine's REST API: the routes and query strings live here, nowhere else in the app. */
public final class HttpMacroApi implements MacroApi {

    private final EngineClient client;

    public HttpMacroApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public Regime regime() {
        return client.get("/api/research/regime", Regime.class);
    }

    @Override
    public RegimeHistory regimeHistory(YearMonth from) {
        return client.get("/api/research/regime/history?from=" + from, RegimeHistory.class);
    }

    @Override
    public FeedPage feed(FeedQuery query) {
        return client.get(feedPath(query), FeedPage.class);
    }

    /** The feed route with the query's filters (a filter left null, or a significance of 0, is not sent). */
    public static String feedPath(FeedQuery q) {
        StringBuilder s = new StringBuilder("/api/research/signals?limit=" + q.limit() + "&offset=" + q.offset());
        if (q.region() != null) {
            s.append("&region=").append(EngineClient.encode(q.region()));
        }
        if (q.category() != null) {
            s.append("&category=").append(EngineClient.encode(q.category()));
        }
        if (q.since() != null) {
            s.append("&since=").append(q.since());
        }
        if (q.minSignificance() > 0) {
            s.append("&min_significance=").append(String.format(Locale.ROOT, "%.2f", q.minSignificance()));
        }
        return s.toString();
    }

    @Override
    public List<MacroSeries> series() {
        return Arrays.asList(client.get("/api/macro/series", MacroSeries[].class));
    }

    @Override
    public Observations observations(String seriesId, LocalDate from) {
        return client.get("/api/macro/observations?series_id=" + EngineClient.encode(seriesId) + "&from=" + from,
                Observations.class);
    }

    @Override
    public MacroImport importMacroFile(Path file) {
        return client.convert(client.postFile("/api/macro/import", file,
                file.toString().endsWith(".json") ? "application/json" : "text/csv", Map.of()), MacroImport.class);
    }

    @Override
    public FxImport importFxFile(Path file) {
        return client.convert(client.postFile("/api/fx/import", file, "text/csv", Map.of()), FxImport.class);
    }
}
