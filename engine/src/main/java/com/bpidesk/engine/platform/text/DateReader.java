package com.bpidesk.engine.platform.text;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The engine's one date reader for table files (transactions, holdings, the client book, prices; ADR 0256, moved here
 * from the transaction reader). Reads the date part of a date or date-time cell: ISO ({@code 2024-03-05}, with {@code T}/space, time, fraction, offset
 * or {@code Z}/{@code UTC}), compact {@code 20240305}, day-month-year or month-day-year with {@code .}, {@code -} or
 * {@code /} and two- or four-digit years ({@code 12.04.2024 13:01:45}, {@code 24-08-2022 07:00:15}, {@code 23/12/24}),
 * and month names ({@code 5-Mar-2024}, {@code May 5, 2020, 10:10:57 PM}, {@code 02-Apr-2025}). The day-month order of
 * numeric dates is sniffed from the column's values ({@link #sniff}); a time zone written in the cell is not converted:
 * the date is the one written, the broker's local date. Text after the date ({@code "as of 10/31/2023"}) is ignored.
 */
public final class DateReader {

    /** Order of the parts of numeric dates whose first part is not a four-digit year. */
    public enum Order {
        DMY, MDY;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private static final Map<String, Integer> MONTHS = new HashMap<>();

    static {
        String[][] names = {
                {"jan", "january", "januar", "janvier", "gennaio", "enero", "januari", "janeiro", "ianuarie", "stycz"},
                {"feb", "february", "februar", "février", "fevrier", "févr", "fevr", "fév", "fev", "febbraio", "febrero", "februari", "fevereiro", "februarie", "lut"},
                {"mar", "march", "märz", "maerz", "mars", "marzo", "maart", "mars", "março", "martie", "mär", "mrt", "marz"},
                {"apr", "april", "avril", "aprile", "abril", "aprilie", "kwi", "avr"},
                {"may", "mai", "maggio", "mayo", "mei", "maj", "maio", "mag"},
                {"jun", "june", "juni", "juin", "giugno", "junio", "junho", "iunie", "giu", "cze"},
                {"jul", "july", "juli", "juillet", "luglio", "julio", "julho", "iulie", "lug", "juil", "lip"},
                {"aug", "august", "août", "aout", "agosto", "augustus", "augusti", "ago", "sie", "aug"},
                {"sep", "sept", "september", "septembre", "settembre", "septiembre", "setembro", "septembrie", "set", "wrz"},
                {"oct", "october", "oktober", "octobre", "ottobre", "octubre", "outubro", "octombrie", "okt", "ott", "paź", "out"},
                {"nov", "november", "novembre", "noviembre", "novembro", "noiembrie", "lis"},
                {"dec", "december", "dezember", "décembre", "decembre", "dicembre", "diciembre", "dezembro", "decembrie", "dez", "dic", "des", "déc", "gru"}};
        for (int m = 0; m < 12; m++) {
            for (String n : names[m]) {
                MONTHS.putIfAbsent(n, m + 1);
            }
        }
    }

    private final Order order;
    private final Map<String, LocalDate> cache = new HashMap<>();
    private String lastKey;
    private LocalDate lastDate;

    public DateReader(Order order) {
        this.order = order;
    }

    public Order order() {
        return order;
    }

    /** The date, or null when the cell is not a date. Repeated texts are parsed once. */
    public LocalDate parse(String raw) {
        if (raw == null || raw.isEmpty()) {
            return null;
        }
        // date-times repeat their date part but rarely the whole text: cache by the date part of "dd.MM.yyyy HH:mm"-like cells
        int cut = raw.length();
        if (raw.length() > 10 && Character.isDigit(raw.charAt(0))) {
            int c = raw.indexOf(' ');
            if (c < 0) {
                c = raw.indexOf('T');
            }
            if (c >= 8 && c <= 10) {
                cut = c;
            }
        }
        // rows come in date order: the previous row's date part usually matches, compared in place (no substring per row)
        if (lastKey != null && lastKey.length() == cut && raw.regionMatches(0, lastKey, 0, cut)) {
            return lastDate;
        }
        String key = cut == raw.length() ? raw : raw.substring(0, cut);
        LocalDate d = cache.get(key);
        if (d == null && !cache.containsKey(key)) {
            d = parse(key, order);
            if (cache.size() > 100_000) {
                cache.clear();
            }
            cache.put(key, d);
        }
        lastKey = key;
        lastDate = d;
        return d;
    }

    /** Parts of a date cell: up to three numbers (or a month name) in the order written. */
    private record Parts(int a, int b, int c, int aDigits, int cDigits, int namedMonth, int namedAt) {
    }

    public static LocalDate parse(String raw, Order order) {
        Parts p = split(raw);
        if (p == null) {
            return null;
        }
        try {
            if (p.namedMonth > 0) {
                // "5-Mar-2024", "May 5, 2020", "2024-Mar-05": the month named, the other two are day and year
                return LocalDate.of(year(p.c, p.cDigits), p.namedMonth, p.a);
            }
            if (p.aDigits == 4) {
                return LocalDate.of(p.a, p.b, p.c);
            }
            if (p.aDigits == 8 && p.b < 0) {
                return LocalDate.of(p.a / 10000, p.a / 100 % 100, p.a % 100);
            }
            int year = year(p.c, p.cDigits);
            return order == Order.MDY ? LocalDate.of(year, p.a, p.b) : LocalDate.of(year, p.b, p.a);
        } catch (DateTimeException e) {
            return null;
        }
    }

    private static int year(int y, int digits) {
        return digits <= 2 ? (y < 70 ? 2000 + y : 1900 + y) : y;
    }

