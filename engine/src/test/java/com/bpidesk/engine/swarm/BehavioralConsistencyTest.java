package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * Issue 5: the analysis's behavioral_agent is consistent with the Behavioral DNA scorer. One portfolio is scored both
 * ways, the investment-committee analysis (B2) and POST /api/analyze-dna with the same holdings as a CSV snapshot, and the
 * holdings figures must be equal; the concentration figures are also recomputed here from the analyst's weights.
 */
@Tag("api")
class BehavioralConsistencyTest {

    static TestEngine t;
    // the shipped sample portfolio, plus a position bought far above today's price (a large unrealized loser)
    static final String[][] POSITIONS = {
            {"AAPL", "120", "142.50"}, {"MSFT", "60", "288.10"}, {"NVDA", "90", "61.20"}, {"AMZN", "70", "128.40"},
            {"GOOGL", "80", "121.75"}, {"JPM", "55", "139.90"}, {"XOM", "110", "84.30"}, {"JNJ", "45", "158.20"},
            {"PG", "50", "141.10"}, {"KO", "150", "58.60"}, {"UNH", "15", "472.00"}, {"INTC", "300", "44.80"},
            {"NEE", "60", "78.90"}, {"SPY", "40", "395.00"}, {"AGG", "120", "98.70"}, {"GLD", "35", "171.30"}};

    @BeforeAll
    static void start() {
        t = TestEngine.start();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void briefingAndDnaScorerGiveIdenticalHoldingsFigures() {
        StringBuilder json = new StringBuilder("{\"positions\":[");
        StringBuilder csv = new StringBuilder("symbol,shares,cost_basis\n");
        for (int i = 0; i < POSITIONS.length; i++) {
            String[] p = POSITIONS[i];
            // INTC bought at 5x its cost: a large loser for the disposition flag
            String cost = p[0].equals("INTC") ? "500" : p[2];
            json.append(i == 0 ? "" : ",").append("{\"symbol\":\"").append(p[0]).append("\",\"shares\":").append(p[1])
                    .append(",\"cost_basis\":").append(cost).append('}');
            csv.append(p[0]).append(',').append(p[1]).append(',').append(cost).append('\n');
        }
        json.append("]}");
        var analysed = t.postJson("/api/swarm?wait_seconds=300", json.toString());
        assertThat(analysed.status()).as(analysed.body()).isEqualTo(200);
        JsonNode b = analysed.json().at("/ic_briefing");
        JsonNode ba = b.get("behavioral_agent");
        String home = ba.get("home_country").asText();
        assertThat(home).isEqualTo("US");

        var scored = t.send(HttpRequest.newBuilder(t.uri("/api/analyze-dna?kind=holdings&home_country=" + home))
                .POST(HttpRequest.BodyPublishers.ofString(csv.toString())).header("Content-Type", "text/csv")
                .header("Authorization", "Bearer " + t.enterpriseKey));
        assertThat(scored.status()).as(scored.body()).isEqualTo(200);
        Map<String, JsonNode> dna = new HashMap<>();
        scored.json().get("scores").forEach(s -> dna.put(s.get("bias").asText(), s));
        assertThat(scored.json().get("as_of").asText()).isEqualTo(analysed.json().get("as_of").asText());

        // concentration: HHI, effective N, largest position
        JsonNode conc = dna.get("concentration").get("inputs");
        assertThat(ba.get("hhi").asDouble()).isEqualTo(conc.get("hhi").asDouble());
        assertThat(ba.get("effective_holdings").asDouble()).isEqualTo(conc.get("effective_n").asDouble());
        assertThat(ba.get("largest_weight").asDouble()).isEqualTo(conc.get("max_weight").asDouble());
        assertThat(ba.get("largest_symbol").asText()).isEqualTo(conc.get("max_weight_symbol").asText());
        // ... and independently from the portfolio analyst's weights (value / total, same prices)
        double hhi = 0;
        double max = 0;
        for (JsonNode p : b.at("/portfolio_analyst/positions")) {
            double w = p.get("weight").asDouble();
            hhi += w * w;
            max = Math.max(max, w);
        }
        assertThat(ba.get("hhi").asDouble()).isCloseTo(hhi, within(1e-6));
        assertThat(ba.get("largest_weight").asDouble()).isCloseTo(max, within(1e-6));
        assertThat(b.at("/portfolio_analyst/concentration/hhi").asDouble()).isCloseTo(ba.get("hhi").asDouble(), within(1e-6));

        // home bias: domestic share vs world market-cap share
        JsonNode homeIn = dna.get("home_bias").get("inputs");
        assertThat(ba.get("home_weight").asDouble()).isEqualTo(homeIn.get("domestic_share").asDouble());
        assertThat(ba.get("home_world_weight").asDouble()).isEqualTo(homeIn.get("world_cap_share").asDouble());

        // lottery-like holdings (Kumar): share among classifiable stocks, universe share, and the same stocks
        JsonNode lot = dna.get("lottery_preference").get("inputs");
        assertThat(ba.get("lottery_share_of_stocks").asDouble()).isEqualTo(lot.get("lottery_weight").asDouble());
        assertThat(ba.get("universe_lottery_share").asDouble()).isEqualTo(lot.get("universe_lottery_share").asDouble());
        TreeSet<String> dnaLottery = new TreeSet<>();
        dna.get("lottery_preference").get("evidence").forEach(e -> dnaLottery.add(e.get("symbol").asText()));
        TreeSet<String> agentLottery = new TreeSet<>();
        flag(ba, "lottery_like").ifPresent(f -> f.get("symbols").forEach(s -> agentLottery.add(s.asText())));
        assertThat(agentLottery).isEqualTo(dnaLottery);

        // disposition: the scorer's holdings proxy counts, and INTC (cost 500) flagged as a large loser
        JsonNode disp = dna.get("disposition_effect").get("inputs");
        assertThat(ba.get("positions_at_loss").asInt()).isEqualTo(disp.get("positions_at_loss").asInt()).isPositive();
        assertThat(ba.get("positions_at_gain").asInt()).isEqualTo(disp.get("positions_at_gain").asInt());
        JsonNode loser = flag(ba, "disposition_effect").orElseThrow();
        List<String> losers = new ArrayList<>();
        loser.get("symbols").forEach(s -> losers.add(s.asText()));
        assertThat(losers).contains("INTC");
        double intcWeight = 0;
        for (JsonNode p : b.at("/portfolio_analyst/positions")) {
            if (losers.contains(p.get("symbol").asText())) {
                intcWeight += p.get("weight").asDouble();
            }
        }
        assertThat(ba.get("large_loser_weight").asDouble()).isCloseTo(intcWeight, within(1e-9));

        // every score the scorer gives for the holdings is in the briefing, equal
        dna.forEach((bias, s) -> {
            if (s.hasNonNull("score")) {
                assertThat(ba.get("dna_scores").get(bias).asDouble()).as(bias).isEqualTo(s.get("score").asDouble());
            }
        });
        assertThat(ba.get("dna_overall_score").asDouble()).isEqualTo(scored.json().at("/overall/score").asDouble());
    }

    static java.util.Optional<JsonNode> flag(JsonNode section, String code) {
        for (JsonNode f : section.get("flags")) {
            if (f.get("code").asText().equals(code)) {
                return java.util.Optional.of(f);
            }
        }
        return java.util.Optional.empty();
    }
}
