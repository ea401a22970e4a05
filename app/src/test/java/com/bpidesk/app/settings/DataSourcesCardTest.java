package com.bpidesk.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** The data-sources card of Settings against a real embedded engine (no network: online stays off). */
@Tag("ui")
class DataSourcesCardTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        fx.show(new SettingsScreen(ctx), 1200, 780);
        FxTestSupport.waitUntil(() -> robot().lookup("#data-provider-fred").tryQuery().isPresent(), 30);
    }

    static FxRobot robot() {
        return new FxRobot();
    }

    @Test
    void showsTheEngineSettingsAndRefusesToRefreshWhileOffline() throws Exception {
        assertThat(robot.lookup("#data-mode-demo").queryAs(RadioButton.class).isSelected()).isTrue();
        assertThat(robot.lookup("#data-online").queryAs(CheckBox.class).isSelected()).isFalse();
        robot.clickOn(ScrollIntoView.of(robot, "#data-refresh"));
        FxTestSupport.waitUntil(() -> robot.lookup("#data-status").queryAs(Label.class).getText().contains("Online data is off"), 30);
    }

    @Test
    void savingAProviderToggleIsStoredByTheEngine() throws Exception {
        robot.clickOn(ScrollIntoView.of(robot, "#data-provider-boe"));
        robot.clickOn(ScrollIntoView.of(robot, "#data-save"));
        FxTestSupport.waitUntil(() -> robot.lookup("#data-status").queryAs(Label.class).getText().startsWith("Saved"), 30);
        assertThat(fx.engine().client().get("/api/data/settings").path("providers").toString())
                .contains("\"id\":\"boe\",\"kind\":\"macro\"").contains("\"enabled\":false");
        robot.clickOn(ScrollIntoView.of(robot, "#data-provider-boe"));
        robot.clickOn(ScrollIntoView.of(robot, "#data-save"));
    }
}
