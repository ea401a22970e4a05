package com.bpidesk.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.testing.FxTestSupport;
import eu.hansolo.tilesfx.Tile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/**
 * Live state (ADR 0138): macro series imported through the engine's API show on the dashboard's regime tile without F5
 * (the app watches GET /api/changes and the dashboard reloads when the macro topic moves).
 */
@Tag("ui")
class LiveDashboardTest {

    static Path dataDir;
    static BpiDeskApp app;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        System.setProperty("bpi.changes.interval.ms", "300");
        dataDir = FxTestSupport.tempDataDir();
        app = FxTestSupport.startApp(dataDir);
    }

    @AfterAll
    static void stop() throws Exception {
        FxTestSupport.stopApp(app);
        FxTestSupport.deleteTree(dataDir);
        System.clearProperty("bpi.changes.interval.ms");
    }

    @Test
    void importingMacroDataThroughTheApiUpdatesTheRegimeTileWithoutReloading() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("dashboard"));
        Tile tile = robot.lookup("#regime-tile").queryAs(Tile.class);
        FxTestSupport.waitUntil(() -> tile.getText() != null && tile.getText().startsWith("Demo data"), 60);
        var client = app.connection().client();
        long before = client.get("/api/changes").at("/topics/macro").asLong();
        Path fred = Path.of(System.getProperty("bpi.shared.data", "../../shared/data")).resolve("macro/fred");
        for (String id : List.of("UNRATE", "CPIAUCSL", "T10Y2Y", "BAMLH0A0HYM2", "FEDFUNDS")) {
            client.postFile("/api/macro/import", fred.resolve(id + ".csv"), "text/csv", Map.of());
        }
        assertThat(client.get("/api/changes").at("/topics/macro").asLong()).isGreaterThan(before);
        // no navigation, no F5: the tile follows the engine (real series next to the demo GDP: mixed inputs)
        FxTestSupport.waitUntil(() -> tile.getText() != null && tile.getText().contains("mixed"), 60);
        assertThat(tile.getText()).doesNotStartWith("Demo data");
    }
}