    /**
     * 1 when the value can only be day-first (first part above 12), 2 when only month-first (second part above 12),
     * 0 when it says nothing, -1 when it is not a numeric date at all.
     */
    public static int orderHint(String raw) {
        Parts p = split(raw);
        if (p == null) {
            return -1;
        }
        if (p.namedMonth > 0 || p.aDigits == 4 || p.b < 0) {
            return 0;
        }
        if (p.a > 12 && p.b <= 12) {
            return 1;
        }
        if (p.b > 12 && p.a <= 12) {
            return 2;
        }
        return 0;
    }

    /** True when the cell carries a numeric day-month date whose order matters (not ISO, not a month name). */
    public static boolean isAmbiguousLayout(String raw) {
        Parts p = split(raw);
        return p != null && p.namedMonth == 0 && p.aDigits != 4 && p.b >= 0;
    }

    private static Parts split(String raw) {
        String s = raw.strip();
        int n = s.length();
        int i = 0;
        int[] nums = new int[3];
        int[] digits = new int[3];
        int count = 0;
        int month = 0;
        int monthAt = -1;
        while (i < n) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                int v = 0;
                int d = 0;
                while (i < n && Character.isDigit(s.charAt(i))) {
                    if (d < 9) {
                        v = v * 10 + (s.charAt(i) - '0');
                    }
                    d++;
                    i++;
                }
                if (d > 8) {
                    return null;
                }
                nums[count] = v;
                digits[count] = d;
                count++;
                if (count == 1 && d == 8 && month == 0) {
                    return new Parts(v, -1, -1, 8, 0, 0, -1); // compact yyyyMMdd
                }
            } else if (Character.isLetter(c)) {
                int st = i;
                while (i < n && Character.isLetter(s.charAt(i))) {
                    i++;
                }
                String word = s.substring(st, i).toLowerCase(Locale.ROOT);
                Integer m = month > 0 ? null : MONTHS.get(word);
                if (m == null && month == 0) {
                    // "déc." and "févr." (French abbreviations), "Aout": compare without accents too
                    String plain = Accents.strip(word);
                    m = MONTHS.get(plain);
                    if (m == null && word.length() > 3) {
                        m = MONTHS.get(word.substring(0, 3));
                    }
                    if (m == null && plain.length() > 3) {
                        m = MONTHS.get(plain.substring(0, 3));
                    }
                }
                if (m == null) {
                    return null; // a word that is not a month inside the date part
                }
                month = m;
                monthAt = count;
            } else if (c == '-' || c == '.' || c == '/' || c == ' ' || c == ',') {
                i++;
                continue;
            } else {
                return null;
            }
            if (month == 0 && count == 3 || month > 0 && count == 2) {
                break;
            }
            if (i < n && !(s.charAt(i) == '-' || s.charAt(i) == '.' || s.charAt(i) == '/' || s.charAt(i) == ' '
                    || s.charAt(i) == ',' || Character.isLetter(s.charAt(i)) && count > 0 && month == 0)) {
                return null; // e.g. "11:37:41": a time, not a date
            }
        }
        if (month > 0) {
            if (count < 2) {
                return null;
            }
            if (digits[0] == 4) { // 2024-Mar-05
                return new Parts(nums[1], -1, nums[0], digits[1], 4, month, monthAt);
            }
            return new Parts(nums[0], -1, nums[1], digits[0], digits[1], month, monthAt);
        }
        if (count < 3) {
            return null;
        }
        return new Parts(nums[0], nums[1], nums[2], digits[0], digits[2], 0, -1);
    }

    /** Sniffs the order of a column's numeric dates from sample values; {@code fallback} when the values never say. */
    public static Sniffed sniff(Iterable<String> values, Order fallback) {
        int dmy = 0;
        int mdy = 0;
        int numeric = 0;
        int slash = 0;
        int dates = 0;
        int total = 0;
        for (String v : values) {
            if (v == null || v.isBlank()) {
                continue;
            }
            total++;
            int h = orderHint(v);
            if (h >= 0) {
                dates++;
            }
            if (isAmbiguousLayout(v)) {
                numeric++;
                if (v.indexOf('/') > 0) {
                    slash++;
                }
            }
            if (h == 1) {
                dmy++;
            } else if (h == 2) {
                mdy++;
            }
        }
        Order o;
        double confidence;
        String basis;
        if (dmy > 0 && mdy == 0) {
            o = Order.DMY;
            confidence = 1.0;
            basis = dmy + " values have a first part above 12";
        } else if (mdy > 0 && dmy == 0) {
            o = Order.MDY;
            confidence = 1.0;
            basis = mdy + " values have a second part above 12";
        } else if (dmy > 0) {
            o = dmy >= mdy ? Order.DMY : Order.MDY;
            confidence = 0.3;
            basis = "values contradict each other (" + dmy + " day-first, " + mdy + " month-first)";
        } else if (numeric == 0) {
            o = fallback;
            confidence = 1.0;
            basis = "ISO or named-month dates";
        } else if (slash == 0) {
            // dd.MM.yyyy and dd-MM-yyyy: no country writes month first with dots or dashes
            o = Order.DMY;
            confidence = 0.9;
            basis = "no value has a part above 12; dates with dots or dashes are day first";
        } else {
            o = fallback;
            confidence = 0.7;
            basis = "no value has a part above 12; the usual order for the header's language is assumed";
        }
        double parsedShare = total == 0 ? 0 : (double) dates / total;
        return new Sniffed(o, confidence * parsedShare, basis, parsedShare);
    }

    /** The sniffed order with a confidence in [0, 1] and its basis in words. */
    public record Sniffed(Order order, double confidence, String basis, double parsedShare) {
    }
}
