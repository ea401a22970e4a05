package com.bpidesk.engine.macro;

import java.time.LocalDate;

/** One value of a macro series for a period (the period's first day: 2024-03-01 for March 2024, 2024-01-01 for 2024 or 2024Q1). */
public record Observation(LocalDate period, double value) {
}
