package com.bpidesk.app.charts;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import java.io.File;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.controlsfx.control.textfield.TextFields;

/** Charts: a candlestick chart of any symbol with period buttons, ticker completion and CSV import. */
public final class ChartsScreen implements Screen {

    private final AppContext ctx;
    private final ChartsViewModel model;
    private CandleChart chart;

    public ChartsScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new ChartsViewModel(ctx);
    }

    @Override
    public String id() {
        return "charts";
    }

    @Override
    public String title() {
        return "Charts";
    }

    @Override
    public String glyph() {
        return "▮";
    }

    public ChartsViewModel model() {
        return model;
    }

    public CandleChart chart() {
        return chart;
    }

    @Override
    public Node createView() {
        Label title = new Label("Charts");
        title.getStyleClass().add("screen-title");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setPrefSize(22, 22);
        loading.visibleProperty().bind(model.loadingProperty());
        Label demo = new Label("DEMO DATA · simulated prices");
        demo.setId("charts-demo-badge");
        demo.getStyleClass().add("demo-badge");
        demo.visibleProperty().bind(model.dataSourceProperty().isEqualTo("demo"));
        demo.managedProperty().bind(demo.visibleProperty());
        HBox header = new HBox(12, title, loading, demo);
        header.setAlignment(Pos.CENTER_LEFT);

        TextField ticker = new TextField();
        ticker.setId("charts-ticker");
        ticker.setPromptText("Ticker or name (e.g. AAPL)");
        ticker.setPrefColumnCount(16);
        ticker.setText(model.tickerProperty().get());
        TextFields.bindAutoCompletion(ticker, request -> {
            try {
                return model.suggestions(request.getUserText());
            } catch (RuntimeException e) {
                return java.util.List.of();
            }
        }).setOnAutoCompleted(e -> {
            String symbol = e.getCompletion().split(" - ")[0];
            ticker.setText(symbol);
            model.tickerProperty().set(symbol);
            model.load();
        });
        ticker.setOnAction(e -> {
            String symbol = ticker.getText().split(" - ")[0].trim().toUpperCase(Locale.ROOT);
            ticker.setText(symbol);
            model.tickerProperty().set(symbol);
            model.load();
        });
        model.tickerProperty().addListener((o, a, b) -> {
            if (!ticker.getText().equalsIgnoreCase(b)) {
                ticker.setText(b);
            }
        });

        ToggleGroup periods = new ToggleGroup();
        HBox periodBar = new HBox(4);
        for (String[] p : ChartsViewModel.PERIODS) {
            ToggleButton b = new ToggleButton(p[1]);
            b.setId("period-" + p[0]);
            b.setUserData(p[0]);
            b.setToggleGroup(periods);
            b.setSelected(p[0].equals(model.periodProperty().get()));
            periodBar.getChildren().add(b);
        }
        periods.selectedToggleProperty().addListener((o, old, now) -> {
            if (now == null) {
                old.setSelected(true);   // one period is always selected
                return;
            }
            model.periodProperty().set((String) now.getUserData());
            model.load();
        });

        CheckBox ma = new CheckBox("Moving averages (20, 50)");
        ma.setId("charts-ma");
        ma.setSelected(true);
        Button importButton = new Button("Import price CSV…");
        importButton.setId("charts-import");
        importButton.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Import a daily price CSV (Yahoo, yfinance, Alpha Vantage, Stooq)");
            chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("CSV files", "*.csv", "*.txt"),
                    new FileChooser.ExtensionFilter("All files", "*.*"));
            File f = chooser.showOpenDialog(ctx.window().get());
            if (f != null) {
                model.importFile(f.toPath());
            }
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox toolbar = new HBox(12, ticker, periodBar, ma, spacer, importButton);
        toolbar.setAlignment(Pos.CENTER_LEFT);

        Label name = new Label();
        name.setId("charts-name");
        name.getStyleClass().add("section-title");
        name.textProperty().bind(Bindings.createStringBinding(() -> model.tickerProperty().get()
                + (model.nameProperty().get().isBlank() ? "" : " · " + model.nameProperty().get())
                + (model.dataSourceProperty().get().isBlank() || "demo".equals(model.dataSourceProperty().get()) ? ""
                : " · source: " + model.dataSourceProperty().get()), model.tickerProperty(), model.nameProperty(),
                model.dataSourceProperty()));
        Label hover = new Label();
        hover.setId("charts-hover");
        hover.getStyleClass().add("hint");
        hover.setStyle("-fx-font-family: monospace;");

        chart = new CandleChart();
        chart.setId("candle-chart");
        ma.selectedProperty().addListener((o, a, b) -> chart.setMovingAverages(b));
        model.candles().addListener((javafx.collections.ListChangeListener<CandleData>) c -> {
            chart.setCurrency(model.currencyProperty().get());
            chart.setCandles(model.candles());
        });
        hover.textProperty().bind(Bindings.createStringBinding(() -> chart.hoverTextProperty().get().isEmpty()
                ? "Point at a candle for its open, high, low, close and volume." : chart.hoverTextProperty().get(),
                chart.hoverTextProperty()));
        VBox.setVgrow(chart, Priority.ALWAYS);

        Label message = new Label();
        message.setId("charts-message");
        message.setWrapText(true);
        message.getStyleClass().add("hint");
        message.textProperty().bind(model.messageProperty());
        Label error = new Label();
        error.setId("charts-error");
        error.setWrapText(true);
        error.getStyleClass().add("error-text");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label note = new Label("Candles show traded prices (not adjusted for dividends); returns and risk figures use "
                + "adjusted closes.");
        note.getStyleClass().add("disclaimer");

        VBox card = new VBox(8, name, hover, chart);
        card.getStyleClass().add("card");
        VBox.setVgrow(card, Priority.ALWAYS);
        VBox root = new VBox(12, header, toolbar, error, message, card, note);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        root.setId("screen-charts-content");
        return root;
    }

    @Override
    public void onShow() {
        if (model.candles().isEmpty()) {
            model.load();
        }
    }
}
