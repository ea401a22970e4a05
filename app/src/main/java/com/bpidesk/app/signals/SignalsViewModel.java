package com.bpidesk.app.signals;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.client.signals.SignalsApi;
import com.bpidesk.app.format.Meanings;
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
    private final StringProperty driftDetail = new SimpleStringProperty("");

    public SignalsViewModel(AppContext ctx) {
        this.ctx = ctx;
        // imports, settings changes and new data show without F5 (ADR 0138)
        ctx.session().onChange(this::refresh, "book", "market", "macro", "settings");
    }

    record Loaded(BookApi.ClientList clients, SignalsApi.BookAlerts alerts, SignalsApi.WeeklyDigest digest) {
    }

    public void refresh() {
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading the client book", () -> new Loaded(ctx.api().book().book(),
                ctx.api().signals().bookAlerts(200), ctx.api().signals().weeklyDigest()),
                this::apply, message -> {
                    loading.set(false);
                    error.set("Could not load the client book: " + message);
                });
    }

    void apply(Loaded l) {
        loading.set(false);
        List<ClientRow> rows = new ArrayList<>();
        for (BookApi.ClientSummary c : l.clients().items()) {
            rows.add(new ClientRow(c.clientId(), c.name(), c.advisorId(), c.advisorName(), c.riskTolerance(), c.value(),
                    c.churnProbabilityScore(), c.riskBand(), c.driftScore(), c.inBand(), c.alerts(), c.baseCurrency()));
        }
        clients.setAll(rows);
        clientCount.set(rows.size());
        highRisk.set((int) rows.stream().filter(r -> r.band().equals("high") || r.band().equals("critical")).count());
        outOfBand.set((int) rows.stream().filter(r -> !r.inBand()).count());
        String src = l.clients().dataSource() == null ? "" : l.clients().dataSource();
        dataSource.set(src.contains("demo") ? "Demo book and demo market (simulated data)" : "Data: " + src);
        List<AlertRow> a = new ArrayList<>();
        for (SignalsApi.Alert x : l.alerts().items()) {
            a.add(new AlertRow(x.alertId(), x.severity(), x.type(), x.clientId(), x.clientName(), x.message()));
        }
        alerts.setAll(a);
        alertTotal.set(l.alerts().total());
        SignalsApi.BookAlerts al = l.alerts();
        alertNote.set(String.format(Locale.ROOT, "Showing %s and more severe alerts, most severe first; one alert per client and kind."
                        + " %d below your firm's threshold and %d acknowledged are hidden.",
                com.bpidesk.app.format.Labels.of(al.minSeverity() == null ? "low" : al.minSeverity()).toLowerCase(Locale.ROOT),
                al.hiddenBelowThreshold(), al.hiddenAcknowledged()));
        digest.setAll(digestLines(l.digest()));
        showUpdating(al.state(), null);
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
        next.setOnFinished(e -> ctx.tasks().run("Reading the signals' progress", () -> ctx.api().signals().state(),
                st -> showUpdating(st.state(), st.percent()),
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

    static List<String> digestLines(SignalsApi.WeeklyDigest d) {
        Formats f = Formats.app();
        List<String> out = new ArrayList<>();
        out.add("Week " + f.date(d.weekStart()) + " to " + f.date(d.weekEnd()) + " · " + f.number(d.clients(), 0) + " clients");
        d.alertCounts().forEach((kind, n) -> out.add(String.format(Locale.ROOT, "%s: %d this week (%+d vs last week)",
                Labels.of(kind), n.thisWeek(), n.change())));
        out.add(String.format(Locale.ROOT, "New alerts: %d · resolved: %d", d.newAlerts(), d.resolvedAlerts()));
        for (SignalsApi.ReviewFirst c : d.clientsToReviewFirst()) {
            out.add("Review first: " + c.clientName() + " (" + lower(c.severity()) + ", churn "
                    + f.percent(c.churnProbabilityScore(), 0) + "): " + (c.reasons().isEmpty() ? "" : c.reasons().get(0)));
        }
        if (d.regime() != null) {
            out.add("Regime: " + Labels.of(d.regime().regime()) + " (confidence " + f.percent(d.regime().confidence(), 0) + ")"
                    + (d.regime().changedThisWeek() ? ", changed this week" : ""));
        }
        for (SignalsApi.RegimeChange c : d.regimeChanges()) {
            out.add("Regime change " + f.date(c.date()) + ": " + Labels.of(c.from()) + " → " + Labels.of(c.to())
                    + " (confidence " + f.percent(c.confidence(), 0) + ")" + (c.inDigestWeek() ? " · this week" : ""));
        }
        if (!d.regimeHistory().isEmpty() && d.regimeChanges().isEmpty()) {
            out.add("No regime change in the last " + (d.regimeHistory().size() - 1) + " weeks.");
        }
        for (SignalsApi.MacroRelease m : d.macroReleases()) {
            out.add("Macro: " + m.title() + " " + f.date(m.period()) + " = " + f.number(m.value(), 2)
                    + " (significance " + f.number(m.significance(), 2) + ")");
        }
        out.add(d.envelopesWaitingForReview() != null
                ? "Envelopes waiting for review: " + f.number(d.envelopesWaitingForReview(), 0)
                : "Envelopes waiting for review: " + lower(d.envelopesStatus()));
        out.add(d.notice() == null ? "" : d.notice());
        return out;
    }

    /** An id as words inside a sentence: {@code moderate_growth} → "moderate growth". */
    private static String lower(String id) {
        return Labels.of(id).toLowerCase(Locale.ROOT);
    }

    record Detail(SignalsApi.ClientRisk risk, SignalsApi.SuitabilityDrift drift) {
    }

    public void select(String clientId) {
        if (clientId == null || clientId.equals(selectedClient.get())) {
            return;
        }
        selectedClient.set(clientId);
        ctx.tasks().run("Loading signals for " + clientId, () -> new Detail(ctx.api().signals().clientRisk(clientId),
                ctx.api().signals().suitabilityDrift(clientId)), this::applyDetail,
                message -> error.set("Could not load the client's signals: " + message));
    }

    void applyDetail(Detail d) {
        SignalsApi.ClientRisk r = d.risk();
        Formats f = Formats.app();
        churnText.set("Churn probability " + f.percent(r.churnProbabilityScore(), 0) + " · "
                + lower(r.riskBand()) + " band" + (r.advisorReviewRequired() ? " · advisor review required" : "")
                + " · model " + r.modelVersion());
        reasons.setAll(r.topReasons());
        actions.setAll(r.advisorNextAction());
        SignalsApi.SuitabilityDrift dr = d.drift();
        driftHistory.setAll(dr.history().stream().map(p -> new DriftPoint(p.date(), p.driftScore(), p.inBand())).toList());
        // the meaning first, the score in band steps in the tooltip (issue 27: no bare statistic on an advisor screen)
        Meanings.Meaning meaning = new Meanings(f).drift(dr);
        driftText.set("Suitability drift: " + meaning.text()
                + (dr.outOfBandSince() != null ? ", since " + f.date(dr.outOfBandSince()) : "") + ".");
        driftDetail.set(meaning.detail());
        driftNotice.set(dr.notice() == null ? "" : dr.notice());
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
                () -> ctx.api().signals().acknowledge(row.alertId()),
                ack -> {
                    alerts.remove(row);
                    alertTotal.set(Math.max(0, alertTotal.get() - 1));
                    message.set("Acknowledged: " + row.clientName() + ", " + com.bpidesk.app.format.Labels.of(row.type()).toLowerCase(Locale.ROOT)
                            + (ack.acknowledgedByName() != null ? " (by " + ack.acknowledgedByName() + ")" : "") + ".");
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

    /** The drift score in band steps and what a step is: the drift line's tooltip. */
    public StringProperty driftDetailProperty() {
        return driftDetail;
    }

    public StringProperty driftNoticeProperty() {
        return driftNotice;
    }
}
