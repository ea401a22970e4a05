package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.behavior.BehaviorApi.BiasScore;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaResultSummary;
import com.bpidesk.app.format.Formats;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The client file's Behaviour tab (issue 25): the Behavioral DNA results kept for this client
 * ({@code GET /api/dna/results?client_id=}, ADR 0247), newest first, each with its file's name, the date it was scored,
 * the overall score and the main bias scores (from {@code GET /api/dna/results/{id}}, the report as it was answered), so a
 * change in behaviour shows from one result to the next. Everything loads in one background task; names and dates, never
 * ids. Scores are the DNA screen's 0-100 scale (0 = no sign of the bias, 100 = strong); no suitability determination.
 */
public final class BehaviourViewModel {

    /** At most this many results, newest first (each needs its report for the bias scores). */
    static final int MAX_RESULTS = 24;
    /** The highest-scored biases named in a row. */
    static final int MAIN_BIASES = 3;
    static final String EMPTY = "No Behavioral DNA result is kept for this client yet. Score a broker export for this client on the "
            + "Behavioral DNA screen (choose the client under \"Scored for\"); each result then appears here, newest first.";

    /** One bias of a result: its name, score (null: not enough data) and how it was scored. */
    public record Bias(String name, Double score, String status) {
        /** "Overtrading: 71 of 100", "Home bias: not enough data", "Disposition effect: 40 of 100 (estimated from holdings)". */
        public String text() {
            if (score == null) {
                return name + ": not enough data";
            }
            return name + ": " + outOf100(score) + ("proxy".equals(status) ? " (estimated from holdings)" : "");
        }
    }

    /** One kept result as the tab lists it. */
    public record Row(long resultId, String fileName, Instant scoredAt, String scoredOn, Double overall, String overallText,
                      String mainBiases, List<Bias> biases, String scoredBy) {
    }

    private final AppContext ctx;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObjectProperty<Row> selected = new SimpleObjectProperty<>();
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");

    public BehaviourViewModel(AppContext ctx) {
        this.ctx = ctx;
    }

    /** Loads the client's kept results and their reports in the background (the JavaFX thread stays free). */
    public void show(String clientId) {
        rows.clear();
        selected.set(null);
        error.set("");
        status.set("Loading the client's Behavioral DNA results…");
        BehaviorApi dna = ctx.api().behavior();
        ctx.tasks().run("Loading the client's behaviour", () -> {
            List<Row> out = new ArrayList<>();
            for (DnaResultSummary r : dna.clientResults(clientId, MAX_RESULTS)) {
                out.add(row(r, dna.result(r.resultId()), Formats.app()));
            }
            return out;
        }, this::apply, m -> {
            status.set("");
            error.set("The client's Behavioral DNA results could not be loaded: " + m);
        });
    }

    void apply(List<Row> out) {
        rows.setAll(out);
        selected.set(out.isEmpty() ? null : out.get(0));
        status.set(out.isEmpty() ? EMPTY : "");
    }

    /** A row from a result's summary and its report (pure: tested without an engine). */
    static Row row(DnaResultSummary summary, DnaReport report, Formats f) {
        List<Bias> biases = new ArrayList<>();
        for (BiasScore s : report.scores()) {
            biases.add(new Bias(s.name(), s.score(), s.status()));
        }
        Double overall = summary.overallScore();
        String overallText = overall == null ? "Not given: too little data" : outOf100(overall);
        List<String> main = biases.stream().filter(b -> b.score() != null).sorted(Comparator.comparing(Bias::score).reversed())
                .limit(MAIN_BIASES).map(b -> b.name() + " " + Math.round(b.score())).toList();
        Instant at = summary.createdAt();
        return new Row(summary.resultId(), summary.fileName(), at, f.dateTime(at), overall, overallText,
                main.isEmpty() ? "No bias had enough data" : String.join(" · ", main), List.copyOf(biases),
                summary.createdBy() == null ? "" : summary.createdBy());
    }

    /** A 0-100 score as "71 of 100" (the DNA screen's scale). */
    static String outOf100(double score) {
        return Math.round(score) + " of 100";
    }

    /** The results with an overall score, oldest first: the points of the "overall score over time" chart. */
    public List<Row> trend() {
        return rows.stream().filter(r -> r.overall() != null).sorted(Comparator.comparing(Row::scoredAt)).toList();
    }

    /** The selected result in words, every bias with its score: the result reopened in place. */
    public String details(Row r) {
        if (r == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(r.fileName() + ", scored " + r.scoredOn()
                + (r.scoredBy().isBlank() ? "" : " by " + r.scoredBy()) + ". Overall: " + r.overallText() + ".");
        r.biases().forEach(b -> sb.append("\n").append(b.text()));
        return sb.toString();
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ObjectProperty<Row> selectedProperty() {
        return selected;
    }

    /** The empty state or a loading line; empty when results are listed. */
    public StringProperty statusProperty() {
        return status;
    }

    public StringProperty errorProperty() {
        return error;
    }
}
