package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The client file's performance, income and realised gains over the demo book (issue 25). The figures themselves are
 * proven against the numpy/scipy reference in PerformanceReferenceTest; here the routes' shapes, their errors in words, and
 * identities a reader can check by hand on the answers: the 1-month TWR re-linked from the unthinned value series, income
 * and gains totals that add up, and the benchmark's weights equal to the client's recorded policy targets.
 */
@Tag("api")
class ClientPerformanceApiTest {

    static TestEngine t;
    static String client;

    @BeforeAll
    static void start() {
        t = TestEngine.start(Map.of("signals.demo.organization", "org-a"));
        JsonNode first = t.get("/api/book/clients?limit=200").json().at("/items/0");
        client = first.get("client_id").asText();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void everyNamedPeriodWithTheBenchmarksAndTheSeries() {
        var r = t.get("/api/book/clients/" + client + "/performance");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        JsonNode p = r.json();
        assertThat(p.get("periods").findValues("period").stream().map(JsonNode::asText)).containsExactly("1M", "3M", "YTD", "1Y", "3Y", "SI");
        JsonNode si = p.at("/periods/5");
        assertThat(si.get("available").asBoolean()).isTrue();
        assertThat(si.get("start_value").asDouble()).as("nothing before inception").isZero();
        assertThat(si.get("twr").isNumber()).isTrue();
        assertThat(si.get("mwr").isNumber()).isTrue();
        assertThat(si.get("benchmark_twr").isNumber()).isTrue();
        assertThat(si.get("broad_index_twr").isNumber()).isTrue();
        assertThat(p.get("series_period").asText()).isEqualTo("SI");
        assertThat(p.get("series").get(0).get("deposit").asDouble()).as("the first day is the opening deposit").isPositive();
        assertThat(p.get("notice").asText()).contains("does not execute trades");
        assertThat(p.get("sources").toString()).contains("Prices of SPY");
        // the demo client has a recorded policy (the demo table's row for its tolerance): the weights are its targets,
        // equity split 70/30 between SPY and EFA, bonds AGG, real estate VNQ, commodities DBC, cash at a zero return
        assertThat(p.at("/benchmark/benchmark_source").asText()).isEqualTo("policy");
        JsonNode targets = t.get("/api/book/clients/" + client).json().at("/policy/targets");
        assertWeightsAreTheTargets(p.get("benchmark").get("weights"), targets);
    }

    @Test
    void anEditedPolicyIsTheBenchmarksWeights() {
        String other = t.get("/api/book/clients?limit=200").json().at("/items/1/client_id").asText();
        var put = t.putJson("/api/book/clients/" + other + "/policy", """
                {"targets":[{"asset_class":"equity","target_weight":0.5,"band":0.05},{"asset_class":"bonds","target_weight":0.2,"band":0.05},
                 {"asset_class":"real_estate","target_weight":0.1,"band":0.03},{"asset_class":"commodities","target_weight":0.05,"band":0.02},
                 {"asset_class":"cash","target_weight":0.15,"band":0.05}],"max_position_weight":0.2,"held_symbols":[]}
                """);
        assertThat(put.status()).as(put.body()).isEqualTo(200);
        JsonNode p = t.get("/api/book/clients/" + other + "/performance?period=1Y").json();
        assertThat(p.at("/benchmark/benchmark_source").asText()).isEqualTo("policy");
        JsonNode w = p.get("benchmark").get("weights");
        // worked by hand from the targets above: 0.5 x 0.7, 0.5 x 0.3, 0.2, 0.1, 0.05, 0.15
        assertThat(w.get("SPY").asDouble()).isCloseTo(0.35, Offset.offset(1e-12));
        assertThat(w.get("EFA").asDouble()).isCloseTo(0.15, Offset.offset(1e-12));
        assertThat(w.get("AGG").asDouble()).isCloseTo(0.20, Offset.offset(1e-12));
        assertThat(w.get("VNQ").asDouble()).isCloseTo(0.10, Offset.offset(1e-12));
        assertThat(w.get("DBC").asDouble()).isCloseTo(0.05, Offset.offset(1e-12));
        assertThat(w.get("cash").asDouble()).isCloseTo(0.15, Offset.offset(1e-12));
        assertThat(w.size()).isEqualTo(6);
        assertThat(p.at("/benchmark/method").asText()).contains("recorded investment policy");
        assertThat(p.at("/periods/0/benchmark_twr").isNumber()).as(p.at("/periods/0").toString()).isTrue();
    }

    static void assertWeightsAreTheTargets(JsonNode weights, JsonNode targets) {
        Map<String, String> index = Map.of("bonds", "AGG", "real_estate", "VNQ", "commodities", "DBC", "cash", "cash");
        int expected = 0;
        for (JsonNode tg : targets) {
            double x = tg.get("target_weight").asDouble();
            String cls = tg.get("asset_class").asText();
            if (x <= 0) {
                continue;
            }
            if (cls.equals("equity")) {
                assertThat(weights.get("SPY").asDouble()).isCloseTo(x * 0.7, Offset.offset(1e-12));
                assertThat(weights.get("EFA").asDouble()).isCloseTo(x * 0.3, Offset.offset(1e-12));
                expected += 2;
            } else {
                assertThat(weights.get(index.get(cls)).asDouble()).as(cls).isCloseTo(x, Offset.offset(1e-12));
                expected++;
            }
        }
        assertThat(weights.size()).isEqualTo(expected);
    }

    @Test
    void theOneMonthReturnReLinksFromItsOwnSeries() {
        JsonNode p = t.get("/api/book/clients/" + client + "/performance?period=1M").json();
        JsonNode period = p.at("/periods/0");
        double prev = period.get("start_value").asDouble();
        double factor = 1;
        for (JsonNode pt : p.get("series")) {
            double v = pt.get("value").asDouble();
            if (prev + pt.get("deposit").asDouble() > 0.005) {
                factor *= (v + pt.get("withdrawal").asDouble()) / (prev + pt.get("deposit").asDouble());
            }
            prev = v;
        }
        assertThat(period.get("annualised").asBoolean()).isFalse();
        assertThat(period.get("twr").asDouble()).isCloseTo(factor - 1, Offset.offset(1e-12));
        assertThat(period.get("end_value").asDouble()).isEqualTo(prev);
    }

    @Test
    void incomeTotalsAddUpByMonthAndByPosition() {
        JsonNode i = t.get("/api/book/clients/" + client + "/income").json();
        double byMonth = 0;
        for (JsonNode l : i.get("by_month")) {
            byMonth += l.get("net").asDouble();
        }
        double byPosition = 0;
        for (JsonNode l : i.get("by_position")) {
            byPosition += l.get("net").asDouble();
        }
        assertThat(byMonth).isCloseTo(i.get("net").asDouble(), Offset.offset(1e-6));
        assertThat(byPosition).isCloseTo(i.get("net").asDouble(), Offset.offset(1e-6));
        assertThat(i.get("net").asDouble()).isCloseTo(i.get("gross").asDouble() - i.get("withholding_tax").asDouble(), Offset.offset(1e-6));
    }

    @Test
    void realisedGainsWithBothMethodsShareTheProceeds() {
        JsonNode fifo = t.get("/api/book/clients/" + client + "/realised-gains").json();
        JsonNode avg = t.get("/api/book/clients/" + client + "/realised-gains?method=average_cost").json();
        assertThat(fifo.get("method").asText()).isEqualTo("fifo");
        assertThat(fifo.get("firm_default").asBoolean()).isTrue();
        assertThat(avg.get("method_label").asText()).isEqualTo("average cost");
        double gains = 0;
        for (JsonNode s : fifo.get("sales")) {
            gains += s.get("gain").asDouble();
            assertThat(s.get("gain").asDouble()).isCloseTo(s.get("proceeds").asDouble() - s.get("cost").asDouble(), Offset.offset(1e-6));
        }
        double byYear = 0;
        double fifoProceeds = 0;
        double avgProceeds = 0;
        for (int k = 0; k < fifo.get("by_tax_year").size(); k++) {
            byYear += fifo.at("/by_tax_year/" + k + "/gain").asDouble();
            fifoProceeds += fifo.at("/by_tax_year/" + k + "/proceeds").asDouble();
            avgProceeds += avg.at("/by_tax_year/" + k + "/proceeds").asDouble();
        }
        assertThat(byYear).isCloseTo(gains, Offset.offset(1e-6));
        assertThat(avgProceeds).isCloseTo(fifoProceeds, Offset.offset(1e-6));
        if (fifo.get("by_tax_year").size() > 0) {
            int year = fifo.at("/by_tax_year/0/tax_year").asInt();
            JsonNode one = t.get("/api/book/clients/" + client + "/realised-gains?tax_year=" + year).json();
            assertThat(one.get("by_tax_year")).hasSize(1);
            assertThat(one.get("sales").findValues("tax_year").stream().allMatch(y -> y.asInt() == year)).isTrue();
        }
    }

    @Test
    void anUnknownClientAndABadPeriodAreProblemsInWords() {
        var missing = t.get("/api/book/clients/nobody/performance");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().get("detail").asText()).isEqualTo("No client 'nobody' in your organization's book.");
        var period = t.get("/api/book/clients/" + client + "/performance?period=2W");
        assertThat(period.status()).isEqualTo(400);
        assertThat(period.body()).contains("must be one of 1M, 3M, YTD, 1Y, 3Y, SI or custom");
        var custom = t.get("/api/book/clients/" + client + "/performance?period=custom&from=2020-01-01");
        assertThat(custom.status()).isEqualTo(400);
        assertThat(custom.body()).contains("a custom period needs both a from and a to date");
        assertThat(t.get("/api/book/clients/" + client + "/realised-gains?method=lifo").status()).isEqualTo(400);
        assertThat(t.get("/api/book/clients/" + client + "/income", t.otherOrgKey).status()).as("another organization's client").isEqualTo(404);
        var account = t.get("/api/book/clients/" + client + "/performance?account_id=someone-else-a1");
        assertThat(account.status()).isEqualTo(404);
        assertThat(account.json().get("detail").asText()).endsWith("has no account 'someone-else-a1'.");
    }

    @Test
    void oneAccountOfAOneAccountClientIsTheClient() {
        // demo clients have one account, <client>-a1: its figures are the client's
        JsonNode all = t.get("/api/book/clients/" + client + "/performance?period=SI").json();
        JsonNode one = t.get("/api/book/clients/" + client + "/performance?period=SI&account_id=" + client + "-a1").json();
        assertThat(one.get("account_id").asText()).isEqualTo(client + "-a1");
        assertThat(all.path("account_id").isMissingNode()).as("no account named: all of them").isTrue();
        assertThat(one.at("/periods/0/twr").asDouble()).isEqualTo(all.at("/periods/0/twr").asDouble());
    }
}
