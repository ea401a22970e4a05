package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.facts.FactBase;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Portfolio weights grouped by a holding attribute (sector, country, asset class). */
final class Exposures {

    static final String UNCLASSIFIED = "Unclassified";

    private Exposures() {
    }

    static Map<String, Double> by(FactBase f, Function<FactBase.Holding, String> key) {
        Map<String, Double> out = new TreeMap<>();
        for (FactBase.Holding h : f.holdings()) {
            out.merge(clean(key.apply(h)), h.weight(), Double::sum);
        }
        return out;
    }

    static boolean unclassified(String v) {
        return v == null || v.isBlank() || v.toLowerCase(Locale.ROOT).startsWith("unclassified")
                || v.equalsIgnoreCase("unknown");
    }

    static String clean(String v) {
        return unclassified(v) ? UNCLASSIFIED : v;
    }
}
