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
 * its currency and thousands separators ({@code $210,729.29}), fractions as percentages ({@code 0.1234} →
 * {@code 12.3%}), dates in the user's format ({@code Nov 22, 2026}), and every id the engine sends (regimes,
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

    /** Money with its currency (ISO 4217 code; USD when unknown) and thousands separators, two decimals. */
    public String money(double amount, String currency) {
        NumberFormat f = NumberFormat.getCurrencyInstance(locale);
        try {
            f.setCurrency(Currency.getInstance(currency == null || currency.isBlank() ? "USD" : currency.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            f.setCurrency(Currency.getInstance("USD"));
        }
        f.setMinimumFractionDigits(2);
        f.setMaximumFractionDigits(2);
        return f.format(amount);
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

    public String date(LocalDate d) {
        return d == null ? "" : d.format(DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale));
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

    /** The label of an id the engine sends ({@link Labels#of}). */
    public String label(String id) {
        return Labels.of(id);
    }

    /** The label of an id of a known kind, preferring the engine's own labels when it sent some. */
    public String label(String id, Map<String, String> fromEngine) {
        String l = fromEngine == null ? null : fromEngine.get(id);
        return l == null || l.isBlank() ? Labels.of(id) : l;
    }

    /** An instant from the engine as the user's local date and time (medium date, short time). */
    public String dateTime(java.time.Instant t) {
        return t == null ? "" : DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).withLocale(locale)
                .format(t.atZone(java.time.ZoneId.systemDefault()));
    }
}
