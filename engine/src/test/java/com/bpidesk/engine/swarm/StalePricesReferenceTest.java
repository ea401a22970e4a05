package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.macro.Observation;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceCsv;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.swarm.agents.AgentResult;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.agents.RiskManager;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The audit's stale-price book (issue 30, ADR 0205): SPY, TLT and GLD with real closes to 2026-03-27, AAPL, MSFT, JPM and
 * XOM ending 2025-04-04, analysed as of 2026-03-27. Before, the four equities were valued at 357-day-old closes with no
 * warning and 245 of their 252 daily returns were forward-filled zeros (volatility 9.4 %, beta 0.40 on this book). Now
 * they are named in the data warnings, valued at their last close with its date, and left out of the return-based
 * figures, whose volatility, beta and correlation equal the numpy computation on aligned dates of
 * {@code engine/src/test/python/reference_stale_prices.py} (command in its header; fixture
 * {@code reference/stale_prices_reference.json}), 1e-9 relative. The data must be present: the test fails, it does not skip.
 */
class StalePricesReferenceTest {

    static final double REL = 1e-9;

    static JsonNode ref;
    static FakeMarket market;
    static FactBase facts;
    static RiskManagerSection risk;
    static PortfolioAnalystSection analyst;

    @BeforeAll
    static void run() throws IOException {
        try (InputStream in = StalePricesReferenceTest.class.getResourceAsStream("/reference/stale_prices_reference.json")) {
            ref = Json.MAPPER.readTree(in);
        }
        Path shared = Path.of(System.getProperty("bpi.shared.data", "../../shared/data"));
        market = new FakeMarket();
        market.source = "imported";
        List<SubmissionValidator.Holding> holdings = new ArrayList<>();
        for (JsonNode p : ref.at("/inputs/portfolio")) {
            String sym = p.get("symbol").asText();
            Path file = shared.resolve(p.get("folder").asText()).resolve(sym + ".csv");
            assertThat(file).as("real price file (see ../shared/data/SOURCES.md)").isRegularFile();
            PriceCsv.Parsed parsed = PriceCsv.parse(Files.readString(file, StandardCharsets.UTF_8), Optional.of(sym));
            List<Bar> bars = parsed.bars();
            market.importWarnings.put(sym, parsed.warnings());
            String assetClass = sym.equals("SPY") ? "etf_equity" : sym.equals("TLT") ? "etf_bond" : sym.equals("GLD") ? "etf_commodity" : "equity";
            market.put(new Instrument(sym, sym, assetClass, "Diversified", "US", "USD"), bars);
            holdings.add(new SubmissionValidator.Holding(sym, p.get("shares").asDouble(), p.get("cost_basis").asDouble()));
        }
        market.macro.clear();
        market.macro.put("FEDFUNDS", List.of(new Observation(LocalDate.of(2020, 1, 1), 2.0)));
        RiskFree rf = new RiskFree(market);
        facts = new FactBaseBuilder(market, rf, new FactorLibrary(market, rf))
                .build(new SubmissionValidator.Normalized(holdings, null, null, List.of()), () -> false);
        AgentResult<RiskManagerSection> r = new RiskManager().run(facts);
        risk = r.section();
        analyst = new PortfolioAnalyst().run(facts).section();
    }

    @Test
    void staleHoldingsAreNamedWithTheirLastCloseAndAge() {
        assertThat(facts.asOf()).isEqualTo(LocalDate.parse(ref.at("/inputs/as_of").asText()));
        List<String> expected = new ArrayList<>();
        for (JsonNode s : ref.get("stale")) {
            expected.add(s.get("symbol").asText());
            FactBase.StaleHolding got = facts.staleHoldings().stream().filter(x -> x.symbol().equals(s.get("symbol").asText()))
                    .findFirst().orElseThrow();
            assertThat(got.lastClose()).isEqualTo(LocalDate.parse(s.get("last_close").asText()));
            assertThat(got.tradingDaysBehind()).isEqualTo(s.get("trading_days_behind").asInt());
        }
        assertThat(facts.staleHoldings()).extracting(FactBase.StaleHolding::symbol).containsExactlyElementsOf(expected);
        assertThat(risk.staleSymbols()).containsExactlyElementsOf(expected);
        close("covered weight", risk.coveredWeight(), ref.get("covered_weight").asDouble());
        // the warning in words: names, date, age, tolerance and what the figures cover
        String warning = analyst.dataWarnings().stream().filter(w -> w.startsWith("Out-of-date prices")).findFirst().orElseThrow();
        assertThat(warning).contains("AAPL (last price 4 Apr 2025, 245 trading days old)", "XOM", "within 5 trading days",
                "27 Mar 2026", "valued at their last price", "58.4% of the portfolio's value");
    }

