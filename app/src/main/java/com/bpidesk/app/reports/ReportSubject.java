package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.book.BookApi;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What the report is about: a completed analysis job (picked from the engine's history, the last one of the session, or preselected by
 * "Generate PDF report"), a portfolio from a sample or the user's holdings file (read by the engine through
 * {@code POST /api/portfolio/parse}), or a client of the book ({@code GET /api/book/clients}).
 */
public final class ReportSubject {

    /** What the report is about. */
    public enum Kind { JOB, PORTFOLIO, CLIENT }

    /** A client of the book as offered by the picker. */
    public record ClientChoice(String clientId, String name, String riskTolerance, String band) {
        /** What the picker shows and filters on as the user types: the client's name, never the id (issue 27). */
        @Override
        public String toString() {
            return name + " · " + riskTolerance + " · churn " + band;
        }
    }

    public static final List<String> SAMPLES = List.of("sample-portfolio.csv", "sample-portfolio-concentrated.csv");

    private final AppContext ctx;
    private final Feedback feedback;
    private final ObjectProperty<Kind> kind = new SimpleObjectProperty<>(Kind.JOB);
    private final StringProperty jobId = new SimpleStringProperty("");
    private final ObservableList<ClientChoice> clients = FXCollections.observableArrayList();
    private final ObjectProperty<ClientChoice> selectedClient = new SimpleObjectProperty<>();
    private final StringProperty clientId = new SimpleStringProperty("");
    private final ObjectProperty<AnalysisApi.Submission> portfolio = new SimpleObjectProperty<>();
    private final StringProperty portfolioName = new SimpleStringProperty("");
    private final ObservableList<AnalysisHistory.Entry> analyses = FXCollections.observableArrayList();
    private final ObjectProperty<AnalysisHistory.Entry> selectedAnalysis = new SimpleObjectProperty<>();

    ReportSubject(AppContext ctx, Feedback feedback) {
        this.ctx = ctx;
        this.feedback = feedback;
    }

    /** Loads the client picker from the book listing; keeps a preselected client selected. */
    public void loadClients() {
        ctx.tasks().run("Loading the client book", () -> parseClients(ctx.api().book().clients()), rows -> {
            clients.setAll(rows);
            selectClientRow(clientId.get());
        }, m -> feedback.error().set("Could not load the client book: " + m));
    }

    /** How many completed analyses the picker offers (the newest). */
    public static final int ANALYSES = 100;

    /** Loads the picker of completed analyses from the engine's history ({@code GET /api/swarm/jobs}). */
    public void loadAnalyses() {
        ctx.tasks().run("Loading past analyses", () -> ctx.api().analysis().history("complete", ANALYSES),
                rows -> {
                    analyses.setAll(rows);
                    selectAnalysisRow(jobId());
                }, m -> feedback.error().set("Could not load the past analyses: " + m));
    }

    private void selectAnalysisRow(String id) {
        selectedAnalysis.set(analyses.stream().filter(a -> a.jobId().equals(id)).findFirst().orElse(null));
    }

    /** The picker's choice. */
    public void chooseAnalysis(AnalysisHistory.Entry a) {
        if (a != null && !a.jobId().equals(jobId())) {
            kind.set(Kind.JOB);
            jobId.set(a.jobId());
            feedback.error().set("");
            feedback.message().set("Subject: the analysis of " + a.submittedText() + " (" + a.positionsText() + ", " + a.valueText() + ").");
        }
    }

    static List<ClientChoice> parseClients(List<BookApi.ClientSummary> listing) {
        List<ClientChoice> rows = new ArrayList<>();
        for (BookApi.ClientSummary c : listing) {
            rows.add(new ClientChoice(c.clientId(), c.name(), c.riskTolerance(), c.riskBand()));
        }
        rows.sort(Comparator.comparing(ClientChoice::clientId));
        return rows;
    }

    private void selectClientRow(String id) {
        clients.stream().filter(c -> c.clientId().equals(id)).findFirst().ifPresent(selectedClient::set);
    }

    /** Reports on this client of the book (picker choice, or "Report" on the Clients &amp; signals screen). */
    public void preselectClient(String id) {
        kind.set(Kind.CLIENT);
        clientId.set(id);
        selectClientRow(id);
        feedback.error().set("");
        feedback.message().set("Subject: client " + id + " (current holdings in the book).");
    }

