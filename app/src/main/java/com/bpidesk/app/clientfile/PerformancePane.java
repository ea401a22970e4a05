package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import java.time.LocalDate;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The client file's performance pane (issue 25), self-contained: given a client id it loads the client's returns, income
 * and realised gains in the background ({@link PerformanceViewModel}) and shows a period selector, the returns table
 * against the policy benchmark and the broad index, the value chart with deposits and withdrawals marked, income by month
 * and realised gains by tax year with the lot method stated. Read-only figures for the advisor.
 */
public final class PerformancePane extends VBox {

    static final String TWR_TIP = "The return of the investments themselves, with the timing and size of deposits and withdrawals "
            + "taken out: each day's growth linked together. Use it to compare with a benchmark.";
    static final String MWR_TIP = "The return the client's own money earned, counting when money came in and went out "
            + "(an internal rate of return, like a spreadsheet's XIRR).";

    private final PerformanceViewModel vm;
    private final XYChart.Series<Number, Number> value = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> deposits = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> withdrawals = new XYChart.Series<>();
    /** Below this width the chart goes under the returns table and realised gains under income (the client file's tab). */
    static final double NARROW = 1150;
    private final VBox middle = new VBox(12);
    private final VBox bottom = new VBox(12);
    private Boolean narrow;

    public PerformancePane(AppContext ctx) {
        this.vm = new PerformanceViewModel(ctx);
        setId("performance-pane");
        setSpacing(8);
        setPadding(new Insets(12));
        Label heading = new Label();
        heading.setId("performance-heading");
        heading.getStyleClass().add("section-title");
        heading.textProperty().bind(vm.heading());
        heading.setWrapText(true);
        ChoiceBox<String> period = new ChoiceBox<>();
        period.setId("performance-period");
        period.getItems().addAll(PerformanceViewModel.PERIODS.values());
        period.setValue(PerformanceViewModel.PERIODS.get("SI"));
        period.setTooltip(new Tooltip("The period of the value chart"));
        period.setOnAction(e -> PerformanceViewModel.PERIODS.entrySet().stream().filter(x -> x.getValue().equals(period.getValue()))
                .findFirst().ifPresent(x -> vm.selectPeriod(x.getKey())));
        Label periodLabel = new Label("Chart period");
        periodLabel.setMinWidth(Region.USE_PREF_SIZE);
        period.setMinWidth(Region.USE_PREF_SIZE);
        heading.setMinHeight(Region.USE_PREF_SIZE);
        // one of the client's accounts, or all of them (the performance route's account_id)
        ChoiceBox<PerformanceViewModel.AccountChoice> account = new ChoiceBox<>(vm.accounts());
        account.setId("performance-account");
        account.setTooltip(new Tooltip("Whose returns and value chart: one account or all of the client's accounts"));
        account.setValue(vm.account().get());
        vm.account().addListener((o, was, is) -> account.setValue(is));
        // a new list of accounts clears the choice box's value: show the chosen account again
        vm.accounts().addListener((ListChangeListener<PerformanceViewModel.AccountChoice>) c -> account.setValue(vm.account().get()));
        account.setOnAction(e -> vm.selectAccount(account.getValue()));
        account.setMinWidth(Region.USE_PREF_SIZE);
        Label accountLabel = new Label("Account");
        accountLabel.setMinWidth(Region.USE_PREF_SIZE);
        HBox periodRow = new HBox(8, accountLabel, account, periodLabel, period);
        periodRow.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);

        Label error = new Label();
        error.setId("performance-error");
        error.textProperty().bind(vm.error());
        error.managedProperty().bind(vm.error().isNotEmpty());
        error.visibleProperty().bind(vm.error().isNotEmpty());
        error.setWrapText(true);

        LineChart<Number, Number> chart = chart();
        VBox chartBox = new VBox(4, periodRow, chart);
        VBox.setVgrow(chart, Priority.ALWAYS);
        javafx.scene.control.TableView<PerformanceViewModel.ReturnRow> returnsTable = returnsTable();
        Label bench = wrapped(vm.benchmarkText().get());
        bench.setId("performance-benchmark");
        bench.textProperty().bind(vm.benchmarkText());

        VBox incomeBox = new VBox(4, titled("Income by month"), wrappedBound(vm.incomeTotal().get(), "performance-income-total"), incomeTable());
        VBox gainsBox = new VBox(4, titled("Realised gains by tax year"), wrappedBound("", "performance-lot-method"), gainsTable());
        ((Label) incomeBox.getChildren().get(1)).textProperty().bind(vm.incomeTotal());
        ((Label) gainsBox.getChildren().get(1)).textProperty().bind(vm.lotMethod());
        VBox.setVgrow(middle, Priority.ALWAYS);
        widthProperty().addListener((o, was, w) -> arrange(w.doubleValue() < NARROW, returnsTable, chartBox, incomeBox, gainsBox));
        arrange(false, returnsTable, chartBox, incomeBox, gainsBox);

