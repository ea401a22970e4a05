package com.bpidesk.engine.transactions;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sets aside reversed bookings after a file is read: {@link #setAside} pairs each reversal row with the booking it
 * cancels and removes both, so neither counts (they count as {@link TransactionReader#REVERSED}).
 * <ul>
 *   <li>A reversal of a trade (its text names a buy or sell, or names no kind and gives a quantity) cancels a trade of
 *       the same instrument and quantity: one that shares an order number (a run of five or more digits) with it, else
 *       one dated before it (the booking being undone, not its re-booking on the same day), else the nearest. flatex
 *       books a cancelled execution as "Storno Ausführung ORDER Kauf ... 217615086" with a negative quantity.</li>
 *   <li>A reversal of a dividend, interest, fee or tax (its text names that kind: "Storno Dividende", "Dividend
 *       reversal", "Annulation coupon"; or it names no kind and gives no quantity) cancels a booking of that kind (of any
 *       of the four when unnamed) with the same instrument, or none on both, and the same absolute amount within a cent,
 *       dated on or before it: one sharing an order or reference number first, then the nearest in time.</li>
 *   <li>A booking marked as a correction ({@link Vocabulary#isCorrection}, or a reversal word in its description while its
 *       type names a kind) stays a booking unless an earlier booking of the same kind, instrument and opposite amount
 *       exists: a "Dividend" of -12.50 marked "Correction" after a dividend of 12.50 cancels it; a correction of +2.00
 *       stays a dividend.</li>
 * </ul>
 */
final class Reversals {

    private static final Set<TransactionKind> TRADES = EnumSet.of(TransactionKind.BUY, TransactionKind.SELL,
            TransactionKind.DIVIDEND_REINVESTMENT);
    /** Cash bookings whose reversal is paired by amount. */
    private static final Set<TransactionKind> BOOKINGS = EnumSet.of(TransactionKind.DIVIDEND, TransactionKind.INTEREST,
            TransactionKind.FEE, TransactionKind.TAX);
    private static final double CENT = 0.01 + 1e-9;
    private static final Pattern ORDER_REF = Pattern.compile("(?<![\\w.,])\\d{5,}(?![\\w.,])");

    private Reversals() {
    }

    /**
     * Removes from {@code out} the bookings the reversals cancel and the corrections that found their booking; returns
     * the rows set aside: every reversal row, the bookings they found, and each paired correction with its booking; each
     * of their lines goes to {@code setAsideLine} (the row report's reason {@link RowOutcomes#REVERSED}).
     */
    static long setAside(List<Transaction> out, List<Reversal> reversals, List<Transaction> corrections,
                         java.util.function.LongConsumer setAsideLine) {
        if (reversals.isEmpty() && corrections.isEmpty()) {
            return 0;
        }
        long n = 0;
        Set<Transaction> cancelled = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Reversal rv : reversals) {
            n++;
            setAsideLine.accept(rv.line());
            TransactionKind named = rv.kind();
            boolean hasQuantity = rv.quantity() > 0;
            Transaction best = null;
            if (BOOKINGS.contains(named) || named == null && !hasQuantity && !Double.isNaN(rv.amount())) {
                best = booking(out, cancelled, named == null ? BOOKINGS : EnumSet.of(named), rv.instrument(), rv.amount(), false,
                        rv.date(), rv.line(), orderRefs(rv.text()));
            }
            if (best == null && (named == null || TRADES.contains(named))) {
                best = trade(out, cancelled, rv);
            }
            if (best != null) {
                cancelled.add(best);
                setAsideLine.accept(best.line());
                n++;
            }
        }
        for (Transaction c : corrections) {
            if (cancelled.contains(c) || !BOOKINGS.contains(c.kind()) || c.amount() == null) {
                continue;
            }
            Transaction best = booking(out, cancelled, EnumSet.of(c.kind()), c.instrument(), c.amount().value(), true, c.date(), c.line(),
                    orderRefs(c.rawType()));
            if (best != null && best != c) {
                cancelled.add(best);
                cancelled.add(c);
                setAsideLine.accept(best.line());
                setAsideLine.accept(c.line());
                n += 2;
            }
        }
        out.removeIf(cancelled::contains);
        return n;
    }

    /** The trade a reversal cancels: same instrument and quantity; shared order number, then dated before it, then nearest. */
    private static Transaction trade(List<Transaction> out, Set<Transaction> cancelled, Reversal rv) {
        Set<String> refs = orderRefs(rv.text());
        Transaction best = null;
        long bestScore = Long.MIN_VALUE;
        for (Transaction t : out) {
            if (!TRADES.contains(t.kind()) || cancelled.contains(t) || !sameInstrument(t.instrument(), rv.instrument())
                    || Math.abs(t.quantity() - rv.quantity()) > 1e-9 * Math.max(1, rv.quantity())) {
                continue;
            }
            boolean sharesRef = t.rawType() != null && orderRefs(t.rawType()).stream().anyMatch(refs::contains);
            long days = rv.date() == null ? Math.abs(t.line() - rv.line()) : Math.abs(ChronoUnit.DAYS.between(t.date(), rv.date()));
            boolean before = rv.date() != null && t.date().isBefore(rv.date());
            long score = (sharesRef ? 1L << 40 : 0) + (before ? 1L << 39 : 0) - Math.min(days, 1L << 30);
            if (score > bestScore) {
                best = t;
                bestScore = score;
            }
        }
        return best;
    }

    /**
     * The cash booking a reversal or correction cancels: one of the kinds, same instrument (or none on both), the same
     * absolute amount within a cent (opposite in sign when {@code opposite}), dated on or before it (by line when the
     * reversal has no date); one sharing an order or reference number first, then the nearest in time, then in the file.
     */
    private static Transaction booking(List<Transaction> out, Set<Transaction> cancelled, Set<TransactionKind> kinds, Instrument instrument,
                                       double amount, boolean opposite, LocalDate date, long line, Set<String> refs) {
        if (Double.isNaN(amount) || amount == 0) {
            return null;
        }
        Transaction best = null;
        long bestScore = Long.MIN_VALUE;
        for (Transaction t : out) {
            if (!kinds.contains(t.kind()) || cancelled.contains(t) || t.line() == line || t.amount() == null
                    || !sameOrNoInstrument(t.instrument(), instrument)) {
                continue;
            }
            double a = t.amount().value();
            if (Math.abs(Math.abs(a) - Math.abs(amount)) > CENT || opposite && Math.signum(a) != -Math.signum(amount)) {
                continue;
            }
            if (date != null ? t.date().isAfter(date) : t.line() > line) {
                continue; // a reversal undoes what came before it
            }
            boolean sharesRef = !refs.isEmpty() && t.rawType() != null && orderRefs(t.rawType()).stream().anyMatch(refs::contains);
            long days = date == null ? 0 : ChronoUnit.DAYS.between(t.date(), date);
            long score = (sharesRef ? 1L << 40 : 0) - (Math.min(days, 1L << 20) << 18) - Math.min(Math.abs(line - t.line()), (1L << 18) - 1);
            if (score > bestScore) {
                best = t;
                bestScore = score;
            }
        }
        return best;
    }

    private static Set<String> orderRefs(String text) {
        Set<String> refs = new HashSet<>();
        if (text != null) {
            Matcher m = ORDER_REF.matcher(text);
            while (m.find()) {
                refs.add(m.group());
            }
        }
        return refs;
    }

    private static boolean sameInstrument(Instrument a, Instrument b) {
        if (a.isin() != null && b.isin() != null) {
            return a.isin().equals(b.isin());
        }
        if (a.ticker() != null && b.ticker() != null) {
            return a.ticker().equals(b.ticker());
        }
        return a.name() != null && a.name().equalsIgnoreCase(b.name() == null ? "" : b.name());
    }

    /** The same instrument, or no instrument on either (an interest or fee booking of the account). */
    private static boolean sameOrNoInstrument(Instrument a, Instrument b) {
        return a.isEmpty() && b.isEmpty() || !a.isEmpty() && !b.isEmpty() && sameInstrument(a, b);
    }

    /**
     * A row naming the reversal of an earlier booking: its instrument, quantity, signed amount, date, type text and the kind
     * that text names (what is reversed: "Storno Dividende" a dividend), paired by {@link Reversals#setAside}.
     */
    record Reversal(long line, Instrument instrument, double quantity, double amount, LocalDate date, String text, TransactionKind kind) {
    }
}
