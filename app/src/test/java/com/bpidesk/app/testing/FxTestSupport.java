package com.bpidesk.app.testing;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.client.EngineConnection;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.shell.Screen;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Helpers for headless UI tests (TestFX + Monocle): start the whole app on a fresh data directory, or
 * one screen against a real embedded engine, and wait for asynchronous work.
 */
public final class FxTestSupport {

    private FxTestSupport() {
    }

    public static Path tempDataDir() {
        try {
            return Files.createTempDirectory("bpi-app-test-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Starts the real application on the data directory and waits until the main window is shown. The
     * first-run welcome is skipped (a demo choice is recorded when none is); see {@link #launchApp}.
     */
    public static BpiDeskApp startApp(Path dataDir) throws Exception {
        AppSettings settings = AppSettings.load(dataDir);
        if (settings.get(com.bpidesk.app.welcome.FirstRun.CHOICE).isEmpty()) {
            settings.set(com.bpidesk.app.welcome.FirstRun.CHOICE, "demo").save();
        }
        BpiDeskApp app = launchApp(dataDir);
        waitUntil(() -> app.mainWindow() != null, 120);
        return app;
    }

    /** Starts the real application on the data directory without waiting (the first-run welcome may show). */
    public static BpiDeskApp launchApp(Path dataDir) throws Exception {
        FxToolkit.registerPrimaryStage();
        return (BpiDeskApp) FxToolkit.setupApplication(BpiDeskApp.class, "--data-dir", dataDir.toString());
    }

    public static void stopApp(BpiDeskApp app) throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
    }

    /** A real embedded engine on a fresh data directory (demo data), reached through its REST API. */
    /** An embedded engine on {@code dataDir} with the research indexer off (no embedding model load). */
    public static EngineConnection startEngine(Path dataDir) {
        return startEngine(dataDir, false);
    }

    /**
     * ONNX Runtime loads its native library once per JVM from where the first engine extracted it; a test's data
     * directory is deleted after it, so test JVMs extract it once into the build's target directory (as the engine's
     * TestEngine does).
     */
    static {
        com.bpidesk.engine.platform.NativeLibraries.useOnnxRuntimeCache(Path.of("target", "test-native").toAbsolutePath());
    }

    /** An embedded engine on {@code dataDir}; {@code research} turns the research indexer on (search screens). */
    public static EngineConnection startEngine(Path dataDir, boolean research) {
        return EngineConnection.embedded(Map.of("data.dir", dataDir.toString(),
                "research.index.enabled", Boolean.toString(research)), Map.of());
    }

    public static AppContext context(EngineConnection conn, Path dataDir) {
        Stage[] stage = new Stage[1];
        try {
            stage[0] = FxToolkit.registerPrimaryStage();
        } catch (TimeoutException e) {
            throw new IllegalStateException(e);
        }
        return new AppContext(conn.client(), BackgroundTasks.forFx(), AppSettings.load(dataDir), dataDir, () -> stage[0]);
    }

    /** Shows one screen in the primary stage (with the app's stylesheet) and calls its onShow. */
    public static Node showScreen(Screen screen, double width, double height) throws Exception {
        FxToolkit.registerPrimaryStage();
        Node[] view = new Node[1];
        FxToolkit.setupStage(stage -> {
            view[0] = screen.createView();
            Scene scene = new Scene(new StackPane(view[0]), width, height);
            scene.getStylesheets().add(BpiDeskApp.class.getResource("/com/bpidesk/app/app.css").toExternalForm());
            stage.setScene(scene);
            stage.show();
            screen.onShow();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return view[0];
    }

    /**
     * Waits (polling, FX events flushed) until the condition holds, failing after the timeout in seconds. The
     * condition is read on the test thread, so it can turn true while the FX thread is still inside the callback
     * that made it true (e.g. a listener building nodes): the FX events are flushed once more before returning.
     */
    public static void waitUntil(BooleanSupplier condition, int seconds) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.getAsBoolean();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    public static void deleteTree(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
    }

    /**
     * Writes what {@code scene} shows as a PNG to {@code out} (its folder created), after pending FX events: the pictures
     * under target/snapshots that are looked at by hand when a layout changes.
     */
    public static void writeSnapshot(org.testfx.api.FxRobot robot, Scene scene, Path out) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.image.WritableImage[] image = new javafx.scene.image.WritableImage[1];
        robot.interact(() -> image[0] = scene.snapshot(null));
        Path dir = out.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image[0], null), "png", out.toFile());
    }
}
