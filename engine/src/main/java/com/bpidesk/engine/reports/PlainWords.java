package com.bpidesk.engine.reports;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words a report prints for the engine's ids (agents, severities, behavioural patterns, factors, regimes, signals),
 * so neither audience reads {@code growth_slowing} or {@code risk_manager}; the client report also runs free text from
 * the briefing through {@link #clean} so an id inside a sentence becomes words too.
 */
final class PlainWords {

    private static final Pattern ID = Pattern.compile("\\b[a-z0-9]+(?:_[a-z0-9]+)+\\b");

    private static final Map<String, String> TOPICS = Map.of(
            "portfolio_analyst", "Holdings", "macro_strategist", "Economy", "risk_manager", "Risk",
            "sector_specialist", "Sectors", "factor_quant", "Investment style", "behavioral_agent", "Investing habits",
            "synthesis_agent", "Summary");

    private static final Map<String, String> PATTERNS = Map.of(
            "disposition_effect", "Holding on to large losses", "concentration", "Concentration in few holdings",
            "recency_concentration", "Concentration in recent winners", "home_bias", "Home-country concentration",
            "lottery_like", "Lottery-like stocks");

    private static final Map<String, String> FACTORS = Map.of(
            "market", "Market", "size", "Size (smaller companies)", "value", "Value (long-term laggards)",
            "momentum", "Momentum (recent winners)", "low_volatility", "Low volatility");

    private static final Map<String, String> REGIMES = Map.of("risk_on", "Risk-on", "risk_off", "Risk-off", "insufficient_data", "Not enough data");

    private PlainWords() {
    }

    /** The topic of an agent's findings, e.g. {@code risk_manager} is "Risk". */
    static String topic(String agent) {
        return agent == null ? "" : TOPICS.getOrDefault(agent, words(agent));
    }

    /** A behavioural pattern in plain words, e.g. {@code home_bias} is "Home-country concentration". */
    static String pattern(String code) {
        return code == null ? "" : PATTERNS.getOrDefault(code, words(code));
    }

    static String factor(String code) {
        return code == null ? "" : FACTORS.getOrDefault(code, words(code));
    }

    static String regime(String code) {
        return code == null ? "n/a" : REGIMES.getOrDefault(code, words(code));
    }

    /** {@code high} is "High". */
    static String severity(String s) {
        return s == null ? "" : words(s);
    }

    /** An id as words with a capital: {@code growth_slowing} is "Growth slowing". */
    static String words(String id) {
        if (id == null || id.isBlank()) {
            return "";
        }
        String s = id.replace("_agent", "").replace('_', ' ').strip();
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** Free text with every snake_case id in it turned into lower-case words. */
    static String clean(String text) {
        if (text == null) {
            return "";
        }
        Matcher m = ID.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group().replace('_', ' ').toLowerCase(Locale.ROOT)));
        }
        m.appendTail(out);
        return out.toString();
    }
}
