package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the data-sources card: the data mode, the online switch and the provider toggles as the engine has them
 * ({@code GET/PUT /api/data/settings}), and a refresh followed to its end ({@code POST /api/data/refresh}, then its
 * status through {@link BackgroundTasks#poll}).
 */
public final class DataSourcesViewModel {

    /** A provider and whether the user wants it used. */
    public static final class ProviderRow {
        private final String id;
        private final String kind;
        private final String description;
        private final BooleanProperty enabled;

        ProviderRow(String id, String kind, String description, boolean enabled) {
            this.id = id;
            this.kind = kind;
            this.description = description;
            this.enabled = new SimpleBooleanProperty(enabled);
        }

        public String id() {
            return id;
        }

        public String kind() {
            return kind;
        }

        public String description() {
            return description;
        }

        public BooleanProperty enabledProperty() {
            return enabled;
        }
    }

    /**
     * A refresh's state as {@code GET /api/data/refresh/{id}} answers it (schema {@code RefreshStatus}).
     *
     * @param current what is being downloaded now (empty when nothing)
     */
    public record RefreshStatus(String refreshId, String status, double progressPct, int done, int total, String current,
                                List<String> succeeded, List<String> errors) {
        static RefreshStatus from(JsonNode s) {
            List<String> ok = new ArrayList<>();
            s.path("succeeded").forEach(x -> ok.add(x.asText()));
            List<String> failed = new ArrayList<>();
            s.path("errors").forEach(x -> failed.add(x.asText()));
            return new RefreshStatus(s.path("refresh_id").asText(), s.path("status").asText(), s.path("progress_pct").asDouble(),
                    s.path("done").asInt(), s.path("total").asInt(), s.path("current").asText(""), ok, failed);
        }

        public boolean isFinal() {
            return status.startsWith("complete") || status.equals("failed");
        }
    }

    public static final List<String> MODES = List.of("demo", "imported", "online");

    private final AppContext ctx;
    private final long pollMillis;
    private final StringProperty dataMode = new SimpleStringProperty("");
    private final BooleanProperty onlineEnabled = new SimpleBooleanProperty(false);
    /** The firm's default base currency of analyses (ISO 4217; the engine's default is USD). */
    private final StringProperty baseCurrency = new SimpleStringProperty("");
    private final ObservableList<ProviderRow> providers = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");
    private final BooleanProperty refreshing = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);

    public DataSourcesViewModel(AppContext ctx) {
        this(ctx, 400);
    }

    DataSourcesViewModel(AppContext ctx, long pollMillis) {
        this.ctx = ctx;
        this.pollMillis = pollMillis;
    }

    public void load() {
        ctx.tasks().run("Loading data settings", () -> ctx.client().get("/api/data/settings"), this::apply,
                msg -> status.set("Could not load the data settings: " + msg));
    }

    void apply(JsonNode s) {
        dataMode.set(s.path("data_mode").asText("demo"));
        onlineEnabled.set(s.path("online_enabled").asBoolean());
        baseCurrency.set(s.path("base_currency").asText("USD"));
        List<ProviderRow> rows = new ArrayList<>();
        s.path("providers").forEach(p -> rows.add(new ProviderRow(p.path("id").asText(), p.path("kind").asText(),
                p.path("description").asText(), p.path("enabled").asBoolean())));
        providers.setAll(rows);
    }

    /** The body of {@code PUT /api/data/settings}: the mode (when chosen), the online switch and every provider toggle. */
    Map<String, Object> settingsBody() {
        Map<String, Object> body = new LinkedHashMap<>();
        if (MODES.contains(dataMode.get())) {
            body.put("data_mode", dataMode.get());
        }
        body.put("online_enabled", onlineEnabled.get());
        Map<String, Boolean> p = new LinkedHashMap<>();
        providers.forEach(r -> p.put(r.id(), r.enabledProperty().get()));
        body.put("providers", p);
        if (baseCurrency.get() != null && !baseCurrency.get().isBlank()) {
            body.put("base_currency", baseCurrency.get().trim().toUpperCase(java.util.Locale.ROOT));
        }
        return body;
    }

    public void save() {
        Map<String, Object> body = settingsBody();
        ctx.tasks().run("Saving data settings", () -> ctx.client().put("/api/data/settings", body), s -> {
            apply(s);
            status.set("Saved. Data mode: " + com.bpidesk.app.format.Labels.of(s.path("data_mode").asText()).toLowerCase(java.util.Locale.ROOT)
                    + "; online downloads "
                    + (s.path("online_enabled").asBoolean() ? "on" : "off") + "; base currency "
                    + s.path("base_currency").asText("USD") + ".");
        }, msg -> status.set("Could not save: " + msg));
    }

    /** Starts a download from the enabled providers and follows it to its end. */
    public void refresh() {
        refreshing.set(true);
        progress.set(-1);
        status.set("Starting the refresh…");
        ctx.tasks().run("Refreshing data", () -> RefreshStatus.from(ctx.client().post("/api/data/refresh", Map.of())), started -> {
            showProgress(started);
            if (started.isFinal()) {
                finished(started);
                return;
            }
            ctx.tasks().poll(new BackgroundTasks.Poll<>("Refreshing data", pollMillis,
                    () -> RefreshStatus.from(ctx.client().get("/api/data/refresh/" + started.refreshId())),
                    RefreshStatus::isFinal, this::showProgress, this::finished, this::failed));
        }, this::failed);
    }

    private void showProgress(RefreshStatus s) {
        progress.set(s.progressPct() / 100);
        status.set("Refreshing… " + s.done() + " of " + s.total() + (s.current().isEmpty() ? "" : ": " + s.current()));
    }

    private void finished(RefreshStatus s) {
        refreshing.set(false);
        progress.set(1);
        StringBuilder sb = new StringBuilder("Refresh " + com.bpidesk.app.format.Labels.of(s.status()).toLowerCase(java.util.Locale.ROOT) + ": " + s.succeeded().size() + " downloaded");
        if (!s.errors().isEmpty()) {
            sb.append(", ").append(s.errors().size()).append(" failed (the app keeps the data it has). First: ")
                    .append(s.errors().get(0));
        }
        status.set(sb.toString());
    }

    private void failed(String msg) {
        refreshing.set(false);
        progress.set(0);
        status.set(msg);
    }

    public StringProperty dataModeProperty() {
        return dataMode;
    }

    public StringProperty baseCurrencyProperty() {
        return baseCurrency;
    }

    public BooleanProperty onlineEnabledProperty() {
        return onlineEnabled;
    }

    public ObservableList<ProviderRow> providers() {
        return providers;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public BooleanProperty refreshingProperty() {
        return refreshing;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }
}
