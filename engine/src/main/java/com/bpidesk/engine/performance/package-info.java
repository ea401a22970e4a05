/**
 * A client's performance, income and realised gains (issue 25, ADR 0240, docs/performance.md): a pure library over the
 * book's records, daily closes and exchange rates, with no engine, database or HTTP. {@link Valuations} builds the daily
 * value series in the client's base currency, {@link Returns} links it into time-weighted returns and solves the
 * money-weighted return ({@link Xirr}), {@link PolicyBenchmark} blends index series by target weights, {@link RealisedGains}
 * matches sales to lots (FIFO or average cost) and {@link IncomeReport} sums dividends and interest.
 */
package com.bpidesk.engine.performance;
