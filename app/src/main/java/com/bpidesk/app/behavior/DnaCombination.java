package com.bpidesk.app.behavior;

import com.bpidesk.app.client.behavior.BehaviorApi.Contribution;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaEvidence;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaOverall;
import com.bpidesk.app.client.behavior.BehaviorApi.DnaReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words the DNA screen shows beside the overall score (issue 30): how it is combined from the biases (each included
 * bias's score, its share of the overall score and its contribution, and which biases lacked data), or why no overall
 * score is given; and where the client's home country and the report's currency came from.
 */
final class DnaCombination {

    private DnaCombination() {
    }

    /**
     * "Overall 46 = Disposition effect 40 × 50% + Concentration 80 × 30% + Home bias 10 × 20%. Not enough data: Overtrading,
     * ..." from the report's {@code overall}; the reason in plain words when no overall score is given.
     */
    static String text(DnaOverall overall) {
        List<String> parts = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Contribution c : overall.contributions()) {
            if (c.included()) {
                parts.add(String.format(Locale.ROOT, "%s %.0f × %.0f%%", text(c.name()), c.score() == null ? 0 : c.score(),
                        100 * c.effectiveWeight()));
            } else {
                missing.add(text(c.name()));
            }
        }
        StringBuilder sb = new StringBuilder();
        if (overall.score() != null) {
            sb.append(String.format(Locale.ROOT, "Overall %.0f = ", overall.score())).append(String.join(" + ", parts))
                    .append(" (documented weights, shared out over the biases with enough data).");
        } else {
            sb.append(overall.withheldReason() == null ? "No overall score: too few biases have enough data." : overall.withheldReason());
        }
        if (!missing.isEmpty()) {
            sb.append(" Not enough data: ").append(String.join(", ", missing)).append('.');
        }
        return sb.toString();
    }

    /** "Home country NL (from the account's currency and the broker). Amounts in EUR (the account's currency)." */
    static String homeAndCurrency(DnaReport r) {
        String source = text(r.homeCountrySource());
        String home = text(r.homeCountry());
        String from = switch (source) {
            case "request" -> "as you chose";
            case "client_record" -> "from the client's record";
            case "account_currency" -> "from the account's currency";
            case "account_currency_and_broker" -> "from the account's currency and the broker's country";
            case "default" -> "the firm's default: the file does not say";
            default -> "";
        };
        String homeText = home.isEmpty() ? "Home country not known: the file does not say where the client lives. Enter it to score home bias."
                : "Home country " + home + (from.isEmpty() ? "" : " (" + from + ")") + ".";
        String base = text(r.baseCurrency());
        String baseFrom = switch (text(r.baseCurrencySource())) {
            case "request" -> " (as you chose)";
            case "account_currency" -> " (the account's currency)";
            case "firm_default" -> " (the firm's default: the file names no account currency)";
            default -> "";
        };
        return base.isEmpty() ? homeText : homeText + " Scored in " + base + baseFrom + ".";
    }

    /** An evidence line's instrument: "QT GROUP OYJ (FI4000198031)", else the symbol. */
    static String instrument(DnaEvidence e) {
        String name = text(e.name());
        String code = e.isin() != null ? e.isin() : text(e.symbol());
        return name.isEmpty() ? code : code.isEmpty() ? name : name + " (" + code + ")";
    }

    /** {@code s}, or blank for a field the engine left out. */
    static String text(String s) {
        return s == null ? "" : s;
    }

    /**
     * The path with the file's name and the chosen client (blank: none) added unless already there (a rescore keeps them):
     * the engine keeps both with the result (issue 27) and scores with the client's record.
     */
    static String kept(String path, String fileName, String clientId) {
        String named = path.contains("file_name=") ? path : withParam(path, "file_name", fileName);
        return named.contains("client_id=") || clientId == null ? named : withParam(named, "client_id", clientId.strip());
    }

    /** {@code path} with {@code name=value} added (nothing when the value is blank). */
    static String withParam(String path, String name, String value) {
        return value.isEmpty() ? path : path + (path.contains("?") ? "&" : "?") + name + "="
                + com.bpidesk.app.client.EngineClient.encode(value);
    }
}
