package com.bpidesk.app.format;

import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.util.Currency;
import java.util.Locale;
import java.util.Map;

/**
 * The one way the app writes numbers, money, percentages, dates and the engine's identifiers for people: money with
 * its ISO currency code and thousands separators ({@code USD 210,729.29}, {@code JPY 95,000}), fractions as percentages ({@code 0.1234} →
 * {@code 12.3%}), dates as people read them, day first and the month in letters ({@code 22 Nov 2026}: the one format
 * of the app, the reports and the research notes, read the same way on both sides of the Atlantic; monthly data as
 * {@code Nov 2026}, quarterly as {@code Q4 2026}), and every id the engine sends (regimes,
 * signals, dispositions, risk bands, agents, statuses) as a label ({@link Labels}). Views and view models use
 * {@link #app()}; tests pin a locale with {@link #of(Locale)}.
 */
public final class Formats {

    private static final Formats APP = new Formats(Locale.getDefault(Locale.Category.FORMAT));

    private final Locale locale;

    private Formats(Locale locale) {
        this.locale = locale;
    }

    /** The formats of the user's locale. */
    public static Formats app() {
        return APP;
    }

    public static Formats of(Locale locale) {
        return new Formats(locale);
    }

    /**
     * Money with its ISO 4217 code (never a bare symbol: $ could be USD, CAD or AUD) and the locale's thousands
     * separators; decimals: the currency's minor digits (2 for USD, EUR, GBP; 0 for JPY), none from 100,000 up where cents
     * are noise. An unknown or missing code is shown as given, or as "?" when there is none: the app never assumes one.
     * {@code USD 210,729} · {@code EUR 812.40} · {@code JPY 95,000}.
     */
    public String money(double amount, String currency) {
        String code = currency == null || currency.isBlank() ? "?" : currency.strip().toUpperCase(Locale.ROOT);
        int digits;
        try {
            digits = Math.max(0, Currency.getInstance(code).getDefaultFractionDigits());
        } catch (IllegalArgumentException e) {
            digits = 2;
        }
        if (Math.abs(amount) >= 100_000) {
            digits = 0;
        }
        return code + " " + number(amount, digits);
    }

    /** {@link #money(double, String)}, or "n/a" when there is no amount. */
    public String money(Double amount, String currency) {
        return amount == null || !Double.isFinite(amount) ? "n/a" : money(amount.doubleValue(), currency);
    }

    /** A plain number with thousands separators and the given decimals. */
    public String number(double value, int decimals) {
        NumberFormat f = NumberFormat.getNumberInstance(locale);
        f.setMinimumFractionDigits(decimals);
        f.setMaximumFractionDigits(decimals);
        return f.format(value);
    }

    /** A fraction as a percentage with one decimal: 0.1234 → 12.3%. */
    public String percent(double fraction) {
        return percent(fraction, 1);
    }

    public String percent(double fraction, int decimals) {
        NumberFormat f = NumberFormat.getPercentInstance(locale);
        f.setMinimumFractionDigits(decimals);
        f.setMaximumFractionDigits(decimals);
        return f.format(fraction);
    }

    /** A signed change of a fraction in percentage points with one decimal: 0.012 → +1.2 pp. */
    public String percentagePoints(double fraction) {
        return (fraction > 0 ? "+" : fraction < 0 ? "−" : "") + number(Math.abs(fraction) * 100, 1) + " pp";
    }

    /** A day: {@code 22 Nov 2026} (month abbreviations in the user's language); empty for none. */
    public String date(LocalDate d) {
        return d == null ? "" : d.format(DateTimeFormatter.ofPattern(DAY, locale));
    }

    /** The pattern of {@link #date(LocalDate)}: the engine's {@code Readable.date} writes the same. */
    static final String DAY = "d MMM uuuu";

    /**
     * An observation's period as its frequency reads ({@code daily}, {@code weekly}, {@code monthly}, {@code quarterly},
     * {@code annual}, as the engine names them): monthly {@code Mar 2024}, quarterly {@code Q1 2024}, annual {@code 2024},
     * daily, weekly or unknown as the day {@code 15 Mar 2024}.
     */
    public String period(LocalDate d, String frequency) {
        if (d == null) {
            return "";
        }
        return switch (frequency == null ? "" : frequency.toLowerCase(Locale.ROOT)) {
            case "monthly" -> month(d);
            case "quarterly" -> "Q" + ((d.getMonthValue() - 1) / 3 + 1) + " " + d.getYear();
            case "annual", "yearly" -> Integer.toString(d.getYear());
            default -> date(d);
        };
    }

    /** A month: {@code Nov 2025}. */
    public String month(LocalDate d) {
        return d == null ? "" : d.format(DateTimeFormatter.ofPattern("MMM uuuu", locale));
    }

    /** An ISO date or date-time from the engine as a date; the text itself when it is neither. */
    public String date(String iso) {
        if (iso == null || iso.isBlank()) {
            return "";
        }
        try {
            return date(LocalDate.parse(iso.length() > 10 && iso.charAt(10) == 'T' ? iso.substring(0, 10) : iso));
        } catch (DateTimeParseException e) {
            try {
                return date(OffsetDateTime.parse(iso).toLocalDate());
            } catch (DateTimeParseException e2) {
                return iso;
            }
        }
    }

    /** An ISO date as its month and year ("Nov 2025"), for month-end points on a chart; the text itself when it is not a date. */
    public String month(String iso) {
        try {
            return month(LocalDate.parse(iso.length() > 10 ? iso.substring(0, 10) : iso));
        } catch (DateTimeParseException | NullPointerException e) {
            return iso == null ? "" : iso;
        }
    }

    /** The label of an id the engine sends ({@link Labels#of}). */
    public String label(String id) {
        return Labels.of(id);
    }

    /** The label of an id of a known kind, preferring the engine's own labels when it sent some. */
    public String label(String id, Map<String, String> fromEngine) {
        String l = fromEngine == null ? null : fromEngine.get(id);
        return l == null || l.isBlank() ? Labels.of(id) : l;
    }

    /** An instant as the local time when it is today ("today at 2:34 AM"), else as its date ("25 Nov 2026"). */
    public String sinceToday(java.time.Instant t) {
        java.time.ZonedDateTime z = t.atZone(java.time.ZoneId.systemDefault());
        return z.toLocalDate().equals(LocalDate.now(z.getZone()))
                ? "today at " + DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(locale).format(z) : date(z.toLocalDate());
    }

    /** An instant from the engine as the user's local date and time: {@code 22 Nov 2026, 10:15 AM} (the user's short time). */
    public String dateTime(java.time.Instant t) {
        if (t == null) {
            return "";
        }
        java.time.ZonedDateTime z = t.atZone(java.time.ZoneId.systemDefault());
        return date(z.toLocalDate()) + ", " + DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(locale).format(z);
    }

    /** An ISO instant from the engine as {@link #dateTime(java.time.Instant)}; the text itself when it is not one. */
    public String dateTime(String iso) {
        try {
            return dateTime(java.time.Instant.parse(iso));
        } catch (DateTimeParseException | NullPointerException e) {
            return iso == null ? "" : iso;
        }
    }
}
