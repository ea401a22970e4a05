package com.bpidesk.app.settings;

import com.bpidesk.app.format.TextColumns;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The view of Settings, "AI agents" (issue 14): the server's switch, what an agent needs to connect (the one place in
 * the app that shows a command, because it is for configuring an agent), creating an agent key limited to chosen tools
 * (shown once), the organization's agent keys with revoke, and the recent tool calls. Bound to an {@link AgentsViewModel}.
 */
public final class AgentsCard {

    private final AgentsViewModel model;
    private final FlowPane toolBoxes = new FlowPane(12, 6);

    public AgentsCard(AgentsViewModel model) {
        this.model = model;
    }

    public AgentsViewModel model() {
        return model;
    }

    public Node build() {
        Label title = new Label("AI agents");
        title.getStyleClass().add("section-title");
        Label intro = new Label("A private server for approved AI agents: read-only behavioral risk, suitability drift, "
                + "alerts, the weekly digest, the macro regime, research and briefings of your organization. Agents cannot "
                + "change anything. BPI Desk never executes trades, never sends client communications and never makes "
                + "suitability determinations, and every answer an agent gets says so.");
        intro.setWrapText(true);
        intro.getStyleClass().add("hint");

        CheckBox enabled = new CheckBox("Let approved AI agents connect (off by default)");
        enabled.setId("agents-enabled");
        enabled.selectedProperty().bindBidirectional(model.enabledProperty());
        enabled.setOnAction(e -> model.setEnabled(enabled.isSelected()));
        enabled.disableProperty().bind(model.loadedProperty().not());

        TextField url = readOnly("agents-url", model.mcpUrl());
        TextField stdio = readOnly("agents-stdio", model.stdioCommand());
        GridPane connect = new GridPane();
        connect.setHgap(12);
        connect.setVgap(6);
        connect.addRow(0, new Label("Agent on the network"), url);
        connect.addRow(1, new Label("Agent on this computer"), stdio);
        GridPane.setHgrow(url, Priority.ALWAYS);
        GridPane.setHgrow(stdio, Priority.ALWAYS);
        Label connectHint = new Label("A network agent sends its key as a bearer token. An agent on this computer starts "
                + "BPI Desk's server itself with the command above, its key in the variable shown; it works while the BPI Desk "
                + "app is closed, because the app's database has one user at a time.");
        connectHint.setWrapText(true);
        connectHint.getStyleClass().add("hint");

        Label newTitle = new Label("New agent key");
        newTitle.getStyleClass().add("section-title");
        TextField label = new TextField();
        label.setId("agents-key-label");
        label.setPromptText("The agent's name, e.g. Research assistant");
        label.textProperty().bindBidirectional(model.labelProperty());
        model.tools().addListener((ListChangeListener<AgentsViewModel.ToolChoice>) c -> showTools());
        showTools();
        Button create = new Button("Create agent key");
        create.setId("agents-create");
        create.setOnAction(e -> model.createKey());
        HBox createRow = new HBox(12, new Label("Name"), label, create);
        createRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(label, Priority.ALWAYS);
        TextField newKey = readOnly("agents-new-key", "");
        newKey.textProperty().bind(model.newKeyProperty());
        Label once = new Label("Copy this key into the agent's configuration now: it is shown only once.");
        once.getStyleClass().add("warning-text");
        VBox shown = new VBox(4, newKey, once);
        shown.visibleProperty().bind(model.newKeyProperty().isNotEmpty());
        shown.managedProperty().bind(shown.visibleProperty());

        TableView<AgentsViewModel.KeyRow> keys = new TableView<>(model.keys());
        keys.setId("agents-keys");
        keys.getColumns().add(TextColumns.wrapping("Agent", AgentsViewModel.KeyRow::agent, 160));
        keys.getColumns().add(TextColumns.wrapping("Tools it may use", AgentsViewModel.KeyRow::tools, 320));
        keys.getColumns().add(TextColumns.wrapping("Created", AgentsViewModel.KeyRow::created, 170));
        keys.getColumns().add(TextColumns.wrapping("State", AgentsViewModel.KeyRow::state, 170));
        keys.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        keys.setPrefHeight(150);
        keys.setPlaceholder(new Label("No agent keys yet."));
        Button revoke = new Button("Revoke selected key");
        revoke.setId("agents-revoke");
        revoke.disableProperty().bind(keys.getSelectionModel().selectedItemProperty().isNull());
        revoke.setOnAction(e -> model.revoke(keys.getSelectionModel().getSelectedItem()));

        Label callsTitle = new Label("Recent tool calls");
        callsTitle.getStyleClass().add("section-title");
        TableView<AgentsViewModel.CallRow> calls = new TableView<>(model.calls());
        calls.setId("agents-calls");
        calls.getColumns().add(TextColumns.wrapping("Time", AgentsViewModel.CallRow::time, 170));
        calls.getColumns().add(TextColumns.wrapping("Agent", AgentsViewModel.CallRow::agent, 140));
        calls.getColumns().add(TextColumns.wrapping("Tool", AgentsViewModel.CallRow::tool, 160));
        calls.getColumns().add(TextColumns.wrapping("Outcome", AgentsViewModel.CallRow::outcome, 180));
        calls.getColumns().add(TextColumns.wrapping("Answer size", AgentsViewModel.CallRow::resultSize, 100));
        calls.getColumns().add(TextColumns.wrapping("Took", AgentsViewModel.CallRow::duration, 70));
        calls.getColumns().add(TextColumns.wrapping("From", AgentsViewModel.CallRow::transport, 110));
        calls.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        calls.setPrefHeight(220);
        calls.setPlaceholder(new Label("No agent has called a tool yet."));
        Label callsSummary = new Label();
        callsSummary.setId("agents-calls-summary");
        callsSummary.getStyleClass().add("hint");
        callsSummary.textProperty().bind(model.callsSummaryProperty());
        Button refresh = new Button("Refresh the log");
        refresh.setId("agents-calls-refresh");
        refresh.setOnAction(e -> model.refreshCalls());
        HBox callsActions = new HBox(12, refresh, callsSummary);
        callsActions.setAlignment(Pos.CENTER_LEFT);

        Label status = new Label();
        status.setId("agents-status");
        status.setWrapText(true);
        status.getStyleClass().add("hint");
        status.textProperty().bind(model.statusProperty());

        VBox card = new VBox(8, title, intro, enabled, connect, connectHint, newTitle, createRow,
                new Label("Tools the agent may use"), toolBoxes, shown, keys, revoke, callsTitle, calls, callsActions, status);
        card.getStyleClass().add("card");
        card.setId("agents-card");
        model.load();
        return card;
    }

    private void showTools() {
        toolBoxes.getChildren().clear();
        for (AgentsViewModel.ToolChoice t : model.tools()) {
            CheckBox b = new CheckBox(t.title());
            b.setId("agents-scope-" + t.name());
            b.setTooltip(new Tooltip(t.description()));
            b.selectedProperty().bindBidirectional(t.selectedProperty());
            toolBoxes.getChildren().add(b);
        }
    }

    private static TextField readOnly(String id, String text) {
        TextField f = new TextField(text);
        f.setId(id);
        f.setEditable(false);
        f.setFocusTraversable(true);
        return f;
    }
}
