package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.UserProfile;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** Settings, Your profile (ADR 0135): entered once, kept in the app settings, and the holder of the desk's key. */
@Tag("ui")
class ProfileCardTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static AppContext ctx;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        ctx = fx.context();
        fx.show(new SettingsScreen(ctx), 1200, 780);
    }

    @Test
    void savingTheProfileNamesTheReviewerInTheEngine() throws Exception {
        assertThat(fx.engine().client().get("/api/identity").get("identified").asBoolean()).isFalse();
        robot.interact(() -> {
            robot.lookup("#profile-name").queryAs(TextField.class).setText("Morgan Lee");
            robot.lookup("#profile-role").queryAs(javafx.scene.control.ComboBox.class).setValue("reviewer");
            robot.lookup("#profile-save").queryAs(Button.class).fire();
        });
        FxTestSupport.waitUntil(() -> robot.lookup("#profile-status").queryAs(Label.class).getText().startsWith("Saved"), 30);
        assertThat(robot.lookup("#profile-status").queryAs(Label.class).getText())
                .isEqualTo("Saved. You review as Morgan Lee (Reviewer).");
        var id = fx.engine().client().get("/api/identity");
        assertThat(id.get("name").asText()).isEqualTo("Morgan Lee");
        assertThat(id.get("role").asText()).isEqualTo("reviewer");
        assertThat(AppSettings.load(fx.dataDir()).get(UserProfile.NAME, "")).isEqualTo("Morgan Lee");
    }

    /** ADR 0243: in demo mode the desk may act as the labelled demo reviewer, and back. */
    @Test
    void theDemoReviewerSwitchActsAsALabelledPersonaAndBack() throws Exception {
        FxTestSupport.waitUntil(() -> robot.lookup("#profile-demo-reviewer-box").query().isVisible(), 30);
        robot.interact(() -> robot.lookup("#profile-demo-reviewer").queryAs(javafx.scene.control.CheckBox.class).fire());
        FxTestSupport.waitUntil(() -> "demo_reviewer".equals(fx.engine().client().get("/api/identity").path("persona").asText()), 30);
        assertThat(fx.engine().client().get("/api/identity").get("name").asText()).isEqualTo("Demo reviewer (demo only)");
        robot.interact(() -> robot.lookup("#profile-demo-reviewer").queryAs(javafx.scene.control.CheckBox.class).fire());
        FxTestSupport.waitUntil(() -> !fx.engine().client().get("/api/identity").has("persona"), 30);
    }
}
