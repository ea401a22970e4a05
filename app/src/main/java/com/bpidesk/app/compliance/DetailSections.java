package com.bpidesk.app.compliance;

import com.bpidesk.app.client.assurance.EnvelopeRecord;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected decision as a reviewer reads it, top-down (issue 26): for whom and what (the client's name and the action
 * in words, never an id), by whom, when and why; the checks of the evaluation as sentences with their verdicts (the
 * engine's {@code overview.checks}, one vocabulary for the app and the examiner's PDF); the client's mandate and profile;
 * the sources in words. Field paths, rule ids, digests and ids are only in the collapsed "Technical details", built when
 * it is opened.
 */
final class DetailSections {

    /** A source or value that is an engine id or a field path, kept for the technical details. */
    static final Pattern TECHNICAL = Pattern.compile("(?i).*([a-z]+_[a-z_]+|[a-z]+\\.[a-z_]+|[0-9a-f]{8}-[0-9a-f]{4}-|\\w+:\\S+@|^[a-z]+:[\\w-]+$).*");

    private DetailSections() {
    }

    /** The header: client name, the action in words, the disposition and review status chips (which keep their width). */
    static Node header(EnvelopeRecord record, EnvelopeRecord.Envelope e) {
        EnvelopeRecord.Overview o = record.overview();
        Label client = new Label(ComplianceViewModel.or(o.clientName(), "Client not in the client book"));
        client.setId("detail-client");
        client.getStyleClass().add("section-title");
        client.setWrapText(true);
        String description = e.proposedAction() == null ? "" : text(e.proposedAction().description());
        Label action = new Label(ComplianceViewModel.or(o.action(), description));
        action.setId("detail-action");
        action.setWrapText(true);
        action.setStyle("-fx-font-size: 1.15em;");
        Label disposition = new Label("Engine: " + Labels.of(e.disposition()));
        disposition.setId("detail-disposition");
        disposition.getStyleClass().addAll("disposition-chip", "disposition-" + text(e.disposition()).toLowerCase(Locale.ROOT));
        disposition.setMinWidth(Region.USE_PREF_SIZE);
        Label status = new Label(Labels.of(record.reviewStatus()));
        status.setId("detail-status");
        status.getStyleClass().add("status-chip");
        status.setMinWidth(Region.USE_PREF_SIZE);
        FlowPane chips = new FlowPane(8, 6, disposition, status);
        chips.setAlignment(Pos.CENTER_LEFT);
        if (o.isOverdue()) {
            Label overdue = new Label("Overdue");
            overdue.setId("detail-overdue");
            overdue.getStyleClass().addAll("status-chip", "error-text");
            overdue.setStyle("-fx-text-fill: #a4161a; -fx-font-weight: bold;");
            overdue.setMinWidth(Region.USE_PREF_SIZE);
            chips.getChildren().add(overdue);
        }
        return new VBox(4, client, action, chips);
    }

    /** Who proposed it, for whom, when and why, who reviews it and by when. */
    static Node proposal(EnvelopeRecord record, EnvelopeRecord.Envelope e) {
        EnvelopeRecord.Actor actor = e.actorOrAgent() == null ? new EnvelopeRecord.Actor(null, null, null) : e.actorOrAgent();
        boolean agent = "ai_agent".equals(actor.type());
        String by = actor.name() != null && !actor.name().isBlank() ? actor.name() + (agent ? " (an AI agent)" : "")
                : agent ? "An AI agent" : "A person";
        String why = e.evidence() == null || e.evidence().reasoningSummary() == null ? "—"
                : e.evidence().reasoningSummary().split(" \\| ", 2)[0];
        EnvelopeRecord.Overview o = record.overview();
        String due = text(o.dueOn());
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        rows.add(Map.entry("For", ComplianceViewModel.or(o.clientName(), "A client not in the client book")
                + (text(o.advisorName()).isBlank() ? "" : ", advised by " + o.advisorName())));
        String words = e.proposedAction() == null ? "" : text(e.proposedAction().description());
        if (!words.isBlank()) {
            rows.add(Map.entry("As proposed", words));
        }
        rows.add(Map.entry("Proposed by", by));
        rows.add(Map.entry("Proposed on", e.createdAt() == null ? "—" : ComplianceViewModel.when(e.createdAt())));
        rows.add(Map.entry("Why", why));
        rows.add(Map.entry("Reviewer", ComplianceViewModel.or(o.assignee(), "Nobody assigned yet")));
        rows.add(Map.entry("Due", due.isBlank() ? "—" : Formats.app().date(due) + (o.isOverdue() ? " (overdue)" : "")));
        return section("The proposal", rows);
    }

