package com.bpidesk.engine.transactions;

import java.util.regex.Pattern;

/**
 * Options and CFDs told by their instrument (issue 24, ADR 0215): a buy or sell of an option's own symbol or of a CFD is
 * a derivative, kept apart from the equity trades, whatever its type word. The type words themselves are vocabulary
 * ({@code kind.derivative}: buy to open, expired, assigned, ...).
 * <ul>
 *   <li>OCC option symbol: root, expiry yymmdd, C or P, strike times 1000 in 8 digits ({@code AAPL  240119C00200000},
 *       {@code -AAPL240119C200} without the padding is not matched);</li>
 *   <li>an expiry date, a strike and C/P or Call/Put written out: Schwab {@code AAPL 01/19/2024 200.00 C}, Robinhood
 *       {@code AAPL 1/19/2024 Call $200.00}, Fidelity {@code CALL (AAPL) APPLE INC JAN 19 24 $200 (100 SHS)};</li>
 *   <li>a name saying CFD as a word ({@code Apple CFD}, {@code CFD on Gold}).</li>
 * </ul>
 */
final class Derivatives {

    private static final Pattern OCC = Pattern.compile("^[A-Z][A-Z0-9.]{0,5}\\s*\\d{6}[CP]\\d{8}$");
    private static final Pattern WRITTEN = Pattern.compile(
            "\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\s+(?:\\$?\\d+(?:\\.\\d+)?\\s+[CP]|(?:CALL|PUT)\\s+\\$?\\d+(?:\\.\\d+)?)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern FIDELITY = Pattern.compile("^(?:CALL|PUT)\\s+\\(", Pattern.CASE_INSENSITIVE);
    private static final Pattern CFD = Pattern.compile("(?<![\\p{L}\\p{N}])CFDs?(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE);

    private Derivatives() {
    }

    /** The text (a symbol or a name) names an option or a CFD. */
    static boolean isDerivative(String text) {
        if (text == null || text.length() < 3) {
            return false;
        }
        String s = text.strip();
        return OCC.matcher(s).matches() || WRITTEN.matcher(s).find() || FIDELITY.matcher(s).find() || CFD.matcher(s).find();
    }
}
