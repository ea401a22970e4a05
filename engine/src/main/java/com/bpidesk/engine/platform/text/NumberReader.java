package com.bpidesk.engine.platform.text;

/**
 * The engine's one number reader for table files (transactions, holdings, the client book, prices; ADR 0256, moved here
 * from the transaction reader). Reads numbers as brokers write them: currency signs or codes before or after ({@code $1,234.50}, {@code 89,162.28 SEK},
 * {@code -€597.49}), thousands separators ({@code ,} {@code .} space, apostrophe, narrow no-break space), decimal comma
 * or point as sniffed for the column, {@code (12.5)} for negative, trailing minus ({@code 12.5-}).
 */
public final class NumberReader {

    private NumberReader() {
    }

    /**
     * Whether a column's values write a decimal comma: more values that can only be read with a decimal comma
     * ({@link #hint} {@code COMMA}: "185,50", "1.234,5") than with a decimal point; {@code fallback} when no value says.
     */
    public static boolean decimalComma(Iterable<String> values, boolean fallback) {
        int comma = 0;
        int point = 0;
        for (String v : values) {
            switch (hint(v)) {
                case COMMA -> comma++;
                case POINT -> point++;
                default -> { }
            }
        }
        return comma == point ? fallback : comma > point;
    }

    /** Evidence a value gives about its column's decimal separator. */
    public enum Hint {
        COMMA, POINT, NONE
    }