        Label warnings = wrappedBound("", "performance-warnings");
        warnings.textProperty().bind(vm.warnings());
        warnings.managedProperty().bind(vm.warnings().isNotEmpty());
        warnings.visibleProperty().bind(vm.warnings().isNotEmpty());
        Label notice = wrappedBound("", "performance-notice");
        notice.textProperty().bind(vm.notice());
        notice.getStyleClass().add("muted");
        getChildren().addAll(heading, error, middle, bench, bottom, warnings, notice);
    }

    /**
     * Side by side on a wide pane; one under the other on a narrow one (the client file's tab at 1280x820), so that no
     * heading, title or figure is cut.
     */
    private void arrange(boolean small, Region returnsTable, Region chartBox, Region incomeBox, Region gainsBox) {
        if (Boolean.valueOf(small).equals(narrow)) {
            return;
        }
        narrow = small;
        if (small) {
            chartBox.setMinHeight(300);
            middle.getChildren().setAll(returnsTable, chartBox);
            bottom.getChildren().setAll(incomeBox, gainsBox);
            return;
        }
        chartBox.setMinHeight(Region.USE_COMPUTED_SIZE);
        HBox wideMiddle = new HBox(12, returnsTable, chartBox);
        HBox.setHgrow(chartBox, Priority.ALWAYS);
        VBox.setVgrow(wideMiddle, Priority.ALWAYS);
        HBox wideBottom = new HBox(12, incomeBox, gainsBox);
        HBox.setHgrow(incomeBox, Priority.ALWAYS);
        HBox.setHgrow(gainsBox, Priority.ALWAYS);
        middle.getChildren().setAll(wideMiddle);
        bottom.getChildren().setAll(wideBottom);
    }

    /** Loads (or reloads) the client's figures. */
    public void show(String clientId) {
        vm.load(clientId);
    }

    PerformanceViewModel viewModel() {
        return vm;
    }

    private TableView<PerformanceViewModel.ReturnRow> returnsTable() {
        TableView<PerformanceViewModel.ReturnRow> t = new TableView<>(vm.returns());
        t.setId("performance-returns");
        t.getColumns().add(column("Period", null, PerformanceViewModel.ReturnRow::period, 110));
        t.getColumns().add(column("Time-weighted\nreturn", TWR_TIP, PerformanceViewModel.ReturnRow::twr, 125));
        t.getColumns().add(column("Money-weighted\nreturn", MWR_TIP, PerformanceViewModel.ReturnRow::mwr, 135));
        t.getColumns().add(column("Policy\nbenchmark", "The client's policy mix of index funds over the same period, "
                + "rebalanced monthly (time-weighted).", PerformanceViewModel.ReturnRow::benchmark, 115));
        t.getColumns().add(column("Broad\nindex", "A broad share index over the same period (time-weighted).",
                PerformanceViewModel.ReturnRow::broadIndex, 100));
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setPrefWidth(600);
        t.setMinWidth(560);
        t.setFixedCellSize(26);
        t.setPrefHeight(26 * 6 + 48);
        t.setMaxHeight(26 * 6 + 48);
        t.setMinHeight(26 * 6 + 48); // all six periods, also when the pane scrolls (the client file's tab)
        t.setPlaceholder(new Label("Loading the returns…"));
        return t;
    }

    private LineChart<Number, Number> chart() {
        NumberAxis x = new NumberAxis();
        x.setForceZeroInRange(false);
        x.setAutoRanging(false);
        x.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                return vm.formats().month(LocalDate.ofEpochDay(n.longValue()));
            }

            @Override
            public Number fromString(String s) {
                return 0;
            }
        });
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(false);
        y.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                return vm.formats().number(n.doubleValue(), 0);
            }

            @Override
            public Number fromString(String s) {
                return 0;
            }
        });
        LineChart<Number, Number> c = new LineChart<>(x, y);
        c.setId("performance-chart");
        c.titleProperty().bind(vm.chartTitle());
        c.setAnimated(false);
        c.setCreateSymbols(true);
        c.setMinHeight(220);
        value.setName("Value");
        deposits.setName("Deposit");
        withdrawals.setName("Withdrawal");
        c.getData().addAll(java.util.List.of(value, deposits, withdrawals));
        vm.series().addListener((ListChangeListener<PerformanceViewModel.Point>) ch -> fill(c));
        return c;
    }

    private void fill(LineChart<Number, Number> c) {
        if (!vm.series().isEmpty()) {
            // the axis spans the period's first to last day, six ticks
            NumberAxis x = (NumberAxis) c.getXAxis();
            long first = vm.series().get(0).date().toEpochDay();
            long last = vm.series().get(vm.series().size() - 1).date().toEpochDay();
            x.setLowerBound(first);
            x.setUpperBound(Math.max(last, first + 1));
            x.setTickUnit(Math.max(1, (last - first) / 6.0));
        }
        value.getData().clear();
        deposits.getData().clear();
        withdrawals.getData().clear();
        for (PerformanceViewModel.Point p : vm.series()) {
            if (p.value() == null) {
                continue;
            }
            long d = p.date().toEpochDay();
            value.getData().add(new XYChart.Data<>(d, p.value()));
            if (p.deposit() > 0) {
                deposits.getData().add(new XYChart.Data<>(d, p.value()));
            }
            if (p.withdrawal() > 0) {
                withdrawals.getData().add(new XYChart.Data<>(d, p.value()));
            }
        }
        // the value is a line without dots; deposits and withdrawals are dots without a line
        javafx.application.Platform.runLater(() -> {
            value.getData().forEach(dp -> {
                if (dp.getNode() != null) {
                    dp.getNode().setVisible(false);
                }
            });
            for (XYChart.Series<Number, Number> s : java.util.List.of(deposits, withdrawals)) {
                if (s.getNode() != null) {
                    s.getNode().setStyle("-fx-stroke: transparent;");
                }
                s.getData().forEach(dp -> {
                    if (dp.getNode() != null) {
                        Tooltip.install(dp.getNode(), new Tooltip(s.getName() + " on " + vm.formats().date(LocalDate.ofEpochDay(dp.getXValue().longValue()))));
                    }
                });
            }
        });
    }

    private TableView<PerformanceViewModel.IncomeRow> incomeTable() {
        TableView<PerformanceViewModel.IncomeRow> t = new TableView<>(vm.income());
        t.setId("performance-income");
        t.getColumns().add(column("Month", null, PerformanceViewModel.IncomeRow::month, 100));
        t.getColumns().add(column("Income received", "Dividends and interest after the tax withheld at source",
                PerformanceViewModel.IncomeRow::net, 140));
        t.getColumns().add(column("Before tax", "Dividends and interest as paid, before the tax withheld",
                PerformanceViewModel.IncomeRow::gross, 140));
        return small(t, "No dividends or interest in the last 12 months.");
    }

    private TableView<PerformanceViewModel.GainsRow> gainsTable() {
        TableView<PerformanceViewModel.GainsRow> t = new TableView<>(vm.gains());
        t.setId("performance-gains");
        t.getColumns().add(column("Tax year", null, PerformanceViewModel.GainsRow::taxYear, 70));
        t.getColumns().add(column("Sales", null, PerformanceViewModel.GainsRow::sales, 50));
        t.getColumns().add(column("Proceeds", "What the sales brought in, after their fees", PerformanceViewModel.GainsRow::proceeds, 120));
        t.getColumns().add(column("Cost", "What the shares sold had cost, with their purchase fees", PerformanceViewModel.GainsRow::cost, 120));
        t.getColumns().add(column("Realised gain", "Proceeds minus cost; a loss is negative", PerformanceViewModel.GainsRow::gain, 120));
        return small(t, "No sales yet.");
    }

    private static <T> TableView<T> small(TableView<T> t, String empty) {
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setPlaceholder(new Label(empty));
        t.setFixedCellSize(24);
        t.setPrefHeight(24 * 5 + 30);
        t.setMinHeight(24 * 3 + 30);
        return t;
    }

    private static <T> TableColumn<T, String> column(String title, String tip, Function<T, String> cell, double width) {
        TableColumn<T, String> c = new TableColumn<>();
        Label header = new Label(title);
        header.setWrapText(true);
        if (tip != null) {
            header.setTooltip(new Tooltip(tip));
        }
        c.setGraphic(header);
        c.setId(title.replace('\n', ' '));
        c.setCellValueFactory(v -> new ReadOnlyStringWrapper(cell.apply(v.getValue())));
        c.setPrefWidth(width);
        c.setMinWidth(Math.min(width, 70));
        c.setSortable(false);
        return c;
    }

    private static Label titled(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    private static Label wrappedBound(String text, String id) {
        Label l = wrapped(text);
        l.setId(id);
        return l;
    }
}
