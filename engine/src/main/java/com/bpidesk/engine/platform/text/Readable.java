package com.bpidesk.engine.platform.text;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the engine writes dates and money for people, in every text a person reads (reports, research notes, findings,
 * narratives, stress-window names, evidence lines): one format, the one the app's {@code Formats} uses too.
 * <ul>
 *   <li>a day as {@code 15 Mar 2024} (never ISO {@code 2024-03-15}; the day first and the month in letters, so a US and a
 *       European reader read the same day);</li>
 *   <li>a month as {@code Mar 2024}, a quarter as {@code Q1 2024}, a year as {@code 2024};</li>
 *   <li>money with its ISO 4217 code and thousands separators: no decimals from 1,000 up or for a currency without minor
 *       units, else the currency's minor digits ({@code USD 1,234,567}, {@code EUR 812.40}, {@code JPY 950}).</li>
 * </ul>
 * The API's date fields stay ISO 8601; only sentences and labels use these forms.
 */
public final class Readable {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM uuuu", Locale.ENGLISH);
    private static final DateTimeFormatter MONTH = DateTimeFormatter.ofPattern("MMM uuuu", Locale.ENGLISH);

    private Readable() {
    }

    /** {@code 2024-03-15} → {@code 15 Mar 2024}; "n/a" for none. */
    public static String date(LocalDate d) {
        return d == null ? "n/a" : DAY.format(d);
    }

    /** Two days as a span: {@code 19 Feb 2020 to 23 Mar 2020}. */
    public static String span(LocalDate from, LocalDate to) {
        return date(from) + " to " + date(to);
    }

    /** {@code 2024-03-31} → {@code Mar 2024}. */
    public static String month(LocalDate d) {
        return d == null ? "n/a" : MONTH.format(d);
    }

    /** {@code 2024-03-31} → {@code Q1 2024}. */
    public static String quarter(LocalDate d) {
        return d == null ? "n/a" : "Q" + ((d.getMonthValue() - 1) / 3 + 1) + " " + d.getYear();
    }

    /**
     * An observation's period as its frequency reads: daily and weekly data as the day, monthly as the month, quarterly
     * as the quarter, annual as the year ({@code daily}, {@code weekly}, {@code monthly}, {@code quarterly},
     * {@code annual}, the engine's macro frequencies); the day when the frequency is unknown.
     */
    public static String period(LocalDate d, String frequency) {
        if (d == null) {
            return "n/a";
        }
        return switch (frequency == null ? "" : frequency.toLowerCase(Locale.ROOT)) {
            case "monthly" -> month(d);
            case "quarterly" -> quarter(d);
            case "annual", "yearly" -> Integer.toString(d.getYear());
            default -> date(d);
        };
    }

    /**
     * Money: the ISO code, thousands separators, no decimals from 1,000 up (or for a currency without minor units), else
     * the currency's minor digits; without a code when none is known; "n/a" when there is no finite amount.
     */
    public static String money(double amount, String currency) {
        if (!Double.isFinite(amount)) {
            return "n/a";
        }
        String code = currency == null || currency.isBlank() ? "" : currency.strip().toUpperCase(Locale.ROOT) + " ";
        int digits = Math.abs(amount) >= 1000 ? 0 : fractionDigits(currency);
        return code + String.format(Locale.ROOT, "%,." + digits + "f", amount);
    }

    private static int fractionDigits(String currency) {
        try {
            int d = java.util.Currency.getInstance(currency.strip().toUpperCase(Locale.ROOT)).getDefaultFractionDigits();
            return d < 0 ? 2 : d;
        } catch (RuntimeException e) {
            return 2;
        }
    }
}
