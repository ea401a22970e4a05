package com.bpidesk.engine.behavior;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * Cell parsing for broker exports: numbers with currency signs, thousands separators and decimal commas,
 * and the date layouts brokers use. Ambiguous values are resolved by file-level settings detected from
 * a sample of rows ({@link PortfolioCsv}), never guessed per cell.
 */
final class CsvValues {

    private static final java.util.regex.Pattern CURRENCY_CODE =
            java.util.regex.Pattern.compile("^[A-Za-z]{3}\\s*|\\s*[A-Za-z]{3}$");
    private static final DateTimeFormatter MON = DateTimeFormatter.ofPattern("d-MMM-uuuu", Locale.ENGLISH);
    private static final DateTimeFormatter MON_SPACE = DateTimeFormatter.ofPattern("d MMM uuuu", Locale.ENGLISH);

    /** Day-month order of slash/dash/dot dates whose first two parts are both at most 12. */
    enum DateOrder {
        DMY, MDY
    }

    private CsvValues() {
    }

    /**
     * Parses a number. Rules (docs/behavioral.md, "Reading numbers"): currency signs, spaces and apostrophes are
     * dropped; {@code (x)} is negative; with both '.' and ',' the later one is the decimal separator; a lone ','
     * is decimal when followed by other than exactly three digits, or when the file uses decimal commas.
     *
     * @return the value, or NaN when the text is not a number
     */
    static double number(String raw, boolean decimalComma) {
        if (raw == null) {
            return Double.NaN;
        }
        double fast = plain(raw);
        if (!Double.isNaN(fast)) {
            return fast;
        }
        String s = raw.strip();
        boolean negative = false;
        if (s.startsWith("(") && s.endsWith(")")) {
            negative = true;
            s = s.substring(1, s.length() - 1).strip();
        }
        if (!s.isEmpty() && (Character.isLetter(s.charAt(0)) || Character.isLetter(s.charAt(s.length() - 1)))) {
            s = CURRENCY_CODE.matcher(s).replaceAll("");
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c >= '0' && c <= '9') || c == '.' || c == ',' || c == '-' || c == '+') {
                sb.append(c);
            } else if (c == '$' || c == '€' || c == '£' || c == '¥' || c == ' ' || c == '\u00a0' || c == '\'' || c == '\u202f') {
                continue;
            } else {
                return Double.NaN;
            }
        }
        String t = sb.toString();
        if (t.isEmpty() || t.equals("-") || t.equals("+")) {
            return Double.NaN;
        }
        int lastDot = t.lastIndexOf('.');
        int lastComma = t.lastIndexOf(',');
        if (lastDot >= 0 && lastComma >= 0) {
            if (lastComma > lastDot) {
                t = t.replace(".", "").replace(',', '.');
            } else {
                t = t.replace(",", "");
            }
        } else if (lastComma >= 0) {
            int commas = t.length() - t.replace(",", "").length();
            int digitsAfter = t.length() - lastComma - 1;
            if (commas == 1 && (decimalComma || digitsAfter != 3)) {
                t = t.replace(',', '.');
            } else {
                t = t.replace(",", "");
            }
        }
        try {
            double v = Double.parseDouble(t);
            return negative ? -v : v;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Fast path for the common plain form {@code -?digits[.digits]}; NaN for anything else (then the full rules apply). */
    private static double plain(String s) {
        int n = s.length();
        if (n == 0 || n > 18) {
            return Double.NaN;
        }
        int i = s.charAt(0) == '-' ? 1 : 0;
        if (i == n) {
            return Double.NaN;
        }
        long whole = 0;
        boolean dot = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (!dot) {
                    whole = whole * 10 + (c - '0');
                }
            } else if (c == '.' && !dot) {
                dot = true;
            } else {
                return Double.NaN;
            }
        }
        return dot ? Double.parseDouble(s) : s.charAt(0) == '-' ? -whole : whole;
    }

    /** True when the text is a number whose single comma can only be a decimal comma (e.g. {@code 26,45}). */
    static boolean unambiguousDecimalComma(String raw) {
        if (raw == null) {
            return false;
        }
        String s = raw.strip();
        int comma = s.lastIndexOf(',');
        if (comma < 0 || s.indexOf(',') != comma) {
            return false;
        }
        int dot = s.lastIndexOf('.');
        if (dot > comma) {
            return false;
        }
        if (dot >= 0) {
            return true; // 1.234,56
        }
        int digitsAfter = 0;
        for (int i = comma + 1; i < s.length() && Character.isDigit(s.charAt(i)); i++) {
            digitsAfter++;
        }
        return digitsAfter > 0 && digitsAfter != 3;
    }

    /**
     * Parses the date part of a cell: ISO ({@code 2024-03-05}, with optional time or offset), compact
     * ({@code 20240305}), {@code dd.MM.yyyy}, {@code d-MMM-yyyy}, and slash/dash dates in the given order.
     * Text after the date (a time, or Schwab's "as of ...") is ignored.
     *
     * @return the date, or null when unreadable
     */
    static LocalDate date(String raw, DateOrder order) {
        if (raw == null) {
            return null;
        }
        String s = raw.strip();
        if (s.isEmpty()) {
            return null;
        }
        if (s.length() >= 10 && s.charAt(4) == '-' && s.charAt(7) == '-' && (s.length() == 10 || s.charAt(10) == 'T' || s.charAt(10) == ' ')) {
            int y = digits(s, 0, 4);
            int m = digits(s, 5, 7);
            int d = digits(s, 8, 10);
            if (y > 0 && m > 0 && d > 0) {
                try {
                    return LocalDate.of(y, m, d);
                } catch (java.time.DateTimeException e) {
                    return null;
                }
            }
        }
        int cut = s.length();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ' ' || c == 'T' && i >= 8) {
                cut = i;
                break;
            }
        }
        String d = s.substring(0, cut);
        try {
            if (d.length() == 8 && d.chars().allMatch(Character::isDigit)) {
                return LocalDate.of(Integer.parseInt(d.substring(0, 4)), Integer.parseInt(d.substring(4, 6)),
                        Integer.parseInt(d.substring(6, 8)));
            }
            if (d.length() >= 10 && d.charAt(4) == '-' || d.length() >= 10 && d.charAt(4) == '/') {
                String[] p = d.split("[-/]");
                return LocalDate.of(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
            }
            if (d.chars().anyMatch(Character::isLetter)) {
                try {
                    return LocalDate.parse(d, MON);
                } catch (DateTimeParseException e) {
                    return LocalDate.parse(s.length() >= 11 ? s.substring(0, Math.min(s.length(), 11)).strip() : s, MON_SPACE);
                }
            }
            String[] p = d.split("[./-]");
            if (p.length != 3) {
                return null;
            }
            int a = Integer.parseInt(p[0]);
            int b = Integer.parseInt(p[1]);
            int y = Integer.parseInt(p[2]);
            if (y < 100) {
                y += 2000;
            }
            boolean dotted = d.indexOf('.') >= 0;
            if (dotted || order == DateOrder.DMY) {
                return LocalDate.of(y, b, a);
            }
            return LocalDate.of(y, a, b);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static int digits(String s, int from, int to) {
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** Evidence for the day-month order: 1 when the first part exceeds 12 (day first), 2 when the second does, 0 otherwise. */
    static int orderHint(String raw) {
        if (raw == null) {
            return 0;
        }
        String s = raw.strip();
        String[] p = s.split("[ T]")[0].split("[/-]");
        if (p.length != 3 || p[0].length() > 2) {
            return 0;
        }
        try {
            int a = Integer.parseInt(p[0]);
            int b = Integer.parseInt(p[1]);
            if (a > 12 && b <= 12) {
                return 1;
            }
            if (b > 12 && a <= 12) {
                return 2;
            }
        } catch (NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
