package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.testing.FxTestSupport;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the main window (dashboard, after the regime has loaded) to a PNG so anyone can look at what
 * users see: {@code ./bpi snapshot [FILE.png]} runs just this test; the default file is
 * {@code app/target/snapshots/main-window.png}.
 */
class MainWindowSnapshotTest {

    @Test
    void writesThePng() throws Exception {
        Path dataDir = FxTestSupport.tempDataDir();
        BpiDeskApp app = FxTestSupport.startApp(dataDir);
        try {
            FxRobot robot = new FxRobot();
            String screen = System.getProperty("bpi.snapshot.screen", "dashboard");
            robot.interact(() -> app.mainWindow().navigate(screen));
            Thread.sleep(Long.getLong("bpi.snapshot.settle.ms", 4000));
            WaitForAsyncUtils.waitForFxEvents();
            WritableImage[] image = new WritableImage[1];
            robot.interact(() -> image[0] = app.mainWindow().root().getScene().snapshot(null));
            BufferedImage png = SwingFXUtils.fromFXImage(image[0], null);
            Path out = Path.of(System.getProperty("bpi.snapshot.file",
                    System.getProperty("bpi.snapshot.dir", "target/snapshots") + "/main-window.png"));
            Files.createDirectories(out.toAbsolutePath().getParent());
            ImageIO.write(png, "png", out.toFile());
            assertThat(Files.size(out)).isGreaterThan(10_000);
            assertThat(png.getWidth()).isGreaterThan(800);
        } finally {
            FxTestSupport.stopApp(app);
            FxTestSupport.deleteTree(dataDir);
        }
    }
}
