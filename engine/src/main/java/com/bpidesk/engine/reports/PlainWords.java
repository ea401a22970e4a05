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

    /**
     * A parenthesis a client does not need (ADR 0250): an academic citation ("(Kumar 2009)", a name and a year, not a
     * month and a year), an index value ("(HHI 0.108)") or an internal score ("(Behavioral DNA concentration score
     * 51)"). The figure it qualifies stays.
     */
    private static final Pattern TECHNICAL_ASIDE = Pattern.compile(
            "\\s*\\([^()]*(?:\\b(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Q[1-4])[a-z]* )[A-Z][a-z]+(?: and [A-Z][a-z]+| et al\\.)? (?:19|20)\\d{2}\\b|\\bHHI\\b|\\bscore\\b)[^()]*\\)");

    /** Technical phrases of the engine's sentences and the plain words a client report prints instead (ADR 0250). */
    private static final String[][] CLIENT_PHRASES = {
            {"Low-priced, high-idiosyncratic-volatility, positively skewed stocks", "Low-priced stocks whose prices make large jumps of their own"},
            {"Holdings in the universe's top 3-month-return quintile", "Holdings among the fifth of the market that rose most in the past three months"},
            {"Annualized volatility", "Yearly ups and downs"}, {"annualized volatility", "yearly ups and downs"},
            {"an unrealized loss", "a loss"}, {"Maximum drawdown", "Largest fall"}, {"Worst stress window", "Worst past period"},
            {"on current weights", "for today's holdings"}, {"idiosyncratic", "company-specific"},
    };

    private static final Pattern YEARS = Pattern.compile("\\b(\\d+)y\\b");
    private static final Pattern VS = Pattern.compile("\\bvs\\.?(?=\\s)");
    private static final Pattern EFFECTIVE = Pattern.compile("Effective number of holdings is ([0-9.]+)");
    private static final Pattern PP = Pattern.compile("(\\d)\\s?pp\\b");

    /**
     * Free text of the briefing as a client report prints it (ADR 0250): ids as words ({@link #clean}), technical asides
     * and citations left out, "vs" as "against", "3y" as "3 years", "pp" as "percentage points", and the phrases of
     * {@link #CLIENT_PHRASES} in plain words. Figures are never changed.
     */
    static String forClient(String text) {
        String s = clean(text);
        s = TECHNICAL_ASIDE.matcher(s).replaceAll("");
        for (String[] p : CLIENT_PHRASES) {
            s = s.replace(p[0], p[1]);
        }
        s = YEARS.matcher(s).replaceAll(m -> m.group(1) + (m.group(1).equals("1") ? " year" : " years"));
        s = VS.matcher(s).replaceAll("against");
        s = EFFECTIVE.matcher(s).replaceAll("The portfolio is as spread as $1 equally sized holdings");
        return PP.matcher(s).replaceAll("$1 percentage points");
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
