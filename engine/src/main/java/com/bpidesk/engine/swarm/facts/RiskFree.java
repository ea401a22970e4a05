package com.bpidesk.engine.swarm.facts;

import com.bpidesk.engine.macro.MacroData;
import com.bpidesk.engine.macro.Observation;
import java.time.LocalDate;
import java.util.List;

/**
 * The daily risk-free rate for excess returns: the first available of the 3-month Treasury bill
 * ({@code DTB3}, {@code TB3MS}, {@code DGS3MO}) or the effective federal funds rate ({@code FEDFUNDS}) from the
 * macro store, annual percent / 100 / 252 using the latest observation on or before each date (the
 * convention of Kenneth French's data library, which uses the one-month T-bill). Zero, and said so, when the
 * store has none of them.
 */
public final class RiskFree {

    public static final List<String> CANDIDATES = List.of("DTB3", "TB3MS", "DGS3MO", "FEDFUNDS");

    private final MacroData macro;

    public RiskFree(MacroData macro) {
        this.macro = macro;
    }

    /** The series used, or {@code none}. */
    public String source() {
        for (String id : CANDIDATES) {
            if (!macro.observations(id).isEmpty()) {
                return id;
            }
        }
        return "none";
    }

    public double[] daily(LocalDate[] dates) {
        double[] out = new double[dates.length];
        String id = source();
        if ("none".equals(id)) {
            return out;
        }
        List<Observation> obs = macro.observations(id);
        int j = -1;
        for (int t = 0; t < dates.length; t++) {
            while (j + 1 < obs.size() && !obs.get(j + 1).period().isAfter(dates[t])) {
                j++;
            }
            out[t] = j < 0 ? obs.get(0).value() / 100 / 252 : obs.get(j).value() / 100 / 252;
        }
        return out;
    }
}
