package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.fasterxml.jackson.core.type.TypeReference;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The active churn model per organization (table {@code churn_models}); the documented default when none was fitted. */
public final class ChurnModels {

    private final Database db;

    public ChurnModels(Database db) {
        this.db = db;
    }

    public ChurnModel active(String org) {
        return db.queryOne("SELECT * FROM churn_models WHERE organization_id = ? AND active = TRUE", r -> {
            Map<String, Double> c;
            try {
                c = Json.MAPPER.readValue(r.str("coefficients"), new TypeReference<LinkedHashMap<String, Double>>() { });
            } catch (java.io.IOException e) {
                throw new IllegalStateException("Stored churn model is unreadable", e);
            }
            double intercept = c.remove("intercept");
            return new ChurnModel(r.str("model_version"), "fitted", c, intercept, r.instant("fitted_at"), r.integer("training_rows"),
                    r.integer("positives"));
        }, org).orElse(ChurnModel.DEFAULT);
    }

    public void activate(String org, ChurnModel m, double logLikelihood) {
        Map<String, Double> c = new LinkedHashMap<>();
        c.put("intercept", m.intercept());
        c.putAll(m.coefficients());
        String json;
        try {
            json = Json.MAPPER.writeValueAsString(c);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        db.transaction(j -> {
            j.update("UPDATE churn_models SET active = FALSE WHERE organization_id = ?", org);
            j.update("INSERT INTO churn_models (organization_id, model_version, coefficients, training_rows, positives, log_likelihood, "
                    + "fitted_at, active) VALUES (?, ?, ?, ?, ?, ?, ?, TRUE)", org, m.version(), json, m.trainingRows(), m.positives(),
                    logLikelihood, m.fittedAt() == null ? Instant.now() : m.fittedAt());
            return null;
        });
    }
}
