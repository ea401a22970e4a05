package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.macro.RegimeClassifier;
import com.bpidesk.engine.swarm.agents.MacroStrategist;
import com.bpidesk.engine.swarm.agents.StressWindows;
import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 13's analysis content: a playbook for every regime, named stress windows on demo prices said to be simulated,
 * benchmark declines named by readable dates, and disclaimers that point nowhere a reader cannot go.
 */
class AnalysisContentTest {

    @Test
    void everyRegimeTheClassifierCanReturnHasAPlaybookThatIsScored() {
        assertThat(MacroStrategist.PLAYBOOKS.keySet()).containsAll(RegimeClassifier.REGIMES);
        FakeMarket m = FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 5);
        FactBase f = facts(m);
        for (String regime : RegimeClassifier.REGIMES) {
            m.regime = regime;
            MacroStrategistSection s = new MacroStrategist(m, m, m).run(f).section();
            assertThat(s.fit().sectorFit()).as(regime).isNotNull();
            assertThat(s.fit().assessment()).as(regime).doesNotContain("No playbook");
            MacroStrategistSection.Playbook pb = s.fit().playbook();
            assertThat(pb.favouredSectors()).as(regime).doesNotContainAnyElementsOf(pb.disfavouredSectors());
            assertThat(pb.favouredAssetClasses()).as(regime).doesNotContainAnyElementsOf(pb.disfavouredAssetClasses());
        }
    }

    @Test
    void anUnclassifiedRegimeScoresNoTiltsAndSaysSoInWords() {
        FakeMarket m = FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 5);
        m.regime = RegimeClassifier.INSUFFICIENT_DATA;
        var result = new MacroStrategist(m, m, m).run(facts(m));
        assertThat(result.section().fit().sectorFit()).isNull();
        assertThat(result.section().fit().assessment()).isEqualTo(
                "There is not enough macro data to classify the regime, so sector tilts are not scored.");
        assertThat(result.findings()).extracting(f -> f.title()).contains("The macro regime could not be classified: not enough data")
                .noneMatch(t -> t.contains("insufficient_data") || t.contains("Insufficient"));
    }

    @Test
    void namedStressWindowsOnDemoPricesAreSimulatedReplays() {
        FakeMarket m = FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 5);
        List<RiskManagerSection.StressResult> demo = StressWindows.replay(facts(m));
        assertThat(demo).filteredOn(s -> s.kind().equals("named")).isNotEmpty()
                .allSatisfy(s -> assertThat(s.name()).endsWith(StressWindows.SIMULATED));
        m.source = "imported";
        List<RiskManagerSection.StressResult> real = StressWindows.replay(facts(m));
        assertThat(real).filteredOn(s -> s.kind().equals("named")).isNotEmpty()
                .allSatisfy(s -> assertThat(s.name()).doesNotContain("simulated"));
    }

    @Test
    void benchmarkDeclinesAreNamedByDatesAsPeopleReadThem() {
        List<RiskManagerSection.StressResult> windows = StressWindows.replay(facts(FakeMarket.simulated(30, 5, LocalDate.of(2025, 6, 30), 5)));
        assertThat(windows).filteredOn(s -> s.kind().equals("worst_benchmark_drawdown")).isNotEmpty().allSatisfy(s -> assertThat(s.name())
                .isEqualTo("Benchmark decline " + com.bpidesk.engine.platform.text.Readable.span(s.start(), s.end()))
                .matches("Benchmark decline \\d{1,2} [A-Z][a-z]{2} \\d{4} to \\d{1,2} [A-Z][a-z]{2} \\d{4}"));
    }

    @Test
    void disclaimersSendNobodyToADocumentTheyCannotOpen() {
        // the app and the reports show these: no "methods document", no repository path
        assertThat(com.bpidesk.engine.swarm.agents.SynthesisAgent.DISCLAIMERS)
                .noneMatch(d -> d.contains("methods document") || d.contains("docs/") || d.contains(".md"))
                .anyMatch(d -> d.startsWith("Risk figures are estimates from past daily prices, each by the method named with it"));
    }

    private static FactBase facts(FakeMarket m) {
        RiskFree rf = new RiskFree(m);
        return new FactBaseBuilder(m, rf, new FactorLibrary(m, rf)).build(new SubmissionValidator.Normalized(
                List.of(new SubmissionValidator.Holding("EQ01", 100, 20), new SubmissionValidator.Holding("SPY", 10, 300),
                        new SubmissionValidator.Holding("AGG", 50, 90)), null, null, List.of()), () -> false);
    }
}
