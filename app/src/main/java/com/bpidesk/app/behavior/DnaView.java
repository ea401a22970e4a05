package com.bpidesk.app.behavior;

import com.bpidesk.app.AppContext;
import eu.hansolo.tilesfx.Tile;
import eu.hansolo.tilesfx.TileBuilder;
import java.io.File;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.FileChooser;

/**
 * Behavioral DNA: drop or choose a portfolio CSV (or a shipped sample), watch progress, then the scores as bars with a
 * TilesFX gauge for the overall score, and each bias's explanation, definition, source and evidence.
 */
public final class DnaView {

    private final DnaViewModel model;
    private final AppContext ctx;
    private final DnaHistory history;

    public DnaView(DnaViewModel model, AppContext ctx, DnaHistory history) {
        this.model = model;
        this.ctx = ctx;
        this.history = history;
    }

    public Node build() {
        Label title = new Label("Behavioral DNA");
        title.getStyleClass().add("screen-title");
        Label hint = new Label("Score a client's transaction history or holdings (a broker's CSV or Excel export) for disposition effect, overtrading, recency, "
                + "home bias, concentration, lottery preference and more. Decision support for the advisor only.");
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);

        Button choose = new Button("Choose file…");
        choose.setId("dna-choose");
        choose.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setTitle("Transaction history or holdings");
            fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Broker exports (CSV, Excel)", "*.csv", "*.txt", "*.tsv",
                    "*.xlsx"), new FileChooser.ExtensionFilter("All files", "*.*"));
            File f = fc.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.analyze(f.toPath());
            }
        });
        Button sampleTx = new Button("Sample transactions");
        sampleTx.setId("dna-sample-transactions");
        sampleTx.setOnAction(e -> model.analyzeSample("sample-transactions.csv"));
        Button sampleHold = new Button("Sample holdings");
        sampleHold.setId("dna-sample-holdings");
        sampleHold.setOnAction(e -> model.analyzeSample("sample-holdings.csv"));
        Label drop = new Label("…or drop a CSV or Excel file here");
        drop.getStyleClass().add("hint");
        HBox actions = new HBox(10, choose, sampleTx, sampleHold, drop);
        actions.setAlignment(Pos.CENTER_LEFT);

        ProgressBar bar = new ProgressBar();
        bar.setId("dna-progress");
        bar.setPrefWidth(260);
        bar.progressProperty().bind(model.progressProperty());
        bar.visibleProperty().bind(model.busyProperty());
        Label progressText = new Label();
        progressText.textProperty().bind(model.progressMessageProperty());
        progressText.visibleProperty().bind(model.busyProperty());
        Label file = new Label();
        file.setId("dna-file");
        file.textProperty().bind(model.fileNameProperty());
        HBox status = new HBox(10, file, bar, progressText);
        status.setAlignment(Pos.CENTER_LEFT);

        Label error = new Label();
        error.setId("dna-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        Tile overall = TileBuilder.create().skinType(Tile.SkinType.GAUGE).prefSize(200, 200).title("Overall behavioral score")
                .unit("/100").minValue(0).maxValue(100).decimals(0).text("weighted mean of the available biases")
                .thresholdVisible(false).animated(false).backgroundColor(Color.web("#0f1b2d")).barColor(Color.web("#f59e0b")).build();
        overall.setId("dna-overall-tile");
        // no overall score (too few biases scored) is said in words, never drawn as a score of 0
        // (a new file clears the score first: the gauge keeps its last value until the new one arrives instead of
        // jumping to 0, which it used to keep showing for the second file)
        java.util.function.Consumer<Double> showOverall = v -> {
            if (v != null) {
                overall.setValue(v);
            }
            overall.setValueVisible(v != null);
            overall.setUnit(v == null ? "" : "/100"); // alone, the unit read as a score of 100
            overall.setText(v == null ? "not scored: not enough data (see below)" : "weighted mean of the biases with enough data");
        };
        model.overallProperty().addListener((o, a, v) -> showOverall.accept(v));
        showOverall.accept(model.overallProperty().get());

        // horizontal bars: the bias names stay readable at any width (vertical bars rotate them and squeeze the plot)
        NumberAxis x = new NumberAxis(0, 100, 20);
        x.setLabel("score (0 = no sign, 100 = strong)");
        CategoryAxis y = new CategoryAxis();
        BarChart<Number, String> chart = new BarChart<>(x, y);
        chart.setId("dna-chart");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setPrefHeight(240);
        chart.setMinHeight(200);
        chart.setCategoryGap(3);
        XYChart.Series<Number, String> series = new XYChart.Series<>();
        chart.getData().add(series);
        Runnable bars = () -> {
            series.getData().clear();
            for (DnaViewModel.ScoreRow r : model.scores()) {
                if (r.score() != null) {
                    series.getData().add(new XYChart.Data<>(r.score(), r.name()));
                }
            }
        };
        model.scores().addListener((ListChangeListener<DnaViewModel.ScoreRow>) c -> bars.run());
        bars.run(); // a view built after a report (returning to the screen) shows it too
        HBox.setHgrow(chart, Priority.ALWAYS);
        HBox top = new HBox(16, overall, chart);

        Label summary = new Label();
        summary.setId("dna-summary");
        summary.textProperty().bind(model.summaryProperty());
        Label provenance = new Label();
        provenance.setId("dna-provenance");
        provenance.getStyleClass().add("hint");
        provenance.textProperty().bind(model.provenanceProperty());
        Label marks = new Label();
        marks.setId("dna-marks");
        marks.getStyleClass().add("hint");
        marks.setWrapText(true);
        marks.textProperty().bind(model.marksProperty());
        Label currency = new Label();
        currency.setId("dna-currency");
        currency.getStyleClass().add("hint");
        currency.setWrapText(true);
        currency.textProperty().bind(model.currencyProperty());
        for (Label l : new Label[] {provenance, marks, currency}) {
            l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        // one line each: side by side, the first was cut to "..." at 1280x820
        VBox sources = new VBox(4, provenance, marks, currency);
        // how the overall score is combined (weights, contributions, biases without enough data) or why there is none
        Label combination = new Label();
        combination.setId("dna-combination");
        combination.setWrapText(true);
        combination.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        combination.textProperty().bind(model.lines().combinationProperty());
        // where the home country and the currency came from, and the advisor's way to change them
        Label home = new Label();
        home.setId("dna-home");
        home.getStyleClass().add("hint");
        home.setWrapText(true);
        home.textProperty().bind(model.lines().homeLineProperty());
        javafx.scene.control.TextField homeField = new javafx.scene.control.TextField();
        homeField.setId("dna-home-country");
        homeField.setPromptText("Home country (e.g. NL)");
        homeField.setPrefColumnCount(13);
        javafx.scene.control.TextField baseField = new javafx.scene.control.TextField();
        baseField.setId("dna-base-currency");
        baseField.setPromptText("Currency (e.g. EUR)");
        baseField.setPrefColumnCount(12);
        Button rescore = new Button("Score again");
        rescore.setId("dna-rescore");
        rescore.setOnAction(e -> model.rescore(homeField.getText(), baseField.getText()));
        rescore.disableProperty().bind(model.lines().homeLineProperty().isEmpty().or(model.busyProperty()));
        home.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        rescore.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox change = new HBox(10, homeField, baseField, rescore);
        change.setAlignment(Pos.CENTER_LEFT);
        // the line in words above the fields, so neither is cut at 1280x820
        VBox judgement = new VBox(6, home, change);
        // what the file's rows were read as, and the rows not used with the reason and their lines (issue 24)
        Label rows = new Label();
        rows.setId("dna-rows");
        rows.setWrapText(true);
        rows.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        rows.textProperty().bind(model.lines().rowsProperty());
        ListView<String> notUsed = new ListView<>(model.lines().rowsNotUsed());
        notUsed.setId("dna-rows-not-used");
        notUsed.setPrefHeight(72);
        notUsed.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // never squeezed to nothing by the panes below
        notUsed.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(model.lines().rowsNotUsed()));
        notUsed.managedProperty().bind(notUsed.visibleProperty());
        com.bpidesk.app.format.TextColumns.wrappingCells(notUsed, s -> s);

        ListView<DnaViewModel.ScoreRow> list = new ListView<>(model.scores());
        list.setId("dna-scores");
        list.setPrefWidth(300);
        list.setMinWidth(260);
        list.setPlaceholder(new Label("Choose a file or a sample to see its scores."));
        // a long entry ("December loss timing n/a (not enough data)") wraps instead of being cut or scrolled sideways
        com.bpidesk.app.format.TextColumns.wrappingCells(list, r -> r.name() + "  " + r.scoreText()
                + ("proxy".equals(r.status()) ? "  (proxy)" : "") + ("insufficient_data".equals(r.status()) ? "  (not enough data)" : ""));
        list.getSelectionModel().selectedItemProperty().addListener((o, a, v) -> {
            if (v != null) {
                model.selectedProperty().set(v);
            }
        });
        Label explanation = new Label();
        explanation.setId("dna-explanation");
        explanation.setWrapText(true);
        explanation.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label definition = new Label();
        definition.getStyleClass().add("hint");
        definition.setWrapText(true);
        definition.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        ListView<String> evidence = new ListView<>();
        evidence.setId("dna-evidence");
        evidence.setPlaceholder(new Label("No evidence items for this bias."));
        java.util.function.Consumer<DnaViewModel.ScoreRow> show = v -> {
            explanation.setText(v == null ? "" : v.explanation());
            definition.setText(v == null ? "" : "Method: " + v.definition() + (v.source().isEmpty() ? "" : "\nSource: " + v.source()));
            evidence.getItems().setAll(v == null ? java.util.List.of() : v.evidence());
        };
        model.selectedProperty().addListener((o, a, v) -> show.accept(v));
        show.accept(model.selectedProperty().get());
        Label evidenceTitle = new Label("Evidence");
        evidenceTitle.getStyleClass().add("section-title");
        VBox detail = new VBox(8, explanation, definition, evidenceTitle, evidence);
        VBox.setVgrow(evidence, Priority.ALWAYS);
        HBox.setHgrow(detail, Priority.ALWAYS);
        HBox bottom = new HBox(16, list, detail);
        bottom.getStyleClass().add("card");
        bottom.setMinHeight(300);
        VBox.setVgrow(bottom, Priority.ALWAYS);

        // how the file was read: the saved mapping, the sheet, each column's role and type word's meaning (issue 24, ADR 0257)
        Node reading = new DnaReadingView(model.reading(), model::readAgain, model::forgetSavedMapping, model.busyProperty()).build();
        VBox content = new VBox(10, top, combination, summary, rows, notUsed, reading, judgement, sources, bottom);
        content.setPadding(new Insets(0, 12, 0, 0)); // room for the scroll bar
        // the result scrolls as one page when the window is too short for it (1280x820): no pane is squeezed to nothing
        javafx.scene.control.ScrollPane result = new javafx.scene.control.ScrollPane(content);
        result.setFitToWidth(true);
        result.setFitToHeight(true);
        result.getStyleClass().add("edge-to-edge");
        result.setId("dna-result");
        VBox.setVgrow(result, Priority.ALWAYS);
        Node mappingStep = new DnaMappingView(model.mapping(), model::applyMapping, model::cancelMapping).build();
        mappingStep.visibleProperty().bind(model.mapping().activeProperty());
        mappingStep.managedProperty().bind(mappingStep.visibleProperty());
        result.visibleProperty().bind(model.mapping().activeProperty().not());
        result.managedProperty().bind(result.visibleProperty());
        VBox.setVgrow(mappingStep, Priority.ALWAYS);

        VBox root = new VBox(10, title, hint, actions, pastResults(), status, error, mappingStep, result);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        root.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        root.setOnDragDropped(e -> {
            boolean ok = e.getDragboard().hasFiles() && !e.getDragboard().getFiles().isEmpty();
            if (ok) {
                model.analyze(e.getDragboard().getFiles().get(0).toPath());
            }
            e.setDropCompleted(ok);
            e.consume();
        });
        return root;
    }

    /**
     * The client a file is scored for (their record gives the home country; the result is listed under their name) and the
     * results scored earlier (kept by the engine, issue 27): file name, client name and date; Open shows one as scored.
     */
    private Node pastResults() {
        Label forLabel = new Label("For client");
        forLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.control.ComboBox<DnaHistory.Client> client = new javafx.scene.control.ComboBox<>(history.clients());
        client.setId("dna-client");
        client.setPrefWidth(230);
        client.setMinWidth(180);
        client.setValue(DnaHistory.NO_CLIENT);
        client.valueProperty().addListener((o, was, now) -> model.clientIdProperty().set(now == null ? "" : now.clientId()));
        Label label = new Label("Past results");
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.control.ComboBox<DnaHistory.Past> past = new javafx.scene.control.ComboBox<>(history.results());
        past.setId("dna-past");
        past.setPrefWidth(380);
        past.setMinWidth(240);
        past.setPromptText("Choose a result scored earlier");
        Button open = new Button("Open");
        open.setId("dna-past-open");
        open.disableProperty().bind(past.valueProperty().isNull());
        open.setOnAction(e -> history.reopen(past.getValue()));
        open.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Label status = new Label();
        status.getStyleClass().add("hint");
        status.setWrapText(true);
        status.textProperty().bind(history.statusProperty());
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.visibleProperty().bind(history.statusProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());
        HBox row = new HBox(10, forLabel, client, label, past, open);
        row.setAlignment(Pos.CENTER_LEFT);
        return new VBox(4, row, status);   // the status on its own line: beside the lists it was cut at 1280x820
    }
}
