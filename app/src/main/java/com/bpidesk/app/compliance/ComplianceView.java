package com.bpidesk.app.compliance;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.assurance.EnvelopeRecord;
import com.bpidesk.app.compliance.ComplianceViewModel.AuditRow;
import com.bpidesk.app.compliance.ComplianceViewModel.QueueRow;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.TextColumns;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The Compliance review screen: the queue (sortable columns, filters, counts per disposition) on the left, the
 * selected envelope on the right, every section written out readably, with its validation state, digest, audit
 * trail and the Approve / Deny / Escalate actions (each needs a reason). Envelope files are imported by drag and
 * drop onto the queue or with the Import button; an invalid file lists every violation with its pointer.
 *
 * <p>One class because it is one screen's node tree: the queue and the selected envelope's detail react to each other on
 * one split pane, and all state is in the view model.
 */
public final class ComplianceView {

    private final ComplianceViewModel model;
    private final Supplier<Window> window;
    private final VBox detailBox = new VBox(12);

    public ComplianceView(ComplianceViewModel model, Supplier<Window> window) {
        this.model = model;
        this.window = window;
    }

    public Node build() {
        Label title = new Label("Compliance review");
        title.getStyleClass().add("screen-title");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setPrefSize(22, 22);
        loading.visibleProperty().bind(model.loadingProperty());
        HBox header = new HBox(12, title, loading);
        header.setAlignment(Pos.CENTER_LEFT);

        Label error = new Label();
        error.setId("compliance-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label message = new Label();
        message.setId("compliance-message");
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(model.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());

        SplitPane split = new SplitPane(queuePane(), detailPane());
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.6);
        VBox.setVgrow(split, Priority.ALWAYS);

        VBox root = new VBox(12, header, error, message, split);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        return root;
    }

    // ------------------------------------------------------------------ queue

    private Node queuePane() {
        ComboBox<String> disposition = new ComboBox<>();
        disposition.setId("filter-disposition");
        disposition.getItems().add(ComplianceViewModel.ALL);
        disposition.getItems().addAll(ComplianceViewModel.DISPOSITIONS);
        disposition.setConverter(LABELS);
        disposition.valueProperty().bindBidirectional(model.dispositionFilterProperty());
        disposition.setOnAction(e -> model.refresh());
        ComboBox<String> status = new ComboBox<>();
        status.setId("filter-status");
        status.getItems().add(ComplianceViewModel.ALL);
        status.getItems().addAll(ComplianceViewModel.STATUSES);
        status.setConverter(LABELS);
        status.valueProperty().bindBidirectional(model.statusFilterProperty());
        status.setOnAction(e -> model.refresh());
        TextField investor = new TextField();
        investor.setId("filter-investor");
        investor.setPromptText("Investor id");
        investor.setPrefColumnCount(10);
        investor.textProperty().bindBidirectional(model.investorFilterProperty());
        investor.setOnAction(e -> model.refresh());
        Button refresh = new Button("Refresh");
        refresh.setId("queue-refresh");
        refresh.setOnAction(e -> model.refresh());
        Button importButton = new Button("Import envelope…");
        importButton.setId("import-envelope");
        importButton.setOnAction(e -> chooseFile());
        FlowPane filters = new FlowPane(8, 8, new Label("Disposition"), disposition, new Label("Status"), status, investor,
                refresh, importButton);
        filters.setAlignment(Pos.CENTER_LEFT);

        FlowPane counts = new FlowPane(8, 8);
        for (String d : ComplianceViewModel.DISPOSITIONS) {
            Label chip = new Label();
            chip.setId("count-" + d);
            chip.getStyleClass().addAll("disposition-chip", "disposition-" + d.toLowerCase());
            chip.textProperty().bind(Bindings.concat(Labels.of(d), " ", model.count(d).asString()));
            counts.getChildren().add(chip);
        }
        Label total = new Label();
        total.setId("queue-total");
        total.getStyleClass().add("hint");
        total.textProperty().bind(Bindings.concat(model.totalProperty().asString(), " shown"));
        counts.getChildren().add(total);

        TableView<QueueRow> table = new TableView<>(model.rows());
        table.setId("queue-table");
        table.setPlaceholder(new Label("No envelopes. Import one (drag a .json file here) or evaluate one through the API."));
        // ids and enums in words, confidence as a percentage, the time in the user's format; text wraps instead of being
        // cut, and sorting uses the engine's values (issue 13). The queue fits its pane at 1280x820 without scrolling
        // sideways: the investor is the decision's second line and the time the proposer's, and the columns share the
        // width the pane has (the text columns take what the figures leave).
        TableColumn<QueueRow, QueueRow> decision = TextColumns.wrapping("Decision", r -> r, r -> r.decisionId() + "\n" + r.investorId(), 96);
        decision.setId("col-decision");
        decision.setMaxWidth(170); // ids: the proposer and the time take the rest of a wide window
        decision.setComparator(java.util.Comparator.comparing(QueueRow::decisionId));
        table.getColumns().add(decision);
        table.getColumns().add(fixed(TextColumns.wrapping("Disposition", QueueRow::disposition, Labels::of, 88)));
        table.getColumns().add(fixed(TextColumns.wrapping("Status", QueueRow::reviewStatus, Labels::of, 78)));
        table.getColumns().add(fixed(TextColumns.wrapping("Action", QueueRow::proposedActionType, Labels::of, 86)));
        table.getColumns().add(fixed(TextColumns.wrapping("Confidence", QueueRow::confidence, v -> Formats.app().percent(v, 0), 94)));
        TableColumn<QueueRow, QueueRow> proposed = TextColumns.wrapping("Proposed", r -> r,
                r -> proposer(r.proposer(), r.proposerName()) + "\n" + ComplianceViewModel.when(r.createdAt()), 104);
        proposed.setId("col-proposed");
        proposed.setComparator(java.util.Comparator.comparing(QueueRow::createdAt));
        table.getColumns().add(proposed);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && (old == null || !old.decisionId().equals(now.decisionId()))) {
                model.select(now.decisionId());
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);

