package com.bpidesk.app.charts;

import java.time.LocalDate;

/** One candle as the engine serves it (A5, specification 2.7). */
public record CandleData(LocalDate date, double open, double high, double low, double close, long volume) {

    public boolean up() {
        return close >= open;
    }
}
