package com.bpidesk.engine.market;

import java.time.LocalDate;

/** A chart candle (specification 2.7): traded OHLC and volume of one day. */
public record Candle(LocalDate date, double open, double high, double low, double close, long volume) {

    public static Candle of(Bar b) {
        return new Candle(b.date(), b.open(), b.high(), b.low(), b.close(), b.volume());
    }

    /** The candle with OHLC scaled by {@code adjClose / close}: the split- and dividend-adjusted view. */
    public static Candle adjusted(Bar b) {
        double f = b.close() == 0 ? 1 : b.adjClose() / b.close();
        return new Candle(b.date(), b.open() * f, b.high() * f, b.low() * f, b.adjClose(), b.volume());
    }
}