        Label violationsTitle = new Label("Import violations");
        violationsTitle.getStyleClass().add("section-title");
        ListView<String> violations = new ListView<>(model.importViolations());
        violations.setId("import-violations");
        violations.setPrefHeight(120);
        VBox violationsBox = new VBox(4, violationsTitle, violations);
        violationsBox.visibleProperty().bind(Bindings.isNotEmpty(model.importViolations()));
        violationsBox.managedProperty().bind(violationsBox.visibleProperty());

        Label dropHint = new Label("Drop an envelope .json file here to import it.");
        dropHint.getStyleClass().add("hint");
        VBox pane = new VBox(8, filters, counts, table, violationsBox, dropHint);
        pane.setId("queue-pane");
        pane.getStyleClass().add("card");
        pane.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        pane.setOnDragDropped(e -> {
            List<File> files = e.getDragboard().hasFiles() ? e.getDragboard().getFiles() : List.of();
            files.forEach(f -> model.importFile(f.toPath()));
            e.setDropCompleted(!files.isEmpty());
            e.consume();
        });
        return pane;
    }

    private void chooseFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import decision envelope");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Envelope JSON", "*.json"));
        File f = chooser.showOpenDialog(window.get());
        if (f != null) {
            model.importFile(f.toPath());
        }
    }

    /** A column of short words or figures: it keeps its width and leaves the rest to the text columns. */
    private static <T> TableColumn<QueueRow, T> fixed(TableColumn<QueueRow, T> c) {
        c.setMaxWidth(c.getMinWidth());
        return c;
    }

    /** The engine's ids (dispositions, statuses) as words in the filters. */
    private static final javafx.util.StringConverter<String> LABELS = new javafx.util.StringConverter<>() {
        @Override
        public String toString(String id) {
            return id == null ? "" : Labels.of(id);
        }

        @Override
        public String fromString(String s) {
            return s;
        }
    };

    /**
     * Who proposed: an agent by its label ({@code ai_agent:synthesis_agent} → "AI agent: Committee synthesis"), a person
     * by the name the envelope records ("Bea Demo (demo advisor)"), by the id ({@code human_actor:adv-7} → "adv-7") only
     * when it records none.
     */
    static String proposer(String typeAndId, String name) {
        int colon = typeAndId.indexOf(':');
        String type = colon < 0 ? "" : typeAndId.substring(0, colon);
        String id = colon < 0 ? typeAndId : typeAndId.substring(colon + 1);
        return "ai_agent".equals(type) ? "AI agent: " + Labels.of(id) : name == null || name.isBlank() ? id : name;
    }

    // ------------------------------------------------------------------ detail

    private Node detailPane() {
        Label empty = new Label("Select an envelope in the queue.");
        empty.getStyleClass().add("empty-state");
        detailBox.getChildren().setAll(empty);
        detailBox.setId("envelope-detail");
        detailBox.setPadding(new Insets(4));
        model.detailProperty().addListener((obs, old, now) -> render(now));

        // The audit trail: who, when, what, the reason typed with the review, and the chain status. It keeps a
        // minimum height so it is always readable (it used to collapse to zero when an envelope was selected).
        ListView<AuditRow> trail = new ListView<>(model.auditTrail());
        trail.setId("audit-trail");
        // as tall as its entries (two lines each), from about two entries up to four: the envelope above keeps the rest
        trail.setMinHeight(120);
        trail.prefHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.max(120, Math.min(230, 14 + 54.0 * model.auditTrail().size())), model.auditTrail()));
        Label trailEmpty = new Label("Select an envelope to see who recorded, reviewed and why.");
        trailEmpty.setWrapText(true);
        trail.setPlaceholder(trailEmpty);
        trail.setCellFactory(list -> new ListCell<>() {
            private final Label head = new Label();
            private final Label reason = new Label();
            private final VBox box = new VBox(2, head, reason);

            {
                head.getStyleClass().add("trail-head");
                head.setStyle("-fx-font-weight: bold;");
                head.setWrapText(true);
                reason.setWrapText(true);
                box.maxWidthProperty().bind(list.widthProperty().subtract(32));
                head.maxWidthProperty().bind(box.maxWidthProperty());
                reason.maxWidthProperty().bind(box.maxWidthProperty());
            }

            @Override
            protected void updateItem(AuditRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    setText(null);
                    return;
                }
                head.setText(row.occurredAt() + "  ·  " + row.what());
                reason.setText(row.reason() == null || row.reason().isBlank()
                        ? "No reason needed: the proposal was recorded."
                        : "Reason: " + row.reason());
                setText(null);
                setGraphic(box);
            }
        });
        Label trailTitle = new Label("Audit trail");
        trailTitle.getStyleClass().add("section-title");
        trailTitle.setMinWidth(Region.USE_PREF_SIZE);
        Label chain = new Label();
        chain.setId("audit-chain-status");
        chain.setWrapText(true);
        chain.textProperty().bind(model.chainStatusProperty());
        chain.getStyleClass().add("hint");
        model.chainVerifiedProperty().addListener((obs, was, ok) -> {
            chain.getStyleClass().removeAll("hint", "error-text");
            chain.getStyleClass().add(ok ? "hint" : "error-text");
        });
        // short labels, so the title and both buttons fit the pane at 1280x820; the tooltip says what is exported
        Button csv = new Button("Export CSV…");
        csv.setTooltip(new javafx.scene.control.Tooltip("Export this envelope's history (every version and audit event) as CSV"));
        csv.setId("export-history-csv");
        csv.setOnAction(e -> export(false));
        Button pdf = new Button("Export PDF…");
        pdf.setTooltip(new javafx.scene.control.Tooltip("Export this envelope's history (every version and audit event) as PDF"));
        pdf.setId("export-history-pdf");
        pdf.setOnAction(e -> export(true));
        csv.disableProperty().bind(model.detailProperty().isNull());
        pdf.disableProperty().bind(model.detailProperty().isNull());
        HBox trailHead = new HBox(8, trailTitle, new Region(), csv, pdf);
        HBox.setHgrow(trailHead.getChildren().get(1), Priority.ALWAYS);
        trailHead.setAlignment(Pos.CENTER_LEFT);
        VBox trailPane = new VBox(6, trailHead, chain, trail);
        trailPane.setId("audit-trail-pane");
        trailPane.setMinHeight(Region.USE_PREF_SIZE);

        Label reviewer = new Label();
        reviewer.setId("review-identity");
        reviewer.setWrapText(true);
        reviewer.textProperty().bind(model.identityNoteProperty());
        TextArea reason = new TextArea();
        reason.setId("review-reason");
        reason.setPromptText("Reason for the decision (required; kept in the audit trail)");
        reason.setPrefRowCount(2);
        reason.setMinHeight(48);
        reason.setWrapText(true);
        reason.textProperty().bindBidirectional(model.reasonProperty());
        var cannotReview = Bindings.createBooleanBinding(() -> !model.reviewable()
                        || !ReviewPermission.allowed(model.detailProperty().get()) // the engine says why (ADR 0243)
                        || model.reasonProperty().get() == null || model.reasonProperty().get().isBlank()
                        || model.reviewerProperty().get() == null || model.reviewerProperty().get().isBlank(),
                model.detailProperty(), model.reasonProperty(), model.reviewerProperty());
        Button approve = reviewButton("review-approve", "Approve", "APPROVED", cannotReview);
        approve.setDefaultButton(false);
        Button deny = reviewButton("review-deny", "Deny", "DENIED", cannotReview);
        Button escalate = reviewButton("review-escalate", "Escalate", "ESCALATED", cannotReview);
        Label reviewTitle = new Label("Review");
        reviewTitle.getStyleClass().add("section-title");
        VBox review = new VBox(6, reviewTitle, reviewer, ReviewPermission.label(model.detailProperty()), reason,
                new HBox(8, approve, deny, escalate));
        review.getStyleClass().add("card");
        review.setMinHeight(Region.USE_PREF_SIZE);

        ScrollPane scroll = new ScrollPane(detailBox);
        scroll.setFitToWidth(true);
        scroll.setMinHeight(120);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        VBox pane = new VBox(8, scroll, trailPane, review);
        pane.getStyleClass().add("card");
        return pane;
    }

    private void export(boolean pdf) {
        JsonNode d = model.detailProperty().get();
        if (d == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the decision's history for an examiner");
        String id = d.path("decision_id").asText().replaceAll("[^A-Za-z0-9._-]", "_");
        chooser.setInitialFileName("decision-history-" + id + (pdf ? ".pdf" : ".csv"));
        chooser.getExtensionFilters().add(pdf ? new FileChooser.ExtensionFilter("PDF document", "*.pdf")
                : new FileChooser.ExtensionFilter("CSV spreadsheet", "*.csv"));
        File f = chooser.showSaveDialog(window.get());
        if (f != null) {
            model.exportHistory(f.toPath(), pdf); // the download and the write run off the FX thread
        }
    }

    private Button reviewButton(String id, String text, String decision, javafx.beans.binding.BooleanBinding disabled) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(disabled);
        b.setOnAction(e -> model.review(decision));
        return b;
    }

    private void render(JsonNode json) {
        if (json == null) {
            Label empty = new Label("Select an envelope in the queue.");
            empty.getStyleClass().add("empty-state");
            detailBox.getChildren().setAll(empty);
            return;
        }
        EnvelopeRecord record = EnvelopeRecord.from(json);
        EnvelopeRecord.Envelope e = record.envelope() == null ? EnvelopeRecord.Envelope.NONE : record.envelope();
        List<Node> nodes = new ArrayList<>();
        Label id = new Label(text(record.decisionId()));
        id.setId("detail-decision-id");
        id.getStyleClass().add("section-title");
        Label disposition = new Label(Labels.of(e.disposition()));
        disposition.setId("detail-disposition");
        disposition.getStyleClass().addAll("disposition-chip", "disposition-" + text(e.disposition()).toLowerCase(Locale.ROOT));
        Label status = new Label(Labels.of(record.reviewStatus()));
        status.setId("detail-status");
        status.getStyleClass().add("status-chip");
        HBox head = new HBox(10, id, disposition, status);
        head.setAlignment(Pos.CENTER_LEFT);
        nodes.add(head);

        boolean valid = record.validation() != null && Boolean.TRUE.equals(record.validation().valid());
        Label validation = new Label(valid ? "Valid against envelope schema 1.0.0"
                : "INVALID against envelope schema 1.0.0: " + (record.validation() == null ? "not checked"
                : EngineClient.JSON.valueToTree(record.validation().violations())));
        validation.setId("detail-validation");
        validation.getStyleClass().add(valid ? "hint" : "error-text");
        validation.setWrapText(true);
        boolean verified = Boolean.TRUE.equals(record.digestVerified());
        Label digest = new Label("SHA-256 (RFC 8785): " + text(record.digest())
                + (verified ? "  ✓ matches the audit chain" : "  ✗ DOES NOT match the audit chain"));
        digest.setId("detail-digest");
        digest.getStyleClass().add(verified ? "hint" : "error-text");
        digest.setWrapText(true);
        nodes.add(validation);
        nodes.add(digest);
        nodes.add(new Label("Version " + (record.version() == null ? 0 : record.version()) + " of "
                + (record.versions() == null ? 0 : record.versions().size())));

        nodes.add(section("Decision", rows("trace_id", e.traceId(), "organization_id", e.organizationId(), "investor_id", e.investorId(),
                "actor_id", e.actorId(), "agent_id", e.agentId(), "created_at", e.createdAt() == null ? null : ComplianceViewModel.when(e.createdAt()))));
        EnvelopeRecord.Actor actor = e.actorOrAgent() == null ? new EnvelopeRecord.Actor(null, null, null) : e.actorOrAgent();
        nodes.add(section("Proposed by", List.of(Map.entry("Type", "ai_agent".equals(actor.type()) ? "AI agent" : "Human actor"),
                Map.entry("Id", "ai_agent".equals(actor.type()) ? Labels.of(actor.id()) : text(actor.id())), Map.entry("Name", actor.name() == null ? "—" : actor.name()))));
        EnvelopeRecord.ProposedAction action = e.proposedAction();
        nodes.add(section("Proposed action", action == null ? List.of() : concat(rows("type", action.type() == null ? null : Labels.of(action.type()), "description", action.description()),
                flatten(action.parameters(), ""))));
        EnvelopeRecord.Mandate mandate = e.mandate();
        nodes.add(section("Mandate", mandate == null ? List.of() : concat(rows("scope", mandate.scope()), List.of(
                Map.entry("Authorized actions", list(mandate.authorizedActions())),
                Map.entry("Constraints", list(mandate.constraints()))))));
        EnvelopeRecord.InvestorContext ic = e.investorContext();
        nodes.add(section("Investor context", ic == null ? List.of() : rows("risk_tolerance", ic.riskTolerance() == null ? null : Labels.of(ic.riskTolerance()), "time_horizon",
                ic.timeHorizon(), "investment_policy_summary", ic.investmentPolicySummary(), "behavioral_history_summary",
                ic.behavioralHistorySummary())));
        EnvelopeRecord.PortfolioContext pc = e.portfolioContext();
        nodes.add(section("Portfolio context", pc == null ? List.of() : rows("as_of", pc.asOf() == null ? null : Formats.app().date(pc.asOf()), "concentration_summary",
                pc.concentrationSummary(), "exposure_summary", pc.exposureSummary(), "recent_activity_summary", pc.recentActivitySummary())));
        nodes.add(section("Suitability", assessment(e.suitability())));
        nodes.add(section("Policy", e.policy() != null ? assessment(e.policy()) : List.of(Map.entry("Match", "not assessed"))));
        EnvelopeRecord.Evidence ev = e.evidence();
        nodes.add(section("Evidence", List.of(Map.entry("Sources", list(ev == null ? null : ev.sources())),
                Map.entry("Reasoning", ev == null || ev.reasoningSummary() == null ? "—" : ev.reasoningSummary()))));
        nodes.add(section("Confidence", List.of(Map.entry("Score", e.confidence() != null
                ? Formats.app().percent(e.confidence(), 0) : "not given"))));
        if (e.humanApproval() != null) {
            EnvelopeRecord.HumanApproval h = e.humanApproval();
            nodes.add(section("Human approval", rows("reviewed_by", h.reviewedBy(), "reviewed_at", h.reviewedAt() == null ? null : ComplianceViewModel.when(h.reviewedAt()),
                    "decision", h.decision() == null ? null : Labels.of(h.decision()))));
        }
        detailBox.getChildren().setAll(nodes);
    }

    private static List<Map.Entry<String, String>> assessment(EnvelopeRecord.Assessment a) {
        if (a == null) {
            return List.of(Map.entry("Match", "Not determined"), Map.entry("Notes", "—"));
        }
        String match = a.match() != null ? (a.match() ? "Yes" : "No") : "Not determined";
        return List.of(Map.entry("Match", match), Map.entry("Notes", a.notes() == null ? "—" : a.notes()));
    }

    /** Label/value rows for the named fields that are present (field name, value, field name, value, ...). */
    private static List<Map.Entry<String, String>> rows(String... nameValues) {
        List<Map.Entry<String, String>> out = new ArrayList<>();
        for (int i = 0; i + 1 < nameValues.length; i += 2) {
            if (nameValues[i + 1] != null) {
                out.add(Map.entry(label(nameValues[i]), nameValues[i + 1]));
            }
        }
        return out;
    }

    private static List<Map.Entry<String, String>> flatten(Map<String, Object> node, String prefix) {
        List<Map.Entry<String, String>> out = new ArrayList<>();
        if (node != null) {
            for (Map.Entry<String, Object> f : node.entrySet()) {
                if (f.getValue() instanceof Map<?, ?> m && !m.isEmpty()) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> inner = (Map<String, Object>) m;
                    out.addAll(flatten(inner, prefix.isEmpty() ? label(f.getKey()) : prefix + " · " + label(f.getKey()).toLowerCase(Locale.ROOT)));
                } else {
                    String name = prefix.isEmpty() ? label(f.getKey()) : prefix + " · " + label(f.getKey()).toLowerCase(Locale.ROOT);
                    out.add(Map.entry(name, parameter(f.getKey(), f.getValue())));
                }
            }
        }
        return out;
    }

    /**
     * A parameter of the proposed action as a person reads it: a weight as a percentage, other numbers with thousands
     * separators, an id as words, anything else as the engine wrote it ({@code target_weight: 0.07} → "7.0%").
     */
    static String parameter(String key, Object value) {
        Formats f = Formats.app();
        if (value instanceof Number n) {
            double v = n.doubleValue();
            if (key.endsWith("weight")) {
                return f.percent(v);
            }
            return f.number(v, v == Math.rint(v) ? 0 : 2);
        }
        if (value instanceof String str) {
            return str.matches("[a-z]+(_[a-z]+)+") ? Labels.of(str) : str;
        }
        return value instanceof List<?> l ? String.join(", ", l.stream().map(String::valueOf).toList())
                : EngineClient.JSON.valueToTree(value).toString();
    }

    private static List<Map.Entry<String, String>> concat(List<Map.Entry<String, String>> a, List<Map.Entry<String, String>> b) {
        List<Map.Entry<String, String>> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static String list(List<String> items) {
        if (items == null || items.isEmpty()) {
            return "—";
        }
        return String.join("\n", items.stream().map(x -> "• " + x).toList());
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** {@code risk_tolerance -> Risk tolerance}. */
    static String label(String field) {
        String s = field.replace('_', ' ');
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static Node section(String title, List<Map.Entry<String, String>> rows) {
        Label t = new Label(title);
        t.getStyleClass().add("section-title");
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(4);
        int r = 0;
        for (var row : rows) {
            Label k = new Label(row.getKey());
            k.getStyleClass().add("hint");
            k.setMinWidth(140);
            Label v = new Label(row.getValue() == null || row.getValue().isBlank() ? "—" : row.getValue());
            v.setWrapText(true);
            grid.addRow(r++, k, v);
        }
        if (rows.isEmpty()) {
            grid.addRow(0, new Label("—"));
        }
        return new VBox(4, t, grid);
    }
}
