package com.bpidesk.app.format;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Labels for the identifiers the engine sends (snake_case or UPPER_CASE ids of regimes, signals, dispositions, risk
 * bands, agents, job statuses, providers): a short list of words a reader would not guess from the id itself, and
 * for every other id its words in sentence case ({@code growth_slowing} → "Growth slowing", {@code ESCALATE} →
 * "Escalate"). An id is never shown raw, so a new id from a newer engine still reads as words.
 */
public final class Labels {

    private static final Map<String, String> KNOWN = new HashMap<>();

    static {
        // agents of the investment committee
        KNOWN.put("portfolio_analyst", "Portfolio analyst");
        KNOWN.put("macro_strategist", "Macro strategist");
        KNOWN.put("risk_manager", "Risk manager");
        KNOWN.put("sector_specialist", "Sector specialist");
        KNOWN.put("factor_quant", "Factor analyst");
        KNOWN.put("behavioral_agent", "Behavioural analyst");
        KNOWN.put("synthesis_agent", "Committee synthesis");
        // measures and abbreviations
        KNOWN.put("hhi", "Concentration (Herfindahl index)");
        KNOWN.put("var", "Value at risk");
        KNOWN.put("es", "Expected shortfall");
        KNOWN.put("cpi", "Consumer prices (CPI)");
        KNOWN.put("gdp", "GDP");
        KNOWN.put("sahm_rule", "Sahm recession rule");
        KNOWN.put("yield_curve", "Yield curve");
        KNOWN.put("equity_trend", "Equity trend");
        KNOWN.put("equity_volatility", "Equity volatility");
        KNOWN.put("credit_spread", "Credit spread");
        // regimes: written as the dashboard and the reports write them
        KNOWN.put("risk_on", "Risk-on");
        KNOWN.put("risk_off", "Risk-off");
        KNOWN.put("insufficient_data", "Not enough data");
        // statuses and data modes
        KNOWN.put("complete_with_errors", "Complete, with errors");
        KNOWN.put("demo", "Demo data");
        KNOWN.put("imported", "Imported data");
        KNOWN.put("online", "Online data");
        KNOWN.put("loading_model", "Loading the model");
        // providers
        KNOWN.put("fred", "FRED (St. Louis Fed)");
        KNOWN.put("worldbank", "World Bank");
        KNOWN.put("ecb", "European Central Bank");
        KNOWN.put("boe", "Bank of England");
        KNOWN.put("stooq", "Stooq");
    }

    private Labels() {
    }

    /** The label of an id; empty for null or blank. */
    public static String of(String id) {
        if (id == null || id.isBlank()) {
            return "";
        }
        String key = id.strip().toLowerCase(Locale.ROOT);
        String known = KNOWN.get(key);
        if (known != null) {
            return known;
        }
        String words = key.replace('_', ' ').replace('-', ' ').replaceAll("\\s+", " ");
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
