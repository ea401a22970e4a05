package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.transactions.Instrument;
import org.junit.jupiter.api.Test;

/**
 * Instruments named only by their name (issue 24: a stock-plan history): matched to the reference table
 * ({@code /behavior/instrument-isins.csv}) by a name compared without case, punctuation and legal forms, else kept as a
 * stable identity of their own. Expected symbols and countries read off the reference table by hand.
 */
class InstrumentByNameTest {

    static Instrument named(String name) {
        return new Instrument(null, null, name);
    }

    @Test
    void aKnownNameIsItsTickerAndCountry() {
        assertThat(InstrumentIdentity.symbol(named("Vanguard Total World Stock ETF"))).isEqualTo("VT");
        assertThat(InstrumentIdentity.symbol(named("VANGUARD TOTAL WORLD STOCK ETF, INC."))).isEqualTo("VT");
        assertThat(InstrumentIdentity.country(named("Vanguard Total World Stock ETF"))).isEqualTo("XX");
        assertThat(InstrumentIdentity.symbol(named("SPDR S&P 500 ETF TRUST"))).isEqualTo("SPY");
        assertThat(InstrumentIdentity.country(named("SPDR S&P 500 ETF TRUST"))).isEqualTo("US");
    }

    @Test
    void anUnknownNameKeepsItselfAsItsIdentity() {
        assertThat(InstrumentIdentity.symbol(named("Example Holdings plc"))).isEqualTo("EXAMPLE HOLDINGS PLC");
        assertThat(InstrumentIdentity.symbol(named("  Example Holdings plc "))).isEqualTo("EXAMPLE HOLDINGS PLC");
        assertThat(InstrumentIdentity.country(named("Example Holdings plc"))).isNull();
        assertThat(InstrumentIdentity.nameKey("Vanguard Total Stock Market ETF")).isNotEqualTo(InstrumentIdentity.nameKey("Vanguard Total World Stock ETF"));
    }
}