    /**
     * @param decimalComma the column's decimal separator is a comma
     * @return the value or NaN when the text is not a number (blank text is NaN too)
     */
    public static double parse(String raw, boolean decimalComma) {
        if (raw == null) {
            return Double.NaN;
        }
        double fast = plain(raw, decimalComma);
        if (!Double.isNaN(fast) || raw.isEmpty()) {
            return fast;
        }
        String s = raw.strip();
        if (s.isEmpty() || s.equals("-")) {
            return Double.NaN;
        }
        boolean negative = false;
        if (s.startsWith("(") && s.endsWith(")")) {
            negative = true;
            s = s.substring(1, s.length() - 1).strip();
        }
        StringBuilder sb = new StringBuilder(s.length());
        int letters = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= '0' && c <= '9') || c == '.' || c == ',') {
                sb.append(c);
            } else if (c == '-' || c == '\u2212') {
                negative = !negative;
            } else if (c == '+' || c == ' ' || c == '\u00a0' || c == '\'' || c == '\u202f' || c == '\u2009' || c == '’'
                    || c == '$' || c == '€' || c == '£' || c == '¥' || c == '₣' || c == '₹' || c == '₩' || c == '₺' || c == 'ł') {
                continue;
            } else if (Character.isLetter(c)) {
                letters++;
                if (letters > 4 || (sb.length() > 0 && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1)))) {
                    return Double.NaN; // letters between digits: not a number
                }
            } else {
                return Double.NaN;
            }
        }
        String t = sb.toString();
        if (t.isEmpty()) {
            return Double.NaN;
        }
        char dec = decimalComma ? ',' : '.';
        char thousands = decimalComma ? '.' : ',';
        int lastDot = t.lastIndexOf('.');
        int lastComma = t.lastIndexOf(',');
        if (lastDot >= 0 && lastComma >= 0) {
            // both present: the later one is the decimal separator, whatever the column's default
            dec = lastComma > lastDot ? ',' : '.';
            thousands = dec == ',' ? '.' : ',';
        } else if (!decimalComma && lastComma >= 0 && lastDot < 0) {
            int commas = count(t, ',');
            int after = t.length() - lastComma - 1;
            if (commas == 1 && after != 3) {
                dec = ','; // "26,45" in a point column is still a decimal comma
                thousands = '.';
            }
        } else if (decimalComma && lastDot >= 0 && lastComma < 0) {
            int dots = count(t, '.');
            int after = t.length() - lastDot - 1;
            if (dots == 1 && after != 3) {
                dec = '.';
                thousands = ',';
            }
        }
        StringBuilder out = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == thousands) {
                continue;
            }
            out.append(c == dec ? '.' : c);
        }
        try {
            double v = Double.parseDouble(out.toString());
            return negative ? -v : v;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static int count(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }

    /** Fast path for {@code -?digits[sep digits]} with the column's decimal separator; NaN for anything else. */
    public static double plain(String s, boolean decimalComma) {
        int n = s.length();
        if (n == 0 || n > 15) {
            return Double.NaN;
        }
        int i = 0;
        boolean neg = false;
        if (s.charAt(0) == '-') {
            neg = true;
            i = 1;
            if (n == 1) {
                return Double.NaN;
            }
        }
        char sep = decimalComma ? ',' : '.';
        long whole = 0;
        long frac = 0;
        int fracDigits = 0;
        boolean inFrac = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (inFrac) {
                    frac = frac * 10 + (c - '0');
                    fracDigits++;
                } else {
                    whole = whole * 10 + (c - '0');
                }
            } else if (c == sep && !inFrac && i > (neg ? 1 : 0) && i < n - 1) {
                inFrac = true;
            } else {
                return Double.NaN;
            }
        }
        // exact integer numerator (at most 15 digits < 2^53) over an exact power of ten: one correctly rounded division,
        // the same double Double.parseDouble gives (Clinger's fast path)
        double v = fracDigits == 0 ? whole : (whole * (long) POW10[fracDigits] + frac) / POW10[fracDigits];
        return neg ? -v : v;
    }

    private static final double[] POW10 = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17};

    /** What a single value says about a decimal separator (used to sniff a column's format). */
    public static Hint hint(String raw) {
        if (raw == null) {
            return Hint.NONE;
        }
        String s = raw.strip();
        int lastDot = s.lastIndexOf('.');
        int lastComma = s.lastIndexOf(',');
        if (lastDot >= 0 && lastComma >= 0) {
            return lastComma > lastDot ? Hint.COMMA : Hint.POINT;
        }
        if (lastComma >= 0) {
            int after = digitsAfter(s, lastComma);
            return count(s, ',') == 1 && after > 0 && (after != 3 || notAGroup(s, lastComma)) ? Hint.COMMA
                    : count(s, ',') > 1 ? Hint.POINT : Hint.NONE;
        }
        if (lastDot >= 0) {
            int after = digitsAfter(s, lastDot);
            return count(s, '.') == 1 && after > 0 && (after != 3 || notAGroup(s, lastDot)) ? Hint.POINT
                    : count(s, '.') > 1 ? Hint.COMMA : Hint.NONE;
        }
        return Hint.NONE;
    }

    /**
     * Three digits after a lone separator are a thousands group only after one to three digits that do not start with a
     * zero: "0,257" and "1234,567" are decimals (nobody groups "0" or four digits), "1,234" stays ambiguous.
     */
    private static boolean notAGroup(String s, int sep) {
        int n = 0;
        int i = sep - 1;
        for (; i >= 0 && Character.isDigit(s.charAt(i)); i--) {
            n++;
        }
        return n > 3 || n >= 1 && s.charAt(i + 1) == '0';
    }

    private static int digitsAfter(String s, int pos) {
        int n = 0;
        for (int i = pos + 1; i < s.length() && Character.isDigit(s.charAt(i)); i++) {
            n++;
        }
        return n;
    }

    /** The currency a cell names by code or sign ({@code "$85.11"} is USD, {@code "89,162.28 SEK"} SEK), or null. */
    public static String currencyOf(String raw) {
        if (raw == null || raw.isEmpty()) {
            return null;
        }
        for (int i = 0; i < raw.length(); i++) {
            switch (raw.charAt(i)) {
                case '$':
                    return "USD";
                case '€':
                    return "EUR";
                case '£':
                    return "GBP";
                case '¥':
                    return "JPY";
                default:
                    break;
            }
        }
        String s = raw.strip();
        if (s.length() > 4) {
            String head = s.substring(0, 3);
            String tail = s.substring(s.length() - 3);
            if (isCode(tail) && !Character.isLetter(s.charAt(s.length() - 4))) {
                return tail;
            }
            if (isCode(head) && !Character.isLetter(s.charAt(3))) {
                return head;
            }
        }
        return null;
    }

    private static final java.util.Set<String> ISO_CURRENCIES = java.util.Currency.getAvailableCurrencies().stream()
            .map(java.util.Currency::getCurrencyCode).collect(java.util.stream.Collectors.toUnmodifiableSet());

    /**
     * An ISO 4217 currency code ('EUR', 'CZK'), not any three capitals: a column of 'DAY'/'GTC' (time in force) or
     * 'NSE'/'BSE' (exchanges) is no currency column.
     */
    public static boolean isCurrency(String s) {
        return isCode(s) && ISO_CURRENCIES.contains(s);
    }

    public static boolean isCode(String s) {
        if (s == null || s.length() != 3) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            char c = s.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }
}
