package com.bpidesk.app.macro;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Slider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.Tag;

/** The Macro screen's feed filters against a real embedded engine on demo data. */
@Tag("ui")
class MacroScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static MacroScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        screen = new MacroScreen(ctx);
        fx.show(screen, 1260, 780);
        FxTestSupport.waitUntil(() -> !screen.model().rows().isEmpty() && screen.model().regions().size() > 3, 60);
    }

    @Test
    void theRegimeLegendListsTheEnginesRegimesInWords() throws Exception {
        var allowed = fx.engine().client().get("/api/research/regime/history").path("allowed_regimes");
        java.util.List<String> expected = new java.util.ArrayList<>();
        allowed.forEach(r -> expected.add(com.bpidesk.app.format.Labels.of(r.asText())));
        assertThat(expected).hasSizeGreaterThan(3);
        javafx.scene.layout.HBox legend = robot.lookup("#macro-regime-legend").query();
        FxTestSupport.waitUntil(() -> legend.getChildren().size() == expected.size() + 1, 30);
        java.util.List<String> shown = legend.getChildren().stream().limit(expected.size())
                .map(n -> ((javafx.scene.control.Label) n).getText()).toList();
        assertThat(shown).containsExactlyElementsOf(expected).noneMatch(t -> t.contains("_"));
    }

    @Test
    void periodsReadAsPeopleWriteThemByTheSeriesFrequency() throws Exception {
        // the engine says each release's frequency; the Period column writes monthly data as "Mar 2024", daily as
        // "15 Mar 2024", quarterly as "Q1 2024", never ISO 2024-03-15
        assertThat(screen.table().getItems()).isNotEmpty().allSatisfy(r -> assertThat(r.frequency()).isNotBlank());
        java.util.List<String> shown = new java.util.ArrayList<>();
        robot.interact(() -> robot.from(screen.table()).lookup(".table-cell").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> c && c.getTableColumn() != null
                        && "macro-period".equals(c.getTableColumn().getId()) && c.getItem() != null)
                .forEach(n -> shown.add(String.valueOf(n))));
        assertThat(shown).isNotEmpty().allMatch(t -> t.matches("\\d{1,2} \\S+ \\d{4}|\\S+ \\d{4}|Q[1-4] \\d{4}|\\d{4}"), "a readable period");
        for (FeedRow r : screen.table().getItems()) {
            String expected = switch (r.frequency()) {
                case "monthly" -> com.bpidesk.app.format.Formats.app().month(r.period());
                case "quarterly" -> "Q" + ((r.period().getMonthValue() - 1) / 3 + 1) + " " + r.period().getYear();
                case "annual" -> Integer.toString(r.period().getYear());
                default -> com.bpidesk.app.format.Formats.app().date(r.period());
            };
            assertThat(r.periodText()).as(r.seriesId()).isEqualTo(expected).doesNotContainPattern("\\d{4}-\\d{2}");
        }
    }

    @Test
    void categoryRegionAndSignificanceFiltersNarrowTheFeed() throws Exception {
        int all = screen.model().totalProperty().get();
        assertThat(screen.table().getItems()).allMatch(r -> r.significance() >= MacroViewModel.DEFAULT_MIN_SIGNIFICANCE);

        ComboBox<String> category = robot.lookup("#macro-category").queryComboBox();
        robot.interact(() -> category.setValue("rates"));
        FxTestSupport.waitUntil(() -> !screen.model().loadingProperty().get()
                && screen.table().getItems().stream().allMatch(r -> r.category().equals("rates")), 30);
        int rates = screen.model().totalProperty().get();
        assertThat(rates).isLessThan(all).isPositive();

        ComboBox<String> region = robot.lookup("#macro-region").queryComboBox();
        robot.interact(() -> region.setValue("EA"));
        FxTestSupport.waitUntil(() -> !screen.model().loadingProperty().get() && !screen.table().getItems().isEmpty()
                && screen.table().getItems().stream().allMatch(r -> r.region().equals("EA") && r.category().equals("rates")), 30);
        assertThat(screen.model().totalProperty().get()).isLessThan(rates);

        Slider min = robot.lookup("#macro-min-significance").query();
        robot.interact(() -> min.setValue(0.8));
        FxTestSupport.waitUntil(() -> !screen.model().loadingProperty().get()
                && screen.table().getItems().stream().allMatch(r -> r.significance() >= 0.8), 30);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(com.bpidesk.app.client.macro.HttpMacroApi.feedPath(screen.model().query()))
                .contains("category=rates", "region=EA", "min_significance=0.80");

        robot.interact(() -> {
            min.setValue(MacroViewModel.DEFAULT_MIN_SIGNIFICANCE);
            region.setValue(MacroViewModel.ANY);
            category.setValue(MacroViewModel.ANY);
        });
        FxTestSupport.waitUntil(() -> screen.model().totalProperty().get() == all, 30);
    }

    @Test
    void pagingAndSelectingASeriesChartsIt() throws Exception {
        Slider min = robot.lookup("#macro-min-significance").query();
        robot.interact(() -> min.setValue(0));
        FxTestSupport.waitUntil(() -> screen.model().totalProperty().get() > MacroViewModel.PAGE
                && !screen.model().loadingProperty().get(), 30);
        robot.clickOn("#macro-next");
        FxTestSupport.waitUntil(() -> screen.model().offsetProperty().get() == MacroViewModel.PAGE
                && !screen.model().loadingProperty().get(), 30);
        robot.clickOn("#macro-prev");
        FxTestSupport.waitUntil(() -> screen.model().offsetProperty().get() == 0, 30);
        robot.interact(() -> screen.table().getSelectionModel().select(0));
        FxTestSupport.waitUntil(() -> !screen.model().observations().isEmpty(), 30);
        assertThat(screen.model().selectedSeriesProperty().get()).isEqualTo(screen.table().getItems().get(0).seriesId());
        robot.interact(() -> min.setValue(MacroViewModel.DEFAULT_MIN_SIGNIFICANCE));
    }
}
