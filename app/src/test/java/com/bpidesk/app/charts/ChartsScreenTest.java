package com.bpidesk.app.charts;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.junit.jupiter.api.Tag;

/** The Charts screen against a real embedded engine on demo data. */
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
@Tag("ui")
class ChartsScreenTest {

    @RegisterExtension
    static final EngineFixture fx = new EngineFixture();
    static ChartsScreen screen;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void start() throws Exception {
        AppContext ctx = fx.context();
        screen = new ChartsScreen(ctx);
        fx.show(screen, 1200, 760);
        FxTestSupport.waitUntil(() -> !screen.chart().candles().isEmpty(), 60);
    }

    @Test
    @org.junit.jupiter.api.Order(1)
    void switchingPeriodsChangesTheCandlesShown() throws Exception {
        robot.clickOn("#period-1mo");
        FxTestSupport.waitUntil(() -> screen.chart().candles().size() <= 23, 30);
        int month = screen.chart().candles().size();
        assertThat(month).isBetween(20, 23);
        robot.clickOn("#period-1y");
        FxTestSupport.waitUntil(() -> screen.chart().candles().size() > 200, 30);
        int year = screen.chart().candles().size();
        assertThat(year).isBetween(259, 263);
        robot.clickOn("#period-3y");
        FxTestSupport.waitUntil(() -> screen.chart().candles().size() > 700, 30);
        assertThat(screen.chart().candles().get(screen.chart().candles().size() - 1).date())
                .isEqualTo(screen.chart().candles().stream().map(CandleData::date).max(java.util.Comparator.naturalOrder()).orElseThrow());
        assertThat(robot.lookup("#charts-demo-badge").queryAs(Label.class).isVisible()).isTrue();
    }

    @Test
    @org.junit.jupiter.api.Order(2)
    void typingATickerLoadsItAndHoveringShowsOhlcv() throws Exception {
        robot.clickOn("#period-6mo");
        robot.doubleClickOn("#charts-ticker").eraseText(8).write("MSFT").type(KeyCode.ENTER).type(KeyCode.ESCAPE);
        FxTestSupport.waitUntil(() -> "MSFT".equals(screen.model().tickerProperty().get())
                && screen.model().nameProperty().get().startsWith("Microsoft"), 30);
        robot.moveTo("#candle-chart");
        FxTestSupport.waitUntil(() -> !screen.chart().hoverTextProperty().get().isEmpty(), 10);
        // the day as people read it ("15 Mar 2024"), never ISO, and the prices' currency
        assertThat(screen.chart().hoverTextProperty().get()).matches("\\d{1,2} \\S+ \\d{4}\\s+USD\\s+O .* H .* L .* C .* V .*");
        assertThat(robot.lookup("#charts-name").queryAs(Label.class).getText()).startsWith("MSFT · Microsoft");
    }

    @Test
    @org.junit.jupiter.api.Order(4)
    void importingAPriceCsvChartsTheImportedSymbol() throws Exception {
        Path file = Path.of(System.getProperty("bpi.shared.data", "../../shared/data"))
                .resolve("prices/yahoo_adjclose_2016_2021/EEM.csv");
        robot.interact(() -> screen.model().importFile(file));
        FxTestSupport.waitUntil(() -> "imported".equals(screen.model().dataSourceProperty().get())
                && "EEM".equals(screen.model().tickerProperty().get()), 30);
        assertThat(screen.model().messageProperty().get()).startsWith("Imported 1,258 daily prices of EEM (yahoo format), ")
                .doesNotContainPattern("\\d{4}-\\d{2}-\\d{2}")
                .contains("Prices in USD (reference data)."); // issue 30: the currency and how it was known
        assertThat(screen.chart().candles().get(screen.chart().candles().size() - 1).date())
                .isEqualTo(java.time.LocalDate.of(2021, 4, 27));
        assertThat(robot.lookup("#charts-demo-badge").queryAs(Label.class).isVisible()).isFalse();
    }

    @Test
    @org.junit.jupiter.api.Order(3)
    void anUnknownTickerSaysSo() throws Exception {
        robot.doubleClickOn("#charts-ticker").eraseText(8).write("NOPE").type(KeyCode.ENTER).type(KeyCode.ESCAPE);
        FxTestSupport.waitUntil(() -> !screen.model().errorProperty().get().isEmpty(), 30);
        assertThat(screen.model().errorProperty().get()).contains("Unknown ticker").doesNotContain("/api/");
        // no other instrument's name next to the unknown ticker
        assertThat(screen.model().nameProperty().get()).isEmpty();
        assertThat(robot.lookup("#charts-name").queryAs(Label.class).getText()).doesNotContain("·").doesNotContain("Microsoft");
        robot.doubleClickOn("#charts-ticker").eraseText(8).write("SPY").type(KeyCode.ENTER).type(KeyCode.ESCAPE);
        FxTestSupport.waitUntil(() -> screen.model().errorProperty().get().isEmpty() && !screen.chart().candles().isEmpty(), 30);
    }
}
