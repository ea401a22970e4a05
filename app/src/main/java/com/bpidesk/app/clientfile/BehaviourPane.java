package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The client file's Behaviour tab (issue 25): the client's kept Behavioral DNA results, newest first (file, date scored,
 * overall score, main biases), the overall score over time as a small line chart when two or more results have one, and
 * the selected result reopened in place with every bias's score; an empty state says how to add one. Loads in the
 * background ({@link BehaviourViewModel}). Observations for the advisor, not a suitability determination.
 */
public final class BehaviourPane extends VBox {

    static final String NOTICE = "Scores describe patterns in the client's past trading (0 = no sign, 100 = strong), for the advisor's "
            + "conversation with the client. They are not a suitability determination; nothing is sent to the client.";

    private final BehaviourViewModel vm;
    private final XYChart.Series<String, Number> overall = new XYChart.Series<>();

    public BehaviourPane(AppContext ctx) {
        this.vm = new BehaviourViewModel(ctx);
        setId("behaviour-pane");
        setSpacing(8);
        setPadding(new Insets(12));
        Label status = wrap(new Label());
        status.setId("behaviour-status");
        status.textProperty().bind(vm.statusProperty());
        status.managedProperty().bind(vm.statusProperty().isNotEmpty());
        status.visibleProperty().bind(vm.statusProperty().isNotEmpty());
        Label error = wrap(new Label());
        error.setId("behaviour-error");
        error.getStyleClass().add("error-text");
        error.textProperty().bind(vm.errorProperty());
        error.managedProperty().bind(vm.errorProperty().isNotEmpty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());

        TableView<BehaviourViewModel.Row> table = table();
        LineChart<String, Number> chart = chart();
        Label details = wrap(new Label());
        details.setId("behaviour-details");
        details.textProperty().bind(vm.selectedProperty().map(vm::details).orElse(""));
        details.managedProperty().bind(vm.selectedProperty().isNotNull());
        details.visibleProperty().bind(vm.selectedProperty().isNotNull());
        Label notice = wrap(new Label(NOTICE));
        notice.setId("behaviour-notice");
        notice.getStyleClass().add("hint");
        VBox.setVgrow(table, Priority.SOMETIMES);
        getChildren().addAll(status, error, table, chart, details, notice);
    }

    /** Loads the client's results (background). */
    public void show(String clientId) {
        vm.show(clientId);
    }

    public BehaviourViewModel viewModel() {
        return vm;
    }

    private TableView<BehaviourViewModel.Row> table() {
        TableView<BehaviourViewModel.Row> t = new TableView<>(vm.rows());
        t.setId("behaviour-results");
        t.getColumns().add(column("File", 220, BehaviourViewModel.Row::fileName));
        t.getColumns().add(column("Scored on", 170, BehaviourViewModel.Row::scoredOn));
        t.getColumns().add(column("Overall score", 150, BehaviourViewModel.Row::overallText));
        TableColumn<BehaviourViewModel.Row, String> main = column("Highest bias scores (of 100)", 460, BehaviourViewModel.Row::mainBiases);
        t.getColumns().add(main);
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setFixedCellSize(28);
        // as tall as its rows (at most 8, then it scrolls): no block of empty rows above the chart
        t.prefHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(() -> 28.0 * Math.max(1, Math.min(8, vm.rows().size())) + 34,
                vm.rows()));
        t.minHeightProperty().bind(t.prefHeightProperty());
        t.managedProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(vm.rows()));
        t.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(vm.rows()));
        t.getSelectionModel().selectedItemProperty().addListener((o, was, is) -> {
            if (is != null) {
                vm.selectedProperty().set(is);   // reopened in place: every bias's score below
            }
        });
        return t;
    }

    private static TableColumn<BehaviourViewModel.Row, String> column(String title, double width,
                                                                     Function<BehaviourViewModel.Row, String> value) {
        TableColumn<BehaviourViewModel.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(value.apply(d.getValue())));
        c.setPrefWidth(width);
        c.setMinWidth(Math.min(width, 140));
        return c;
    }

    private LineChart<String, Number> chart() {
        CategoryAxis x = new CategoryAxis();
        NumberAxis y = new NumberAxis(0, 100, 20);
        y.setLabel("Overall score");
        LineChart<String, Number> c = new LineChart<>(x, y);
        c.setId("behaviour-trend");
        c.setTitle("Overall score over time");
        c.setAnimated(false);
        c.setLegendVisible(false);
        c.setMinHeight(200);
        c.setPrefHeight(240);
        overall.setName("Overall score");
        c.getData().add(overall);
        vm.rows().addListener((ListChangeListener<BehaviourViewModel.Row>) ch -> fill(c));
        fill(c);
        return c;
    }

    /** The chart shows when two or more results have an overall score (one point is no trend). */
    private void fill(LineChart<String, Number> c) {
        overall.getData().clear();
        var trend = vm.trend();
        Set<String> seen = new LinkedHashSet<>();
        for (BehaviourViewModel.Row r : trend) {
            String label = r.scoredOn();
            for (int k = 2; !seen.add(label); k++) {
                label = r.scoredOn() + " (" + k + ")";
            }
            overall.getData().add(new XYChart.Data<>(label, r.overall()));
        }
        c.setVisible(trend.size() >= 2);
        c.setManaged(trend.size() >= 2);
    }

    private static Label wrap(Label l) {
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.setMaxWidth(Double.MAX_VALUE);
        return l;
    }
}
