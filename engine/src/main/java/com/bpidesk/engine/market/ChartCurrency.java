package com.bpidesk.engine.market;

import java.util.List;

/**
 * Converts A5 candles into another currency ({@code currency=} on the chart route): {@link FxChartCurrency} over the
 * fx feature's rates; throws a {@code DomainException} naming the pair when no rate exists.
 */
@FunctionalInterface
public interface ChartCurrency {

    /** Candles in the target currency; {@code gaps} dates were dropped because no rate was on or shortly before them. */
    record Converted(List<Candle> candles, String fxSource, int gaps) {
    }

    Converted convert(List<Candle> candles, String from, String to);

    /** No FX feature wired: any conversion request is refused. */
    ChartCurrency UNAVAILABLE = (candles, from, to) -> {
        throw com.bpidesk.engine.platform.errors.DomainException.conflict(
                "Currency conversion is not available in this engine.");
    };
}
