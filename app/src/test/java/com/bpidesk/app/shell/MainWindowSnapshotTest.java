package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.Tag;

/**
 * Renders screens of the real app (fresh data directory, demo data) to PNGs so people can look at what users see,
 * and checks each picture shows something: the navigation rail, the content area and the status bar each hold
 * drawn content (not one flat colour), the screen's view fills the content area, and the rail names every section.
 *
 * <p>{@code ./bpi snapshot [FILE.png]} renders the dashboard; {@code ./bpi snapshot --all} renders every screen at
 * 1280x820 and 1920x1080 into {@code target/snapshots/<screen>-<width>x<height>.png}. System properties:
 * {@code bpi.snapshot.screen} (a screen id, several separated by commas, or {@code all}), {@code bpi.snapshot.sizes} (e.g. {@code 1280x820,1920x1080}),
 * {@code bpi.snapshot.dir}, {@code bpi.snapshot.file} (one screen, one size).
 */
@Tag("ui")
class MainWindowSnapshotTest {

    @Test
    void writesThePngsAndEachShowsTheRailTheScreenAndTheStatusBar() throws Exception {
        Path dataDir = FxTestSupport.tempDataDir();
        String which = System.getProperty("bpi.snapshot.screen", "dashboard");
        List<int[]> sizes = new ArrayList<>();
        for (String s : System.getProperty("bpi.snapshot.sizes", "1280x820").split(",")) {
            String[] wh = s.strip().split("x");
            sizes.add(new int[] {Integer.parseInt(wh[0]), Integer.parseInt(wh[1])});
        }
        String single = System.getProperty("bpi.snapshot.file");
        Path dir = Path.of(System.getProperty("bpi.snapshot.dir", "target/snapshots"));
        FxRobot robot = new FxRobot();
        try {
            for (int[] size : sizes) {
                // the window size as an earlier session left it (resizing a live window upsets Monocle's headless painter)
                AppSettings.load(dataDir).set("window.width", size[0]).set("window.height", size[1]).save();
                BpiDeskApp app = FxTestSupport.startApp(dataDir);
                try {
                    MainWindow window = app.mainWindow();
                    List<String> ids = which.equals("all") ? window.screens().stream().map(Screen::id).toList() : List.of(which.split(","));
                    for (String id : ids) {
                        robot.interact(() -> window.navigate(id));
                        settle(app);
                        String select = System.getProperty("bpi.snapshot.select", "");
                        if (id.equals("compliance") && !select.isBlank()) {
                            // the compliance screen with a decision selected (bpi.snapshot.select=demo-dec-02)
                            var compliance = (com.bpidesk.app.compliance.ComplianceScreen) window.screens().stream()
                                    .filter(s -> s.id().equals("compliance")).findFirst().orElseThrow();
                            robot.interact(() -> compliance.model().select(select));
                            settle(app);
                        }
                        WritableImage[] image = new WritableImage[1];
                        robot.interact(() -> image[0] = window.root().getScene().snapshot(null));
                        BufferedImage png = SwingFXUtils.fromFXImage(image[0], null);
                        Path out = single != null && ids.size() == 1 && sizes.size() == 1 ? Path.of(single)
                                : dir.resolve(id + "-" + size[0] + "x" + size[1] + ".png");
                        Files.createDirectories(out.toAbsolutePath().getParent());
                        ImageIO.write(png, "png", out.toFile());

                        String at = id + " at " + size[0] + "x" + size[1];
                        assertThat(png.getWidth()).as(at).isEqualTo((int) window.root().getScene().getWidth());
                        for (String region : List.of("#nav-rail", "#content", "#status-bar")) {
                            Node node = robot.lookup(region).query();
                            assertThat(distinctColours(png, node)).as("colours drawn in " + region + " of " + at).isGreaterThanOrEqualTo(4);
                        }
                        Node view = robot.lookup("#screen-" + id).query();
                        assertThat(view.getScene()).as(at).isNotNull();
                        assertThat(view.getLayoutBounds().getHeight()).as("height of the " + id + " view").isGreaterThan(size[1] * 0.5);
                        for (Screen s : window.screens()) {
                            assertThat(robot.lookup("#nav-" + s.id()).queryAs(Labeled.class).getText()).as("rail entry").contains(s.title());
                        }
                    }
                } finally {
                    FxTestSupport.stopApp(app);
                }
            }
        } finally {
            FxTestSupport.deleteTree(dataDir);
        }
    }

    /** Waits until no background work is in flight (data loaded), then lets the layout settle. */
    private static void settle(BpiDeskApp app) throws Exception {
        Thread.sleep(300);
        try {
            FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 60);
        } catch (java.util.concurrent.TimeoutException e) {
            // still render: the picture shows what a user would see while work continues
        }
        Thread.sleep(Long.getLong("bpi.snapshot.settle.ms", 800));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Distinct colours (sampled on a 2-pixel grid) in the node's area of the picture: 1 means blank. */
    private static int distinctColours(BufferedImage png, Node node) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        Set<Integer> colours = new HashSet<>();
        for (int y = (int) Math.max(0, b.getMinY()); y < Math.min(png.getHeight(), b.getMaxY()); y += 2) {
            for (int x = (int) Math.max(0, b.getMinX()); x < Math.min(png.getWidth(), b.getMaxX()); x += 2) {
                colours.add(png.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
