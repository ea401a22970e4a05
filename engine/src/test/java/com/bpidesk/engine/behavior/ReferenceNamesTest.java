package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.market.Instrument;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Instruments by name (issue 24): a name-only instrument matched to the price store's instruments by normalised name
 * (case, punctuation, legal forms and share-class words), else left unpriced. Hand-made rows; every match written by hand.
 */
class ReferenceNamesTest {

    /** The price store's instruments as the reference data names them. */
    static final List<Instrument> STORE = List.of(
            new Instrument("AAPL", "Apple Inc.", "equity", "Information Technology", "US", "USD"),
            new Instrument("SAP", "SAP SE", "equity", "Information Technology", "DE", "EUR"),
            new Instrument("VOD", "Vodafone Group Plc", "equity", "Communication Services", "GB", "GBP"),
            new Instrument("MSFT", "Microsoft Corporation", "equity", "Information Technology", "US", "USD"),
            new Instrument("NESN", "Nestlé S.A.", "equity", "Consumer Staples", "CH", "CHF"),
            new Instrument("GOOGL", "Alphabet Inc. Class A", "equity", "Communication Services", "US", "USD"),
            new Instrument("GOOG", "Alphabet Inc. Class C", "equity", "Communication Services", "US", "USD"),
            new Instrument("SPY", null, "etf", "Diversified", "US", "USD"));

    @Test
    void namesMatchByNormalisedNameAndTheRestStayUnpriced() {
        Map<String, String> nameOnly = new LinkedHashMap<>();
        nameOnly.put("APPLE INC", "APPLE INC");                  // case and the missing dot: AAPL
        nameOnly.put("SAP AG", "Sap AG");                        // a different legal form, both left out: SAP
        nameOnly.put("VODAFONE GROUP PLC.", "Vodafone Group plc."); // punctuation: VOD
        nameOnly.put("MICROSOFT CORP", "Microsoft Corp");        // Corp and Corporation both left out: MSFT
        nameOnly.put("NESTLE SA", "Nestle SA");                  // the accent and S.A.: NESN
        nameOnly.put("ALPHABET INC", "Alphabet Inc");            // class A and class C share the key: ambiguous, unpriced
        nameOnly.put("WIDGETS LTD", "Widgets Ltd");              // in no reference: unpriced
        ReferenceNames.Matches m = ReferenceNames.match(nameOnly, STORE);
        assertThat(m.symbols()).containsExactly(Map.entry("APPLE INC", "AAPL"), Map.entry("SAP AG", "SAP"),
                Map.entry("VODAFONE GROUP PLC.", "VOD"), Map.entry("MICROSOFT CORP", "MSFT"), Map.entry("NESTLE SA", "NESN"));
        assertThat(m.unpriced()).containsExactly("Alphabet Inc", "Widgets Ltd");
    }

    @Test
    void onlySymbolsThatAreTheirOwnNameAndUnknownToTheStoreAreNameOnly() {
        LocalDate d = LocalDate.of(2024, 3, 1);
        List<Trade> trades = List.of(
                new Trade(2, d, "APPLE INC.", Side.BUY, 10, 180, 0, "USD", null, true),
                new Trade(3, d, "MSFT", Side.BUY, 5, 400, 0, "USD", null, true),         // a ticker: not name-only
                new Trade(4, d, "APPLE INC.", Side.SELL, 4, 190, 0, "USD", null, true));
        Map<String, String> names = Map.of("APPLE INC.", "Apple Inc.", "MSFT", "Microsoft Corp");
        Map<String, String> nameOnly = ReferenceNames.nameOnly(trades, names, s -> s.equals("MSFT"));
        assertThat(nameOnly).containsExactly(Map.entry("APPLE INC.", "Apple Inc."));
        List<Trade> renamed = ReferenceNames.renamed(trades, ReferenceNames.match(nameOnly, STORE).symbols());
        assertThat(renamed).extracting(Trade::symbol).containsExactly("AAPL", "MSFT", "AAPL");
        assertThat(renamed.get(2).quantity()).isEqualTo(4);
    }
}