    /** Every check as a sentence with its verdict; the engine's disposition and confidence in words. */
    static Node checks(EnvelopeRecord record, EnvelopeRecord.Envelope e) {
        Label t = new Label("Checks");
        t.getStyleClass().add("section-title");
        VBox box = new VBox(6, t);
        String confidence = e.confidence() == null ? "" : " The engine decided " + Formats.app().percent(e.confidence(), 0)
                + " of the checks from explicit data.";
        Label summary = new Label("The engine's disposition is " + Labels.of(e.disposition()).toLowerCase(Locale.ROOT) + "."
                + confidence + " It makes no suitability determination: you decide.");
        summary.setWrapText(true);
        summary.getStyleClass().add("hint");
        box.getChildren().add(summary);
        List<EnvelopeRecord.CheckSentence> checks = record.overview().checks();
        if (checks.isEmpty()) {
            // an envelope submitted whole: its own assessments, as its author wrote them
            for (var a : List.of(Map.entry("Suitability", e.suitability()), Map.entry("Policy", e.policy()))) {
                String notes = a.getValue() == null || a.getValue().notes() == null ? "not assessed" : a.getValue().notes();
                box.getChildren().add(check(a.getValue() != null && Boolean.TRUE.equals(a.getValue().match()),
                        a.getKey(), notes));
            }
            return box;
        }
        for (EnvelopeRecord.CheckSentence c : checks) {
            box.getChildren().add(check(Boolean.TRUE.equals(c.passed()), text(c.verdict()), text(c.sentence())));
        }
        return box;
    }

    private static Node check(boolean passed, String verdict, String sentence) {
        Label mark = new Label((passed ? "✓ " : "! ") + verdict);
        mark.getStyleClass().add(passed ? "hint" : "error-text");
        mark.setStyle("-fx-font-weight: bold;");
        mark.setMinWidth(150);
        mark.setPrefWidth(150);
        mark.setWrapText(true);
        Label s = new Label(sentence);
        s.setWrapText(true);
        s.getStyleClass().add("check-sentence");
        GridPane row = new GridPane();
        row.setHgap(10);
        row.addRow(0, mark, s);
        return row;
    }

    /** The client's mandate and profile, as the proposal recorded them. */
    static Node mandate(EnvelopeRecord.Envelope e) {
        EnvelopeRecord.Mandate m = e.mandate();
        EnvelopeRecord.InvestorContext ic = e.investorContext();
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        if (m != null) {
            rows.add(Map.entry("Mandate", text(m.scope()).isBlank() ? "—" : m.scope()));
            rows.add(Map.entry("Authorized actions", m.authorizedActions() == null || m.authorizedActions().isEmpty() ? "None listed"
                    : String.join(", ", m.authorizedActions().stream().map(Labels::of).toList())));
            rows.add(Map.entry("Conditions", m.constraints() == null || m.constraints().isEmpty() ? "None"
                    : String.join("\n", m.constraints().stream().map(DetailSections::condition).toList())));
        }
        if (ic != null) {
            rows.add(Map.entry("Risk tolerance", ic.riskTolerance() == null ? "Not on file" : Labels.of(ic.riskTolerance())));
            rows.add(Map.entry("Time horizon", ic.timeHorizon() == null ? "—" : ic.timeHorizon()));
            rows.add(Map.entry("Investment policy", ic.investmentPolicySummary() == null ? "—" : ic.investmentPolicySummary()));
        }
        EnvelopeRecord.PortfolioContext pc = e.portfolioContext();
        if (pc != null && pc.concentrationSummary() != null) {
            rows.add(Map.entry("Portfolio", pc.concentrationSummary()));
        }
        return section("The client's mandate", rows);
    }

