package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.JobStatus;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.reports.ReportsApi;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.awt.Desktop;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Generating the PDF ({@code POST /api/reports/generate}) with progress: a portfolio is first analysed through the
 * swarm's job routes (submitted, then followed with {@link BackgroundTasks#poll}) and reported as that job; the PDF is
 * kept in memory and in a file under the data directory, then opened or saved.
 */
public final class ReportGeneration {

    /** A rendered report. */
    record Generated(String jobId, byte[] pdf, Path file, int pages, List<String> warnings) {
    }

    private final AppContext ctx;
    private final Feedback feedback;
    private final long pollMillis;
    private final BooleanProperty generating = new SimpleBooleanProperty(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty progressText = new SimpleStringProperty("");
    private final ObjectProperty<byte[]> pdf = new SimpleObjectProperty<>();
    private final ObjectProperty<Path> pdfFile = new SimpleObjectProperty<>();
    private final IntegerProperty pages = new SimpleIntegerProperty(0);
    private final ObservableList<String> reportWarnings = FXCollections.observableArrayList();
    private BackgroundTasks.Handle running;

    ReportGeneration(AppContext ctx, Feedback feedback, long pollMillis) {
        this.ctx = ctx;
        this.feedback = feedback;
        this.pollMillis = pollMillis;
    }

    /**
     * Generates the report about the subject with the request's brand and title ({@code request} without its subject).
     * The subject must be complete ({@link ReportSubject#problem()}).
     */
    void generate(ReportSubject subject, ReportsApi.ReportRequest request) {
        reportWarnings.clear();
        ReportSubject.Kind kind = subject.kindProperty().get();
        generating.set(true);
        progress.set(-1);
        switch (kind) {
            case PORTFOLIO -> {
                progressText.set("Submitting the portfolio for analysis…");
                AnalysisApi.Submission positions = subject.portfolioProperty().get();
                running = ctx.tasks().run("Submitting portfolio", () -> ctx.api().analysis().analyze(positions),
                        job -> follow(job.jobId(), request), this::failed);
            }
            case CLIENT -> {
                progressText.set("Analysing the client's holdings and rendering the report…");
                String client = subject.clientId();
                render(request.about(ReportsApi.Subject.client(client)), "client " + client, client);
            }
            case JOB -> {
                progressText.set("Rendering the report…");
                render(jobRequest(request, subject.jobId()), "", subject.jobId());
            }
        }
    }

    /** Follows the portfolio's analysis job to its end, then renders the report of the job. */
    private void follow(String jobId, ReportsApi.ReportRequest request) {
        running = ctx.tasks().poll(new BackgroundTasks.Poll<>("Analysing portfolio", pollMillis,
                () -> ctx.api().analysis().status(jobId), JobStatus::isFinal, s -> {
                    progress.set(0.9 * s.fraction());
                    progressText.set(String.format(Locale.ROOT, "Analysing the portfolio: %.0f%%", s.progressPct()));
                }, s -> {
                    if (!s.isComplete()) {
                        failed("The analysis " + s.status() + (s.problemDetail().isBlank() ? "." : ": " + s.problemDetail()));
                        return;
                    }
                    progress.set(-1);
                    progressText.set("Rendering the PDF…");
                    render(jobRequest(request, jobId), "", jobId);
                }, this::failed));
    }

    /** A job's report: the job keeps the currency it was analysed in, so no base_currency is sent. */
    private static ReportsApi.ReportRequest jobRequest(ReportsApi.ReportRequest request, String jobId) {
        return request.about(ReportsApi.Subject.job(jobId)).withoutCurrency();
    }

    /** Renders the PDF and keeps it (in memory and as {@code <data dir>/reports/bpi-report-<key>.pdf}). */
    private void render(ReportsApi.ReportRequest body, String subjectText, String fileKey) {
        Path dir = ctx.dataDir() == null ? null : ctx.dataDir().resolve("reports");
        running = ctx.tasks().run("Generating report", () -> {
            ReportsApi.GeneratedReport answer = ctx.api().reports().generate(body);
            String job = answer.jobId() == null ? "" : answer.jobId();
            Path file = (dir == null ? Files.createTempDirectory("bpi-reports") : Files.createDirectories(dir))
                    .resolve("bpi-report-" + fileKey.replaceAll("[^A-Za-z0-9_-]", "") + ".pdf");
            Files.write(file, answer.pdf());
            return new Generated(job, answer.pdf(), file, answer.pages(), answer.warnings());
        }, g -> done(g, subjectText), this::failed);
    }

    private void done(Generated g, String subjectText) {
        generating.set(false);
        pdf.set(g.pdf());
        pdfFile.set(g.file());
        pages.set(g.pages());
        reportWarnings.setAll(g.warnings());
        progress.set(1);
        progressText.set("Done.");
        if (!g.jobId().isBlank()) {
            ctx.session().analysisCompleted(g.jobId());
            completed.accept(g.jobId());
        }
        // the analysis job's id is the engine's key (a UUID), not something to read: the subject names the report
        feedback.message().set("Report ready: " + g.pages() + " pages, " + Formats.app().number(Math.max(1, g.pdf().length / 1024), 0) + " KB"
                + (subjectText.isEmpty() ? "" : " (" + subjectText + ")") + ". Open it or save a copy.");
    }

    private Consumer<String> completed = id -> { };

    /** Called with the analysis job a report was built from (the subject keeps it as its job). */
    void onJobReported(Consumer<String> listener) {
        completed = listener;
    }

    private void failed(String m) {
        generating.set(false);
        progress.set(0);
        progressText.set("");
        feedback.error().set("The report was not generated: " + m);
    }

    public void cancel() {
        if (running != null) {
            running.cancel();
            generating.set(false);
            progress.set(0);
            progressText.set("Cancelled.");
        }
    }

    /** Opens the PDF in the system viewer (off the FX thread); says so plainly where there is none (headless). */
    public void openPdf() {
        Path file = pdfFile.get();
        if (file == null) {
            return;
        }
        ctx.tasks().run("Opening report", () -> {
            if (java.awt.GraphicsEnvironment.isHeadless() || !Desktop.isDesktopSupported()
                    || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                throw new IOException("no PDF viewer can be opened from here; use Save PDF… (the report is at " + file + ")");
            }
            Desktop.getDesktop().open(file.toFile());
            return file;
        }, f -> feedback.message().set("Opened " + f.getFileName() + "."), m -> feedback.error().set("Could not open the report: " + m));
    }

    /** Saves a copy of the PDF. */
    public void savePdf(Path target) {
        byte[] bytes = pdf.get();
        if (bytes == null) {
            return;
        }
        ctx.tasks().run("Saving report", () -> Files.write(target, bytes), f -> feedback.message().set("Saved " + f + "."),
                m -> feedback.error().set("Could not save the report: " + m));
    }

    public BooleanProperty generatingProperty() {
        return generating;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty progressTextProperty() {
        return progressText;
    }

    public ObjectProperty<byte[]> pdfProperty() {
        return pdf;
    }

    public ObjectProperty<Path> pdfFileProperty() {
        return pdfFile;
    }

    public IntegerProperty pagesProperty() {
        return pages;
    }

    public ObservableList<String> reportWarnings() {
        return reportWarnings;
    }
}
