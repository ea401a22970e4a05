package com.bpidesk.engine.behavior;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the bias measures ({@link Bias.Measure}) read of one portfolio: the market it is ranked against, its marks and
 * valuation date, the position weights (largest first), the purchases, the home country and the file's country hints;
 * for a transaction history also the trades (in the report's currency), their {@link TradeReplay} and the rows per
 * kind, for a holdings snapshot its holdings; and the currency of its amounts, prices and marks, which every amount in
 * an evidence line carries ({@link #money}). A history's weights are valued when a measure first asks for them, after
 * the replay's own scores: marks and exchange rates are then drawn in the order they always were, so a missing rate
 * names the same pair and date.
 */
final class BiasInputs {

    private final DnaMarket market;
    private final Marks marks;
    private final LocalDate asOf;
    private final Supplier<Map<String, Double>> valuation;
    private Map<String, Double> weights;
    private final List<Purchase> buys;
    private final String home;
    private final Map<String, String> countryHints;
    private final List<Trade> trades;
    private final TradeReplay replay;
    private final Map<String, Long> countsByKind;
    private final List<Holding> holdings;
    private final String currency;
    private Map<String, String> names = Map.of();

    private BiasInputs(DnaMarket market, Marks marks, LocalDate asOf, Supplier<Map<String, Double>> valuation, List<Purchase> buys,
                       String home, Map<String, String> countryHints, List<Trade> trades, TradeReplay replay,
                       Map<String, Long> countsByKind, List<Holding> holdings, String currency) {
        this.market = market;
        this.marks = marks;
        this.asOf = asOf;
        this.valuation = valuation;
        this.buys = buys;
        this.home = home;
        this.countryHints = countryHints;
        this.trades = trades;
        this.replay = replay;
        this.countsByKind = countsByKind;
        this.holdings = holdings;
        this.currency = currency;
    }

    /** A transaction history; {@code weights} values the positions the replay leaves open (asked for at most once). */
    static BiasInputs ofTrades(DnaMarket market, Marks marks, LocalDate asOf, List<Trade> trades, TradeReplay replay,
                               Map<String, Long> countsByKind, Supplier<Map<String, Double>> weights, String home,
                               Map<String, String> countryHints, String currency) {
        List<Purchase> buys = new ArrayList<>();
        for (Trade t : trades) {
            if (t.side() == Side.BUY && !t.corporateAction()) {
                buys.add(new Purchase(t.line(), t.date(), t.symbol(), t.value()));
            }
        }
        return new BiasInputs(market, marks, asOf, weights, buys, home, countryHints, trades, replay, countsByKind, null, currency);
    }

    /** A holdings snapshot; its purchases are the holdings with a purchase date, at cost. */
    static BiasInputs ofHoldings(DnaMarket market, Marks marks, LocalDate asOf, List<Holding> holdings, Map<String, Double> weights,
                                 String home, Map<String, String> countryHints, String currency) {
        List<Purchase> buys = new ArrayList<>();
        for (Holding h : holdings) {
            if (h.purchaseDate() != null) {
                buys.add(new Purchase(h.line(), h.purchaseDate(), h.symbol(), h.shares() * h.costBasis()));
            }
        }
        return new BiasInputs(market, marks, asOf, () -> weights, buys, home, countryHints, null, null, Map.of(), holdings, currency);
    }

    /** These inputs with the instruments' names as the file writes them (the fund vocabulary reads them, {@link Funds}). */
    BiasInputs named(Map<String, String> instrumentNames) {
        this.names = instrumentNames == null ? Map.of() : instrumentNames;
        return this;
    }

    /** The instrument's name per symbol as the file writes it (empty when the file names none). */
    Map<String, String> names() {
        return names;
    }

    /** True for a transaction history (trades and replay present), false for a holdings snapshot (holdings present). */
    boolean isTransactions() {
        return replay != null;
    }

    DnaMarket market() {
        return market;
    }

    Marks marks() {
        return marks;
    }

    LocalDate asOf() {
        return asOf;
    }

    /** Position weights, largest first. */
    Map<String, Double> weights() {
        if (weights == null) {
            weights = valuation.get();
        }
        return weights;
    }

    List<Purchase> buys() {
        return buys;
    }

    String home() {
        return home;
    }

    Map<String, String> countryHints() {
        return countryHints;
    }

    /** The trades in the report's currency; null for a holdings snapshot. */
    List<Trade> trades() {
        return trades;
    }

    /** Null for a holdings snapshot. */
    TradeReplay replay() {
        return replay;
    }

    Map<String, Long> countsByKind() {
        return countsByKind;
    }

    /** Null for a transaction history. */
    List<Holding> holdings() {
        return holdings;
    }

    /**
     * The ISO code of the amounts, prices and marks: the report's base currency, else the one currency the file's rows
     * state; null when the rows state several or none.
     */
    String currency() {
        return currency;
    }

    /** An amount of this portfolio as people read it: {@code USD 1,234}, {@code EUR 81.20} (Readable#money). */
    String money(double amount) {
        return money(amount, currency);
    }

    static String money(double amount, String currency) {
        return com.bpidesk.engine.platform.text.Readable.money(amount, currency);
    }
}
