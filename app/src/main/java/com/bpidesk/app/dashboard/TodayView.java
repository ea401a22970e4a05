package com.bpidesk.app.dashboard;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The "Today" cards of the dashboard (issue 27): clients who need attention (each one click, or Tab and Enter, from the
 * client), the review queue, what changed since the last visit, recent work and the market in brief. Names and dates, never
 * ids; an empty card says so in words. Decision support only: nothing here acts on a client.
 */
final class TodayView {

    private final TodayViewModel model;

    TodayView(TodayViewModel model) {
        this.model = model;
    }

    /** The cards in two columns; {@code regime} (the regime tiles) goes into the market card. */
    Node build(Node regime) {
        GridPane grid = new GridPane();
        grid.setId("today");
        grid.setHgap(16);
        grid.setVgap(16);
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        half.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(half, half);
        grid.add(attentionCard(), 0, 0);
        grid.add(new VBox(16, reviewCard(), sinceCard()), 1, 0);
        grid.add(marketCard(regime), 0, 1);
        grid.add(recentCard(), 1, 1);
        for (Node n : grid.getChildren()) {
            GridPane.setValignment(n, javafx.geometry.VPos.TOP);
        }
        return grid;
    }

    private Node attentionCard() {
        VBox rows = new VBox(6);
        rows.setId("today-attention");
        Label empty = hint("");
        empty.textProperty().bind(Bindings.when(model.loadedProperty()).then("No client needs attention: the book has no open alerts.")
                .otherwise("Loading…"));
        Runnable render = () -> {
            rows.getChildren().clear();
            for (TodayDigest.Attention a : model.attention()) {
                Hyperlink name = new Hyperlink(a.text());
                name.getStyleClass().add("today-client");
                name.setWrapText(true);
                name.setOnAction(e -> model.openClient(a));
                Label why = hint(a.message());
                why.setPadding(new javafx.geometry.Insets(0, 0, 0, 4));
                rows.getChildren().add(new VBox(0, name, why));
            }
            if (model.attention().isEmpty()) {
                rows.getChildren().add(empty);
            }
        };
        model.attention().addListener((ListChangeListener<TodayDigest.Attention>) c -> render.run());
        render.run();
        return card("Clients who need attention", hint("Most severe open alert first; open a client to see their signals. "
                + "Advisors decide what, if anything, to do."), rows);
    }

    private Node reviewCard() {
        Label counts = new Label();
        counts.setId("today-review");
        counts.setWrapText(true);
        counts.setMinHeight(Region.USE_PREF_SIZE);
        counts.textProperty().bind(model.reviewProperty());
        Button open = new Button("Open the review queue");
        open.setId("today-open-review");
        open.setOnAction(e -> model.openScreen("compliance"));
        return card("Review queue", counts, open);
    }

    private Node sinceCard() {
        Label since = new Label();
        since.setId("today-since");
        since.setWrapText(true);
        since.setMinHeight(Region.USE_PREF_SIZE);
        since.textProperty().bind(model.sinceProperty());
        VBox lines = lines(model.changes(), "today-changes");
        return card("What changed", since, lines);
    }

    private Node recentCard() {
        VBox rows = new VBox(4);
        rows.setId("today-recent");
        Runnable render = () -> {
            rows.getChildren().clear();
            for (TodayViewModel.Recent r : model.recent()) {
                Hyperlink link = new Hyperlink(r.text());
                link.setWrapText(true);
                link.setOnAction(e -> model.openScreen(r.screen()));
                rows.getChildren().add(link);
            }
            if (model.recent().isEmpty()) {
                rows.getChildren().add(hint(model.loadedProperty().get() ? "No analyses, Behavioral DNA results or reports yet." : "Loading…"));
            }
        };
        model.recent().addListener((ListChangeListener<TodayViewModel.Recent>) c -> render.run());
        model.loadedProperty().addListener((o, was, now) -> render.run());
        render.run();
        return card("Recent work", rows);
    }

    private Node marketCard(Node regime) {
        VBox lines = lines(model.market(), "today-market");
        Label none = hint("");
        none.textProperty().bind(Bindings.when(model.loadedProperty()).then("No index prices yet: import prices or use the demo market.")
                .otherwise("Loading…"));
        none.visibleProperty().bind(Bindings.isEmpty(model.market()));
        none.managedProperty().bind(none.visibleProperty());
        return card("The market in brief", lines, none, regime);
    }

    private static VBox lines(javafx.collections.ObservableList<String> items, String id) {
        VBox box = new VBox(4);
        box.setId(id);
        Runnable render = () -> box.getChildren().setAll(items.stream().map(t -> {
            Label l = new Label("• " + t);
            l.setWrapText(true);
            l.setMinHeight(Region.USE_PREF_SIZE);
            return (Node) l;
        }).toList());
        items.addListener((ListChangeListener<String>) c -> render.run());
        render.run();
        return box;
    }

    private static Label hint(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("hint");
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    private static VBox card(String title, Node... content) {
        Label t = new Label(title);
        t.getStyleClass().add("section-title");
        VBox card = new VBox(8, t);
        card.getChildren().addAll(content);
        card.getStyleClass().add("card");
        card.setAlignment(Pos.TOP_LEFT);
        card.setMaxWidth(Double.MAX_VALUE);
        return card;
    }
}
