package com.bpidesk.engine.macro;

import java.time.Instant;
import java.util.List;

/**
 * The macro regime (specification 2.6). {@code regime} is one of the documented values
 * ({@code risk_on}, {@code risk_off}, {@code stagflation}, {@code recovery}, ...; see docs/market-data.md);
 * {@code confidence} in [0, 1]; {@code dataSource} says whether it was computed on demo data.
 */
public record Regime(String regime, double confidence, List<String> signals, String narrative, Instant updatedAt,
                     String dataSource) {
}
