package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.swarm.agents.AgentResult;
import com.bpidesk.engine.swarm.agents.MacroStrategist;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One data source per analysis (issue 30): on the real-price book of {@link StalePricesReferenceTest} (as of 27 Mar 2026),
 * demo macro data and demo exchange rates are named in the briefing's data warnings, and so are macro readings of another
 * time than the prices. Expected day counts worked by hand: 1 Jun 2025 to 27 Mar 2026 is 29 + 31 + 31 + 30 + 31 + 30 + 31
 * + 31 + 28 + 27 = 299 days; 1 Feb 2026 to 27 Mar 2026 is 27 + 28 = 54 days (under the 120-day tolerance).
 */
class DataSourceCheckTest {

    static FactBase facts;

    @BeforeAll
    static void build() throws IOException {
        StalePricesReferenceTest.run();
        facts = StalePricesReferenceTest.facts;
    }

    static Map<String, AgentResult<?>> run(FactBase f, MacroStrategistSection macro) {
        Map<String, AgentResult<?>> results = new LinkedHashMap<>();
        results.put(PortfolioAnalyst.NAME, new PortfolioAnalyst().run(f));
        results.put(MacroStrategist.NAME, new AgentResult<>(macro, "", List.of()));
        Analysis.sourceWarnings(f, results);
        return results;
    }

    static List<String> warnings(Map<String, AgentResult<?>> results) {
        return ((PortfolioAnalystSection) results.get(PortfolioAnalyst.NAME).section()).dataWarnings();
    }

    @Test
    void demoMacroInARealAnalysisAndReadingsOfAnotherTimeAreWarnedAbout() {
        // the test market's regime is computed on demo series; its latest reading is of 1 Jun 2025
        MacroStrategistSection macro = new MacroStrategist(StalePricesReferenceTest.market, StalePricesReferenceTest.market,
                StalePricesReferenceTest.market).run(facts).section();
        assertThat(macro.dataSource()).isEqualTo("demo");
        assertThat(macro.asOf()).isEqualTo(LocalDate.of(2025, 6, 1));
        Map<String, AgentResult<?>> results = run(facts, macro);
        assertThat(warnings(results)).anyMatch(w -> w.startsWith("The macro section (regime and readings) is computed on the "
                + "simulated demo economic series, while the prices are real (imported)"));
        assertThat(warnings(results)).anyMatch(w -> w.startsWith("The macro readings are as of 1 Jun 2025 and the prices as of "
                + "27 Mar 2026, 299 days earlier"));
        // the synthesis sees them as findings
        assertThat(results.get(PortfolioAnalyst.NAME).findings()).anyMatch(x -> x.title().contains("simulated demo economic series"));
    }

    @Test
    void realMacroOfTheSameTimeAddsNothing() {
        var regime = new MacroStrategistSection.RegimeView("risk_on", 0.7, List.of(), "n", Instant.parse("2026-03-28T00:00:00Z"), "imported");
        var reading = new MacroStrategistSection.Reading("CPIAUCSL", "CPI", "inflation", "US", "FRED", LocalDate.of(2026, 2, 1), 320, 0.2, 0.5, "index");
        int before = new PortfolioAnalyst().run(facts).section().dataWarnings().size();
        List<String> after = warnings(run(facts, new MacroStrategistSection(regime, List.of(reading), null)));
        assertThat(after).hasSize(before);
    }

    @Test
    void demoExchangeRatesOnARealPositionAreWarnedAbout() {
        List<FactBase.Holding> holdings = new ArrayList<>();
        for (FactBase.Holding h : facts.holdings()) {
            holdings.add(h.symbol().equals("GLD") ? new FactBase.Holding(h.symbol(), h.name(), h.assetClass(), h.sector(), h.country(),
                    "EUR", h.shares(), h.costBasis(), h.price(), h.priceDate(), h.marketValue(), h.weight(), h.historyDays()) : h);
        }
        FactBase.RateUsed demo = new FactBase.RateUsed("EUR", 1.0271, LocalDate.of(2026, 3, 27), "demo", List.of("EUR/USD 2026-03-27 demo"));
        FactBase f = new FactBase(facts.asOf(), facts.dataSource(), facts.dataSources(), holdings, facts.totalValue(),
                facts.statedTotalValue(), facts.warnings(), facts.benchmarkSymbol(), facts.calendarStart(), facts.dates(),
                facts.holdingReturns(), facts.filledReturns(), facts.holdingLevels(), facts.benchmarkReturns(), facts.portfolioReturns(),
                facts.riskFreeDaily(), facts.riskFreeSource(), facts.proxiedSymbols(), facts.factors(), facts.mandate(),
                new FactBase.Money("USD", true, List.of(demo)), facts.coverage());
        var regime = new MacroStrategistSection.RegimeView("risk_on", 0.7, List.of(), "n", Instant.parse("2026-03-28T00:00:00Z"), "imported");
        List<String> w = warnings(run(f, new MacroStrategistSection(regime, List.of(), null)));
        assertThat(w).anyMatch(x -> x.equals("Exchange rates: EUR was converted into USD with a simulated demo rate (1 EUR = 1.0271 USD "
                + "on 27 Mar 2026), not a real one, for GLD on real prices. Import exchange rates (for example the ECB's) so that "
                + "values in USD are real."));
        // a real rate: no warning
        FactBase.RateUsed ecb = new FactBase.RateUsed("EUR", 1.0749, LocalDate.of(2026, 3, 27), "imported:ecb-eurofxref", List.of());
        FactBase g = new FactBase(f.asOf(), f.dataSource(), f.dataSources(), holdings, f.totalValue(), f.statedTotalValue(), f.warnings(),
                f.benchmarkSymbol(), f.calendarStart(), f.dates(), f.holdingReturns(), f.filledReturns(), f.holdingLevels(),
                f.benchmarkReturns(), f.portfolioReturns(), f.riskFreeDaily(), f.riskFreeSource(), f.proxiedSymbols(), f.factors(),
                f.mandate(), new FactBase.Money("USD", true, List.of(ecb)), f.coverage());
        assertThat(warnings(run(g, new MacroStrategistSection(regime, List.of(), null)))).noneMatch(x -> x.startsWith("Exchange rates"));
    }
}
