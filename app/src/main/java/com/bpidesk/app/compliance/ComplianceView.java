package com.bpidesk.app.compliance;

import com.bpidesk.app.client.assurance.EnvelopeRecord;
import com.bpidesk.app.compliance.ComplianceViewModel.AuditRow;
import com.bpidesk.app.compliance.ComplianceViewModel.QueueRow;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.TextColumns;
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
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
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
    private final VBox detailBox = new VBox(14);
    private final ScrollPane scroll = new ScrollPane();
    private VBox trailPane;
    /** The decision the detail shows, so a new selection opens at its top and a reload keeps the place. */
    private String shownId = "";

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
        split.setDividerPositions(0.52);
        VBox.setVgrow(split, Priority.ALWAYS);

        VBox root = new VBox(12, header, error, message, split);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        return root;
    }

    // ------------------------------------------------------------------ queue

    /** A date filter of the queue: a pick reloads it; typed dates are read when the field loses focus. */
    private DatePicker datePicker(String id, String prompt, javafx.beans.property.ObjectProperty<java.time.LocalDate> value) {
        DatePicker p = new DatePicker();
        p.setId(id);
        p.setPromptText(prompt);
        p.setPrefWidth(130);
        p.valueProperty().bindBidirectional(value);
        p.setOnAction(e -> model.refresh());
        return p;
    }

    /** Controls that wrap together in the filters' flow (a label with its fields). */
    private static HBox group(Node... nodes) {
        HBox box = new HBox(6, nodes);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** Scrolls the queue to a selected row that is out of view (a selection made elsewhere than by a click on the row). */
    private static void reveal(TableView<?> table, int index) {
        if (index < 0) {
            return;
        }
        if (table.lookup(".virtual-flow") instanceof javafx.scene.control.skin.VirtualFlow<?> flow && flow.getFirstVisibleCell() != null
                && flow.getLastVisibleCell() != null && index > flow.getFirstVisibleCell().getIndex()
                && index < flow.getLastVisibleCell().getIndex()) {
            return; // fully in view: a click on it must not move the list
        }
        table.scrollTo(index);
    }

    /** "Assign to..." lists the organization's reviewers by name (ADR 0258), loaded each time it opens. */
    private MenuButton assignToMenu() {
        MenuButton menu = new MenuButton("Assign to…");
        menu.setId("assign-to");
        menu.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.reviewable(), model.detailProperty()));
        menu.setOnShowing(e -> model.loadReviewers());
        model.reviewers().addListener((javafx.collections.ListChangeListener<String>) c -> {
            menu.getItems().clear();
            for (String name : model.reviewers()) {
                MenuItem item = new MenuItem(name);
                item.setOnAction(e -> model.assignTo(name));
                menu.getItems().add(item);
            }
            if (menu.getItems().isEmpty()) {
                MenuItem none = new MenuItem("No reviewer is recorded in your organization yet");
                none.setDisable(true);
                menu.getItems().add(none);
            }
        });
        return menu;
    }

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
        TextField search = new TextField();
        search.setId("filter-search");
        search.setPromptText("Client, advisor or text");
        search.setPrefColumnCount(13);
        search.textProperty().bindBidirectional(model.searchProperty());
        search.setOnAction(e -> model.refresh());
        // separate advisor and date-range fields (ADR 0258; the queue's advisor, from and to)
        TextField advisor = new TextField();
        advisor.setId("filter-advisor");
        advisor.setPromptText("Advisor");
        advisor.setPrefColumnCount(9);
        advisor.textProperty().bindBidirectional(model.advisorFilterProperty());
        advisor.setOnAction(e -> model.refresh());
        DatePicker from = datePicker("filter-from", "From", model.fromFilterProperty());
        DatePicker to = datePicker("filter-to", "To", model.toFilterProperty());
        Button refresh = new Button("Refresh");
        refresh.setId("queue-refresh");
        refresh.setOnAction(e -> model.refresh());
        Button importButton = new Button("Import envelope…");
        importButton.setId("import-envelope");
        importButton.setOnAction(e -> chooseFile());
        Button csv = new Button("CSV…");
        csv.setId("export-queue-csv");
        csv.setTooltip(new javafx.scene.control.Tooltip("Export the filtered queue as a spreadsheet (CSV)"));
        csv.setOnAction(e -> exportQueue(false));
        Button pdf = new Button("PDF…");
        pdf.setId("export-queue-pdf");
        pdf.setTooltip(new javafx.scene.control.Tooltip("Export the filtered queue as a PDF"));
        pdf.setOnAction(e -> exportQueue(true));
        FlowPane filters = new FlowPane(8, 8, new Label("Disposition"), disposition, new Label("Status"), status, search,
                advisor, group(new Label("Recorded"), from, new Label("to"), to), refresh, importButton,
                group(new Label("Export"), csv, pdf));
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
        // names and words (issue 26): the client with the advisor on the second line, the action in words, the status with
        // who reviews it, the due date with "Overdue" or the age; never an id. Sorting uses the engine's values.
        TableColumn<QueueRow, QueueRow> client = TextColumns.wrapping("Client", r -> r,
                r -> r.client() + (r.advisorName().isBlank() ? "" : "\n" + r.advisorName()), 84);
        client.setId("col-client");
        client.setComparator(java.util.Comparator.comparing(QueueRow::client));
        table.getColumns().add(client);
        TableColumn<QueueRow, QueueRow> action = TextColumns.wrapping("Action", r -> r, QueueRow::actionText, 96);
        action.setId("col-action");
        action.setComparator(java.util.Comparator.comparing(QueueRow::actionText));
        table.getColumns().add(action);
        // "Disposition" with its sort arrow needs 104 px (it was cut to "Disposi..." at 88, issue 27); the client and due
        // columns, whose text wraps, gave up the 16 px
        table.getColumns().add(fixed(TextColumns.wrapping("Disposition", QueueRow::disposition, Labels::of, 104)));
        TableColumn<QueueRow, QueueRow> status2 = TextColumns.wrapping("Status", r -> r, r -> Labels.of(r.reviewStatus()) + "\n"
                + (r.assignee().isBlank() ? "Unassigned" : r.assignee()), 86);
        status2.setId("col-status");
        status2.setComparator(java.util.Comparator.comparing(QueueRow::reviewStatus));
        table.getColumns().add(status2);
        TableColumn<QueueRow, QueueRow> due = TextColumns.wrapping("Due", r -> r, ComplianceView::due, 84);
        due.setId("col-due");
        due.setComparator(java.util.Comparator.comparing(QueueRow::dueOn));
        table.getColumns().add(due);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && (old == null || !old.decisionId().equals(now.decisionId()))) {
                model.select(now.decisionId());
                reveal(table, table.getSelectionModel().getSelectedIndex());
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

    /** "28 Nov 2026" and "Overdue" or how old it is. */
    static String due(QueueRow r) {
        String date = r.dueOn().isBlank() ? "—" : Formats.app().date(r.dueOn());
        return date + "\n" + (r.overdue() ? "Overdue" : r.ageDays() == 0 ? "New today" : r.ageDays() + (r.ageDays() == 1 ? " day old" : " days old"));
    }

    private void exportQueue(boolean pdf) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the review queue");
        chooser.setInitialFileName("review-queue" + (pdf ? ".pdf" : ".csv"));
        chooser.getExtensionFilters().add(pdf ? new FileChooser.ExtensionFilter("PDF document", "*.pdf")
                : new FileChooser.ExtensionFilter("CSV spreadsheet", "*.csv"));
        File f = chooser.showSaveDialog(window.get());
        if (f != null) {
            model.exportQueue(f.toPath(), pdf);
        }
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
        Label empty = new Label("Select a decision in the queue.");
        empty.getStyleClass().add("empty-state");
        detailBox.getChildren().setAll(empty);
        detailBox.setId("envelope-detail");
        detailBox.setPadding(new Insets(4));

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

        trailPane = trailPane();
        trailPane.getChildren().setAll(trailHead, chain, trail);
        model.detailProperty().addListener((obs, old, now) -> render(now));

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
        Button approve = reviewButton("review-approve", "Approve…", "APPROVED", cannotReview);
        Button deny = reviewButton("review-deny", "Deny…", "DENIED", cannotReview);
        Button escalate = reviewButton("review-escalate", "Escalate…", "ESCALATED", cannotReview);
        Button assign = new Button("Assign to me");
        assign.setId("assign-to-me");
        assign.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.reviewable()
                || model.reviewerProperty().get() == null || model.reviewerProperty().get().isBlank(), model.detailProperty(),
                model.reviewerProperty()));
        assign.setOnAction(e -> model.assignToMe());
        MenuButton assignTo = assignToMenu();
        Label reviewTitle = new Label("Your review");
        reviewTitle.getStyleClass().add("section-title");
        HBox buttons = new HBox(8, approve, deny, escalate);
        // assignment on its own row: the decision buttons keep their words at 1280x820 (ADR 0258)
        HBox assignment = new HBox(8, new Label("Reviewer"), assign, assignTo);
        assignment.setAlignment(Pos.CENTER_LEFT);
        VBox review = new VBox(6, reviewTitle, reviewer, ReviewPermission.label(model.detailProperty()), reason, buttons, assignment);
        review.getStyleClass().add("card");
        review.setMinHeight(Region.USE_PREF_SIZE);

        // the decision reads top-down in one tall scroll pane (header, proposal, checks, mandate, sources, trail, technical
        // details); the review form stays below it. Each newly selected decision opens at its top.
        scroll.setContent(detailBox);
        scroll.setFitToWidth(true);
        scroll.setId("detail-scroll");
        scroll.setMinHeight(160);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        VBox pane = new VBox(8, scroll, review);
        pane.getStyleClass().add("card");
        return pane;
    }

    private VBox trailPane() {
        VBox p = new VBox(6);
        p.setId("audit-trail-pane");
        p.setMinHeight(Region.USE_PREF_SIZE);
        return p;
    }

    private void export(boolean pdf) {
        EnvelopeRecord d = model.detailProperty().get();
        if (d == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the decision's history for an examiner");
        String id = DetailSections.text(d.decisionId()).replaceAll("[^A-Za-z0-9._-]", "_");
        chooser.setInitialFileName("decision-history-" + id + (pdf ? ".pdf" : ".csv"));
        chooser.getExtensionFilters().add(pdf ? new FileChooser.ExtensionFilter("PDF document", "*.pdf")
                : new FileChooser.ExtensionFilter("CSV spreadsheet", "*.csv"));
        File f = chooser.showSaveDialog(window.get());
        if (f != null) {
            model.exportHistory(f.toPath(), pdf); // the download and the write run off the FX thread
        }
    }

    /**
     * A review button: it asks for confirmation in a dialog that repeats the decision, the action, the client and the
     * reason (Enter confirms, Escape cancels); only a confirmed decision is recorded.
     */
    private Button reviewButton(String id, String text, String decision, javafx.beans.binding.BooleanBinding disabled) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(disabled);
        b.setOnAction(e -> {
            EnvelopeRecord.Overview o = model.detailProperty().get() == null ? EnvelopeRecord.Overview.NONE
                    : model.detailProperty().get().overview();
            if (ReviewConfirmation.confirm(window.get(), decision, ComplianceViewModel.or(o.action(), "this decision"),
                    ComplianceViewModel.or(o.clientName(), "a client not in the client book"), model.reasonProperty().get())) {
                model.review(decision);
            }
        });
        return b;
    }

    private void render(EnvelopeRecord record) {
        if (record == null) {
            Label empty = new Label("Select a decision in the queue.");
            empty.getStyleClass().add("empty-state");
            detailBox.getChildren().setAll(empty);
            return;
        }
        EnvelopeRecord.Envelope e = record.envelope() == null ? EnvelopeRecord.Envelope.NONE : record.envelope();
        List<Node> nodes = new ArrayList<>();
        nodes.add(DetailSections.header(record, e));
        nodes.add(DetailSections.proposal(record, e));
        nodes.add(DetailSections.checks(record, e));
        nodes.add(DetailSections.mandate(e));
        nodes.add(DetailSections.sources(e));
        if (e.humanApproval() != null && e.humanApproval().decision() != null) {
            EnvelopeRecord.HumanApproval h = e.humanApproval();
            nodes.add(DetailSections.section("Decision recorded", List.of(Map.entry("Decision", Labels.of(h.decision())),
                    Map.entry("By", DetailSections.text(h.reviewedBy())),
                    Map.entry("On", h.reviewedAt() == null ? "—" : ComplianceViewModel.when(h.reviewedAt())))));
        }
        nodes.add(trailPane);
        nodes.add(DetailSections.technical(record, e));
        detailBox.getChildren().setAll(nodes);
        // a newly selected decision opens at its top (it used to keep the previous one's scroll position)
        String id = DetailSections.text(record.decisionId());
        if (!id.equals(shownId)) {
            shownId = id;
            scroll.setVvalue(0);
            javafx.application.Platform.runLater(() -> scroll.setVvalue(0));
        }
    }

    /** "Trim QQQ to 10%": the mandate's "max_single_position_weight: 0.10" written for people (kept for tests). */
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
                : EnvelopeRecord.json(value);
    }

    /** {@code risk_tolerance -> Risk tolerance}. */
    static String label(String field) {
        String s = field.replace('_', ' ');
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
