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

    private final ReadOnlyStringWrapper lastCompletedJobId = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper reportRequest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper clientReportRequest = new ReadOnlyStringWrapper("");
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
    public void applyChanges(com.bpidesk.app.client.platform.PlatformApi.Changes snapshot) {
        String epoch = snapshot.epoch() == null ? "" : snapshot.epoch();
        boolean first = changesEpoch.isEmpty();
        boolean restarted = !first && !epoch.equals(changesEpoch);
        changesEpoch = epoch;
        snapshot.topics().forEach((topic, version) -> {
            var w = changes.computeIfAbsent(topic, t -> new javafx.beans.property.ReadOnlyLongWrapper(0));
            long v = version == null ? 0 : version;
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

    /** The Client file screen's id. */
    public static final String CLIENT_FILE_SCREEN = "clientfile";
    private final javafx.beans.property.ReadOnlyStringWrapper clientFileRequest = new javafx.beans.property.ReadOnlyStringWrapper("");

    /** Asks the Client file screen to open this client of the book and shows it (FX thread). */
    public void requestClientFile(String clientId) {
        if (clientId == null || clientId.isBlank()) {
            return;
        }
        clientFileRequest.set(""); // a repeated request for the same client still notifies listeners
        clientFileRequest.set(clientId);
        navigate(CLIENT_FILE_SCREEN);
    }

    public ReadOnlyStringProperty clientFileRequestProperty() {
        return clientFileRequest.getReadOnlyProperty();
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
