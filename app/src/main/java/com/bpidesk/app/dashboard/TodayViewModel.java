package com.bpidesk.app.dashboard;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.UserProfile;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.EngineApis;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.market.MarketApi;
import com.bpidesk.app.client.reports.ReportsApi;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.settings.AppSettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The "Today" dashboard's state (issue 27): the clients who need attention, the review queue, recent work, what changed
 * since the last visit and the market in brief, loaded in one background task and reloaded when the engine's change
 * counters move (ADR 0138) or on F5, which then says when ("Updated today at 5:42 PM"). The figures come from
 * {@link TodayDigest}. The state at the end of each load is kept in the app settings as the last visit, off the FX thread;
 * "since your last visit" compares with the visit kept before this session started.
 */
public final class TodayViewModel {

    /** The most clients the attention list shows. */
    static final int ATTENTION_LIMIT = 8;
    /** Indices shown in the market brief after the benchmark, when the market has them. */
    static final List<String> INDICES = List.of("QQQ", "IWM", "EFA", "AGG");

    /** A line of recent work and the screen it opens. */
    public record Recent(Instant at, String text, String screen) {
    }

    private final AppContext ctx;
    private final TodayDigest.Visit baseline;
    private final ObservableList<TodayDigest.Attention> attention = FXCollections.observableArrayList();
    private final ObservableList<Recent> recent = FXCollections.observableArrayList();
    private final ObservableList<String> changes = FXCollections.observableArrayList();
    private final ObservableList<String> market = FXCollections.observableArrayList();
    private final StringProperty review = new SimpleStringProperty("Loading…");
    private final StringProperty since = new SimpleStringProperty("Loading…");
    private final StringProperty updated = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final BooleanProperty loaded = new SimpleBooleanProperty(false);
    /** Parts of the current load still to answer (FX thread only). */
    private int pending;
    private boolean again;

    public TodayViewModel(AppContext ctx) {
        this.ctx = ctx;
        this.baseline = visit(ctx.settings());
        ctx.session().onChange(this::load, "book", "assurance", "market", "macro", "settings", "work");
    }

    /** What the engine answered, read off the FX thread; a part the engine does not serve is null. */
    record Loaded(AssuranceApi.EnvelopePage envelopes, List<TodayDigest.Move> moves, List<BehaviorApi.DnaResultSummary> dna,
                  List<ReportsApi.ReportEntry> reports, List<AnalysisHistory.Entry> jobs) {
    }

    /** The book's open alerts and the state of this visit (the alerts can take long on a cold engine: loaded apart). */
    record Alerts(SignalsApi.BookAlerts alerts, TodayDigest.Visit now) {
    }

    /**
     * Loads everything: the book's alerts in one task (the first answer of a freshly started engine takes tens of seconds while
     * it values the book), the rest in another, so the quick cards show at once. A call while a load runs (several topics moving
     * together, F5 during a load) is folded into one more load after it, so the engine is never asked for the same overview
     * several times at once.
     */
    public void load() {
        if (pending > 0) {
            again = true;
            return;
        }
        loading.set(true);
        error.set("");
        pending = 2;
        ctx.tasks().run("Loading today's overview", this::fetch, l -> {
            apply(l);
            done();
        }, this::failed);
        ctx.tasks().run("Loading the clients who need attention", this::fetchAlerts, a -> {
            applyAlerts(a);
            done();
        }, this::failed);
    }

    private void failed(String message) {
        error.set("Could not load all of today's overview: " + message);
        done();
    }

    /** One part answered; after both, says when ("Updated ...") and runs a load asked for meanwhile. */
    private void done() {
        if (--pending > 0) {
            return;
        }
        loading.set(false);
        updated.set("Updated " + Formats.app().sinceToday(Instant.now()));
        loaded.set(true);
        if (again) {
            again = false;
            load();
        }
    }

    private Loaded fetch() {
        EngineApis api = ctx.api();
        MarketApi.MarketStatus status = optional(() -> api.market().status());
        return new Loaded(optional(() -> api.assurance().envelopes(500)), moves(status),
                optional(() -> api.behavior().results(5)), optional(() -> api.reports().recent(5)),
                optional(() -> api.analysis().history(null, 3)));
    }

    private Alerts fetchAlerts() {
        EngineApis api = ctx.api();
        SignalsApi.BookAlerts alerts = optional(() -> api.signals().bookAlerts(200));
        MacroApi.Regime regime = optional(() -> api.macro().regime());
        MarketApi.MarketStatus status = optional(() -> api.market().status());
        Set<String> ids = new LinkedHashSet<>();
        if (alerts != null) {
            alerts.items().forEach(a -> ids.add(a.alertId()));
        }
        TodayDigest.Visit now = new TodayDigest.Visit(Instant.now(), regime == null ? null : regime.regime(),
                status == null ? null : status.asOf(), regime == null ? null : regime.updatedAt(), ids);
        remember(now);
        return new Alerts(alerts, now);
    }

