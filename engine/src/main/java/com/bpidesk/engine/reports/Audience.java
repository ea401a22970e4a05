package com.bpidesk.engine.reports;

import java.util.Locale;

/**
 * Who a report is written for (ADR 0130, docs/reports.md). A {@link #CLIENT} report carries plain-language labels and
 * no internal signal: no churn band or probability, no suitability-drift bands, no decision-envelope dispositions, no
 * review items and no internal identifiers (job ids, client ids, signal ids). An {@link #ADVISOR} brief is for the firm
 * only and may carry the client signals (C1-C5) and the ranked review items. The two also speak two vocabularies (ADR
 * 0250): the client report is in plain words only (no value at risk, regressions, index levels, statistical
 * abbreviations or citations), the advisor brief keeps the technical sections and their glossary.
 */
public enum Audience {
    CLIENT, ADVISOR;

    /** The API value: {@code client} or {@code advisor}. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The audience of an API value; {@code null} or blank is the default, {@link #CLIENT}. */
    public static Audience of(String wire) {
        if (wire == null || wire.isBlank()) {
            return CLIENT;
        }
        return valueOf(wire.strip().toUpperCase(Locale.ROOT));
    }

    public static boolean isValid(String wire) {
        return wire == null || wire.isBlank() || "client".equalsIgnoreCase(wire.strip()) || "advisor".equalsIgnoreCase(wire.strip());
    }

    boolean internal() {
        return this == ADVISOR;
    }
}
