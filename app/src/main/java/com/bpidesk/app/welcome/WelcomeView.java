package com.bpidesk.app.welcome;

import com.bpidesk.app.shell.MainWindow;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The first-run welcome: what demo mode is, and three ways to start (the demo book and sample portfolios,
 * one's own CSV files, or a firm's engine by URL and key). Shown once; the choice is remembered.
 */
public final class WelcomeView {

    public static final String DEMO_EXPLANATION = "BPI Desk starts in demo mode: a simulated client book, sample "
            + "portfolios and recorded market and macro data, labelled DEMO DATA wherever they appear. Everything runs "
            + "on this computer and nothing is sent over the network unless you turn online data on in Settings.";

    private WelcomeView() {
    }

    public static Parent create(WelcomeViewModel model) {
        Label title = new Label("Welcome to BPI Desk");
        title.getStyleClass().add("welcome-title");
        Label subtitle = new Label("Behavioral Portfolio Intelligence for advisors");
        subtitle.getStyleClass().add("welcome-subtitle");
        Label explanation = new Label(DEMO_EXPLANATION);
        explanation.setId("welcome-demo-explanation");
        explanation.setWrapText(true);
        explanation.getStyleClass().add("welcome-text");

        Button demo = new Button("Explore the demo");
        demo.setId("welcome-demo");
        demo.setDefaultButton(true);
        demo.setOnAction(e -> model.chooseDemo());
        Node demoCard = card("Load the demo book and sample portfolios",
                "See every screen with simulated clients and portfolios. Recommended for a first look.", demo);

        Button importCsv = new Button("Import my own CSVs");
        importCsv.setId("welcome-import");
        importCsv.setOnAction(e -> model.chooseImport());
        Node importCard = card("Import my own data",
                "Start with your client book and portfolios from CSV files. The expected columns are shown on the "
                        + "import screen, with sample files to copy.", importCsv);

        TextField url = new TextField();
        url.setId("welcome-engine-url");
        url.setPromptText("https://bpi.example-firm.com");
        url.textProperty().bindBidirectional(model.engineUrlProperty());
        PasswordField key = new PasswordField();
        key.setId("welcome-engine-key");
        key.setPromptText("API key (bpi_…)");
        key.textProperty().bindBidirectional(model.apiKeyProperty());
        Button connect = new Button("Connect");
        connect.setId("welcome-connect");
        connect.disableProperty().bind(model.busyProperty());
        connect.setOnAction(e -> model.connectToFirmEngine());
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, new Label("Engine URL"), url);
        form.addRow(1, new Label("API key"), key);
        GridPane.setHgrow(url, Priority.ALWAYS);
        GridPane.setHgrow(key, Priority.ALWAYS);
        Node remoteCard = card("Connect to my firm's engine",
                "Use your firm's shared BPI Desk engine and its data. Your administrator gives you its address and "
                        + "an API key.", new VBox(8, form, connect));

        Label message = new Label();
        message.setId("welcome-message");
        message.setWrapText(true);
        message.getStyleClass().add("welcome-message");
        message.textProperty().bind(model.messageProperty());

        HBox choices = new HBox(16, demoCard, importCard, remoteCard);
        choices.setAlignment(Pos.TOP_CENTER);
        choices.getChildren().forEach(c -> HBox.setHgrow(c, Priority.ALWAYS));

        Label later = new Label("You can change the engine connection later in Settings. " + MainWindow.RESTRICTIONS);
        later.setWrapText(true);
        later.getStyleClass().add("welcome-footnote");

        VBox box = new VBox(18, title, subtitle, explanation, choices, message, later);
        box.setMaxWidth(1040);
        box.setPadding(new Insets(40));
        box.setAlignment(Pos.TOP_LEFT);
        VBox centred = new VBox(box);
        centred.setAlignment(Pos.CENTER);
        centred.getStyleClass().add("welcome");
        ScrollPane scroll = new ScrollPane(centred);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add("welcome-scroll");
        scroll.setId("welcome");
        return scroll;
    }

    private static Node card(String heading, String text, Node action) {
        Label h = new Label(heading);
        h.getStyleClass().add("section-title");
        h.setWrapText(true);
        Label t = new Label(text);
        t.setWrapText(true);
        t.getStyleClass().add("hint");
        VBox spacer = new VBox();
        VBox.setVgrow(spacer, Priority.ALWAYS);
        VBox card = new VBox(10, h, t, spacer, action);
        card.getStyleClass().addAll("card", "welcome-card");
        card.setPrefWidth(320);
        card.setMinHeight(210);
        return card;
    }
}
