package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.macro.Observation;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.swarm.agents.AgentResult;
import com.bpidesk.engine.swarm.agents.BehavioralAgent;
import com.bpidesk.engine.swarm.agents.FactorQuant;
import com.bpidesk.engine.swarm.agents.MacroStrategist;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.agents.RiskManager;
import com.bpidesk.engine.swarm.agents.SectorSpecialist;
import com.bpidesk.engine.swarm.agents.SynthesisAgent;
import com.bpidesk.engine.swarm.briefing.BehavioralAgentSection;
import com.bpidesk.engine.swarm.briefing.FactorQuantSection;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.briefing.SectorSpecialistSection;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seven agents, {@link FactorLibrary}, {@link StressWindows} and {@link RiskFree} on real prices
 * ({@code ../shared/data/prices/yahoo_style_2020_2025}, 20 US stocks and ETFs to 2025-04-04, FEDFUNDS from
 * {@code ../shared/data/macro/fred}) against figures computed independently by numpy in
 * {@code engine/src/test/python/reference_agents.py}, stored in {@code reference/agents_reference.json}. The fixture was
 * made from the repository root with
 * {@code python3 engine/src/test/python/reference_agents.py ../shared/data > engine/src/test/resources/reference/agents_reference.json}
 * (conventions: ddof 1, k = ceil(n(1-alpha)) order statistics without interpolation, square-root-of-ten scaling,
 * forward-filled calendar; all written in the script's header and docs/analysis.md). The portfolio and reference data
 * come from the fixture, so script and test cannot drift apart.
 *
 * <p>Tolerance: 1e-9 relative (with a 1e-15 absolute floor for figures that are zero up to rounding) where the method
 * is fully specified, which is every figure here except the behavioral agent's, which the DNA scorer publishes rounded
 * (HHI and largest weight to 6 decimals, effective holdings to 4; compared within half a unit of the last decimal). The data must be present: the test fails, it does not skip.
 */
class AgentsReferenceTest {

    static final double REL = 1e-9;
    static final double ABS_FLOOR = 1e-15;

    static JsonNode ref;
    static FakeMarket market;
    static FactBase facts;
    static Map<String, AgentResult<?>> results = new LinkedHashMap<>();

    @BeforeAll
    static void run() throws IOException {
        try (InputStream in = AgentsReferenceTest.class.getResourceAsStream("/reference/agents_reference.json")) {
            ref = Json.MAPPER.readTree(in);
        }
        Path shared = Path.of(System.getProperty("bpi.shared.data", "../../shared/data"));
        Path prices = shared.resolve(ref.get("prices").asText());
        Path fedfunds = shared.resolve("macro/fred/FEDFUNDS.csv");
        assertThat(prices).as("real price files (see ../shared/data/SOURCES.md)").isDirectory();
        assertThat(fedfunds).as("FRED FEDFUNDS (see ../shared/data/SOURCES.md)").isRegularFile();
        market = new FakeMarket();
        market.source = "imported"; // real prices: named stress windows are the real episodes
        for (Iterator<Map.Entry<String, JsonNode>> it = ref.at("/inputs/instruments").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode i = e.getValue();
            market.put(new Instrument(e.getKey(), i.get("name").asText(), i.get("asset_class").asText(), i.get("sector").asText(),
                    i.get("country").asText(), "USD"), readBars(prices.resolve(e.getKey() + ".csv")));
        }
        List<Observation> ff = new ArrayList<>();
        for (String line : Files.readAllLines(fedfunds).subList(1, Files.readAllLines(fedfunds).size())) {
            String[] c = line.split(",");
            ff.add(new Observation(LocalDate.parse(c[0]), Double.parseDouble(c[1])));
        }
        market.macro.clear();
        market.macro.put("FEDFUNDS", ff);
        List<SubmissionValidator.Holding> holdings = new ArrayList<>();
        for (JsonNode p : ref.at("/inputs/portfolio")) {
            holdings.add(new SubmissionValidator.Holding(p.get("symbol").asText(), p.get("shares").asDouble(), p.get("cost_basis").asDouble()));
        }
        RiskFree rf = new RiskFree(market);
        facts = new FactBaseBuilder(market, rf, new FactorLibrary(market, rf))
                .build(new SubmissionValidator.Normalized(holdings, null, null, List.of()), () -> false);
        Clock clock = Clock.fixed(market.asOf().plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC);
        results.put(PortfolioAnalyst.NAME, new PortfolioAnalyst().run(facts));
        results.put(MacroStrategist.NAME, new MacroStrategist(market, market, market).run(facts));
        results.put(RiskManager.NAME, new RiskManager().run(facts));
        results.put(SectorSpecialist.NAME, new SectorSpecialist(market).run(facts));
        results.put(FactorQuant.NAME, new FactorQuant().run(facts));
        results.put(BehavioralAgent.NAME, new BehavioralAgent(new DnaScorer(market, market, clock)).run(facts));
        results.put(SynthesisAgent.NAME, new SynthesisAgent(r -> null).synthesize(facts, results, "org", "job"));
    }

    /** Date (first 10 characters), Close, Adj Close and Volume of a Yahoo-style file. */
    static List<Bar> readBars(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<String> header = List.of(lines.get(0).split(","));
        int close = header.indexOf("Close");
        int adj = header.indexOf("Adj Close");
        int vol = header.indexOf("Volume");
        List<Bar> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",");
            double cl = Double.parseDouble(c[close]);
            out.add(new Bar(LocalDate.parse(c[0].substring(0, 10)), cl, cl, cl, cl, Double.parseDouble(c[adj]),
                    (long) Double.parseDouble(c[vol])));
        }
        out.sort(java.util.Comparator.comparing(Bar::date));
        return out;
    }

    static void close(String what, double actual, JsonNode expected) {
        assertThat(expected).as(what + ": missing in the fixture").isNotNull();
        close(what, actual, expected.asDouble());
    }

    static void close(String what, double actual, double expected) {
        double tol = Math.max(REL * Math.abs(expected), ABS_FLOOR);
        assertThat(Math.abs(actual - expected)).as("%s: engine %s vs numpy %s", what, actual, expected).isLessThanOrEqualTo(tol);
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    @SuppressWarnings("unchecked")
    static <S> S section(String agent) {
        return (S) results.get(agent).section();
    }

    @Test
    void factBaseUsesTheBenchmarkCalendarAndValuesAtTheLatestClose() {
        JsonNode fb = ref.get("fact_base");
        assertThat(facts.asOf()).hasToString(ref.get("as_of").asText());
        assertThat(facts.calendarStart()).hasToString(fb.get("calendar_start").asText());
        assertThat(facts.dates()).hasSize(fb.get("days").asInt());
        close("total value", facts.totalValue(), fb.get("total_value"));
    }

    @Test
    void riskFreeIsTheLatestFedFundsObservationPerDay() {
        assertThat(facts.riskFreeSource()).isEqualTo(ref.at("/risk_free/source").asText());
        Map<LocalDate, Integer> idx = new java.util.HashMap<>();
        for (int i = 0; i < facts.dates().length; i++) {
            idx.put(facts.dates()[i], i);
        }
        ref.at("/risk_free/on").fields().forEachRemaining(e ->
                close("risk-free on " + e.getKey(), facts.riskFreeDaily()[idx.get(LocalDate.parse(e.getKey()))], e.getValue()));
    }

    @Test
    void portfolioAnalystWeightsPnlAndConcentration() {
        PortfolioAnalystSection s = section(PortfolioAnalyst.NAME);
        JsonNode pa = ref.get("portfolio_analyst");
        close("total market value", s.totalMarketValue(), pa.get("total_market_value"));
        close("total cost", s.totalCost(), pa.get("total_cost"));
        close("total unrealized P&L", s.totalUnrealizedPnl(), pa.get("total_unrealized_pnl"));
        for (PortfolioAnalystSection.PositionRow r : s.positions()) {
            close("weight " + r.symbol(), r.weight(), pa.at("/weights/" + r.symbol()));
            close("unrealized P&L " + r.symbol(), r.unrealizedPnl(), pa.at("/unrealized_pnl/" + r.symbol()));
            close("unrealized P&L % " + r.symbol(), r.unrealizedPnlPct(), pa.at("/unrealized_pnl_pct/" + r.symbol()));
        }
        close("HHI", s.concentration().hhi(), pa.get("hhi"));
        close("effective holdings", s.concentration().effectiveHoldings(), pa.get("effective_holdings"));
        close("top-5 weight", s.concentration().top5Weight(), pa.get("top5_weight"));
        assertThat(s.concentration().largestSymbol()).isEqualTo(pa.get("largest_symbol").asText());
    }

    @Test
    void riskManagerVolatilityBetaCorrelation() {
        RiskManagerSection s = section(RiskManager.NAME);
        JsonNode rm = ref.get("risk_manager");
        assertThat(s.observations1y()).isEqualTo(rm.get("observations_1y").asInt());
        close("volatility", s.volatilityAnnual(), rm.get("volatility_annual"));
        close("benchmark volatility", s.benchmarkVolatilityAnnual(), rm.get("benchmark_volatility_annual"));
        close("beta", s.beta(), rm.get("beta"));
        close("correlation", s.correlation(), rm.get("correlation"));
    }

    @Test
    void riskManagerHistoricalAndParametricVarAndEs() {
        RiskManagerSection s = section(RiskManager.NAME);
        JsonNode rows = ref.at("/risk_manager/value_at_risk");
        assertThat(s.valueAtRisk()).hasSize(8).hasSize(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            JsonNode e = rows.get(i);
            RiskManagerSection.VarRow a = s.valueAtRisk().get(i);
            String what = String.format(Locale.ROOT, "%s %d-day %.0f%%", e.get("method").asText(), e.get("horizon_days").asInt(),
                    100 * e.get("confidence").asDouble());
            assertThat(a.method()).isEqualTo(e.get("method").asText());
            assertThat(a.horizonDays()).isEqualTo(e.get("horizon_days").asInt());
            assertThat(a.confidence()).isEqualTo(e.get("confidence").asDouble());
            assertThat(a.observations()).as(what + " observations").isEqualTo(e.get("observations").asInt());
            close(what + " VaR", a.var(), e.get("var"));
            close(what + " ES", a.expectedShortfall(), e.get("expected_shortfall"));
            close(what + " VaR amount", a.varAmount(), e.get("var_amount"));
        }
    }

    @Test
    void riskManagerMaximumDrawdownWithDates() {
        RiskManagerSection s = section(RiskManager.NAME);
        JsonNode rows = ref.at("/risk_manager/max_drawdown");
        for (int i = 0; i < rows.size(); i++) {
            JsonNode e = rows.get(i);
            RiskManagerSection.DrawdownRow a = s.maxDrawdown().get(i);
            assertThat(a.window()).isEqualTo(e.get("window").asText());
            assertThat(a.observations()).isEqualTo(e.get("observations").asInt());
            close(a.window() + " drawdown", a.maxDrawdown(), e.get("max_drawdown"));
            assertThat(a.peakDate()).hasToString(e.get("peak_date").asText());
            assertThat(a.troughDate()).hasToString(e.get("trough_date").asText());
            assertThat(a.recoveryDate() == null ? null : a.recoveryDate().toString())
                    .isEqualTo(e.get("recovery_date").isNull() ? null : e.get("recovery_date").asText());
        }
    }

    @Test
    void riskManagerEulerContributionsSumToTheVolatility() {
        RiskManagerSection s = section(RiskManager.NAME);
        JsonNode rm = ref.get("risk_manager");
        assertThat(s.riskContributions()).hasSize(rm.get("risk_contributions").size());
        for (RiskManagerSection.RiskContribution c : s.riskContributions()) {
            JsonNode e = rm.at("/risk_contributions/" + c.symbol());
            close("contribution " + c.symbol(), c.contribution(), e.get("contribution"));
            close("share of risk " + c.symbol(), c.shareOfRisk(), e.get("share_of_risk"));
            close("standalone volatility " + c.symbol(), c.standaloneVolatility(), e.get("standalone_volatility"));
        }
        close("contributions total", s.riskContributionsTotal(), rm.get("risk_contributions_total"));
        close("contributions total = volatility", s.riskContributionsTotal(), rm.get("volatility_annual"));
    }

    @Test
    void stressWindowsNamedAndWorstBenchmarkEpisodes() {
        RiskManagerSection s = section(RiskManager.NAME);
        JsonNode rows = ref.at("/risk_manager/stress_tests");
        assertThat(s.stressTests()).extracting(RiskManagerSection.StressResult::name)
                .containsExactlyElementsOf(rows.findValuesAsText("name"));
        for (int i = 0; i < rows.size(); i++) {
            JsonNode e = rows.get(i);
            RiskManagerSection.StressResult a = s.stressTests().get(i);
            assertThat(a.kind()).isEqualTo(e.get("kind").asText());
            assertThat(a.start()).hasToString(e.get("start").asText());
            assertThat(a.end()).hasToString(e.get("end").asText());
            assertThat(a.tradingDays()).isEqualTo(e.get("trading_days").asInt());
            close(a.name() + " portfolio return", a.portfolioReturn(), e.get("portfolio_return"));
            close(a.name() + " benchmark return", a.benchmarkReturn(), e.get("benchmark_return"));
            close(a.name() + " P&L", a.pnlAmount(), e.get("pnl_amount"));
            close(a.name() + " covered weight", a.coveredWeight(), e.get("covered_weight"));
        }
    }

    @Test
    void sectorSpecialistActiveWeightsAndDeviation() {
        SectorSpecialistSection s = section(SectorSpecialist.NAME);
        JsonNode ss = ref.get("sector_specialist");
        assertThat(s.sectors()).hasSize(ss.get("sector_active").size());
        s.sectors().forEach(r -> close("active " + r.name(), r.activeWeight(), ss.at("/sector_active").get(r.name())));
        assertThat(s.countries()).hasSize(ss.get("country_active").size());
        s.countries().forEach(r -> close("active " + r.name(), r.activeWeight(), ss.at("/country_active").get(r.name())));
        close("sector deviation", s.sectorDeviation(), ss.get("sector_deviation"));
        close("country deviation", s.countryDeviation(), ss.get("country_deviation"));
    }

    @Test
    void macroStrategistPlaybookFit() {
        MacroStrategistSection s = section(MacroStrategist.NAME);
        JsonNode ms = ref.get("macro_strategist");
        assertThat(s.regime().regime()).isEqualTo(ms.get("regime").asText());
        close("sector fit", s.fit().sectorFit(), ms.get("sector_fit"));
        close("asset-class fit", s.fit().assetClassFit(), ms.get("asset_class_fit"));
        assertThat(s.fit().assetClassWeights()).hasSize(ms.get("asset_class_weights").size());
        s.fit().assetClassWeights().forEach((k, v) -> close("asset class " + k, v, ms.at("/asset_class_weights").get(k)));
    }

    @Test
    void factorLibrarySeriesOnRealPrices() {
        FactorLibrary.Series fs = facts.factors();
        JsonNode fl = ref.get("factor_library");
        assertThat(fs.dates()[0]).hasToString(fl.get("dates_from").asText());
        assertThat(fs.dates()[fs.dates().length - 1]).hasToString(fl.get("dates_to").asText());
        assertThat(fs.dates()).hasSize(fl.get("days").asInt());
        Map<LocalDate, Integer> idx = new java.util.HashMap<>();
        for (int i = 0; i < fs.dates().length; i++) {
            idx.put(fs.dates()[i], i);
        }
        for (String f : FactorLibrary.FACTORS) {
            double[] x = fs.factor(f);
            assertThat(java.util.Arrays.stream(x).filter(Double::isFinite).count()).as(f + " defined days")
                    .isEqualTo(fl.at("/defined_days/" + f).asLong());
            close(f + " sum", java.util.Arrays.stream(x).filter(Double::isFinite).sum(), fl.at("/sum_defined/" + f));
            fl.get("on").fields().forEachRemaining(e -> {
                double v = x[idx.get(LocalDate.parse(e.getKey()))];
                JsonNode exp = e.getValue().get(f);
                if (exp.isNull()) {
                    assertThat(v).as(f + " on " + e.getKey()).isNaN();
                } else {
                    close(f + " on " + e.getKey(), v, exp);
                }
            });
        }
        fl.get("momentum_12_1").fields().forEachRemaining(e -> close("universe momentum " + e.getKey(),
                fs.latest().get(e.getKey()).momentum121(), e.getValue()));
    }

    @Test
    void factorQuantOlsCoefficientsStandardErrorsTStatsAndRSquared() {
        FactorQuantSection s = section(FactorQuant.NAME);
        JsonNode fq = ref.get("factor_quant");
        assertThat(s.observations()).isEqualTo(fq.get("observations").asInt());
        assertThat(s.from()).hasToString(fq.get("from").asText());
        assertThat(s.to()).hasToString(fq.get("to").asText());
        assertThat(s.exposures()).extracting(FactorQuantSection.Exposure::factor).containsExactlyElementsOf(texts(fq.get("included")))
                .isNotEmpty();
        for (FactorQuantSection.Exposure e : s.exposures()) {
            JsonNode x = fq.at("/exposures/" + e.factor());
            close(e.factor() + " beta", e.beta(), x.get("beta"));
            close(e.factor() + " standard error", e.standardError(), x.get("standard_error"));
            close(e.factor() + " t", e.tStat(), x.get("t_stat"));
        }
        close("alpha (annual)", s.alphaAnnual(), fq.get("alpha_annual"));
        close("alpha t", s.alphaTStat(), fq.get("alpha_t_stat"));
        close("R²", s.rSquared(), fq.get("r_squared"));
        close("adjusted R²", s.adjustedRSquared(), fq.get("adjusted_r_squared"));
        assertThat(s.universeSize()).isEqualTo(fq.get("universe_size").asInt());
        for (FactorQuantSection.MomentumRow m : s.holdingMomentum()) {
            close("12-1 momentum " + m.symbol(), m.momentum121(), fq.at("/holding_momentum/" + m.symbol() + "/momentum_12_1"));
            close("momentum percentile " + m.symbol(), m.universePercentile(), fq.at("/holding_momentum/" + m.symbol() + "/universe_percentile"));
        }
    }

    @Test
    void behavioralAgentConcentrationEqualsTheIndependentWeights() {
        BehavioralAgentSection s = section(BehavioralAgent.NAME);
        JsonNode pa = ref.get("portfolio_analyst");
        // the DNA scorer publishes its inputs rounded (DnaScorer: hhi and max_weight to 6 decimals, effective_n to 4):
        // within half a unit of the last published decimal
        assertThat(s.hhi()).isCloseTo(pa.get("hhi").asDouble(), within(0.5e-6 + 1e-12));
        assertThat(s.effectiveHoldings()).isCloseTo(pa.get("effective_holdings").asDouble(), within(0.5e-4 + 1e-12));
        assertThat(s.largestWeight()).isCloseTo(pa.at("/weights/" + pa.get("largest_symbol").asText()).asDouble(), within(0.5e-6 + 1e-12));
        assertThat(s.largestSymbol()).isEqualTo(pa.get("largest_symbol").asText());
        long atLoss = 0;
        long atGain = 0;
        for (Iterator<JsonNode> it = pa.get("unrealized_pnl_pct").elements(); it.hasNext(); ) {
            double v = it.next().asDouble();
            atLoss += v < 0 ? 1 : 0;
            atGain += v > 0 ? 1 : 0;
        }
        assertThat(s.positionsAtLoss()).isEqualTo((int) atLoss);
        assertThat(s.positionsAtGain()).isEqualTo((int) atGain);
        assertThat(s.homeCountry()).isEqualTo("US");
    }

    @Test
    void reviewItemsAboutTheSameThingAreMerged() {
        SynthesisAgentSection s = section(SynthesisAgent.NAME);
        assertThat(s.reviewItems()).filteredOn(r -> r.proposedAction().type().equals("rebalance"))
                .extracting(r -> r.proposedAction().parameters().get("symbol")).doesNotHaveDuplicates();
        assertThat(s.reviewItems()).extracting(r -> r.figure() + ":" + r.proposedAction().parameters().get("symbol")).doesNotHaveDuplicates();
        assertThat(s.reviewItems()).filteredOn(r -> r.proposedAction().type().equals("risk_review")).hasSizeLessThanOrEqualTo(1);
        // the drawdown and the worst stress window are both risk-level findings here: one risk review with both reasons
        assertThat(s.reviewItems()).filteredOn(r -> r.proposedAction().type().equals("risk_review")).singleElement()
                .satisfies(r -> assertThat(r.rationale()).contains("Maximum drawdown").contains("Worst stress window"));
        assertThat(s.reviewItems()).extracting(r -> r.id()).doesNotHaveDuplicates();
    }

    @Test
    void synthesisPostureFromTheIndependentVolatilityRatio() {
        SynthesisAgentSection s = section(SynthesisAgent.NAME);
        assertThat(s.posture()).isEqualTo(ref.at("/synthesis_agent/posture").asText());
        assertThat(s.postureRationale()).contains(String.format(Locale.ROOT, "%.2f times", ref.at("/synthesis_agent/volatility_ratio").asDouble()));
    }

    /**
     * The engine's market loading (price-built factors, ADR 0033) against a regression of the same portfolio's excess
     * returns on Kenneth French's real daily Mkt-RF, SMB and HML (computed by the numpy script over the days of the
     * engine's window that French's file covers, 2022-03-31 to 2024-08-30). Not the same model (different window end,
     * size/value built differently, FEDFUNDS vs one-month T-bill), so the loadings agree only approximately; the
     * figures and the difference are reported in docs/analysis.md.
     */
    @Test
    void marketLoadingIsCloseToTheFamaFrenchMarketLoading() {
        FactorQuantSection s = section(FactorQuant.NAME);
        double engine = s.exposures().stream().filter(e -> e.factor().equals("market")).findFirst().orElseThrow().beta();
        double french = ref.at("/french_check/three_factor/mkt_rf").asDouble();
        assertThat(ref.at("/french_check/observations").asInt()).isGreaterThan(500);
        assertThat(Math.abs(engine - french)).as("engine market loading %.4f vs French Mkt-RF loading %.4f", engine, french)
                .isLessThan(0.10);
    }
}