    @Test
    void theImportWarningsOfTheHoldingsPricesReachTheBriefing() {
        // the Yahoo-style files' Adj Close equals Close (SOURCES.md: not dividend-adjusted); the yfinance ones are adjusted
        for (String sym : List.of("AAPL", "MSFT", "JPM", "XOM")) {
            assertThat(analyst.dataWarnings()).anyMatch(w -> w.startsWith("Prices of " + sym + " (imported file):")
                    && w.contains("not dividend-adjusted"));
        }
        assertThat(analyst.dataWarnings()).as(analyst.dataWarnings().toString()).noneMatch(w -> w.contains("SPY") && w.contains("dividend"));
    }

    @Test
    void theFactorUniverseLeavesOutMembersWithOutOfDatePrices() {
        // the book's only equities (AAPL, MSFT, JPM, XOM) end 2025-04-04: none may enter the factor sorts with zero returns
        assertThat(facts.factors().universeSize()).isZero();
    }

    @Test
    void aHoldingWhosePricesCurrencyIsUnknownIsRefusedInWords() {
        market.put(new Instrument("ZZX", "ZZX", "equity", "Unclassified", "XX", Instrument.UNKNOWN_CURRENCY),
                market.bars.get("SPY"));
        try {
            var portfolio = new SubmissionValidator.Normalized(List.of(new SubmissionValidator.Holding("ZZX", 1, 1)), null, null, List.of());
            RiskFree rf = new RiskFree(market);
            var builder = new FactBaseBuilder(market, rf, new FactorLibrary(market, rf));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> builder.checkConvertible(portfolio))
                    .isInstanceOf(com.bpidesk.engine.platform.errors.DomainException.class)
                    .hasMessageContaining("The currency of the prices of ZZX is unknown, so that holding cannot be valued");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> builder.build(portfolio, () -> false))
                    .hasMessageContaining("import the price file again with its currency stated");
        } finally {
            market.instruments.remove("ZZX");
            market.bars.remove("ZZX");
        }
    }

    @Test
    void staleHoldingsAreValuedAtTheirLastCloseWithItsDate() {
        close("total value", analyst.totalMarketValue(), ref.get("total_value").asDouble());
        for (PortfolioAnalystSection.PositionRow p : analyst.positions()) {
            close(p.symbol() + " weight", p.weight(), ref.at("/weights/" + p.symbol()).asDouble());
            boolean stale = risk.staleSymbols().contains(p.symbol());
            assertThat(p.priceDate()).isEqualTo(stale ? LocalDate.of(2025, 4, 4) : LocalDate.of(2026, 3, 27));
        }
    }

    @Test
    void volatilityBetaAndCorrelationEqualNumpyOnAlignedDatesWithoutTheStaleNames() {
        assertThat(facts.calendarStart()).isEqualTo(LocalDate.parse(ref.at("/calendar/first").asText()));
        assertThat(facts.dates()[facts.dates().length - 1]).isEqualTo(LocalDate.parse(ref.at("/calendar/last").asText()));
        assertThat(facts.dates().length + 1).isEqualTo(ref.at("/calendar/days").asInt());
        assertThat(risk.observations1y()).isEqualTo(ref.get("observations1y").asInt());
        close("volatility", risk.volatilityAnnual(), ref.get("volatility_annual").asDouble());
        close("benchmark volatility", risk.benchmarkVolatilityAnnual(), ref.get("benchmark_volatility_annual").asDouble());
        close("beta", risk.beta(), ref.get("beta").asDouble());
        close("correlation", risk.correlation(), ref.get("correlation").asDouble());
        // not the forward-filled figures of before
        assertThat(Math.abs(risk.volatilityAnnual() - ref.at("/forward_filled/volatility_annual").asDouble())).isGreaterThan(0.01);
    }

    @Test
    void riskContributionsCoverOnlyTheFreshHoldingsAndAddUpToTheVolatility() {
        assertThat(risk.riskContributions()).extracting(RiskManagerSection.RiskContribution::symbol)
                .containsExactlyInAnyOrder("SPY", "TLT", "GLD");
        close("sum of contributions", risk.riskContributionsTotal(), ref.get("volatility_annual").asDouble());
        RiskManagerSection.VarRow var = risk.valueAtRisk().get(0);
        close("VaR amount on the covered value", var.varAmount(), var.var() * ref.get("total_value").asDouble() * ref.get("covered_weight").asDouble());
        for (int i = 0; i < facts.size(); i++) {
            if (facts.stale(i)) {
                assertThat(facts.riskWeights()[i]).isZero();
            }
        }
    }

    static void close(String what, double actual, double expected) {
        double tol = Math.max(REL * Math.abs(expected), 1e-15);
        assertThat(Math.abs(actual - expected)).as("%s: engine %s vs numpy %s", what, actual, expected).isLessThanOrEqualTo(tol);
    }
}
