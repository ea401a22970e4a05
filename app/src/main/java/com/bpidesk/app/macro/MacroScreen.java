package com.bpidesk.app.macro;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.TextColumns;
import com.bpidesk.app.shell.Screen;
import java.io.File;
import java.time.LocalDate;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Slider;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;

/** Macro: the signals feed (B4) with significance bars and filters, a line chart of the selected series. */
public final class MacroScreen implements Screen {

    private final AppContext ctx;
    private final MacroViewModel model;
    private TableView<FeedRow> table;
    private LineChart<Number, Number> lineChart;

    public MacroScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new MacroViewModel(ctx);
    }

    @Override
    public String id() {
        return "macro";
    }

    @Override
    public String title() {
        return "Macro";
    }

    @Override
    public String glyph() {
        return "∿";
    }

    public MacroViewModel model() {
        return model;
    }

    public TableView<FeedRow> table() {
        return table;
    }

    @Override
    public Node createView() {
        Label title = new Label("Macro signals");
        title.getStyleClass().add("screen-title");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setPrefSize(22, 22);
        loading.visibleProperty().bind(model.loadingProperty());
        Label demo = new Label("DEMO DATA · simulated series");
        demo.setId("macro-demo-badge");
        demo.getStyleClass().add("demo-badge");
        demo.visibleProperty().bind(model.dataSourceProperty().isEqualTo("demo").or(model.dataSourceProperty().isEqualTo("mixed")));
        demo.managedProperty().bind(demo.visibleProperty());
        Region headerSpacer = new Region();
        HBox.setHgrow(headerSpacer, Priority.ALWAYS);
        HBox header = new HBox(12, title, loading, demo, headerSpacer);
        header.setAlignment(Pos.CENTER_LEFT);

        ComboBox<String> region = new ComboBox<>(model.regions());
        region.setId("macro-region");
        region.setValue(MacroViewModel.ANY);
        region.valueProperty().addListener((o, a, b) -> {
            if (b != null && !b.equals(model.regionProperty().get())) {
                model.regionProperty().set(b);
                model.applyFilters();
            }
        });
        ComboBox<String> category = new ComboBox<>();
        category.getItems().setAll(MacroViewModel.CATEGORIES);
        category.setId("macro-category");
        category.setValue(MacroViewModel.ANY);
        category.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                model.categoryProperty().set(b);
                model.applyFilters();
            }
        });
        DatePicker since = new DatePicker();
        since.setId("macro-since");
        since.setPromptText("Since (any date)");
        since.valueProperty().addListener((o, a, b) -> {
            model.sinceProperty().set(b);
            model.applyFilters();
        });
        Slider min = new Slider(0, 1, model.minSignificanceProperty().get());
        min.setId("macro-min-significance");
        min.setBlockIncrement(0.1);
        min.setMajorTickUnit(0.25);
        min.setShowTickMarks(true);
        min.setPrefWidth(140);
        Label minLabel = new Label();
        minLabel.setMinWidth(Region.USE_PREF_SIZE);
        minLabel.textProperty().bind(Bindings.format(Locale.ROOT, "min significance %.2f", min.valueProperty()));
        min.valueChangingProperty().addListener((o, was, changing) -> {
            if (!changing) {
                commitMin(min.getValue());
            }
        });
        min.valueProperty().addListener((o, a, b) -> {
            if (!min.isValueChanging()) {
                commitMin(b.doubleValue());
            }
        });
        Button importButton = new Button("Import macro file…");
        importButton.setId("macro-import");
        importButton.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Import a FRED, World Bank, ECB or Bank of England file");
            chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("CSV or JSON", "*.csv", "*.json"),
                    new FileChooser.ExtensionFilter("All files", "*.*"));
            File f = chooser.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.importFile(f.toPath());
            }
        });
        Button importFx = new Button("Import exchange rates…");
        importFx.setId("macro-import-fx");
        importFx.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Import ECB reference rates or a FRED exchange-rate series");
            chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("CSV", "*.csv"),
                    new FileChooser.ExtensionFilter("All files", "*.*"));
            File f = chooser.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.importFxFile(f.toPath());
            }
        });
        header.getChildren().addAll(importButton, importFx);
        Label regionLabel = new Label("Region");
        regionLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label categoryLabel = new Label("Category");
        categoryLabel.setMinWidth(Region.USE_PREF_SIZE);
        since.setPrefWidth(150);
        HBox filters = new HBox(10, regionLabel, region, categoryLabel, category, since, min, minLabel);
        filters.setAlignment(Pos.CENTER_LEFT);

        table = new TableView<>(model.rows());
        table.setId("macro-feed");
        table.setPlaceholder(new Label("No releases match the filters."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        // the period as people read it ("Mar 2024" for monthly data), sorted by the date itself
        TableColumn<FeedRow, FeedRow> period = TextColumns.wrapping("Period", r -> r, FeedRow::periodText, 100);
        period.setId("macro-period");
        period.setComparator(java.util.Comparator.comparing(FeedRow::period));
        table.getColumns().add(period);
        table.getColumns().add(TextColumns.wrapping("Series", FeedRow::title, 300));
        table.getColumns().add(column("Region", FeedRow::region, 60));
        table.getColumns().add(column("Category", r -> Labels.of(r.category()), 80));
        table.getColumns().add(column("Value", r -> Formats.app().number(r.value(), 2), 90));
        table.getColumns().add(column("Change", r -> r.change() == null ? "" : (r.change() > 0 ? "+" : "") + Formats.app().number(r.change(), 2), 80));
        TableColumn<FeedRow, FeedRow> sig = new TableColumn<>("Significance");
        sig.setPrefWidth(150);
        sig.setCellValueFactory(c -> new javafx.beans.property.SimpleObjectProperty<>(c.getValue()));
        sig.setCellFactory(c -> new SignificanceCell());
        table.getColumns().add(sig);
        table.getColumns().add(column("Source", r -> r.institution() + ("demo".equals(r.dataSource()) ? " (demo)" : ""), 120));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                model.select(b.seriesId(), b.title(), b.frequency());
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);

        Button prev = new Button("◀ Previous");
        prev.setId("macro-prev");
        prev.setOnAction(e -> model.previousPage());
        prev.disableProperty().bind(model.offsetProperty().isEqualTo(0));
        Button next = new Button("Next ▶");
        next.setId("macro-next");
        next.setOnAction(e -> model.nextPage());
        next.disableProperty().bind(Bindings.createBooleanBinding(() -> model.offsetProperty().get() + MacroViewModel.PAGE
                >= model.totalProperty().get(), model.offsetProperty(), model.totalProperty()));
        Label pageLabel = new Label();
        pageLabel.setId("macro-page");
        pageLabel.textProperty().bind(Bindings.createStringBinding(() -> model.totalProperty().get() == 0 ? "0 releases"
                : String.format(Locale.ROOT, "%d-%d of %,d releases", model.offsetProperty().get() + 1,
                Math.min(model.totalProperty().get(), model.offsetProperty().get() + MacroViewModel.PAGE),
                model.totalProperty().get()), model.offsetProperty(), model.totalProperty()));
        HBox pager = new HBox(10, prev, pageLabel, next);
        pager.setAlignment(Pos.CENTER_LEFT);

        NumberAxis x = new NumberAxis();
        x.setForceZeroInRange(false);
        x.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                return Formats.app().month(LocalDate.ofEpochDay(n.longValue()));
            }

            @Override
            public Number fromString(String s) {
                return 0;
            }
        });
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(false);
        lineChart = new LineChart<>(x, y);
        lineChart.setId("macro-series-chart");
        lineChart.setCreateSymbols(false);
        lineChart.setLegendVisible(false);
        lineChart.setAnimated(false);
        lineChart.setPrefHeight(220);
        lineChart.titleProperty().bind(Bindings.createStringBinding(() -> model.selectedTitleProperty().get().isEmpty()
                ? "Select a release to chart its series" : model.selectedTitleProperty().get()
                + (model.yearOnYearProperty().get() ? " — change over a year (%), hover for the index level" : ""),
                model.selectedTitleProperty(), model.yearOnYearProperty()));
        model.rows().addListener((javafx.collections.ListChangeListener<FeedRow>) c -> {
            if (table.getSelectionModel().isEmpty() && !model.rows().isEmpty() && model.selectedSeriesProperty().get().isEmpty()) {
                table.getSelectionModel().select(0);
            }
        });
        model.observations().addListener((javafx.collections.ListChangeListener<double[]>) c -> {
            XYChart.Series<Number, Number> s = new XYChart.Series<>();
            for (double[] p : model.observations()) {
                s.getData().add(new XYChart.Data<>(p[0], p[1]));
            }
            lineChart.getData().setAll(java.util.List.of(s));
            // hover: the month, the value and, for an index shown as its yearly change, the level itself
            boolean yoy = model.yearOnYearProperty().get();
            for (int i = 0; i < s.getData().size(); i++) {
                double[] p = model.observations().get(i);
                javafx.scene.Node node = new javafx.scene.layout.StackPane();
                node.setStyle("-fx-background-color: transparent; -fx-padding: 3;");
                String month = Formats.app().period(LocalDate.ofEpochDay((long) p[0]), model.selectedFrequencyProperty().get());
                String text = yoy ? month + ": " + String.format(java.util.Locale.getDefault(), "%+.1f%%", p[1])
                        + " year on year (index level " + com.bpidesk.app.format.Formats.app().number(p[2], 1) + ")"
                        : month + ": " + com.bpidesk.app.format.Formats.app().number(p[1], 2);
                Tooltip.install(node, new Tooltip(text));
                node.setUserData(text);
                s.getData().get(i).setNode(node);
            }
        });

        Label error = new Label();
        error.setId("macro-error");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label message = new Label();
        message.getStyleClass().add("hint");
        message.textProperty().bind(model.messageProperty());
        Label method = new Label("Significance: how unusual the change is against the series' own last 60 readings "
                + "(z-score through a logistic); central-bank rate decisions score at least 0.6.");
        method.getStyleClass().add("disclaimer");
        method.setWrapText(true);

        VBox feedCard = new VBox(8, filters, table, pager, method);
        feedCard.getStyleClass().add("card");
        VBox.setVgrow(feedCard, Priority.ALWAYS);
        VBox chartCard = new VBox(4, lineChart);
        chartCard.getStyleClass().add("card");
        HBox strip = new HBox(2);
        strip.setId("macro-regime-history");
        strip.setAlignment(Pos.CENTER_LEFT);
        Label stripTitle = new Label("Regime, last 36 month ends:");
        stripTitle.setMinWidth(Region.USE_PREF_SIZE);
        HBox legend = new HBox(8);
        legend.setId("macro-regime-legend");
        Label shade = new Label("(darker = higher confidence; hover for the month)");
        shade.getStyleClass().add("hint");
        // the regimes come from the engine (the classifier's list), labelled in words
        model.regimes().addListener((javafx.collections.ListChangeListener<String>) c -> {
            legend.getChildren().clear();
            for (String r : model.regimes()) {
                Rectangle swatch = new Rectangle(10, 10, regimeColor(r));
                Label l = new Label(com.bpidesk.app.format.Labels.of(r), swatch);
                l.getStyleClass().add("hint");
                l.setMinWidth(Region.USE_PREF_SIZE);
                legend.getChildren().add(l);
            }
            legend.getChildren().add(shade);
        });
        model.regimeHistory().addListener((javafx.collections.ListChangeListener<com.bpidesk.app.client.macro.MacroApi.RegimePoint>) c -> {
            strip.getChildren().clear();
            for (var p : model.regimeHistory()) {
                Rectangle box = new Rectangle(14, 18, regimeColor(p.regime()));
                box.setOpacity(0.35 + 0.65 * p.confidence());
                Tooltip.install(box, new Tooltip(Formats.app().month(p.asOf()) + ": " + com.bpidesk.app.format.Labels.of(p.regime())
                        + " (confidence " + Formats.app().percent(p.confidence()) + ")"));
                strip.getChildren().add(box);
            }
        });
        HBox regimeRow = new HBox(10, stripTitle, strip);
        regimeRow.setAlignment(Pos.CENTER_LEFT);
        VBox regimeCard = new VBox(6, regimeRow, legend);
        regimeCard.getStyleClass().add("card");
        VBox root = new VBox(12, header, error, message, regimeCard, feedCard, chartCard);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        return root;
    }

    static Color regimeColor(String regime) {
        return switch (regime) {
            case "risk_on" -> Color.web("#16a34a");
            case "recovery" -> Color.web("#14b8a6");
            case "overheating" -> Color.web("#f59e0b");
            case "stagflation" -> Color.web("#b45309");
            case "slowdown" -> Color.web("#6b7280");
            case "risk_off" -> Color.web("#dc2626");
            default -> Color.web("#d1d5db");
        };
    }

    private void commitMin(double v) {
        double rounded = Math.round(v * 20) / 20.0;
        if (Math.abs(rounded - model.minSignificanceProperty().get()) > 1e-9) {
            model.minSignificanceProperty().set(rounded);
            model.applyFilters();
        }
    }

    private static TableColumn<FeedRow, String> column(String name, java.util.function.Function<FeedRow, String> f, double width) {
        TableColumn<FeedRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(v -> new javafx.beans.property.SimpleStringProperty(f.apply(v.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    /** A bar of the significance score with its value. */
    static final class SignificanceCell extends TableCell<FeedRow, FeedRow> {
        private final Rectangle bar = new Rectangle(0, 10);
        private final Rectangle track = new Rectangle(90, 10, Color.web("#e5e7eb"));
        private final Label value = new Label();
        private final HBox box;

        SignificanceCell() {
            StackPane bars = new StackPane(track, bar);
            bars.setAlignment(Pos.CENTER_LEFT);
            box = new HBox(6, bars, value);
            box.setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected void updateItem(FeedRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            double s = row.significance();
            bar.setWidth(90 * s);
            bar.setFill(s >= 0.75 ? Color.web("#dc2626") : s >= 0.5 ? Color.web("#f59e0b") : Color.web("#14b8a6"));
            value.setText(String.format(Locale.ROOT, "%.2f", s));
            setGraphic(box);
            setTooltip(new Tooltip(row.seriesId() + " · " + row.units()));
        }
    }

    @Override
    public void onShow() {
        if (model.rows().isEmpty()) {
            model.loadRegions();
            model.load();
            model.loadRegimeHistory();
        }
    }
}