    /** The benchmark and the indices the market has, with their names and currencies. */
    private List<TodayDigest.Move> moves(MarketApi.MarketStatus status) {
        List<TodayDigest.Move> out = new ArrayList<>();
        MarketApi market = ctx.api().market();
        List<MarketApi.Instrument> instruments = optional(market::instruments);
        String benchmark = status == null || status.benchmark() == null ? "" : status.benchmark();
        Set<String> symbols = new LinkedHashSet<>();
        if (!benchmark.isBlank()) {
            symbols.add(benchmark);
        }
        symbols.addAll(INDICES);
        for (String s : symbols) {
            MarketApi.Instrument info = null;
            for (MarketApi.Instrument i : instruments == null ? List.<MarketApi.Instrument>of() : instruments) {
                if (i.symbol().equals(s)) {
                    info = i;
                }
            }
            if (info == null && !s.equals(benchmark)) {
                continue;   // not in this market
            }
            List<MarketApi.Candle> bars = optional(() -> market.chart(s, "1mo"));
            TodayDigest.Move m = bars == null ? null : TodayDigest.move(s, info == null || info.name() == null ? "" : info.name(),
                    info == null || info.currency() == null ? "USD" : info.currency(), bars);
            if (m != null) {
                out.add(m);
            }
        }
        return out;
    }

    void apply(Loaded l) {
        Formats f = Formats.app();
        review.set(l.envelopes() == null ? "The review queue is not available on this engine."
                : TodayDigest.review(l.envelopes().items(), ctx.settings().get(UserProfile.NAME, "")).text());
        market.setAll(l.moves().stream().map(m -> m.text(f)).toList());
        recent.setAll(recent(l, f));
    }

    void applyAlerts(Alerts a) {
        Formats f = Formats.app();
        List<TodayDigest.Attention> list = a.alerts() == null ? List.of() : TodayDigest.attention(a.alerts().items(), ATTENTION_LIMIT);
        attention.setAll(list);
        changes.setAll(TodayDigest.changes(baseline, a.now(), list, f));
        since.set(baseline == null ? "This is your first visit: from the next one, what changed in between shows here."
                : changes.isEmpty() ? "Nothing changed since your last visit (" + f.dateTime(baseline.at()) + ")."
                : "Since your last visit (" + f.dateTime(baseline.at()) + "):");
    }

    /** True once a load has answered: before it, an empty card says "Loading…", not "nothing". */
    public BooleanProperty loadedProperty() {
        return loaded;
    }

    /** Recent analyses, Behavioral DNA results and reports, newest first, by name and date. */
    static List<Recent> recent(Loaded l, Formats f) {
        List<Recent> out = new ArrayList<>();
        if (l.dna() != null) {
            l.dna().forEach(r -> out.add(new Recent(r.createdAt(), "Behavioral DNA · " + r.fileName()
                    + (r.clientName() == null || r.clientName().isBlank() ? "" : " · " + r.clientName())
                    + " · " + f.dateTime(r.createdAt()), "dna")));
        }
        if (l.reports() != null) {
            l.reports().forEach(r -> out.add(new Recent(r.createdAt(), "Report · " + r.subjectName() + " · "
                    + f.dateTime(r.createdAt()), "reports")));
        }
        if (l.jobs() != null) {
            l.jobs().forEach(j -> {
                if (j.submitted() != null && j.status().startsWith("complete")) {
                    out.add(new Recent(j.submitted(), "Portfolio analysis · " + j.positions() + " positions"
                            + (j.totalValue() != null ? " · " + f.money(j.totalValue(), j.currency() == null ? "USD" : j.currency()) : "")
                            + " · " + f.dateTime(j.submitted()), "analysis"));
                }
            });
        }
        out.sort(Comparator.comparing(Recent::at).reversed());
        return out.size() > 6 ? out.subList(0, 6) : out;
    }

    /** Opens the client file of a client who needs attention. */
    public void openClient(TodayDigest.Attention a) {
        if (a != null) {
            ctx.session().requestClientFile(a.clientId());
        }
    }

    public void openScreen(String screen) {
        ctx.session().navigate(screen);
    }

    private static <T> T optional(java.util.function.Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            return null;   // a part this engine does not serve (no book, no assurance): its card says so
        }
    }

    /** Keeps this load as the last visit (runs on the background thread). */
    private void remember(TodayDigest.Visit v) {
        AppSettings s = ctx.settings();
        s.set(AppSettings.VISIT_AT, v.at()).set(AppSettings.VISIT_REGIME, v.regime()).set(AppSettings.VISIT_MARKET_AS_OF, v.marketAsOf())
                .set(AppSettings.VISIT_MACRO_UPDATED, v.macroUpdatedAt()).set(AppSettings.VISIT_ALERTS, String.join(",", v.alertIds()));
        s.save();
    }

    /** The visit kept in the settings; null before the first. */
    static TodayDigest.Visit visit(AppSettings s) {
        try {
            return visitOrNull(s);
        } catch (java.time.format.DateTimeParseException e) {
            return null;   // a damaged entry: as a first visit
        }
    }

    private static TodayDigest.Visit visitOrNull(AppSettings s) {
        return s.get(AppSettings.VISIT_AT).map(at -> new TodayDigest.Visit(Instant.parse(at), s.get(AppSettings.VISIT_REGIME).orElse(null),
                s.get(AppSettings.VISIT_MARKET_AS_OF).orElse(null), s.get(AppSettings.VISIT_MACRO_UPDATED).orElse(null),
                Set.copyOf(Arrays.asList(s.get(AppSettings.VISIT_ALERTS, "").split(","))))).orElse(null);
    }

    public ObservableList<TodayDigest.Attention> attention() {
        return attention;
    }

    public ObservableList<Recent> recent() {
        return recent;
    }

    public ObservableList<String> changes() {
        return changes;
    }

    public ObservableList<String> market() {
        return market;
    }

    public StringProperty reviewProperty() {
        return review;
    }

    public StringProperty sinceProperty() {
        return since;
    }

    /** "Updated today at 5:42 PM" after each load: F5's visible answer. */
    public StringProperty updatedProperty() {
        return updated;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }
}
