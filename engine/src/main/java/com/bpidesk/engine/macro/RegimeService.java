package com.bpidesk.engine.macro;

/** Classifies the current macro regime from the stored macro and market data. */
public interface RegimeService {
    Regime current();
}
