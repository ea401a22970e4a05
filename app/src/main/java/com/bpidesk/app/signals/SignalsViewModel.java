package com.bpidesk.app.signals;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Clients and signals: the book with churn bands (book listing), book alerts (C2), the weekly digest preview (C5) and, for
 * the selected client, the risk signal (C1) and suitability drift with history (C4). Read-only decision support.
 */
public final class SignalsViewModel {

    /** {@code value} is in the client's {@code currency} (the client's base currency, from the engine). */
    public record ClientRow(String clientId, String name, String advisorId, String advisorName, String riskTolerance, double value,
                            double churn, String band, double drift, boolean inBand, long alerts, String currency) {
        /** The advisor as people know them: the name from the book, else the id. */
        public String advisor() {
            return advisorName == null || advisorName.isBlank() ? advisorId : advisorName;
        }
    }

    public record AlertRow(String alertId, String severity, String type, String clientId, String clientName, String message) {
    }

    public record DriftPoint(String date, double drift, boolean inBand) {
    }

    private final AppContext ctx;
    private final ObservableList<ClientRow> clients = FXCollections.observableArrayList();
    private final ObservableList<AlertRow> alerts = FXCollections.observableArrayList();
    private final ObservableList<String> digest = FXCollections.observableArrayList();
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty dataSource = new SimpleStringProperty("");
    private final IntegerProperty clientCount = new SimpleIntegerProperty(0);
    private final IntegerProperty highRisk = new SimpleIntegerProperty(0);
    private final IntegerProperty outOfBand = new SimpleIntegerProperty(0);
    private final IntegerProperty alertTotal = new SimpleIntegerProperty(0);
    // the selected client
    private final StringProperty selectedClient = new SimpleStringProperty("");
    private final StringProperty churnText = new SimpleStringProperty("");
    private final ObservableList<String> reasons = FXCollections.observableArrayList();
    private final ObservableList<String> actions = FXCollections.observableArrayList();
    private final ObservableList<DriftPoint> driftHistory = FXCollections.observableArrayList();
    private final StringProperty driftText = new SimpleStringProperty("");
    private final StringProperty driftNotice = new SimpleStringProperty("");

    public SignalsViewModel(AppContext ctx) {
        this.ctx = ctx;
        // imports, settings changes and new data show without F5 (ADR 0138)
        ctx.session().onChange(this::refresh, "book", "market", "macro", "settings");
    }

    record Loaded(JsonNode clients, JsonNode alerts, JsonNode digest) {
    }

