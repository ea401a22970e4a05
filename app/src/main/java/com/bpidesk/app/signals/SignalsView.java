package com.bpidesk.app.signals;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.TextColumns;
import eu.hansolo.tilesfx.Tile;
import eu.hansolo.tilesfx.TileBuilder;
import java.util.Locale;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * Clients and signals: headline TilesFX tiles, the sortable book with risk bands, the selected client's churn score, reasons,
 * proposed advisor actions and suitability-drift chart over time, the book alerts and the weekly digest preview.
 */
public final class SignalsView {

    private final SignalsViewModel model;

    public SignalsView(SignalsViewModel model) {
        this.model = model;
    }

    public Node build() {
        Label title = new Label("Clients & signals");
        title.getStyleClass().add("screen-title");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setPrefSize(22, 22);
        loading.visibleProperty().bind(model.loadingProperty());
        Label source = new Label();
        source.setId("signals-source");
        source.getStyleClass().add("demo-badge");
        source.textProperty().bind(model.dataSourceProperty());
        source.visibleProperty().bind(model.dataSourceProperty().isNotEmpty());
        Label updating = new Label(); // issue 28: the alerts shown are the last complete state while a recompute runs
        updating.setId("signals-updating");
        updating.textProperty().bind(model.updatingProperty());
        updating.visibleProperty().bind(model.updatingProperty().isNotEmpty());
        updating.managedProperty().bind(updating.visibleProperty());
        HBox header = new HBox(12, title, loading, source, updating);
        header.setAlignment(Pos.CENTER_LEFT);
        Label restriction = new Label("Read-only decision support: proposals for the advisor. Nothing is sent to clients, no trade is "
                + "executed and no suitability determination is made.");
        restriction.getStyleClass().add("hint");
        restriction.setWrapText(true);
        Label error = new Label();
        error.setId("signals-error");
        error.getStyleClass().add("error-text");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        FlowPane tiles = new FlowPane(12, 12, tile("tile-clients", "Clients", "in the book", model.clientCountProperty()),
                tile("tile-high-risk", "High churn risk", "high or critical band", model.highRiskProperty()),
                tile("tile-out-of-band", "Outside risk bands", "suitability drift > 0", model.outOfBandProperty()),
                tile("tile-alerts", "Open alerts", "across the book", model.alertTotalProperty()));

        Tab bookTab = new Tab("Book", book());
        TabPane tabs = new TabPane(bookTab, new Tab("Alerts", alerts()), new Tab("Weekly digest", digest()));
        tabs.setId("signals-tabs");
        // "Open" on an alert shows the client's page in the Book tab
        model.openedClientProperty().addListener((o, was, id) -> {
            if (id == null || id.isEmpty()) {
                return;
            }
            tabs.getSelectionModel().select(bookTab);
            bookTable.getItems().stream().filter(r -> r.clientId().equals(id)).findFirst().ifPresent(r -> {
                bookTable.getSelectionModel().select(r);
                bookTable.scrollTo(r);
            });
        });
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);

