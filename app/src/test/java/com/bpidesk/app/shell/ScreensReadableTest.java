package com.bpidesk.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.BpiDeskApp;
import com.bpidesk.app.settings.AppSettings;
import com.bpidesk.app.testing.FxTestSupport;
import com.bpidesk.app.testing.Readability;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every screen of the real app (demo data) at 1280x820, once its data has loaded: no visible label, button or table
 * cell is cut with an ellipsis unless its tooltip carries the full text, and no table, list, scroll pane, text area or
 * expanded titled pane is squeezed to zero height ({@link Readability}).
 */
class ScreensReadableTest {

    static Path dataDir;
    static BpiDeskApp app;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        dataDir = FxTestSupport.tempDataDir();
        AppSettings.load(dataDir).set("window.width", 1280).set("window.height", 820)
                .set(com.bpidesk.app.UserProfile.NAME, "Robin Reviewer").set(com.bpidesk.app.UserProfile.ROLE, "Compliance officer").save();
        app = FxTestSupport.startApp(dataDir);
    }

    @AfterAll
    static void stop() throws Exception {
        FxTestSupport.stopApp(app);
        FxTestSupport.deleteTree(dataDir);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dashboard", "analysis", "charts", "macro", "dna", "clients", "research", "reports", "compliance", "settings"})
    void readsWithoutCutTextOrCollapsedPanes(String screen) throws Exception {
        robot.interact(() -> app.mainWindow().navigate(screen));
        Thread.sleep(300);
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 90);
        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
        assertThat(problems).as("unreadable on the " + screen + " screen at 1280x820").isEmpty();
    }

    /**
     * The compliance screen with an envelope selected and reviewed: the audit trail pane keeps a readable height (it
     * used to collapse to zero) and shows who reviewed and the reason typed with the review (issue 13).
     */
    @org.junit.jupiter.api.Test
    void theAuditTrailStaysReadableWithAnEnvelopeSelected() throws Exception {
        robot.interact(() -> app.mainWindow().navigate("compliance"));
        com.bpidesk.app.compliance.ComplianceScreen compliance = (com.bpidesk.app.compliance.ComplianceScreen) app.mainWindow()
                .screens().stream().filter(s -> s.id().equals("compliance")).findFirst().orElseThrow();
        var model = compliance.model();
        FxTestSupport.waitUntil(() -> model.rows().stream().anyMatch(r -> r.decisionId().equals("demo-dec-02")), 90);
        robot.interact(() -> model.select("demo-dec-02"));
        FxTestSupport.waitUntil(() -> model.detailProperty().get() != null && !model.reviewerProperty().get().isEmpty(), 60);
        robot.interact(() -> {
            model.reasonProperty().set("Suitability doubt confirmed with the advisor; the ESG screen was checked by hand");
            model.review("ESCALATED");
        });
        FxTestSupport.waitUntil(() -> model.auditTrail().size() == 2, 60);
        FxTestSupport.waitUntil(() -> app.tasks().runningCountProperty().get() == 0, 60);
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.Region pane = robot.lookup("#audit-trail-pane").queryAs(javafx.scene.layout.Region.class);
        javafx.scene.control.ListView<?> trail = robot.lookup("#audit-trail").queryAs(javafx.scene.control.ListView.class);
        assertThat(pane.getHeight()).as("trail pane height").isGreaterThan(150);
        assertThat(trail.getHeight()).as("trail list height").isGreaterThan(100);
        assertThat(robot.from(trail).lookup((javafx.scene.control.Label l) -> l.getText() != null && l.getText().equals(
                "Reason: Suitability doubt confirmed with the advisor; the ESG screen was checked by hand")).tryQuery()).isPresent();
        assertThat(robot.from(trail).lookup((javafx.scene.control.Label l) -> l.getText() != null
                && l.getText().endsWith("Escalated by Robin Reviewer (Compliance officer)")).tryQuery()).isPresent();
        List<String> problems = new ArrayList<>();
        robot.interact(() -> problems.addAll(Readability.problems(app.mainWindow().root())));
        assertThat(problems).as("unreadable compliance screen with an envelope selected").isEmpty();
    }
}
