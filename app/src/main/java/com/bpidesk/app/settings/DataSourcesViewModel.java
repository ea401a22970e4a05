package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.app.client.data.DataApi;
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

    /** A refresh's state (the engine's schema {@code RefreshStatus}). */
    public record RefreshStatus(String refreshId, String status, double progressPct, int done, int total, String current,
                                List<String> succeeded, List<String> errors) {
        static RefreshStatus of(DataApi.RefreshStatus s) {
            return new RefreshStatus(s.refreshId(), s.status(), s.progressPct(), s.done(), s.total(), s.current(),
                    s.succeeded(), s.errors());
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
        ctx.tasks().run("Loading data settings", () -> ctx.api().data().settings(), this::apply,
                msg -> status.set("Could not load the data settings: " + msg));
    }

    void apply(DataApi.DataSettings s) {
        dataMode.set(s.dataMode() == null ? "demo" : s.dataMode());
        onlineEnabled.set(s.onlineEnabled());
        baseCurrency.set(currency(s));
        List<ProviderRow> rows = new ArrayList<>();
        s.providers().forEach(p -> rows.add(new ProviderRow(p.id(), p.kind(), p.description(), p.enabled())));
        providers.setAll(rows);
    }

    private static String currency(DataApi.DataSettings s) {
        return s.baseCurrency() == null ? "USD" : s.baseCurrency();
    }

    /** The body of {@code PUT /api/data/settings}: the mode (when chosen), the online switch and every provider toggle. */
    DataApi.SettingsChange settingsBody() {
        Map<String, Boolean> p = new LinkedHashMap<>();
        providers.forEach(r -> p.put(r.id(), r.enabledProperty().get()));
        return new DataApi.SettingsChange(MODES.contains(dataMode.get()) ? dataMode.get() : null, onlineEnabled.get(), p,
                baseCurrency.get() != null && !baseCurrency.get().isBlank()
                        ? baseCurrency.get().trim().toUpperCase(java.util.Locale.ROOT) : null);
    }

    public void save() {
        DataApi.SettingsChange body = settingsBody();
        ctx.tasks().run("Saving data settings", () -> ctx.api().data().save(body), s -> {
            apply(s);
            status.set("Saved. Data mode: " + com.bpidesk.app.format.Labels.of(s.dataMode()).toLowerCase(java.util.Locale.ROOT)
                    + "; online downloads "
                    + (s.onlineEnabled() ? "on" : "off") + "; base currency "
                    + currency(s) + ".");
        }, msg -> status.set("Could not save: " + msg));
    }

    /** Starts a download from the enabled providers and follows it to its end. */
    public void refresh() {
        refreshing.set(true);
        progress.set(-1);
        status.set("Starting the refresh…");
        ctx.tasks().run("Refreshing data", () -> RefreshStatus.of(ctx.api().data().refresh()), started -> {
            showProgress(started);
            if (started.isFinal()) {
                finished(started);
                return;
            }
            ctx.tasks().poll(new BackgroundTasks.Poll<>("Refreshing data", pollMillis,
                    () -> RefreshStatus.of(ctx.api().data().refreshStatus(started.refreshId())),
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
