package com.bpidesk.app.clientfile;

import com.bpidesk.app.BpiDeskApp;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The client file's dialogs (import, rebalance): a window modal to its owner, titled, sized and styled as the app, and the
 * parts both build with (cards, empty-list text).
 */
final class DialogWindow {

    private DialogWindow() {
    }

    static Stage show(Window parent, ObservableValue<String> title, Parent content, double width, double height) {
        Stage stage = new Stage();
        stage.initOwner(parent);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.titleProperty().bind(title);
        Scene scene = new Scene(content, width, height);
        scene.getStylesheets().add(BpiDeskApp.class.getResource("/com/bpidesk/app/app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    /** Text a list shows while it is empty. */
    static Node placeholder(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("empty-state");
        l.setWrapText(true);
        return l;
    }

    /** A section of a dialog drawn as a card. */
    static VBox card(VBox box) {
        box.getStyleClass().add("card");
        box.setPadding(new Insets(12));
        return box;
    }
}
