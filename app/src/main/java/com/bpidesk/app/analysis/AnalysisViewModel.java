package com.bpidesk.app.analysis;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.app.client.analysis.AnalysisApi;
import com.bpidesk.app.client.briefing.AnalysisResult;
import com.bpidesk.app.client.JobStatus;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Portfolio analysis state: the positions being edited, the submitted job's progress (overall and per agent,
 * polled from A2), and the briefing (A3) once complete. All engine calls go through {@link BackgroundTasks}.
 */
public final class AnalysisViewModel {

    /** An editable position row. */
    public static final class PositionRow {
        private final StringProperty symbol = new SimpleStringProperty("");
        private final StringProperty shares = new SimpleStringProperty("");
        private final StringProperty costBasis = new SimpleStringProperty("");

        public PositionRow(String symbol, String shares, String costBasis) {
            this.symbol.set(symbol);
            this.shares.set(shares);
            this.costBasis.set(costBasis);
        }

        public StringProperty symbolProperty() {
            return symbol;
        }

        public StringProperty sharesProperty() {
            return shares;
        }

        public StringProperty costBasisProperty() {
            return costBasis;
        }
    }

    /** One agent's line in the progress panel. */
    public record AgentRow(String agent, String status, String summary) {
    }

    public static final List<String> SAMPLES = List.of("sample-portfolio.csv", "sample-portfolio-concentrated.csv");

    private final AppContext ctx;
    private final long pollMillis;
    private final ObservableList<PositionRow> positions = FXCollections.observableArrayList();
    private final ObservableList<AgentRow> agents = FXCollections.observableArrayList();
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty jobId = new SimpleStringProperty("");
    private final StringProperty jobStatus = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    /** The base currency of the analysis (ISO 4217); empty means the firm default from the engine's settings. */
    private final StringProperty baseCurrency = new SimpleStringProperty("");
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final ObjectProperty<AnalysisResult> result = new SimpleObjectProperty<>();
    /** How many past analyses the history shows (the newest). */
    public static final int HISTORY_LIMIT = 50;

    private final ObservableList<AnalysisHistory.Entry> history = FXCollections.observableArrayList();
    private final StringProperty historyError = new SimpleStringProperty("");
    private BackgroundTasks.Handle poller;

    /**
     * @param pollMillis status polling interval: the specification's 3 s for a remote engine; the embedded engine
     *                   is polled faster (no network, no call limit concerns)
     */
    public AnalysisViewModel(AppContext ctx, long pollMillis) {
        this.ctx = ctx;
        this.pollMillis = pollMillis;
    }

    public static long pollMillisFor(EngineClient client) {
        String host = client.baseUrl().getHost();
        return "127.0.0.1".equals(host) || "localhost".equals(host) ? 500 : 3000;
    }

    /** Loads one of the shipped samples (read and parsed off the UI thread). */
    public void loadSample(String name) {
        URL url = AppContext.sample(name);
        if (url == null) {
            error.set("The sample " + name + " is not installed.");
            return;
        }
        load(name, () -> {
            try (InputStream in = url.openStream()) {
                return in.readAllBytes();
            }
        });
    }

    /** Loads the user's holdings file (read and parsed off the UI thread). */
    public void loadCsv(Path file) {
        load(file.getFileName().toString(), () -> Files.readAllBytes(file));
    }

