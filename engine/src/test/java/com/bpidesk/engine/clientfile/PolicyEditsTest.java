package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.DemoPolicies;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Policy validation in words and the field-by-field change log; the policy table's rows against the house bands. */
class PolicyEditsTest {

    static final Instant NOW = Instant.parse("2026-03-10T10:00:00Z");

    static PolicyEdits.Input input(double equity, double bonds, double cash, double max, List<String> held) {
        return new PolicyEdits.Input(List.of(new PolicyEdits.TargetInput("equity", equity, 0.05),
                new PolicyEdits.TargetInput("bonds", bonds, 0.05), new PolicyEdits.TargetInput("cash", cash, 0.02)), max, held);
    }

    @Test
    void targetsThatDoNotAddUpTo100PercentAreRefusedInWords() {
        assertThatThrownBy(() -> PolicyEdits.validate(input(0.50, 0.30, 0.15, 0.2, List.of()), NOW, "Maria"))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.INVALID);
                    assertThat(e.fields()).anySatisfy(f -> assertThat(f.message()).contains("add up to 95.00 %").contains("100 %"));
                });
    }

    @Test
    void outOfRangeBandsLimitsAndUnknownClassesAreNamed() {
        var in = new PolicyEdits.Input(List.of(new PolicyEdits.TargetInput("equity", 1.0, 0.6),
                new PolicyEdits.TargetInput("crypto", 0.0, 0.0)), 1.5, List.of("=HYPERLINK(1)"));
        assertThatThrownBy(() -> PolicyEdits.validate(in, NOW, "Maria")).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.fields()).extracting(DomainException.FieldError::field)
                    .contains("/targets/0/band", "/targets/1/asset_class", "/max_position_weight", "/held_symbols/0");
            assertThat(e.fields()).anySatisfy(f -> assertThat(f.message()).contains("between 0 and 50 percentage points"));
        });
    }

    @Test
    void theChangeLogListsEachChangedFieldWithOldAndNewValues() {
        ClientPolicy before = DemoPolicies.forTolerance("balanced", ClientPolicy.HOUSE_DEFAULT);
        // balanced: equity 0.55 +- 0.075, bonds 0.30 +- 0.075, real estate 0.05, commodities 0.05, cash 0.05 +- 0.05, max 0.20
        ClientPolicy after = PolicyEdits.validate(input(0.60, 0.35, 0.05, 0.20, List.of("aapl")), NOW, "Maria Lopez");
        assertThat(after.heldSymbols()).containsExactly("AAPL");
        var log = PolicyEdits.changes(before, after, NOW, "api_key:k1", "Maria Lopez", "Advisor");
        assertThat(log).extracting(ClientPolicy.Change::field).containsExactly("target.equity", "target.bonds", "target.real_estate",
                "target.commodities", "band.equity", "band.bonds", "band.real_estate", "band.commodities", "band.cash", "held_symbols");
        assertThat(log.get(0).oldValue()).isEqualTo("0.55");
        assertThat(log.get(0).newValue()).isEqualTo("0.6");
        assertThat(log.get(2).newValue()).isEqualTo("0");
        assertThat(log.get(log.size() - 1).oldValue()).isEmpty();
        assertThat(log.get(log.size() - 1).newValue()).isEqualTo("AAPL");
        assertThat(log).allSatisfy(c -> {
            assertThat(c.changedByName()).isEqualTo("Maria Lopez");
            assertThat(c.changedByRole()).isEqualTo("Advisor");
        });
    }

    @Test
    void everyRowOfThePolicyTableAddsUpAndSitsInsideTheHouseEquityBand() {
        for (String tolerance : RiskLimits.DEFAULTS.keySet()) {
            ClientPolicy p = DemoPolicies.forTolerance(tolerance, ClientPolicy.DEMO);
            assertThat(p.targets().stream().mapToDouble(ClientPolicy.Target::targetWeight).sum()).as(tolerance).isCloseTo(1.0, within(1e-9));
            // the signals count real estate funds as equity (ClientEvaluator): equity + real estate within [minEquity, maxEquity]
            double equity = p.target("equity").targetWeight() + p.target("real_estate").targetWeight();
            RiskLimits lim = RiskLimits.DEFAULTS.get(tolerance);
            assertThat(equity).as(tolerance).isBetween(lim.minEquity(), lim.maxEquity());
            assertThat(p.maxPositionWeight()).isEqualTo(lim.maxPosition());
        }
    }
}
