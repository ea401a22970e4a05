package com.bpidesk.engine.behavior;

import java.time.LocalDate;

/** A purchase (a buy, or a holding's purchase date and cost) for the recency and attention scores; {@code value} in the report's currency. */
record Purchase(long line, LocalDate date, String symbol, double value) {
}
