package com.bpidesk.engine.signals;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Logistic churn model: p = 1 / (1 + exp(-(b0 + sum b_i x_i))) over the features below (docs/signals.md, "Churn model";
 * ADR 0042). The default coefficients are documented expert priors whose signs follow the client-attrition evidence
 * (flows chase performance: Sirri and Tufano 1998; losses beyond tolerance and neglect precede departures); they are not
 * fitted to any firm's data. {@code ./bpi engine churn refit --org ORG} fits them on the firm's labelled clients.
 */
public record ChurnModel(String version, String source, Map<String, Double> coefficients, double intercept, Instant fittedAt,
                         int trainingRows, int positives) {

    /** Feature names, in order; each is defined in {@link ClientEvaluator}. */
    public static final List<String> FEATURES = List.of("net_outflow_90d", "drawdown_vs_tolerance", "months_since_contact",
            "underperformance_12m", "behavioral_flags");

    public static final ChurnModel DEFAULT = new ChurnModel("default-1", "documented_default", defaults(), -3.2, null, 0, 0);

    /** Band thresholds on the probability: low below 0.15, medium below 0.35, high below 0.60, critical from 0.60. */
    public static final double MEDIUM = 0.15;
    public static final double HIGH = 0.35;
    public static final double CRITICAL = 0.60;

    private static Map<String, Double> defaults() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("net_outflow_90d", 6.0);        // 25% of the account withdrawn in 90 days adds 1.5 to the log-odds
        m.put("drawdown_vs_tolerance", 1.0);  // a drawdown equal to the tolerance's expected drawdown adds 1.0
        m.put("months_since_contact", 0.30);  // six months without contact adds 1.8
        m.put("underperformance_12m", 5.0);   // 10 points behind the benchmark adds 0.5
        m.put("behavioral_flags", 0.45);      // each Behavioral DNA score of 60 or more adds 0.45
        return java.util.Collections.unmodifiableMap(m);
    }

    public double linear(Map<String, Double> x) {
        double z = intercept;
        for (String f : FEATURES) {
            z += coefficients.getOrDefault(f, 0.0) * x.getOrDefault(f, 0.0);
        }
        return z;
    }

    public double probability(Map<String, Double> x) {
        return 1 / (1 + Math.exp(-linear(x)));
    }

    public static String band(double p) {
        return p >= CRITICAL ? "critical" : p >= HIGH ? "high" : p >= MEDIUM ? "medium" : "low";
    }
}
