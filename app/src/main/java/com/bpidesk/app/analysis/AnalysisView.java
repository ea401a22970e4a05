package com.bpidesk.app.analysis;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.AnalysisHistory;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.TextColumns;
import java.io.File;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Portfolio analysis view: positions editor (sample, CSV file chosen or dropped, typed rows), the job-progress
 * panel (overall bar and one row per agent, cancel), and the briefing rendered per agent.
 */
public final class AnalysisView {

    private final AnalysisViewModel model;
    private final AppContext ctx;

    public AnalysisView(AnalysisViewModel model, AppContext ctx) {
        this.model = model;
        this.ctx = ctx;
    }

    public Node build() {
        Label title = new Label("Portfolio analysis");
        title.getStyleClass().add("screen-title");

        ComboBox<String> samples = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(AnalysisViewModel.SAMPLES));
        samples.setId("analysis-sample");
        samples.setPromptText("Load a sample…");
        samples.setOnAction(e -> {
            if (samples.getValue() != null) {
                model.loadSample(samples.getValue());
            }
        });
        Button open = new Button("Open CSV…");
        open.setId("analysis-open-csv");
        open.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Portfolio CSV (symbol,shares,cost_basis)");
            fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
            File f = fc.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.loadCsv(f.toPath());
            }
        });
        Button add = new Button("Add row");
        add.setId("analysis-add-row");
        add.setOnAction(e -> model.addRow());
        Button analyze = new Button("Analyze");
        analyze.setId("analysis-submit");
        analyze.getStyleClass().add("accent");
        analyze.disableProperty().bind(model.runningProperty().or(Bindings.isEmpty(model.positions())));
        analyze.setOnAction(e -> model.submit());
        Button cancel = new Button("Cancel job");
        cancel.setId("analysis-cancel");
        cancel.disableProperty().bind(model.runningProperty().not());
        cancel.setOnAction(e -> model.cancel());
        // Base currency of every amount in the briefing; blank = the firm default (Settings).
        ComboBox<String> base = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(
                "", "USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK"));
        base.setId("analysis-base-currency");
        base.setPromptText("Currency: firm default");
        base.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String c) {
                return c == null || c.isEmpty() ? "Currency: firm default" : "Currency: " + c;
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        base.valueProperty().addListener((o, a, b) -> model.baseCurrencyProperty().set(b == null ? "" : b));
        HBox toolbar = new HBox(8, samples, open, add, base, analyze, cancel);
        toolbar.setAlignment(Pos.CENTER_LEFT);

        TableView<AnalysisViewModel.PositionRow> table = new TableView<>(model.positions());
        table.setId("analysis-positions");
        table.setEditable(true);
        table.setPrefHeight(220);
        table.setPlaceholder(new Label("Load a sample, open or drop a CSV file (symbol,shares,cost_basis), or add rows."));
        table.getColumns().add(editable("Symbol", r -> r.symbolProperty()));
        table.getColumns().add(editable("Shares", r -> r.sharesProperty()));
        table.getColumns().add(editable("Cost basis (per share)", r -> r.costBasisProperty()));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        table.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (ok) {
                model.loadCsv(e.getDragboard().getFiles().get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });

        ProgressBar bar = new ProgressBar();
        bar.setId("analysis-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(model.progressProperty());
        Label status = new Label();
        status.setId("analysis-job-status");
        status.textProperty().bind(Bindings.createStringBinding(() -> model.jobStatusProperty().get().isEmpty() ? "No job yet"
                : "Job " + Labels.of(model.jobStatusProperty().get()).toLowerCase(java.util.Locale.ROOT) + " · "
                        + Formats.app().percent(model.progressProperty().get(), 0),
                model.jobStatusProperty(), model.progressProperty()));
        TableView<AnalysisViewModel.AgentRow> agents = new TableView<>(model.agents());
        agents.setId("analysis-agents");
        agents.setPrefHeight(230);
        agents.setPlaceholder(new Label("The seven agents appear here when a job runs."));
        agents.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        agents.getColumns().add(TextColumns.wrapping("Agent", r -> Labels.of(r.agent()), 170));
        agents.getColumns().add(TextColumns.wrapping("State", r -> Labels.of(r.status()), 100));
        agents.getColumns().add(TextColumns.wrapping("Summary", AnalysisViewModel.AgentRow::summary, 300));
        VBox progressPanel = new VBox(6, sectionTitle("Job progress"), status, bar, agents);
        progressPanel.getStyleClass().add("card");
        progressPanel.setId("analysis-progress-panel");

        Label message = new Label();
        message.setId("analysis-message");
        message.textProperty().bind(model.messageProperty());
        Label error = new Label();
        error.setId("analysis-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        Button report = new Button("Generate PDF report");
        report.setId("analysis-generate-report");
        report.setOnAction(e -> model.requestReport());
        report.visibleProperty().bind(model.resultProperty().isNotNull());
        report.managedProperty().bind(report.visibleProperty());

        VBox briefing = new VBox(12);
        briefing.setId("analysis-briefing");
        model.resultProperty().addListener((obs, old, now) -> briefing.getChildren().setAll(
                now == null ? java.util.List.of() : BriefingRenderer.render(now)));

        VBox root = new VBox(12, title, toolbar, table, message, error, historyCard(), progressPanel, report, briefing);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        ScrollPane scroll = new ScrollPane(root);
        scroll.setFitToWidth(true);
        scroll.setId("screen-analysis-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        return scroll;
    }

    /**
     * The past analyses kept by the engine (they survive restarts): date, positions, total value with currency and
     * status; "Open briefing" (or a double-click) reopens one.
     */
    private Node historyCard() {
        TableView<AnalysisHistory.Entry> history = new TableView<>(model.history());
        history.setId("analysis-history");
        history.setPrefHeight(170);
        history.setPlaceholder(new Label("No past analyses yet: the analyses you run are listed here, also after a restart."));
        history.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        history.getColumns().add(TextColumns.wrapping("Submitted", AnalysisHistory.Entry::submittedText, 190));
        history.getColumns().add(TextColumns.wrapping("Positions", AnalysisHistory.Entry::positionsText, 110));
        history.getColumns().add(TextColumns.wrapping("Total value", AnalysisHistory.Entry::valueText, 170));
        history.getColumns().add(TextColumns.wrapping("Status", AnalysisHistory.Entry::statusText, 110));
        history.getColumns().add(TextColumns.wrapping("Posture", r -> r.posture() == null ? "" : Labels.of(r.posture()), 200));
        Button open = new Button("Open briefing");
        open.setId("analysis-history-open");
        open.disableProperty().bind(history.getSelectionModel().selectedItemProperty().isNull().or(model.runningProperty()));
        open.setOnAction(e -> model.open(history.getSelectionModel().getSelectedItem()));
        history.setRowFactory(tv -> {
            javafx.scene.control.TableRow<AnalysisHistory.Entry> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty() && !model.runningProperty().get()) {
                    model.open(row.getItem());
                }
            });
            return row;
        });
        Button refresh = new Button("Refresh");
        refresh.setId("analysis-history-refresh");
        refresh.setOnAction(e -> model.loadHistory());
        Label problem = new Label();
        problem.setId("analysis-history-error");
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        problem.textProperty().bind(model.historyErrorProperty());
        problem.visibleProperty().bind(model.historyErrorProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        HBox actions = new HBox(8, open, refresh);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox card = new VBox(6, sectionTitle("Past analyses"), history, actions, problem);
        card.getStyleClass().add("card");
        card.setId("analysis-history-panel");
        return card;
    }

    private static Label sectionTitle(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static TableColumn<AnalysisViewModel.PositionRow, String> editable(String name,
            java.util.function.Function<AnalysisViewModel.PositionRow, javafx.beans.property.StringProperty> prop) {
        TableColumn<AnalysisViewModel.PositionRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(cd -> prop.apply(cd.getValue()));
        c.setCellFactory(col -> new PositionCell<>());
        c.setOnEditCommit(e -> prop.apply(e.getRowValue()).set(e.getNewValue()));
        return c;
    }

    private static <T> TableColumn<T, String> column(String name, java.util.function.Function<T, String> value, double width) {
        TableColumn<T, String> c = new TableColumn<>(name);
        c.setCellValueFactory(cd -> new ReadOnlyStringWrapper(value.apply(cd.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
