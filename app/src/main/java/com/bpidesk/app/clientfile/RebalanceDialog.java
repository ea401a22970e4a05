package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.TextColumns;
import com.bpidesk.app.AppContext;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * "Propose rebalance…" of the client file (issue 25, docs/rebalancing.md "In the app"): the trades that would bring the
 * client's account back within its policy (instrument, buy or sell, units, price, value, reason), each asset class's
 * weight before and after against its target and band, cash before and after, the estimated realised gain, the notes
 * and the method in words, with Accept (after a confirmation that repeats what goes to compliance review) and Reject.
 * Nothing is executed and nothing is sent to the client, and the dialog says so.
 *
 * <p>Self-contained: {@link #content()} is the dialog's view (tests mount it alone), {@link #show(Window)} opens it in its
 * own window over the owner and asks for the proposal.
 */
public final class RebalanceDialog {

    private final RebalanceViewModel model;
    private Parent content;

    public RebalanceDialog(AppContext ctx, String clientId, String clientName) {
        this.model = new RebalanceViewModel(ctx, clientId, clientName);
    }

    public RebalanceViewModel model() {
        return model;
    }

    /** Opens the dialog in its own window over {@code parent} and asks the engine for the proposal. */
    public void show(Window parent) {
        DialogWindow.show(parent, model.clientNameProperty().map(n -> "Rebalance proposal · " + n), content(), 1100, 760);
        model.propose();
    }

    /** The dialog's view (built once). */
    public Parent content() {
        if (content == null) {
            content = build();
        }
        return content;
    }

    private Parent build() {
        Label title = new Label();
        title.getStyleClass().add("screen-title");
        title.textProperty().bind(model.clientNameProperty().map(n -> "Rebalance proposal for " + n));
        title.setWrapText(true);
        Label notice = wrapped("hint", "rebalance-notice");
        notice.setText("A proposal for you to accept or reject. BPI Desk never executes a trade, sends nothing to the client and makes "
                + "no suitability determination: an accepted proposal becomes review items for compliance.");

        ComboBox<RebalanceViewModel.Choice> account = new ComboBox<>(model.choices());
        account.setId("rebalance-account");
        account.valueProperty().bindBidirectional(model.choiceProperty());
        account.visibleProperty().bind(javafx.beans.binding.Bindings.size(model.choices()).greaterThan(1));
        account.managedProperty().bind(account.visibleProperty());
        Label accountLine = wrapped("section-title", "rebalance-account-line");
        accountLine.textProperty().bind(model.accountProperty());
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(20, 20);
        spinner.visibleProperty().bind(model.busyProperty());
        HBox head = new HBox(10, accountLine, account, spinner);
        head.setAlignment(Pos.CENTER_LEFT);

        TableView<RebalanceText.TradeRow> trades = new TableView<>(model.trades());
        trades.setId("rebalance-trades");
        trades.setPlaceholder(DialogWindow.placeholder("No trade: every asset class is within its band."));
        trades.getColumns().add(column("Instrument", 230, RebalanceText.TradeRow::instrument));
        trades.getColumns().add(column("Buy or sell", 80, RebalanceText.TradeRow::side));
        trades.getColumns().add(column("Units", 70, RebalanceText.TradeRow::units));
        trades.getColumns().add(column("Price", 110, RebalanceText.TradeRow::price));
        trades.getColumns().add(column("Value", 120, RebalanceText.TradeRow::value));
        trades.getColumns().add(column("Why", 360, RebalanceText.TradeRow::reason));
        trades.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        trades.setPrefHeight(200);
        trades.setMinHeight(130);
        VBox.setVgrow(trades, Priority.ALWAYS);

        TableView<RebalanceText.ClassRow> classes = new TableView<>(model.classes());
        classes.setId("rebalance-classes");
        classes.getColumns().add(column("Asset class", 150, RebalanceText.ClassRow::assetClass));
        classes.getColumns().add(column("Before", 90, RebalanceText.ClassRow::before));
        classes.getColumns().add(column("After", 90, RebalanceText.ClassRow::after));
        classes.getColumns().add(column("Target", 90, RebalanceText.ClassRow::target));
        classes.getColumns().add(column("Band", 100, RebalanceText.ClassRow::band));
        classes.getColumns().add(column("After the trades", 140, RebalanceText.ClassRow::state));
        classes.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // five asset classes and the header, without empty rows
        classes.setFixedCellSize(24);
        classes.setPrefHeight(24 * 6 + 6);
        classes.setMinHeight(Region.USE_PREF_SIZE);
        Label cash = wrapped("hint", "rebalance-cash");
        cash.textProperty().bind(model.cashAndGainProperty());

        ListView<String> notes = new ListView<>(model.notes());
        notes.setId("rebalance-notes");
        TextColumns.wrappingCells(notes, t -> t);
        notes.setPrefHeight(72);
        notes.setMinHeight(60);
        notes.setPlaceholder(DialogWindow.placeholder("Nothing was left out."));
        Label method = wrapped("hint", "rebalance-method");
        method.textProperty().bind(model.methodProperty());

        Button accept = new Button("Accept and send for review…");
        accept.setId("rebalance-accept");
        accept.setDefaultButton(true);
        accept.disableProperty().bind(model.busyProperty().or(model.decidableProperty().not()));
        accept.setOnAction(e -> confirmAndAccept());
        Button reject = new Button("Reject");
        reject.setId("rebalance-reject");
        reject.disableProperty().bind(accept.disableProperty());
        reject.setOnAction(e -> model.reject());
        Label status = wrapped("section-title", "rebalance-status");
        status.textProperty().bind(model.statusProperty());
        status.managedProperty().bind(model.statusProperty().isNotEmpty());
        Label error = wrapped("error-text", "rebalance-error");
        error.textProperty().bind(model.errorProperty());
        error.managedProperty().bind(model.errorProperty().isNotEmpty());
        HBox buttons = new HBox(10, accept, reject);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox tradesCard = DialogWindow.card(new VBox(6, section("Proposed trades"), trades));
        VBox.setVgrow(tradesCard, Priority.ALWAYS);
        VBox root = new VBox(10, title, notice, head, tradesCard,
                DialogWindow.card(new VBox(6, section("Asset classes before and after"), classes, cash)),
                DialogWindow.card(new VBox(6, section("Notes"), notes, method)), error, status, buttons);
        root.setPadding(new Insets(20));
        root.getStyleClass().add("screen");
        root.setId("rebalance-dialog");
        return root;
    }

    /** The confirmation repeats what goes to compliance review; only OK accepts. */
    private void confirmAndAccept() {
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, model.confirmation(), ButtonType.OK, ButtonType.CANCEL);
        confirm.setTitle("Send for compliance review");
        confirm.setHeaderText("Accept the rebalance proposal");
        if (content.getScene() != null) {
            confirm.initOwner(content.getScene().getWindow());
        }
        confirm.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        confirm.showAndWait().filter(b -> b == ButtonType.OK).ifPresent(b -> model.accept());
    }

    private static <R> TableColumn<R, String> column(String title, double width, Function<R, String> value) {
        TableColumn<R, String> c = new TableColumn<>(title);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        return c;
    }

    private static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Label wrapped(String style, String id) {
        Label l = new Label();
        l.getStyleClass().add(style);
        l.setId(id);
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}