    /** The picker's choice. */
    public void chooseClient(ClientChoice c) {
        if (c != null && !c.clientId().equals(clientId.get())) {
            preselectClient(c.clientId());
        }
    }

    /** Reports on this completed analysis job. */
    public void preselectJob(String id) {
        kind.set(Kind.JOB);
        jobId.set(id);
        selectAnalysisRow(id);
        feedback.error().set("");
        feedback.message().set(selectedAnalysis.get() == null ? "Subject: the analysis just completed."
                : "Subject: the analysis of " + selectedAnalysis.get().submittedText() + ".");
        if (selectedAnalysis.get() == null) {
            loadAnalyses(); // a job completed since the picker was loaded
        }
    }

    /** Uses the last analysis completed in this session (Portfolio analysis screen). */
    public void useLastAnalysis() {
        String last = ctx.session().lastCompletedJobIdProperty().get();
        if (last == null || last.isBlank()) {
            feedback.error().set("No analysis has completed in this session yet: run one on the Portfolio analysis screen, or pick a past analysis.");
            return;
        }
        preselectJob(last);
    }

    public void loadSample(String name) {
        URL url = AppContext.sample(name);
        if (url == null) {
            feedback.error().set("The sample " + name + " is not installed.");
            return;
        }
        loadPortfolio(name, () -> {
            try (InputStream in = url.openStream()) {
                return in.readAllBytes();
            }
        });
    }

    public void loadCsv(Path file) {
        loadPortfolio(file.getFileName().toString(), () -> Files.readAllBytes(file));
    }

    /** Reads the file and has the engine parse it, both off the UI thread; the subject changes only on success. */
    private void loadPortfolio(String name, Callable<byte[]> read) {
        feedback.error().set("");
        ctx.tasks().run("Reading " + name, () -> submission(ctx.api().analysis().parse(read.call())), p -> {
            portfolio.set(p);
            portfolioName.set(name);
            kind.set(Kind.PORTFOLIO);
            feedback.message().set("Subject: " + p.positions().size() + " positions from " + name + ".");
        }, m -> feedback.error().set("Could not read " + name + ": " + m));
    }

    /** The analysis submission ({@code {"positions": [...]}}) from the engine's parse answer. */
    static AnalysisApi.Submission submission(AnalysisApi.ParsedPortfolio parsed) {
        return new AnalysisApi.Submission(parsed.positions().stream()
                .map(p -> new AnalysisApi.SubmittedPosition(p.symbol(), p.shares(), p.costBasis())).toList(), null);
    }

    /** What is missing before a report can be generated about this subject, if anything. */
    Optional<String> problem() {
        return switch (kind.get()) {
            case JOB -> jobId().isEmpty()
                    ? Optional.of("Pick a past analysis, or use the last analysis of this session.") : Optional.empty();
            case PORTFOLIO -> portfolio.get() == null ? Optional.of("Load a sample portfolio or open a CSV file.") : Optional.empty();
            case CLIENT -> clientId().isEmpty() ? Optional.of("Pick a client of the book.") : Optional.empty();
        };
    }

    /** The job id, stripped (empty when none). */
    String jobId() {
        return jobId.get() == null ? "" : jobId.get().strip();
    }

    /** The client id, stripped (empty when none). */
    String clientId() {
        return clientId.get() == null ? "" : clientId.get().strip();
    }

    public ObservableList<AnalysisHistory.Entry> analyses() {
        return analyses;
    }

    public ObjectProperty<AnalysisHistory.Entry> selectedAnalysisProperty() {
        return selectedAnalysis;
    }

    public ObservableList<ClientChoice> clients() {
        return clients;
    }

    public ObjectProperty<ClientChoice> selectedClientProperty() {
        return selectedClient;
    }

    public StringProperty clientIdProperty() {
        return clientId;
    }

    public ObjectProperty<Kind> kindProperty() {
        return kind;
    }

    public StringProperty jobIdProperty() {
        return jobId;
    }

    public ObjectProperty<AnalysisApi.Submission> portfolioProperty() {
        return portfolio;
    }

    public StringProperty portfolioNameProperty() {
        return portfolioName;
    }
}
