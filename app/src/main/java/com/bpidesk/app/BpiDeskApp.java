package com.bpidesk.app;

import com.bpidesk.app.client.EngineConnection;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.shell.FullTextTooltips;
import com.bpidesk.app.shell.MainWindow;
import com.bpidesk.app.shell.Screens;
import com.bpidesk.app.tasks.BackgroundTasks;
import com.bpidesk.app.welcome.FirstRun;
import com.bpidesk.app.welcome.WelcomeView;
import com.bpidesk.app.welcome.WelcomeViewModel;
import com.bpidesk.engine.EngineConfig;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Application;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.image.Image;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The desktop application. Shows a start-up view at once, starts (or connects to) the engine off the
 * FX thread, then shows the main window. Options: {@code --data-dir DIR} (default {@code ~/.bpi-desk}),
 * {@code --engine-url URL --api-key KEY} to use a firm's engine instead of the embedded one. On the first
 * launch with an empty data directory a welcome comes first ({@link FirstRun}).
 */
public class BpiDeskApp extends Application {

    public static final String TITLE = "BPI Desk";
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(BpiDeskApp.class);

    private final BackgroundTasks tasks = BackgroundTasks.forFx();
    private volatile EngineConnection connection;
    private MainWindow mainWindow;
    private AppSettings settings;
    private Path dataDir;
    private Stage stage;
    private WelcomeViewModel welcome;

    @Override
    public void start(Stage stage) {
        this.stage = stage;
        Map<String, String> options = options(getParameters() == null ? List.of() : getParameters().getRaw());
        Map<String, String> engineOverrides = new HashMap<>();
        if (options.containsKey("--data-dir")) {
            engineOverrides.put("data.dir", options.get("--data-dir"));
        }
        dataDir = EngineConfig.load(engineOverrides, System.getenv()).dataDir();
        settings = AppSettings.load(dataDir);

        stage.setTitle(TITLE);
        for (int size : new int[] {16, 32, 48, 64, 128, 256}) {
            var icon = BpiDeskApp.class.getResource("/bpi-assets/icons/bpi-desk-" + size + ".png");
            if (icon != null) {
                stage.getIcons().add(new Image(icon.toExternalForm()));
            }
        }
        Scene scene = new Scene(startupView("Starting the engine…", null), settings.getDouble("window.width", 1280),
                settings.getDouble("window.height", 820));
        scene.getStylesheets().add(BpiDeskApp.class.getResource("/com/bpidesk/app/app.css").toExternalForm());
        stage.setScene(scene);
        // the remembered size wins over any size the stage had before (a stage sized once keeps it for a new scene)
        stage.sizeToScene();
        settings.get("window.x").ifPresent(x -> stage.setX(Double.parseDouble(x)));
        settings.get("window.y").ifPresent(y -> stage.setY(Double.parseDouble(y)));
        stage.setMaximized(settings.getBoolean("window.maximized", false));
        stage.setOnCloseRequest(e -> rememberWindow());
        stage.show();
        if (!options.containsKey("--engine-url") && FirstRun.isFirstRun(settings, dataDir)) {
            welcome = new WelcomeViewModel(settings, tasks, choice -> connect(options, engineOverrides));
            scene.setRoot(WelcomeView.create(welcome));
            LOG.info("First run: welcome shown (data directory {})", dataDir);
        } else {
            connect(options, engineOverrides);
        }
    }

    private void connect(Map<String, String> options, Map<String, String> engineOverrides) {
        stage.getScene().setRoot(startupView("Starting the engine…", null));
        tasks.run("Starting engine", () -> {
            String url = options.getOrDefault("--engine-url",
                    "remote".equals(settings.get(AppSettings.ENGINE_MODE, "embedded")) ? settings.get(AppSettings.ENGINE_URL, "") : "");
            if (!url.isBlank()) {
                return EngineConnection.remote(URI.create(url), options.getOrDefault("--api-key", settings.get(AppSettings.ENGINE_KEY, "")));
            }
            EngineConnection embedded = EngineConnection.embedded(engineOverrides, System.getenv());
            try {
                // The desktop user's profile names the holder of the desk's key: reviews are recorded under it (ADR 0135).
                UserProfile.sync(com.bpidesk.app.client.EngineApis.http(embedded.client()).platform(), settings);
            } catch (RuntimeException e) {
                LOG.warn("Could not send the desktop profile to the engine: {}", e.toString());
            }
            return embedded;
        }, conn -> {
            connection = conn;
            AppContext ctx = new AppContext(conn.client(), tasks, settings, dataDir, () -> stage);
            mainWindow = new MainWindow(ctx, Screens.create(ctx));
            stage.getScene().setRoot(mainWindow.root());
            mainWindow.installShortcuts(stage.getScene());
            mainWindow.focusRail();   // the first focus is the screen shown (it was the rail's first entry, whatever was shown)
            FullTextTooltips.install(stage.getScene());
            // One line the install check (installer/src/test/install-check.sh) waits for.
            LOG.info("Main window shown: screen {}, {}", mainWindow.model().currentScreenProperty().get(), conn.description());
        }, error -> stage.getScene().setRoot(startupView("The engine could not start: " + error,
                () -> connect(options, engineOverrides))));
    }

    private StackPane startupView(String message, Runnable retry) {
        Label brand = new Label(TITLE);
        brand.getStyleClass().add("startup-brand");
        Label text = new Label(message);
        text.setId("startup-message");
        text.setWrapText(true);
        text.setMaxWidth(520);
        VBox box = new VBox(16, brand, text);
        box.setAlignment(Pos.CENTER);
        if (retry == null) {
            box.getChildren().add(1, new ProgressIndicator());
        } else {
            text.getStyleClass().add("error-text");
            Button again = new Button("Try again");
            again.setOnAction(e -> retry.run());
            box.getChildren().add(again);
        }
        StackPane root = new StackPane(box);
        root.getStyleClass().add("startup");
        return root;
    }

    private void rememberWindow() {
        if (settings == null || stage == null) {
            return;
        }
        settings.set("window.maximized", stage.isMaximized());
        if (!stage.isMaximized()) {
            settings.set("window.x", stage.getX()).set("window.y", stage.getY())
                    .set("window.width", stage.getScene().getWidth()).set("window.height", stage.getScene().getHeight());
        }
        settings.save();
    }

    @Override
    public void stop() {
        rememberWindow();
        tasks.shutdown();
        if (connection != null) {
            connection.close();
        }
    }

    /** The engine connection once started (null before); used by tests. */
    public EngineConnection connection() {
        return connection;
    }

    public MainWindow mainWindow() {
        return mainWindow;
    }

    /** The background-task runner (work in flight shows in the status bar); used by tests. */
    public BackgroundTasks tasks() {
        return tasks;
    }

    /** The first-run welcome's model while it is shown (null otherwise); used by tests. */
    public WelcomeViewModel welcome() {
        return welcome;
    }

    /** The primary stage; used by tests. */
    public Stage stage() {
        return stage;
    }

    static Map<String, String> options(List<String> args) {
        Map<String, String> out = new HashMap<>();
        for (int i = 0; i + 1 < args.size(); i += 2) {
            out.put(args.get(i), args.get(i + 1));
        }
        return out;
    }
}