    public void refresh() {
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading the client book", () -> new Loaded(ctx.client().get("/api/book/clients"),
                ctx.client().get("/v1/signals/book-alerts?limit=200"), ctx.client().get("/v1/signals/weekly-digest-preview")),
                this::apply, message -> {
                    loading.set(false);
                    error.set("Could not load the client book: " + message);
                });
    }

    void apply(Loaded l) {
        loading.set(false);
        List<ClientRow> rows = new ArrayList<>();
        for (JsonNode c : l.clients().path("items")) {
            rows.add(new ClientRow(c.path("client_id").asText(), c.path("name").asText(), c.path("advisor_id").asText(),
                    c.path("advisor_name").asText(null), c.path("risk_tolerance").asText(), c.path("value").asDouble(), c.path("churn_probability_score").asDouble(),
                    c.path("risk_band").asText(), c.path("drift_score").asDouble(), c.path("in_band").asBoolean(), c.path("alerts").asLong(),
                    c.path("base_currency").asText(null)));
        }
        clients.setAll(rows);
        clientCount.set(rows.size());
        highRisk.set((int) rows.stream().filter(r -> r.band().equals("high") || r.band().equals("critical")).count());
        outOfBand.set((int) rows.stream().filter(r -> !r.inBand()).count());
        String src = l.clients().path("data_source").asText();
        dataSource.set(src.contains("demo") ? "Demo book and demo market (simulated data)" : "Data: " + src);
        List<AlertRow> a = new ArrayList<>();
        for (JsonNode x : l.alerts().path("items")) {
            a.add(new AlertRow(x.path("alert_id").asText(), x.path("severity").asText(), x.path("type").asText(), x.path("client_id").asText(),
                    x.path("client_name").asText(), x.path("message").asText()));
        }
        alerts.setAll(a);
        alertTotal.set(l.alerts().path("total").asInt());
        JsonNode al = l.alerts();
        alertNote.set(String.format(Locale.ROOT, "Showing %s and more severe alerts, most severe first; one alert per client and kind."
                        + " %d below your firm's threshold and %d acknowledged are hidden.",
                com.bpidesk.app.format.Labels.of(al.path("min_severity").asText("low")).toLowerCase(Locale.ROOT),
                al.path("hidden_below_threshold").asLong(), al.path("hidden_acknowledged").asLong()));
        digest.setAll(digestLines(l.digest()));
        showUpdating(al.path("state").asText(""), null);
    }

    /**
     * Issue 28: while the engine recomputes the signals (after an import or a price update) the alerts and the digest are
     * the last complete state; the header says so with the progress, read every second from the state until it is done
     * (the engine then announces a book change and the screen reloads).
     */
    void showUpdating(String state, Double percent) {
        if (!"updating".equals(state)) {
            polling = false;
            updating.set("");
            return;
        }
        updating.set(percent == null ? "Updating signals…" : updatingText(percent));
        if (polling && percent == null) {
            return; // a reload while the progress is already being read: one poll at a time
        }
        polling = true;
        javafx.animation.PauseTransition next = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(1));
        next.setOnFinished(e -> ctx.tasks().run("Reading the signals' progress", () -> ctx.client().get("/api/signals/state"),
                st -> showUpdating(st.path("state").asText(""), st.hasNonNull("percent") ? st.path("percent").asDouble() : null),
                message -> {
                    polling = false;
                    updating.set("");
                }));
        next.play();
    }

    /** The header's words for a recompute at {@code percent} (0-100). */
    static String updatingText(double percent) {
        return "Updating signals… " + Math.round(percent) + " %";
    }

    private final StringProperty updating = new SimpleStringProperty("");
    private boolean polling;

    /** "Updating signals… 40 %" while the engine recomputes the signals, else empty. */
    public StringProperty updatingProperty() {
        return updating;
    }

    static List<String> digestLines(JsonNode d) {
        Formats f = Formats.app();
        List<String> out = new ArrayList<>();
        out.add("Week " + f.date(d.path("week_start").asText()) + " to " + f.date(d.path("week_end").asText()) + " · "
                + f.number(d.path("clients").asInt(), 0) + " clients");
        d.path("alert_counts").fields().forEachRemaining(e -> out.add(String.format(Locale.ROOT, "%s: %d this week (%+d vs last week)",
                Labels.of(e.getKey()), e.getValue().path("this_week").asInt(), e.getValue().path("change").asInt())));
        out.add(String.format(Locale.ROOT, "New alerts: %d · resolved: %d", d.path("new_alerts").asInt(), d.path("resolved_alerts").asInt()));
        for (JsonNode c : d.path("clients_to_review_first")) {
            out.add("Review first: " + c.path("client_name").asText() + " (" + lower(c.path("severity").asText()) + ", churn "
                    + f.percent(c.path("churn_probability_score").asDouble(), 0) + "): " + c.path("reasons").path(0).asText());
        }
        if (d.has("regime")) {
            out.add("Regime: " + Labels.of(d.path("regime").path("regime").asText()) + " (confidence "
                    + f.percent(d.path("regime").path("confidence").asDouble(), 0) + ")"
                    + (d.path("regime").path("changed_this_week").asBoolean() ? ", changed this week" : ""));
        }
        for (JsonNode c : d.path("regime_changes")) {
            out.add("Regime change " + f.date(c.path("date").asText()) + ": " + Labels.of(c.path("from").asText()) + " → "
                    + Labels.of(c.path("to").asText()) + " (confidence " + f.percent(c.path("confidence").asDouble(), 0) + ")"
                    + (c.path("in_digest_week").asBoolean() ? " · this week" : ""));
        }
        if (d.path("regime_history").size() > 0 && d.path("regime_changes").isEmpty()) {
            out.add("No regime change in the last " + (d.path("regime_history").size() - 1) + " weeks.");
        }
        for (JsonNode m : d.path("macro_releases")) {
            out.add("Macro: " + m.path("title").asText() + " " + f.date(m.path("period").asText()) + " = " + f.number(m.path("value").asDouble(), 2)
                    + " (significance " + f.number(m.path("significance").asDouble(), 2) + ")");
        }
        out.add(d.has("envelopes_waiting_for_review")
                ? "Envelopes waiting for review: " + f.number(d.path("envelopes_waiting_for_review").asLong(), 0)
                : "Envelopes waiting for review: " + lower(d.path("envelopes_status").asText()));
        out.add(d.path("notice").asText());
        return out;
    }

    /** An id as words inside a sentence: {@code moderate_growth} → "moderate growth". */
    private static String lower(String id) {
        return Labels.of(id).toLowerCase(Locale.ROOT);
    }

    record Detail(JsonNode risk, JsonNode drift) {
    }

    public void select(String clientId) {
        if (clientId == null || clientId.equals(selectedClient.get())) {
            return;
        }
        selectedClient.set(clientId);
        String id = EngineClient.encode(clientId);
        ctx.tasks().run("Loading signals for " + clientId, () -> new Detail(ctx.client().get("/v1/signals/client-risk/" + id),
                ctx.client().get("/v1/signals/suitability-drift/" + id)), this::applyDetail,
                message -> error.set("Could not load the client's signals: " + message));
    }

    void applyDetail(Detail d) {
        JsonNode r = d.risk();
        Formats f = Formats.app();
        churnText.set("Churn probability " + f.percent(r.path("churn_probability_score").asDouble(), 0) + " · "
                + lower(r.path("risk_band").asText()) + " band" + (r.path("advisor_review_required").asBoolean() ? " · advisor review required" : "")
                + " · model " + r.path("model_version").asText());
        List<String> rs = new ArrayList<>();
        r.path("top_reasons").forEach(n -> rs.add(n.asText()));
        reasons.setAll(rs);
        List<String> as = new ArrayList<>();
        r.path("advisor_next_action").forEach(n -> as.add(n.asText()));
        actions.setAll(as);
        JsonNode dr = d.drift();
        List<DriftPoint> h = new ArrayList<>();
        dr.path("history").forEach(p -> h.add(new DriftPoint(p.path("date").asText(), p.path("drift_score").asDouble(), p.path("in_band").asBoolean())));
        driftHistory.setAll(h);
        driftText.set("Suitability drift " + f.number(dr.path("drift_score").asDouble(), 2) + " band steps ("
                + (dr.path("in_band").asBoolean() ? "within" : "outside") + " the " + lower(dr.path("risk_tolerance").asText()) + " bands)"
                + (dr.hasNonNull("out_of_band_since") ? ", out of band since " + f.date(dr.get("out_of_band_since").asText()) : ""));
        driftNotice.set(dr.path("notice").asText());
    }

    /** "Report" on the client page: the Reports screen opens with this client preselected (through the session). */
    public void reportOnSelectedClient() {
        ctx.session().requestClientReport(selectedClient.get());
    }

    /** "Open client file" on the client page or an alert: the Client file screen shows this client (through the session). */
    public void openClientFile(String clientId) {
        ctx.session().requestClientFile(clientId);
    }

    public ObservableList<ClientRow> clients() {
        return clients;
    }

    private final javafx.beans.property.StringProperty alertNote = new javafx.beans.property.SimpleStringProperty("");
    private final javafx.beans.property.StringProperty openedClient = new javafx.beans.property.SimpleStringProperty("");

    /** Opens an alert: the client's page (Book tab) with their signals (the view follows {@link #openedClientProperty}). */
    public void openAlert(AlertRow row) {
        if (row == null) {
            return;
        }
        select(row.clientId());
        openedClient.set("");
        openedClient.set(row.clientId());
    }

    /** Acknowledges an alert in the engine (who and when are recorded there); it leaves the list until it worsens. */
    public void acknowledge(AlertRow row) {
        if (row == null) {
            return;
        }
        ctx.tasks().run("Acknowledging an alert for " + row.clientName(),
                () -> ctx.client().post("/api/signals/alerts/" + EngineClient.encode(row.alertId()) + "/acknowledgement", java.util.Map.of()),
                ack -> {
                    alerts.remove(row);
                    alertTotal.set(Math.max(0, alertTotal.get() - 1));
                    message.set("Acknowledged: " + row.clientName() + ", " + com.bpidesk.app.format.Labels.of(row.type()).toLowerCase(Locale.ROOT)
                            + (ack.path("acknowledged_by_name").isTextual() ? " (by " + ack.path("acknowledged_by_name").asText() + ")" : "") + ".");
                },
                m -> error.set("The alert was not acknowledged: " + m));
    }

    public javafx.beans.property.StringProperty alertNoteProperty() {
        return alertNote;
    }

    public javafx.beans.property.StringProperty openedClientProperty() {
        return openedClient;
    }

    public javafx.beans.property.StringProperty messageProperty() {
        return message;
    }

    private final javafx.beans.property.StringProperty message = new javafx.beans.property.SimpleStringProperty("");

    public ObservableList<AlertRow> alerts() {
        return alerts;
    }

    public ObservableList<String> digest() {
        return digest;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty dataSourceProperty() {
        return dataSource;
    }

    public IntegerProperty clientCountProperty() {
        return clientCount;
    }

    public IntegerProperty highRiskProperty() {
        return highRisk;
    }

    public IntegerProperty outOfBandProperty() {
        return outOfBand;
    }

    public IntegerProperty alertTotalProperty() {
        return alertTotal;
    }

    public StringProperty selectedClientProperty() {
        return selectedClient;
    }

    public StringProperty churnTextProperty() {
        return churnText;
    }

    public ObservableList<String> reasons() {
        return reasons;
    }

    public ObservableList<String> actions() {
        return actions;
    }

    public ObservableList<DriftPoint> driftHistory() {
        return driftHistory;
    }

    public StringProperty driftTextProperty() {
        return driftText;
    }

    public StringProperty driftNoticeProperty() {
        return driftNotice;
    }
}
