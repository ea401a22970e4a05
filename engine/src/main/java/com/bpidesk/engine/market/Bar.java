package com.bpidesk.engine.market;

import java.time.LocalDate;

/**
 * One daily OHLCV bar. {@code close} is the traded close; {@code adjClose} the split- and
 * dividend-adjusted close when the source has one (else equal to {@code close}). Returns and risk
 * figures use {@code adjClose}; candles use the traded OHLC.
 */
public record Bar(LocalDate date, double open, double high, double low, double close, double adjClose, long volume) {
}
