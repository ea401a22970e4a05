package com.bpidesk.app.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.testfx.api.FxToolkit;

/**
 * Issue 30: the briefing view shows what the figures cannot be trusted for before the figures themselves: the data
 * warnings first, the price date of each position (an out-of-date price shows its age), the holdings left out of the risk
 * figures with the share of value they describe, and the economic data's source and date. The JSON is an engine result
 * of the shape of {@code GET /api/swarm/result/{job_id}} with the fields the view reads.
 */
@Tag("ui")
class BriefingWarningsTest {

    static final String RESULT = """
            {"job_id":"j","status":"complete","as_of":"2026-03-27","data_source":"imported","ic_briefing":{
             "portfolio_analyst":{"position_count":2,"total_market_value":1000,"base_currency":"USD",
               "positions":[{"symbol":"SPY","shares":1,"price":600,"market_value":600,"weight":0.6,"price_date":"2026-03-27"},
                            {"symbol":"AAPL","shares":2,"price":200,"market_value":400,"weight":0.4,"price_date":"2025-04-04"}],
               "concentration":{"hhi":0.52,"effective_holdings":1.923,"top5_weight":1.0,"largest_symbol":"SPY","largest_weight":0.6},
               "data_warnings":["Out-of-date prices: AAPL (last price 4 Apr 2025, 245 trading days old) has no price within 5 trading days of the analysis date 27 Mar 2026."]},
             "macro_strategist":{"regime":{"regime":"risk_on","confidence":0.6},"readings":[],"fit":{"sector_fit":-0.07,"asset_class_fit":0.1},"data_source":"demo","as_of":"2025-06-01"},
             "risk_manager":{"volatility_annual":0.12,"beta":0.5,"stale_symbols":["AAPL"],"covered_weight":0.6},
             "synthesis_agent":{"posture":"balanced"}}}
            """;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void warningsPriceDatesLeftOutHoldingsAndTheMacroSourceAreShown() throws Exception {
        AtomicReference<List<Node>> nodes = new AtomicReference<>();
        var json = com.bpidesk.app.client.briefing.AnalysisResult.from(new ObjectMapper().readTree(RESULT));
        FxToolkit.setupFixture(() -> nodes.set(BriefingRenderer.render(json)));
        List<Node> out = nodes.get();
        // the warnings come right after the data banner, before any section
        assertThat(out.get(1).getId()).isEqualTo("briefing-data-warnings");
        assertThat(String.join(" ", texts(out.get(1)))).contains("Data warnings", "⚠ Out-of-date prices: AAPL (last price 4 Apr 2025");
        String portfolio = String.join(" | ", texts(pane(out, "briefing-portfolio_analyst").getContent()));
        assertThat(portfolio).contains("Apr", "2025", "2026");
        String risk = String.join(" ", texts(pane(out, "briefing-risk_manager").getContent()));
        assertThat(risk).contains("Left out of these figures because their last price is out of date: AAPL",
                "the figures describe 60");
        String macro = String.join(" ", texts(pane(out, "briefing-macro_strategist").getContent()));
        assertThat(macro).contains("Economic data: DEMO (simulated series)", "latest reading");
        // statistics as meanings (issue 27): weights 0.6 and 0.4 give HHI 0.36 + 0.16 = 0.52, 1 / 0.52 = 1.92 holdings;
        // a sector fit of -7 % leans against the regime (the engine's -5 % threshold), not strongly (-15 %)
        assertThat(portfolio).contains("1.9 holdings' worth of diversification.").doesNotContain("HHI");
        assertThat(macro).contains("Sectors tilted against those this regime favours.").doesNotContain("Sector fit");
    }

    private static TitledPane pane(List<Node> nodes, String id) {
        return nodes.stream().filter(n -> id.equals(n.getId())).map(TitledPane.class::cast).findFirst().orElseThrow();
    }

    private static List<String> texts(Node node) {
        List<String> out = new ArrayList<>();
        if (node instanceof Label l) {
            out.add(l.getText());
        }
        if (node instanceof TableView<?> t) {
            for (int i = 0; i < t.getItems().size(); i++) {
                for (var c : t.getColumns()) {
                    out.add(String.valueOf(c.getCellData(i)));
                }
            }
        }
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(ch -> out.addAll(texts(ch)));
        }
        return out;
    }
}
