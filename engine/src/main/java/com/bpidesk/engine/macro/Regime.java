package com.bpidesk.engine.macro;

import java.time.Instant;
import java.util.List;

/**
 * The macro regime (specification 2.6). {@code regime} is one of the documented values
 * ({@code risk_on}, {@code risk_off}, {@code stagflation}, {@code recovery}, ...; see docs/market-data.md), or
 * {@code insufficient_data} with confidence 0 and the reason in {@code narrative} (ADR 0200); the published regime after
 * the persistence rule ({@link RegimePersistence}); {@code confidence} in [0, 1]; {@code dataSource} says whether it was
 * computed on demo data.
 */
public record Regime(String regime, double confidence, List<String> signals, String narrative, Instant updatedAt,
                     String dataSource) {
}
