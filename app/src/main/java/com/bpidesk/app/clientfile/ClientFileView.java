package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.TextColumns;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The client file: a search box with the matching clients on the left; on the right the client's header (name and
 * advisor, never the id), the actions (edit policy, export CSV) and the sections as tabs: Overview (profile, totals,
 * allocation against the policy, the policy and its change log), Holdings, Signals and Notes. Another section is one more
 * tab ({@link #addSection}) and another action one more button in {@link #actions()}.
 */
public final class ClientFileView {

    private final ClientFileViewModel model;
    private final TextField search = new TextField();
    private final TabPane sections = new TabPane();
    private final HBox actions = new HBox(8);

    public ClientFileView(ClientFileViewModel model) {
        this.model = model;
    }

    public Node build() {
        Label title = new Label("Client file");
        title.getStyleClass().add("screen-title");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setPrefSize(22, 22);
        loading.visibleProperty().bind(model.loadingProperty());
        HBox header = new HBox(12, title, loading);
        header.setAlignment(Pos.CENTER_LEFT);
        Label restriction = wrap(new Label("Decision support for the advisor: the file compares the portfolio with the client's recorded "
                + "policy. Nothing is sent to the client, no trade is executed and no suitability determination is made."));
        restriction.getStyleClass().add("hint");
        Label error = wrap(new Label());
        error.setId("clientfile-error");
        error.getStyleClass().add("error-text");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        SplitPane split = new SplitPane(finder(), file());
        split.setDividerPositions(0.2); // the file gets the room: its holdings table fits at 1280x820
        VBox.setVgrow(split, Priority.ALWAYS);
        VBox root = new VBox(12, header, restriction, error, split);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        return root;
    }

    /** The search box (focused when the screen shows) and the matching clients; Enter opens the first match. */
    private Node finder() {
        search.setId("clientfile-search");
        search.setPromptText("Name, client id or advisor");
        search.textProperty().bindBidirectional(model.queryProperty());
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                model.openFirstMatch();
            }
        });
        ListView<ClientFileViewModel.ClientMatch> list = new ListView<>(model.matches());
        list.setId("clientfile-matches");
        TextColumns.wrappingCells(list, ClientFileViewModel.ClientMatch::shown);
        list.setPlaceholder(wrap(new Label("No client matches. Try part of a name, an id or an advisor's name.")));
        list.setOnMouseClicked(e -> {
            var m = list.getSelectionModel().getSelectedItem();
            if (m != null) {
                model.open(m.clientId());
            }
        });
        list.setOnKeyPressed(e -> {
            var m = list.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && m != null) {
                model.open(m.clientId());
            }
        });
        Label find = new Label("Find a client");
        find.getStyleClass().add("section-title");
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox box = new VBox(8, find, search, list);
        box.setMinWidth(190);
        box.setPadding(new Insets(0, 8, 0, 0));
        return box;
    }

    /** The empty state until a client is chosen, then the file. */
    private Node file() {
        Label empty = wrap(new Label("No client chosen. Type part of a client's name, id or advisor in the search box and press Enter, "
                + "or open a client from Clients & signals."));
        empty.setId("clientfile-empty");
        empty.getStyleClass().add("empty-state");
        StackPane.setAlignment(empty, Pos.TOP_LEFT);

        Label name = new Label();
        name.setId("clientfile-name");
        name.getStyleClass().add("screen-title");
        name.textProperty().bind(model.clientNameProperty());
        Label advisor = new Label();
        advisor.setId("clientfile-advisor");
        advisor.textProperty().bind(model.advisorProperty());
        Button edit = new Button("Edit policy…");
        edit.setId("clientfile-edit-policy");
        edit.setOnAction(e -> new PolicyDialog(edit.getScene().getWindow(), model.clientNameProperty().get(),
                model.policyFormProperty().get()).showAndWait().ifPresent(model::savePolicy));
        Button export = new Button("Export CSV…");
        export.setId("clientfile-export");
        export.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Save the client file as CSV");
            chooser.setInitialFileName(model.csvFileName());
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV files", "*.csv"));
            var f = chooser.showSaveDialog(export.getScene().getWindow());
            if (f != null) {
                model.exportCsv(f.toPath());
            }
        });
        actions.getChildren().addAll(edit, export);
        actions.setAlignment(Pos.CENTER_LEFT);
        Label message = wrap(new Label());
        message.setId("clientfile-message");
        message.textProperty().bind(model.messageProperty());
        message.managedProperty().bind(model.messageProperty().isNotEmpty());
        VBox head = new VBox(4, name, advisor, actions, message);

        sections.setId("clientfile-sections");
        sections.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        addSection("Overview", overview());
        addSection("Holdings", holdings());
        addSection("Signals", signals());
        addSection("Notes", notes());
        VBox.setVgrow(sections, Priority.ALWAYS);
        VBox content = new VBox(10, head, sections);
        content.setPadding(new Insets(0, 0, 0, 8));
        content.visibleProperty().bind(model.clientNameProperty().isNotEmpty());
        empty.visibleProperty().bind(content.visibleProperty().not());
        return new StackPane(empty, content);
    }

    /** Adds a section of the file as a tab (the lead adds performance and DNA history this way). */
    public Tab addSection(String title, Node content) {
        Tab tab = new Tab(title, content);
        tab.setId("clientfile-tab-" + title.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
        sections.getTabs().add(tab);
        return tab;
    }

    /** The row of actions under the client's name (another button, such as an import, goes here). */
    public HBox actions() {
        return actions;
    }

    /** Puts the keyboard focus in the search box. */
    public void focusSearch() {
        javafx.application.Platform.runLater(search::requestFocus);
    }

    private Node overview() {
        Label profile = wrap(new Label());
        profile.setId("clientfile-profile");
        profile.textProperty().bind(model.profileProperty());
        Label totals = wrap(new Label());
        totals.setId("clientfile-totals");
        totals.textProperty().bind(model.totalsProperty());
        TableView<ClientFileViewModel.AllocationRow> allocation = new TableView<>(model.allocation());
        allocation.setId("clientfile-allocation");
        allocation.getColumns().add(TextColumns.wrapping("Asset class", ClientFileViewModel.AllocationRow::assetClass, 110));
        allocation.getColumns().add(TextColumns.wrapping("Actual", ClientFileViewModel.AllocationRow::actual, 70));
        allocation.getColumns().add(TextColumns.wrapping("Target", ClientFileViewModel.AllocationRow::target, 120));
        allocation.getColumns().add(TextColumns.wrapping("Band state", ClientFileViewModel.AllocationRow::state, 220));
        allocation.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        allocation.setFixedCellSize(-1);
        allocation.setPrefHeight(165);
        allocation.setMinHeight(150);
        Label policy = wrap(new Label());
        policy.setId("clientfile-policy");
        policy.textProperty().bind(model.policySummaryProperty());
        TableView<ClientFileViewModel.ChangeRow> log = new TableView<>(model.changes());
        log.setId("clientfile-changes");
        log.getColumns().add(TextColumns.wrapping("When", ClientFileViewModel.ChangeRow::when, 130));
        log.getColumns().add(TextColumns.wrapping("Who", ClientFileViewModel.ChangeRow::who, 150));
        log.getColumns().add(TextColumns.wrapping("What", ClientFileViewModel.ChangeRow::field, 150));
        log.getColumns().add(TextColumns.wrapping("From", ClientFileViewModel.ChangeRow::from, 80));
        log.getColumns().add(TextColumns.wrapping("To", ClientFileViewModel.ChangeRow::to, 80));
        log.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        log.setPlaceholder(wrap(new Label("No change recorded yet.")));
        log.setPrefHeight(170);
        log.setMinHeight(120);
        VBox box = new VBox(8, profile, totals, sectionTitle("Allocation against the policy"), allocation,
                sectionTitle("Investment policy"), policy, sectionTitle("Policy change log"), log);
        box.setPadding(new Insets(8));
        return scroll(box);
    }

    private Node holdings() {
        TableView<ClientFileViewModel.HoldingRow> table = new TableView<>(model.holdings());
        table.setId("clientfile-holdings");
        TableColumn<ClientFileViewModel.HoldingRow, String> position = TextColumns.wrapping("Position", r -> r.name() + "\n" + r.symbol()
                + " · " + r.account(), 140);
        table.getColumns().add(position);
        table.getColumns().add(TextColumns.wrapping("Class", ClientFileViewModel.HoldingRow::assetClass, 60));
        table.getColumns().add(figure("Shares", r -> Formats.app().number(r.shares(), r.shares() == Math.rint(r.shares()) ? 0 : 2), 56, false));
        table.getColumns().add(figure("Price", ClientFileViewModel.HoldingRow::price, 84, false));
        table.getColumns().add(figure("Value", r -> r.value() == null ? "not valued" : Formats.app().money(r.value(), r.currency()), 104, false));
        table.getColumns().add(TextColumns.wrappingHeader(figure("Unrealised gain", r -> r.gain() == null ? "n/a" : ClientFileViewModel.signedMoney(r.gain(), r.currency())
                + (r.gainReturn() == null ? "" : "\n" + (r.gainReturn() > 0 ? "+" : "") + Formats.app().percent(r.gainReturn())), 112, true)));
        table.getColumns().add(figure("Weight", r -> r.weight() == null ? "n/a" : Formats.app().percent(r.weight()), 56, false));
        table.getColumns().add(TextColumns.wrapping("Notes", ClientFileView::notes, 90));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setPlaceholder(wrap(new Label("No positions in this client's accounts.")));
        return table;
    }

    /** A position's state in words: the price's status, held by the policy, above the position limit. */
    static String notes(ClientFileViewModel.HoldingRow r) {
        java.util.List<String> out = new java.util.ArrayList<>();
        switch (r.status()) {
            case "stale" -> out.add("Price out of date");
            case "missing_price" -> out.add("No price");
            case "missing_rate" -> out.add("No exchange rate");
            default -> { }
        }
        if (r.held()) {
            out.add("Held (not to be sold)");
        }
        if (r.aboveLimit()) {
            out.add("Above the position limit");
        }
        return String.join("\n", out);
    }

    private Node signals() {
        Label churn = wrap(new Label());
        churn.setId("clientfile-churn");
        churn.textProperty().bind(model.churnProperty());
        ListView<String> reasons = new ListView<>(model.reasons());
        reasons.setId("clientfile-reasons");
        TextColumns.wrappingCells(reasons, t -> t);
        reasons.setPrefHeight(120);
        reasons.setMinHeight(90);
        Label drift = wrap(new Label());
        drift.setId("clientfile-drift");
        drift.textProperty().bind(model.driftProperty());
        javafx.scene.control.Tooltip driftFigure = new javafx.scene.control.Tooltip();
        driftFigure.setWrapText(true);
        driftFigure.setMaxWidth(420);
        driftFigure.textProperty().bind(model.driftDetailProperty());
        drift.setTooltip(driftFigure);
        ListView<String> alerts = new ListView<>(model.alerts());
        alerts.setId("clientfile-alerts");
        TextColumns.wrappingCells(alerts, t -> t);
        alerts.setPrefHeight(160);
        alerts.setMinHeight(90);
        VBox box = new VBox(8, churn, sectionTitle("Top reasons"), reasons, drift, sectionTitle("Open alerts"), alerts);
        box.setPadding(new Insets(8));
        return scroll(box);
    }

    private Node notes() {
        ListView<String> warnings = new ListView<>(model.warnings());
        warnings.setId("clientfile-warnings");
        TextColumns.wrappingCells(warnings, t -> t);
        warnings.setPlaceholder(wrap(new Label("Every position has a current price and exchange rate.")));
        VBox.setVgrow(warnings, Priority.ALWAYS);
        Label notice = wrap(new Label());
        notice.getStyleClass().add("hint");
        notice.textProperty().bind(model.noticeProperty());
        VBox box = new VBox(8, sectionTitle("Prices and rates"), warnings, notice);
        box.setPadding(new Insets(8));
        return box;
    }

    /** A right-aligned column of figures (two lines allowed); {@code signed}: green for a gain, red for a loss. */
    private static TableColumn<ClientFileViewModel.HoldingRow, ClientFileViewModel.HoldingRow> figure(String name,
            Function<ClientFileViewModel.HoldingRow, String> text, double width, boolean signed) {
        TableColumn<ClientFileViewModel.HoldingRow, ClientFileViewModel.HoldingRow> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue()));
        c.setMinWidth(width);
        c.setPrefWidth(width);
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(ClientFileViewModel.HoldingRow r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : text.apply(r));
                String colour = "";
                if (signed && !empty && r != null && r.gain() != null && r.gain() != 0) {
                    colour = r.gain() > 0 ? " -fx-text-fill: #15803d;" : " -fx-text-fill: #b91c1c;";
                }
                setStyle("-fx-alignment: CENTER-RIGHT;" + colour);
            }
        });
        return c;
    }

    private static Label sectionTitle(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Label wrap(Label l) {
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    private static ScrollPane scroll(Node content) {
        ScrollPane s = new ScrollPane(content);
        s.setFitToWidth(true);
        s.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        return s;
    }
}
