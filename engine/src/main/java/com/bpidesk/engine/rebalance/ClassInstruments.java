package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The instrument a proposal buys for an asset class the account holds nothing of (docs/rebalancing.md "API and
 * envelopes"): a broad, low-cost index fund of the market's reference instruments per class: equity SPY (S&amp;P 500),
 * bonds AGG (US aggregate bonds, also the policy benchmark's bond index, {@code PolicyBenchmark}), real estate VNQ (US
 * REITs), commodities GLD (gold). Its price is the last close on or before the file's date converted into the base
 * currency at that close's date, as the client file values holdings. An instrument without a price or rate is not used
 * and named in the notes (the class's money then stays in cash, and the proposal says so).
 */
final class ClassInstruments {

    static final Map<String, String> DEFAULTS = defaults();

    private final PriceHistory prices;
    private final Supplier<FxTable> fx;

    ClassInstruments(PriceHistory prices, Supplier<FxTable> fx) {
        this.prices = prices;
        this.fx = fx;
    }

    private static Map<String, String> defaults() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("equity", "SPY");
        m.put("bonds", "AGG");
        m.put("real_estate", "VNQ");
        m.put("commodities", "GLD");
        return m;
    }

    /** The instruments usable as of a date, priced in the base currency, and what could not be used, in words. */
    record Priced(Map<String, Rules.Instrument> instruments, List<String> notes) {
    }

    Priced forClasses(String base, LocalDate asOf) {
        List<String> notes = new ArrayList<>();
        Map<String, Rules.Instrument> out = new LinkedHashMap<>();
        DEFAULTS.forEach((assetClass, symbol) -> price(symbol, base, asOf).ifPresentOrElse(
                i -> out.put(assetClass, i),
                () -> notes.add("No current price in " + base + " for " + symbol + ", the instrument bought for " + assetClass
                        + " when the account holds none: such a purchase is not proposed.")));
        return new Priced(out, notes);
    }

    private Optional<Rules.Instrument> price(String symbol, String base, LocalDate asOf) {
        Optional<Instrument> inst = prices.instrument(symbol);
        if (inst.isEmpty() || asOf == null) {
            return Optional.empty();
        }
        List<Bar> bars = prices.bars(symbol, asOf.minusDays(14), asOf);
        if (bars.isEmpty()) {
            return Optional.empty();
        }
        Bar last = bars.get(bars.size() - 1);
        String currency = inst.get().currency();
        double rate = currency == null || currency.equals(base) ? 1.0
                : fx.get() == null ? Double.NaN : fx.get().find(currency, base, last.date()).map(FxTable.Conversion::rate).orElse(Double.NaN);
        if (!Double.isFinite(rate) || !(last.close() > 0)) {
            return Optional.empty();
        }
        return Optional.of(new Rules.Instrument(inst.get().symbol(), inst.get().name(), last.close() * rate));
    }
}
