package com.bpidesk.app.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The whole app with a client's file open, at 1280x820 and 1920x1080 (the screen reached from Clients & signals' list):
 * each section is readable (no cut text) and is written as a PNG to {@code target/snapshots/clientfile-<tab>-<size>.png}
 * ({@code bpi.snapshot.dir} to move them) for a person to look at.
 */
@Tag("ui")
class ClientFileSnapshotTest {

    @Test
    void everySectionReadsAtBothSizes() throws Exception {
        Path dataDir = FxTestSupport.tempDataDir();
        Path dir = Path.of(System.getProperty("bpi.snapshot.dir", "target/snapshots"));
        FxRobot robot = new FxRobot();
        try {
            for (int[] size : new int[][] {{1280, 820}, {1920, 1080}}) {
                AppSettings.load(dataDir).set("window.width", size[0]).set("window.height", size[1]).save();
                BpiDeskApp app = FxTestSupport.startApp(dataDir);
                try {
                    robot.interact(() -> app.mainWindow().navigate("clients"));
                    FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 120);
                    // "Open client file" from the Clients & signals screen, as an advisor would
                    robot.interact(() -> {
                        @SuppressWarnings("unchecked")
                        var table = (javafx.scene.control.TableView<com.bpidesk.app.signals.SignalsViewModel.ClientRow>)
                                robot.lookup("#book-table").query();
                        table.getSelectionModel().select(1);
                    });
                    FxTestSupport.waitUntil(() -> !robot.lookup("#client-open-file").queryButton().isDisabled(), 30);
                    robot.interact(() -> robot.lookup("#client-open-file").queryButton().fire());
                    Label name = robot.lookup("#clientfile-name").queryAs(Label.class);
                    FxTestSupport.waitUntil(() -> !name.getText().isBlank(), 60);
                    FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 120);
                    TabPane tabs = robot.lookup("#clientfile-sections").queryAs(TabPane.class);
                    for (int i = 0; i < tabs.getTabs().size(); i++) {
                        int k = i;
                        robot.interact(() -> tabs.getSelectionModel().select(k));
                        Thread.sleep(500);
                        // the Performance tab loads when it shows
                        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 120);
                        WaitForAsyncUtils.waitForFxEvents();
                        String at = tabs.getTabs().get(k).getText() + " at " + size[0] + "x" + size[1];
                        List<String> problems = new ArrayList<>();
                        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
                        WritableImage[] image = new WritableImage[1];
                        robot.interact(() -> image[0] = app.mainWindow().root().getScene().snapshot(null));
                        BufferedImage png = SwingFXUtils.fromFXImage(image[0], null);
                        Files.createDirectories(dir);
                        ImageIO.write(png, "png", dir.resolve("clientfile-" + tabs.getTabs().get(k).getText().toLowerCase() + "-"
                                + size[0] + "x" + size[1] + ".png").toFile());
                        assertThat(problems).as("unreadable text on the client file, " + at).isEmpty();
                    }
                } finally {
                    FxTestSupport.stopApp(app);
                }
            }
        } finally {
            FxTestSupport.deleteTree(dataDir);
        }
    }
}