        VBox root = new VBox(12, header, restriction, error, tiles, tabs);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        return root;
    }

    private static Tile tile(String id, String title, String text, IntegerProperty value) {
        Tile t = TileBuilder.create().skinType(Tile.SkinType.NUMBER).prefSize(190, 120).title(title).text(text).decimals(0)
                .backgroundColor(Color.web("#0f1b2d")).build();
        t.setId(id);
        t.setValue(value.get()); // the book may have loaded before the view was built: no change event would come
        value.addListener((o, a, v) -> t.setValue(v.doubleValue()));
        return t;
    }

    private Node book() {
        TableView<SignalsViewModel.ClientRow> table = new TableView<>(model.clients());
        bookTable = table;
        table.setId("book-table");
        // Fits its pane at 1280x820 without scrolling sideways: the client by name (never the id, issue 27), two headers
        // wrap onto two lines, figures keep their width (never cut) and the text columns share what is left.
        TableColumn<SignalsViewModel.ClientRow, SignalsViewModel.ClientRow> clientColumn = TextColumns.wrapping("Client", r -> r,
                SignalsViewModel.ClientRow::name, 130);
        clientColumn.setId("col-client");
        clientColumn.setComparator(java.util.Comparator.comparing(SignalsViewModel.ClientRow::name));
        table.getColumns().add(clientColumn);
        // the advisor and the tolerance need little more than their minimum; the client's name takes the rest
        TableColumn<SignalsViewModel.ClientRow, String> advisor = TextColumns.wrapping("Advisor", r -> r.advisor(), 88);
        advisor.setMaxWidth(150);
        table.getColumns().add(advisor);
        TableColumn<SignalsViewModel.ClientRow, String> tolerance = TextColumns.wrapping("Risk tolerance", r -> Labels.of(r.riskTolerance()), 96);
        tolerance.setMaxWidth(110);
        table.getColumns().add(TextColumns.wrappingHeader(tolerance));
        // wide enough for nine digits and the code ("USD 123,456,789"): an amount is never cut
        TableColumn<SignalsViewModel.ClientRow, SignalsViewModel.ClientRow> value = money("Value", 118);
        value.setMaxWidth(124);
        table.getColumns().add(value);
        table.getColumns().add(fixed(num("Churn", r -> r.churn(), v -> Formats.app().percent(v), 58)));
        TableColumn<SignalsViewModel.ClientRow, String> band = TextColumns.wrapping("Risk band", r -> Labels.of(r.band()), 66);
        band.setId("col-band");
        band.setComparator(java.util.Comparator.comparingInt(b -> java.util.List.of("Low", "Medium", "High", "Critical").indexOf(b)));
        table.getColumns().add(fixed(TextColumns.wrappingHeader(band)));
        table.getColumns().add(fixed(num("Drift", r -> r.drift(), v -> Formats.app().number(v, 2), 50)));
        table.getColumns().add(fixed(num("Alerts", r -> (double) r.alerts(), v -> Formats.app().number(v, 0), 54)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        Label empty = new Label("No clients in the book yet. The demo book appears while demo data is on (Settings, Data sources).");
        empty.setWrapText(true);
        table.setPlaceholder(empty);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, v) -> {
            if (v != null) {
                model.select(v.clientId());
            }
        });
        table.setRowFactory(tv -> {
            javafx.scene.control.TableRow<SignalsViewModel.ClientRow> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    model.openClientFile(row.getItem().clientId());
                }
            });
            return row;
        });

        Label client = new Label();
        client.setId("client-selected");
        client.getStyleClass().add("section-title");
        client.textProperty().bind(model.selectedClientProperty());
        Label churn = new Label();
        churn.setId("client-churn");
        churn.setWrapText(true);
        churn.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        churn.textProperty().bind(model.churnTextProperty());
        ListView<String> reasons = new ListView<>(model.reasons());
        reasons.setId("client-reasons");
        reasons.setPrefHeight(130);
        reasons.setMinHeight(90);
        TextColumns.wrappingCells(reasons, t -> t);
        ListView<String> actions = new ListView<>(model.actions());
        actions.setId("client-actions");
        actions.setPrefHeight(150);
        actions.setMinHeight(90);
        TextColumns.wrappingCells(actions, t -> t);
        Label drift = new Label();
        drift.setId("client-drift");
        drift.setWrapText(true);
        drift.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        drift.textProperty().bind(model.driftTextProperty());
        javafx.scene.control.Tooltip driftFigure = new javafx.scene.control.Tooltip();
        driftFigure.setWrapText(true);
        driftFigure.setMaxWidth(420);
        driftFigure.textProperty().bind(model.driftDetailProperty());
        drift.setTooltip(driftFigure);
        LineChart<String, Number> chart = new LineChart<>(new CategoryAxis(), new NumberAxis());
        chart.setId("drift-chart");
        Label chartTitle = new Label("Suitability drift over time (distance outside the bands; 0 = within them)");
        chartTitle.setWrapText(true);
        chartTitle.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setPrefHeight(220);
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        chart.getData().add(series);
        model.driftHistory().addListener((ListChangeListener<SignalsViewModel.DriftPoint>) c -> {
            series.getData().clear();
            // month-end points labelled by their month ("Nov 2025"), as a reader says them; the full date where a month repeats
            java.util.Set<String> seen = new java.util.HashSet<>();
            model.driftHistory().forEach(p -> {
                String month = Formats.app().month(p.date());
                series.getData().add(new XYChart.Data<>(seen.add(month) ? month : Formats.app().date(p.date()), p.drift()));
            });
        });
        Label notice = new Label();
        notice.getStyleClass().add("hint");
        notice.setWrapText(true);
        notice.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        notice.textProperty().bind(model.driftNoticeProperty());
        Label reasonsTitle = new Label("Top reasons");
        Label actionsTitle = new Label("Proposed next actions for the advisor");
        javafx.scene.control.Button report = new javafx.scene.control.Button("Report");
        report.setId("client-report");
        report.setTooltip(new javafx.scene.control.Tooltip("Open Reports with this client preselected (a branded PDF of the "
                + "client's current holdings, churn signal and suitability drift)"));
        report.disableProperty().bind(model.selectedClientProperty().isEmpty());
        report.setOnAction(e -> model.reportOnSelectedClient());
        javafx.scene.control.Button file = new javafx.scene.control.Button("Open client file");
        file.setId("client-open-file");
        file.disableProperty().bind(model.selectedClientProperty().isEmpty());
        file.setOnAction(e -> model.openClientFile(model.selectedClientProperty().get()));
        // the buttons wrap under the client's id when the page is narrow: nothing is cut
        FlowPane clientHeader = new FlowPane(12, 6, client, report, file);
        clientHeader.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        VBox detail = new VBox(6, clientHeader, churn, reasonsTitle, reasons, actionsTitle, actions, drift, chartTitle, chart, notice);
        detail.setPadding(new Insets(8));
        // the client's page scrolls when the window is short: its text wraps at the pane's width and is never cut
        javafx.scene.control.ScrollPane detailScroll = new javafx.scene.control.ScrollPane(detail);
        detailScroll.setFitToWidth(true);
        detailScroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        detailScroll.setId("client-detail");
        SplitPane split = new SplitPane(table, detailScroll);
        split.setDividerPositions(0.71); // the book gets the room for names on one line at 1280x820
        return split;
    }

    private TableView<SignalsViewModel.ClientRow> bookTable;

    private Node alerts() {
        TableView<SignalsViewModel.AlertRow> table = new TableView<>(model.alerts());
        table.setId("alerts-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(TextColumns.wrapping("Severity", r -> Labels.of(r.severity()), 90));
        table.getColumns().add(TextColumns.wrapping("Type", r -> Labels.of(r.type()), 150));
        table.getColumns().add(TextColumns.wrapping("Client", SignalsViewModel.AlertRow::clientName, 150));
        table.getColumns().add(TextColumns.wrapping("Alert", SignalsViewModel.AlertRow::message, 300));
        table.setPlaceholder(new Label("No alerts at or above your firm's threshold."));
        table.setRowFactory(tv -> {
            javafx.scene.control.TableRow<SignalsViewModel.AlertRow> row = new javafx.scene.control.TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    model.openAlert(row.getItem());
                }
            });
            return row;
        });
        javafx.scene.control.Button open = new javafx.scene.control.Button("Open client");
        open.setId("alert-open");
        open.setOnAction(e -> model.openAlert(table.getSelectionModel().getSelectedItem()));
        javafx.scene.control.Button file = new javafx.scene.control.Button("Open client file");
        file.setId("alert-open-file");
        file.setOnAction(e -> {
            SignalsViewModel.AlertRow a = table.getSelectionModel().getSelectedItem();
            model.openClientFile(a == null ? null : a.clientId());
        });
        file.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        javafx.scene.control.Button ack = new javafx.scene.control.Button("Acknowledge");
        ack.setId("alert-acknowledge");
        ack.setOnAction(e -> model.acknowledge(table.getSelectionModel().getSelectedItem()));
        open.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        ack.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        Label note = new Label();
        note.setId("alerts-note");
        note.setWrapText(true);
        note.getStyleClass().add("hint");
        note.textProperty().bind(model.alertNoteProperty());
        Label message = new Label();
        message.setId("alerts-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        javafx.scene.layout.HBox actions = new javafx.scene.layout.HBox(8, open, file, ack, message);
        actions.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        VBox.setVgrow(table, Priority.ALWAYS);
        return new VBox(8, note, actions, table);
    }

    private Node digest() {
        ListView<String> list = new ListView<>(model.digest());
        list.setId("digest-list");
        list.setPlaceholder(new Label("The weekly digest preview appears here."));
        TextColumns.wrappingCells(list, t -> t);
        return list;
    }

    /** A column of figures or short words: it keeps its width and leaves the rest to the text columns. */
    private static <T> TableColumn<SignalsViewModel.ClientRow, T> fixed(TableColumn<SignalsViewModel.ClientRow, T> c) {
        c.setMaxWidth(c.getMinWidth());
        return c;
    }

    private static TableColumn<SignalsViewModel.ClientRow, String> col(String name,
                                                                       java.util.function.Function<SignalsViewModel.ClientRow, String> f) {
        TableColumn<SignalsViewModel.ClientRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        return c;
    }

    /** The client's value in the client's base currency (code and amount), sorted by amount. */
    private static TableColumn<SignalsViewModel.ClientRow, SignalsViewModel.ClientRow> money(String name, double width) {
        TableColumn<SignalsViewModel.ClientRow, SignalsViewModel.ClientRow> c = new TableColumn<>(name);
        c.setId("col-value");
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        c.setComparator(java.util.Comparator.comparingDouble(SignalsViewModel.ClientRow::value));
        c.setMinWidth(width);
        c.setPrefWidth(width);
        c.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(SignalsViewModel.ClientRow r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : Formats.app().money(r.value(), r.currency()));
                setStyle("-fx-alignment: CENTER-RIGHT;");
            }
        });
        return c;
    }

    private static TableColumn<SignalsViewModel.ClientRow, Double> num(String name,
                                                                       java.util.function.Function<SignalsViewModel.ClientRow, Double> f,
                                                                       java.util.function.Function<Double, String> text, double width) {
        TableColumn<SignalsViewModel.ClientRow, Double> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        c.setMinWidth(width);
        c.setPrefWidth(width);
        c.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty || v == null ? null : text.apply(v));
                setStyle("-fx-alignment: CENTER-RIGHT;");
            }
        });
        return c;
    }

    private static TableColumn<SignalsViewModel.AlertRow, String> alertCol(String name,
                                                                           java.util.function.Function<SignalsViewModel.AlertRow, String> f) {
        TableColumn<SignalsViewModel.AlertRow, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(f.apply(d.getValue())));
        return c;
    }
}