    /** Loads pasted CSV text. */
    public void loadCsvText(String text) {
        load("the pasted text", () -> text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads the bytes and has the engine parse them ({@code POST /api/portfolio/parse}: quoted fields, delimiters,
     * decimal commas and broker headers are the engine's job, so the app never splits CSV by hand). The positions
     * being edited are replaced only once the file was read; on a problem they stay as they were.
     */
    private void load(String name, Callable<byte[]> read) {
        error.set("");
        ctx.tasks().run("Reading " + name, () -> api().parse(read.call()),
                parsed -> {
                    List<PositionRow> rows = new ArrayList<>();
                    parsed.positions().forEach(p -> rows.add(new PositionRow(p.symbol(), plain(p.shares()), plain(p.costBasis()))));
                    positions.setAll(rows);
                    message.set("Loaded " + rows.size() + (rows.size() == 1 ? " position" : " positions") + " from " + name + ".");
                }, msg -> error.set("Could not load " + name + ": " + msg));
    }

    /** A number as the user would type it: no exponent, no trailing ".0". */
    static String plain(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    public void addRow() {
        positions.add(new PositionRow("", "", ""));
    }

    /** The submission body (2.2); numbers that do not parse are sent as given so the engine names the field. */
    public AnalysisApi.Submission submission() {
        List<AnalysisApi.SubmittedPosition> list = new ArrayList<>();
        for (PositionRow p : positions) {
            if (p.symbol.get().isBlank() && p.shares.get().isBlank() && p.costBasis.get().isBlank()) {
                continue;
            }
            list.add(new AnalysisApi.SubmittedPosition(p.symbol.get().trim(), number(p.shares.get()), number(p.costBasis.get())));
        }
        String currency = baseCurrency.get() == null || baseCurrency.get().isBlank() ? null
                : baseCurrency.get().trim().toUpperCase(java.util.Locale.ROOT);
        return new AnalysisApi.Submission(list, currency);
    }

    /** The number typed, or the text itself when it is not one. */
    private static Object number(String text) {
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            return text;
        }
    }

    private AnalysisApi api() {
        return ctx.api().analysis();
    }

    public void submit() {
        error.set("");
        result.set(null);
        running.set(true);
        progress.set(0);
        agents.clear();
        jobStatus.set("submitting");
        AnalysisApi.Submission body = submission();
        ctx.tasks().run("Submitting portfolio", () -> api().analyze(body), job -> {
            jobId.set(job.jobId());
            jobStatus.set(job.status());
            message.set(String.format(Locale.ROOT, "Job queued; estimated %.0f s.", job.estimatedSeconds()));
            poll(job.jobId());
        }, msg -> {
            running.set(false);
            jobStatus.set("");
            error.set(msg);
        });
    }

    private void poll(String id) {
        poller = ctx.tasks().poll(new BackgroundTasks.Poll<>("Analysing portfolio", pollMillis,
                () -> api().status(id), JobStatus::isFinal, this::applyStatus,
                s -> {
                    if (s.isComplete()) {
                        loadBriefing(id);
                    } else {
                        running.set(false);
                        if ("failed".equals(s.status())) {
                            error.set("The analysis failed: " + s.problemDetail());
                        }
                    }
                }, msg -> {
                    running.set(false);
                    error.set(msg);
                }));
    }

    /** Loads the organization's past analyses, newest first (kept by the engine, so they survive restarts). */
    public void loadHistory() {
        ctx.tasks().run("Loading past analyses", () -> api().history(null, HISTORY_LIMIT), rows -> {
            history.setAll(rows);
            historyError.set("");
        }, m -> historyError.set("The past analyses could not be loaded: " + m));
    }

    /** Reopens a past analysis: its briefing when complete, its progress when still queued or running. */
    public void open(AnalysisHistory.Entry row) {
        if (row == null) {
            return;
        }
        error.set("");
        jobId.set(row.jobId());
        if (row.complete()) {
            result.set(null);
            running.set(true);
            // the agents' trace of the reopened analysis, then its briefing
            ctx.tasks().run("Loading the analysis", () -> api().status(row.jobId()),
                    this::applyStatus, m -> { });
            loadBriefing(row.jobId());
        } else if ("queued".equals(row.status()) || "running".equals(row.status())) {
            result.set(null);
            running.set(true);
            poll(row.jobId());
        } else {
            message.set("The analysis of " + row.submittedText() + " is " + row.statusText().toLowerCase(Locale.ROOT)
                    + " and has no briefing.");
        }
    }

    private void loadBriefing(String id) {
        ctx.tasks().run("Loading briefing", () -> api().result(id), r -> {
            ctx.session().analysisCompleted(id);
            jobId.set(id);
            jobStatus.set("complete");
            progress.set(1.0);
            result.set(r);
            running.set(false);
            message.set("Briefing ready (" + r.dataSource() + " data, as of "
                    + com.bpidesk.app.format.Formats.app().date(r.asOf()) + ").");
            loadHistory();
        }, msg -> {
            running.set(false);
            error.set(msg);
        });
    }

    void applyStatus(JobStatus s) {
        jobStatus.set(s.status());
        progress.set(s.fraction());
        agents.setAll(s.agentTrace().stream().map(a -> new AgentRow(a.agent(), a.status(), a.summary())).toList());
    }

    public void cancel() {
        String id = jobId.get();
        if (id == null || id.isBlank()) {
            return;
        }
        ctx.tasks().run("Cancelling job", () -> api().cancel(id), s -> {
            if (poller != null) {
                poller.cancel();
            }
            applyStatus(s);
            running.set(false);
            message.set("Job cancelled.");
        }, error::set);
    }

    /** Opens the Reports screen with this briefing's job preselected (the briefing must be complete). */
    public void requestReport() {
        AnalysisResult r = result.get();
        if (r == null) {
            return;
        }
        ctx.session().requestReport(r.jobId() != null ? r.jobId() : jobId.get());
    }

    public ObservableList<PositionRow> positions() {
        return positions;
    }

    public ObservableList<AgentRow> agents() {
        return agents;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty jobIdProperty() {
        return jobId;
    }

    public StringProperty jobStatusProperty() {
        return jobStatus;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public StringProperty baseCurrencyProperty() {
        return baseCurrency;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public ObservableList<AnalysisHistory.Entry> history() {
        return history;
    }

    public StringProperty historyErrorProperty() {
        return historyError;
    }

    public ObjectProperty<AnalysisResult> resultProperty() {
        return result;
    }
}
