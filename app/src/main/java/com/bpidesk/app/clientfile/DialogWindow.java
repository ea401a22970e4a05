package com.bpidesk.app.clientfile;

import com.bpidesk.app.BpiDeskApp;
import javafx.beans.value.ObservableValue;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The client file's dialogs (import, rebalance): a window modal to its owner, titled, sized and styled as the app. */
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
}
