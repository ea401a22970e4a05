package com.bpidesk.app.behavior;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The mapping step: the first rows of the file, one dropdown per column with the engine's guess preselected, the date
 * order and decimal separator, the words that mean buy and sell, and "remember this layout".
 */
final class DnaMappingView {

    private final DnaMappingModel model;
    private final Runnable apply;
    private final Runnable cancel;

    DnaMappingView(DnaMappingModel model, Runnable apply, Runnable cancel) {
        this.model = model;
        this.apply = apply;
        this.cancel = cancel;
    }

    Node build() {
        Label title = new Label("How should this file be read?");
        title.setId("dna-mapping-title");
        title.getStyleClass().add("section-title");
        Label reason = new Label();
        reason.setId("dna-mapping-reason");
        reason.setWrapText(true);
        reason.textProperty().bind(model.reasonProperty());
        Label help = new Label("Pick what each column holds. The first rows of the file are shown below; nothing is scored until you "
                + "choose \u201cRead the file\u201d.");
        help.getStyleClass().add("hint");
        help.setWrapText(true);

        TableView<List<String>> preview = new TableView<>(model.preview());
        preview.setId("dna-mapping-preview");
        preview.setPrefHeight(150);
        preview.setMinHeight(110);
        preview.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        FlowPane choices = new FlowPane(12, 8);
        choices.setId("dna-mapping-columns");
        Runnable rebuild = () -> {
            preview.getColumns().clear();
            choices.getChildren().clear();
            for (DnaMappingModel.ColumnChoice c : model.columns()) {
                int i = c.index() - 1;
                TableColumn<List<String>, String> col = new TableColumn<>(c.header());
                col.setCellValueFactory(row -> new SimpleStringProperty(i < row.getValue().size() ? row.getValue().get(i) : ""));
                col.setPrefWidth(110);
                preview.getColumns().add(col);
                ComboBox<DnaMappingModel.FieldOption> box = new ComboBox<>();
                box.setId("dna-map-" + c.index());
                box.getItems().setAll(DnaMappingModel.FIELDS);
                box.setValue(DnaMappingModel.ColumnChoice.option(c.fieldProperty().get()));
                box.valueProperty().addListener((o, a, v) -> c.fieldProperty().set(v == null ? "" : v.id()));
                box.setPrefWidth(150);
                Label h = new Label(c.header() + (c.confidence() > 0 && c.confidence() < 1
                        ? String.format(java.util.Locale.ROOT, "  (guess, %.0f%% sure)", 100 * c.confidence()) : ""));
                h.getStyleClass().add("hint");
                VBox cell = new VBox(2, h, box);
                choices.getChildren().add(cell);
            }
        };
        model.columns().addListener((ListChangeListener<DnaMappingModel.ColumnChoice>) ch -> rebuild.run());
        rebuild.run();

        ComboBox<String> order = choice("dna-map-date-order", List.of("dmy", "mdy"), List.of("Day first (31.12.2024)", "Month first (12/31/2024)"));
        order.valueProperty().bindBidirectional(model.dateOrderProperty());
        ComboBox<String> decimal = choice("dna-map-decimal", List.of("comma", "point"), List.of("Decimal comma (1.234,56)", "Decimal point (1,234.56)"));
        decimal.valueProperty().bindBidirectional(model.decimalProperty());
        TextField buy = new TextField();
        buy.setId("dna-map-buy");
        buy.setPromptText("e.g. K, Kauf, Köp");
        buy.textProperty().bindBidirectional(model.buyWordsProperty());
        TextField sell = new TextField();
        sell.setId("dna-map-sell");
        sell.setPromptText("e.g. V, Verkauf, Sälj");
        sell.textProperty().bindBidirectional(model.sellWordsProperty());
        HBox formats = new HBox(10, new Label("Dates"), order, new Label("Numbers"), decimal);
        formats.setAlignment(Pos.CENTER_LEFT);
        HBox words = new HBox(10, new Label("Words meaning buy"), buy, new Label("sell"), sell);
        words.setAlignment(Pos.CENTER_LEFT);

        CheckBox remember = new CheckBox("Remember this layout for files with the same columns");
        remember.setId("dna-map-remember");
        remember.selectedProperty().bindBidirectional(model.rememberProperty());
        Button read = new Button("Read the file");
        read.setId("dna-map-apply");
        read.setDefaultButton(true);
        read.setOnAction(e -> apply.run());
        Button back = new Button("Cancel");
        back.setId("dna-map-cancel");
        back.setOnAction(e -> cancel.run());
        HBox buttons = new HBox(10, read, back, remember);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox card = new VBox(10, title, reason, help, preview, choices, formats, words, buttons);
        card.getStyleClass().add("card");
        card.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(card);
        scroll.setId("dna-mapping");
        scroll.setFitToWidth(true);
        return scroll;
    }

    private static ComboBox<String> choice(String id, List<String> values, List<String> labels) {
        ComboBox<String> box = new ComboBox<>();
        box.setId(id);
        box.getItems().setAll(values);
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String v) {
                int i = values.indexOf(v);
                return i < 0 ? "" : labels.get(i);
            }

            @Override
            public String fromString(String s) {
                int i = labels.indexOf(s);
                return i < 0 ? null : values.get(i);
            }
        });
        return box;
    }
}
