package com.bpidesk.app;

import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Small state shared by the screens of one app session (not persisted): the last analysis job completed in this
 * session, a pending "report on this job" request, and navigation between screens. {@code MainWindow} installs
 * the navigator; until then (view-model tests) navigation does nothing.
 *
 * <p>Cross-screen flow: the Portfolio analysis screen calls {@link #requestReport(String)}; the Reports screen
 * listens to {@link #reportRequestProperty()} and preselects that job; the shell shows the Reports screen. Likewise the
 * client page of the Clients &amp; signals screen calls {@link #requestClientReport(String)}; the Reports screen listens to
 * {@link #clientReportRequestProperty()} and preselects that client.
 */
public final class AppSession {

    /** Screen id of the Reports section. */
    public static final String REPORTS_SCREEN = "reports";
    /**
     * Screen id of the screen that shows one client (issue 27 seam): the Clients &amp; signals screen's client page today;
     * point this at the client file screen's id when that screen is registered in {@code shell.Screens}.
     */
    public static final String CLIENT_SCREEN = "clients";

    private final ReadOnlyStringWrapper lastCompletedJobId = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper reportRequest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper clientReportRequest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper clientRequest = new ReadOnlyStringWrapper("");
    private Consumer<String> navigator = id -> { };
    private final java.util.Map<String, javafx.beans.property.ReadOnlyLongWrapper> changes = new java.util.concurrent.ConcurrentHashMap<>();
    private String changesEpoch = "";

    /**
     * The engine's version of a topic ({@code market}, {@code macro}, {@code settings}, {@code book}, {@code assurance},
     * {@code research}; ADR 0138): a screen listens and reloads when it moves, so imports, settings changes and new
     * data show without F5. Updated by the shell's watch of {@code GET /api/changes}.
     */
    public javafx.beans.property.ReadOnlyLongProperty changes(String topic) {
        return changes.computeIfAbsent(topic, t -> new javafx.beans.property.ReadOnlyLongWrapper(0)).getReadOnlyProperty();
    }

    /** Runs {@code reload} (FX thread) whenever one of the topics moves. */
    public void onChange(Runnable reload, String... topics) {
        for (String t : topics) {
            changes(t).addListener((obs, old, now) -> reload.run());
        }
    }

    /**
     * Applies an answer of {@code GET /api/changes} (FX thread). The first answer only records the versions; a new
     * epoch (the engine restarted) moves every topic.
     */
    public void applyChanges(com.fasterxml.jackson.databind.JsonNode snapshot) {
        String epoch = snapshot.path("epoch").asText("");
        boolean first = changesEpoch.isEmpty();
        boolean restarted = !first && !epoch.equals(changesEpoch);
        changesEpoch = epoch;
        snapshot.path("topics").fields().forEachRemaining(e -> {
            var w = changes.computeIfAbsent(e.getKey(), t -> new javafx.beans.property.ReadOnlyLongWrapper(0));
            long v = e.getValue().asLong();
            if (restarted) {
                w.set(w.get() + 1_000_000 + v);
            } else if (v != w.get()) {
                w.set(v);
            }
        });
    }

    /** Called by the shell: how to show a screen by id. */
    public void setNavigator(Consumer<String> navigator) {
        this.navigator = Objects.requireNonNull(navigator);
    }

    /** Shows the screen with this id (FX thread). */
    public void navigate(String screenId) {
        navigator.accept(screenId);
    }

    /** Records a completed analysis job (FX thread). */
    public void analysisCompleted(String jobId) {
        if (jobId != null && !jobId.isBlank()) {
            lastCompletedJobId.set(jobId);
        }
    }

    /** Asks the Reports screen to report on this job and shows it (FX thread). */
    public void requestReport(String jobId) {
        analysisCompleted(jobId);
        reportRequest.set(""); // a repeated request for the same job still notifies listeners
        reportRequest.set(jobId);
        navigate(REPORTS_SCREEN);
    }

    /** Asks the Reports screen to report on this client of the book and shows it (FX thread). */
    public void requestClientReport(String clientId) {
        if (clientId == null || clientId.isBlank()) {
            return;
        }
        clientReportRequest.set(""); // a repeated request for the same client still notifies listeners
        clientReportRequest.set(clientId);
        navigate(REPORTS_SCREEN);
    }

    /** Shows one client of the book (the dashboard's attention list): the {@link #CLIENT_SCREEN} opens on that client. */
    public void openClient(String clientId) {
        if (clientId == null || clientId.isBlank()) {
            return;
        }
        clientRequest.set(""); // a repeated request for the same client still notifies listeners
        clientRequest.set(clientId);
        navigate(CLIENT_SCREEN);
    }

    /** The client last asked for with {@link #openClient(String)}. */
    public ReadOnlyStringProperty clientRequestProperty() {
        return clientRequest.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty clientReportRequestProperty() {
        return clientReportRequest.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lastCompletedJobIdProperty() {
        return lastCompletedJobId.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty reportRequestProperty() {
        return reportRequest.getReadOnlyProperty();
    }
}