    /** A mandate condition in words: "max_single_position_weight: 0.10" → "Largest single position: at most 10%". */
    static String condition(String c) {
        String[] kv = c.split("[:=]", 2);
        String key = kv[0].trim().toLowerCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
        if (kv.length == 2 && (key.equals("max_single_position_weight") || key.equals("max_position_weight"))) {
            String v = kv[1].trim();
            try {
                double w = v.endsWith("%") ? Double.parseDouble(v.substring(0, v.length() - 1)) / 100 : Double.parseDouble(v);
                return "• One position at most " + Formats.app().percent(w, w * 100 == Math.rint(w * 100) ? 0 : 1) + " of the portfolio";
            } catch (NumberFormatException ex) {
                return "• " + c;
            }
        }
        if (kv.length == 2 && key.startsWith("excluded_")) {
            return "• Excluded " + key.substring("excluded_".length()).replace('_', ' ') + ": " + kv[1].trim();
        }
        return "• " + c;
    }

    /** The sources in words; ids and field paths are left to the technical details. */
    static Node sources(EnvelopeRecord.Envelope e) {
        List<String> shown = e.evidence() == null || e.evidence().sources() == null ? List.of()
                : e.evidence().sources().stream().filter(s -> !TECHNICAL.matcher(s).matches()).toList();
        return section("Sources", List.of(Map.entry("Named by the proposer", shown.isEmpty() ? "None besides the checks above"
                : String.join("\n", shown.stream().map(s -> "• " + s).toList()))));
    }

    /** The technical details (ids, digest, validation, each finding's field path and note), built when opened. */
    static TitledPane technical(EnvelopeRecord record, EnvelopeRecord.Envelope e) {
        TitledPane pane = new TitledPane();
        pane.setText("Technical details");
        pane.setId("technical-details");
        pane.setExpanded(false);
        pane.setAnimated(false);
        pane.expandedProperty().addListener((obs, was, open) -> {
            if (open && pane.getContent() == null) {
                pane.setContent(technicalContent(record, e));
            }
        });
        return pane;
    }

    private static Node technicalContent(EnvelopeRecord record, EnvelopeRecord.Envelope e) {
        List<Map.Entry<String, String>> rows = new ArrayList<>();
        rows.add(Map.entry("Decision id", text(record.decisionId())));
        rows.add(Map.entry("Trace id", text(e.traceId())));
        rows.add(Map.entry("Investor id", text(e.investorId())));
        rows.add(Map.entry("Proposer id", e.actorOrAgent() == null ? "—" : text(e.actorOrAgent().type()) + ":" + text(e.actorOrAgent().id())));
        boolean valid = record.validation() != null && Boolean.TRUE.equals(record.validation().valid());
        rows.add(Map.entry("Validation", valid ? "Valid against envelope schema 1.0.0" : "INVALID against envelope schema 1.0.0: "
                + (record.validation() == null ? "not checked" : EnvelopeRecord.json(record.validation().violations()))));
        rows.add(Map.entry("Digest", "SHA-256 (RFC 8785): " + text(record.digest())
                + (Boolean.TRUE.equals(record.digestVerified()) ? ", matches the audit chain" : ", DOES NOT match the audit chain")));
        rows.add(Map.entry("Version", (record.version() == null ? 0 : record.version()) + " of "
                + (record.versions() == null ? 0 : record.versions().size())));
        if (e.proposedAction() != null && e.proposedAction().parameters() != null) {
            rows.add(Map.entry("Parameters", EnvelopeRecord.json(e.proposedAction().parameters())));
        }
        if (e.evidence() != null && e.evidence().sources() != null) {
            rows.add(Map.entry("Sources", String.join("\n", e.evidence().sources())));
            rows.add(Map.entry("Reasoning", text(e.evidence().reasoningSummary())));
        }
        for (EnvelopeRecord.CheckSentence c : record.overview().checks()) {
            rows.add(Map.entry(text(c.check()) + " (" + text(c.outcome()) + ")", text(c.source()) + ": " + text(c.note())));
        }
        return section("Ids, digests and the checks as the engine recorded them", rows);
    }

    static Node section(String title, List<Map.Entry<String, String>> rows) {
        Label t = new Label(title);
        t.getStyleClass().add("section-title");
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(4);
        int r = 0;
        for (var row : rows) {
            Label k = new Label(row.getKey());
            k.getStyleClass().add("hint");
            k.setMinWidth(130);
            k.setPrefWidth(130);
            k.setWrapText(true);
            Label v = new Label(row.getValue() == null || row.getValue().isBlank() ? "—" : row.getValue());
            v.setWrapText(true);
            grid.addRow(r++, k, v);
        }
        if (rows.isEmpty()) {
            grid.addRow(0, new Label("—"));
        }
        return new VBox(4, t, grid);
    }

    static String text(String s) {
        return s == null ? "" : s;
    }
}
