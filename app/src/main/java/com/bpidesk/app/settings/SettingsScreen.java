package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * Settings: which engine the app uses (the embedded one, or a firm's engine by URL and API key; takes
 * effect at the next start) and where the data directory is. Data-source settings and the AI agents' server live in
 * their own cards.
 */
public final class SettingsScreen implements Screen {
    private final AppContext ctx;

    public SettingsScreen(AppContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public String id() {
        return "settings";
    }

    @Override
    public String title() {
        return "Settings";
    }

    @Override
    public String glyph() {
        return "⚙";
    }

    @Override
    public Node createView() {
        Label title = new Label("Settings");
        title.getStyleClass().add("screen-title");

        Label engineTitle = new Label("Engine connection");
        engineTitle.getStyleClass().add("section-title");
        ToggleGroup mode = new ToggleGroup();
        RadioButton embedded = new RadioButton("Embedded engine on this computer (default)");
        RadioButton remote = new RadioButton("A firm's shared engine");
        embedded.setToggleGroup(mode);
        remote.setToggleGroup(mode);
        boolean isRemote = "remote".equals(ctx.settings().get(AppSettings.ENGINE_MODE, "embedded"));
        (isRemote ? remote : embedded).setSelected(true);
        TextField url = new TextField(ctx.settings().get(AppSettings.ENGINE_URL, "https://"));
        url.setId("settings-engine-url");
        url.setPromptText("https://bpi.example-firm.com");
        PasswordField key = new PasswordField();
        key.setId("settings-engine-key");
        key.setText(ctx.settings().get(AppSettings.ENGINE_KEY, ""));
        key.setPromptText("API key (bpi_...)");
        url.disableProperty().bind(embedded.selectedProperty());
        key.disableProperty().bind(embedded.selectedProperty());
        Label saved = new Label();
        saved.setId("settings-saved");
        Button save = new Button("Save");
        save.setId("settings-save");
        save.setDefaultButton(true);
        save.setOnAction(e -> {
            if (remote.isSelected() && !url.getText().matches("https?://.+")) {
                saved.setText("Enter the engine's URL, starting with http:// or https://.");
                saved.getStyleClass().setAll("error-text");
                return;
            }
            ctx.settings().set(AppSettings.ENGINE_MODE, remote.isSelected() ? "remote" : "embedded")
                    .set(AppSettings.ENGINE_URL, url.getText().trim())
                    .set(AppSettings.ENGINE_KEY, key.getText().trim())
                    .save();
            saved.getStyleClass().setAll("hint");
            saved.setText("Saved. The engine connection changes at the next start of BPI Desk.");
        });
        GridPane form = new GridPane();
        form.setHgap(12);
        form.setVgap(8);
        form.addRow(0, new Label("Engine URL"), url);
        form.addRow(1, new Label("API key"), key);
        VBox engineCard = new VBox(10, engineTitle, embedded, remote, form, save, saved);
        engineCard.getStyleClass().add("card");

        Label dataTitle = new Label("Data directory");
        dataTitle.getStyleClass().add("section-title");
        Label dir = new Label(ctx.dataDir().toString());
        dir.setId("settings-data-dir");
        Label connected = new Label("Connected to " + ctx.api().platform().baseUrl());
        VBox dataCard = new VBox(8, dataTitle, dir, connected);
        dataCard.getStyleClass().add("card");

        VBox root = new VBox(16, title, engineCard, new DataSourcesCard(new DataSourcesViewModel(ctx)).build(), profileCard(),
                new AgentsCard(new AgentsViewModel(ctx)).build(), dataCard);
        root.getStyleClass().add("screen");
        root.setPadding(new Insets(24));
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(root);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("screen-scroll");
        return scroll;
    }

    /**
     * Your profile (ADR 0135, ADR 0243): the name and role every review from this desk is recorded under. Entered once,
     * kept in the app settings, and sent to the engine as the holder of this desk's key. On a firm's server the key's
     * holder is set by the administrator; the card then shows it. In demo mode the desk may act as the labelled demo
     * reviewer ({@link DemoReviewerSwitch}).
     */
    private Node profileCard() {
        Label t = new Label("Your profile");
        t.getStyleClass().add("section-title");
        Label why = new Label("Reviews of decisions are recorded under this name and role. Only a reviewer may review, and"
                + " the person who proposed a decision or ran its analysis cannot also approve it.");
        why.setWrapText(true);
        why.getStyleClass().add("hint");
        TextField name = new TextField(ctx.settings().get(com.bpidesk.app.UserProfile.NAME, ""));
        name.setId("profile-name");
        name.setPromptText("Your full name");
        javafx.scene.control.ComboBox<String> role = new javafx.scene.control.ComboBox<>(
                javafx.collections.FXCollections.observableArrayList(com.bpidesk.app.UserProfile.ROLES));
        role.setId("profile-role");
        role.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String r) {
                return com.bpidesk.app.UserProfile.roleLabel(r);
            }

            @Override
            public String fromString(String s) {
                return com.bpidesk.app.UserProfile.role(s);
            }
        });
        role.setValue(com.bpidesk.app.UserProfile.role(ctx.settings().get(com.bpidesk.app.UserProfile.ROLE, "")));
        Label status = new Label();
        status.setId("profile-status");
        status.setWrapText(true);
        Button save = new Button("Save profile");
        save.setId("profile-save");
        save.setOnAction(e -> {
            if (name.getText().isBlank()) {
                status.getStyleClass().setAll("error-text");
                status.setText("Enter your name.");
                return;
            }
            ctx.settings().set(com.bpidesk.app.UserProfile.NAME, name.getText().trim())
                    .set(com.bpidesk.app.UserProfile.ROLE, role.getValue()).save();
            ctx.tasks().run("Saving your profile", () -> com.bpidesk.app.UserProfile.sync(ctx.api().platform(), ctx.settings()), id -> {
                status.getStyleClass().setAll("hint");
                String who = com.bpidesk.app.UserProfile.display(id);
                status.setText(id.mayEdit() ? "Saved. You review as " + who + "."
                        : "Saved on this computer. On your firm's server your reviews are recorded under your key's holder"
                        + (who.isEmpty() ? ", which your administrator has not set yet." : ": " + who + "."));
            }, m -> {
                status.getStyleClass().setAll("error-text");
                status.setText("Saved on this computer, but the engine could not be told: " + m);
            });
        });
        GridPane form = new GridPane();
        form.setHgap(12);
        form.setVgap(8);
        form.addRow(0, new Label("Name"), name);
        form.addRow(1, new Label("Role"), role);
        VBox card = new VBox(10, t, why, form, save, status, new DemoReviewerSwitch(ctx).build());
        card.getStyleClass().add("card");
        return card;
    }
}
