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
