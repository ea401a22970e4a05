package com.bpidesk.app.analysis;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
    private static final Set<String> FINAL = Set.of("complete", "failed", "cancelled");

    private final AppContext ctx;
    private final long pollMillis;
    private final ObservableList<PositionRow> positions = FXCollections.observableArrayList();
    private final ObservableList<AgentRow> agents = FXCollections.observableArrayList();
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty jobId = new SimpleStringProperty("");
    private final StringProperty jobStatus = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private final ObjectProperty<JsonNode> result = new SimpleObjectProperty<>();
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

    public void loadSample(String name) {
        URL url = AppContext.sample(name);
        if (url == null) {
            error.set("Sample " + name + " is not installed.");
            return;
        }
        try (Reader r = new InputStreamReader(url.openStream(), StandardCharsets.UTF_8)) {
            loadCsv(r, name);
        } catch (IOException e) {
            error.set("Could not read " + name + ": " + e.getMessage());
        }
    }

    public void loadCsv(Path file) {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            loadCsv(r, file.getFileName().toString());
        } catch (IOException e) {
            error.set("Could not read " + file + ": " + e.getMessage());
        }
    }

    public void loadCsvText(String text) {
        try {
            loadCsv(new StringReader(text), "pasted text");
        } catch (IOException e) {
            error.set(e.getMessage());
        }
    }

    /** Reads {@code symbol,shares,cost_basis} rows (header required; extra columns ignored; header names case-insensitive). */
    void loadCsv(Reader reader, String name) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        String header = r.readLine();
        if (header == null) {
            error.set(name + " is empty.");
            return;
        }
        List<String> cols = new ArrayList<>();
        for (String c : header.replace("\uFEFF", "").split(",")) {
            cols.add(c.trim().toLowerCase(Locale.ROOT));
        }
        int s = cols.indexOf("symbol");
        int q = cols.indexOf("shares");
        int c = cols.indexOf("cost_basis");
        if (s < 0 || q < 0 || c < 0) {
            error.set(name + " needs the columns symbol, shares and cost_basis (found: " + String.join(", ", cols) + ").");
            return;
        }
        List<PositionRow> rows = new ArrayList<>();
        for (String line; (line = r.readLine()) != null; ) {
            if (line.isBlank()) {
                continue;
            }
            String[] v = line.split(",", -1);
            rows.add(new PositionRow(get(v, s), get(v, q), get(v, c)));
        }
        positions.setAll(rows);
        error.set("");
        message.set("Loaded " + rows.size() + " positions from " + name + ".");
    }

    private static String get(String[] v, int i) {
        return i < v.length ? v[i].trim() : "";
    }

    public void addRow() {
        positions.add(new PositionRow("", "", ""));
    }

    /** The submission body (2.2); numbers that do not parse are sent as given so the engine names the field. */
    public ObjectNode submission() {
        ObjectNode body = EngineClient.JSON.createObjectNode();
        ArrayNode arr = body.putArray("positions");
        for (PositionRow p : positions) {
            if (p.symbol.get().isBlank() && p.shares.get().isBlank() && p.costBasis.get().isBlank()) {
                continue;
            }
            ObjectNode o = arr.addObject();
            o.put("symbol", p.symbol.get().trim());
            number(o, "shares", p.shares.get());
            number(o, "cost_basis", p.costBasis.get());
        }
        return body;
    }

    private static void number(ObjectNode o, String field, String text) {
        try {
            o.put(field, Double.parseDouble(text.trim()));
        } catch (NumberFormatException e) {
            o.put(field, text);
        }
    }

    public void submit() {
        error.set("");
        result.set(null);
        running.set(true);
        progress.set(0);
        agents.clear();
        jobStatus.set("submitting");
        ObjectNode body = submission();
        ctx.tasks().run("Submitting portfolio", () -> ctx.client().post("/api/swarm/analyze", body), job -> {
            jobId.set(job.path("job_id").asText());
            jobStatus.set(job.path("status").asText());
            message.set(String.format(Locale.ROOT, "Job queued; estimated %.0f s.", job.path("estimated_seconds").asDouble()));
            poll(job.path("job_id").asText());
        }, msg -> {
            running.set(false);
            jobStatus.set("");
            error.set(msg);
        });
    }

    private void poll(String id) {
        poller = ctx.tasks().run("Analysing portfolio", p -> {
            while (!p.isCancelled()) {
                JsonNode s = ctx.client().get("/api/swarm/status/" + id);
                p.update(s.path("progress_pct").asDouble() / 100, s.toString());
                if (FINAL.contains(s.path("status").asText())) {
                    return s;
                }
                Thread.sleep(pollMillis);
            }
            return null;
        }, s -> {
            if (s == null) {
                return;
            }
            applyStatus(s);
            if ("complete".equals(s.path("status").asText())) {
                ctx.tasks().run("Loading briefing", () -> ctx.client().get("/api/swarm/result/" + id), r -> {
                    ctx.session().analysisCompleted(id);
                    result.set(r);
                    running.set(false);
                    message.set("Briefing ready (" + r.path("data_source").asText() + " data, as of " + r.path("as_of").asText() + ").");
                }, msg -> {
                    running.set(false);
                    error.set(msg);
                });
            } else {
                running.set(false);
                if ("failed".equals(s.path("status").asText())) {
                    error.set("The analysis failed: " + s.path("problem").path("detail").asText());
                }
            }
        }, msg -> {
            running.set(false);
            error.set(msg);
        }, (fraction, json) -> {
            try {
                applyStatus(EngineClient.JSON.readTree(json));
            } catch (IOException e) {
                error.set(e.getMessage());
            }
        });
    }

    void applyStatus(JsonNode s) {
        jobStatus.set(s.path("status").asText());
        progress.set(s.path("progress_pct").asDouble() / 100);
        List<AgentRow> rows = new ArrayList<>();
        s.path("agent_trace").forEach(a -> rows.add(new AgentRow(a.path("agent").asText(), a.path("status").asText(), a.path("summary").asText())));
        agents.setAll(rows);
    }

    public void cancel() {
        String id = jobId.get();
        if (id == null || id.isBlank()) {
            return;
        }
        ctx.tasks().run("Cancelling job", () -> ctx.client().post("/api/swarm/cancel/" + id, EngineClient.JSON.createObjectNode()), s -> {
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
        JsonNode r = result.get();
        if (r == null) {
            return;
        }
        ctx.session().requestReport(r.path("job_id").asText(jobId.get()));
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

    public StringProperty errorProperty() {
        return error;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public ObjectProperty<JsonNode> resultProperty() {
        return result;
    }
}
