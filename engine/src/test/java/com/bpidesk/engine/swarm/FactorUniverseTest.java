package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: {@code factor_quant.universe_size} said 74 when the factor legs were built from the 11 equities that have
 * prices. It counts the equities that entered a tercile sort: here, by construction, the 11 simulated equities with six
 * years of bars, not the 63 listed in the reference data without a single bar.
 */
class FactorUniverseTest {

    @Test
    void universeSizeCountsTheEquitiesTheLegsAreBuiltFrom() {
        FakeMarket m = FakeMarket.simulated(11, 6, LocalDate.of(2025, 4, 4), 30);
        for (int i = 0; i < 63; i++) {
            String sym = String.format(Locale.ROOT, "NOPRICE%02d", i);
            m.put(new Instrument(sym, "Listed only " + i, "equity", "Financials", "US", "USD"), List.of());
        }
        assertThat(m.instruments().stream().filter(i -> "equity".equals(i.assetClass())).count()).isEqualTo(74);
        RiskFree rf = new RiskFree(m);
        assertThat(new FactorLibrary(m, rf).current().universeSize()).isEqualTo(11);
    }
}
