package com.bpidesk.engine.performance;

import java.time.LocalDate;

/** A share split effective at the start of {@code date}: every holding of the symbol is multiplied by {@code factor} (2 for 2-for-1). */
public record Split(String symbol, LocalDate date, double factor) {
}
