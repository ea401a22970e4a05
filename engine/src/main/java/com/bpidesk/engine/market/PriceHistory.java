package com.bpidesk.engine.market;

import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The one source of daily prices and instrument reference data for every part of the engine
 * (charts, analysis agents, behavioral scoring, reports). Implementations read the price store,
 * which is filled by the demo market simulation, CSV imports or the online provider.
 */
public interface PriceHistory {

    /** Reference data of a symbol (case-insensitive), empty when unknown. */
    Optional<Instrument> instrument(String symbol);

    /** All known instruments, sorted by symbol. */
    List<Instrument> instruments();

    /** Bars of the symbol with {@code from <= date <= to}, ascending by date; empty when none. */
    List<Bar> bars(String symbol, LocalDate from, LocalDate to);

    /** The most recent bar of the symbol. */
    Optional<Bar> latest(String symbol);

    /** The latest date for which the store has any bar: the "today" of the data. */
    LocalDate asOf();

    /** Where the symbol's bars come from: {@code demo} (simulated), {@code imported} (CSV) or {@code online:<provider>}. */
    String dataSource(String symbol);

    /**
     * What the import of the symbol's current prices warned about, in words (e.g. not dividend-adjusted, currency
     * unknown); empty for demo and online prices and for imports before issue 30.
     */
    default List<String> importWarnings(String symbol) {
        return List.of();
    }

    /** The broad benchmark used for beta, correlation and relative figures (e.g. the total-market ETF). */
    String benchmarkSymbol();
}
