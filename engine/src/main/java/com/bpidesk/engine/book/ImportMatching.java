package com.bpidesk.engine.book;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The duplicate rule of the client file's import (issue 25, ADR 0242, docs/client-file-import.md "Already present"). A record
 * read from the file is already present in the account when
 * <ol>
 *   <li>the broker's own id matches: both carry one ({@link com.bpidesk.engine.transactions.Transaction#brokerId()}) and they
 *       are equal, for a trade also of the same instrument and side (a guard on the id's fingerprint); else</li>
 *   <li>its fields match and the two do not carry different broker ids: a trade of the same date, instrument (ignoring
 *       case), side and price currency, a quantity within {@value #RELATIVE} relative, and a price within half a cent or
 *       {@value #RELATIVE} relative, whichever is larger ({@link #samePrice}); a cash flow of the same date and currency and
 *       a signed amount within half a cent; an income record (dividend or interest) of the same pay date, instrument (ignoring
 *       case; none for interest on cash), kind and currency and an amount within half a cent ({@link #sameIncome}).</li>
 * </ol>
 * Each record already in the account answers for at most one record of the file, and a file's records are compared only
 * with what the account held before the import, never with each other: two identical rows of one file (two equal fills)
 * are both added the first time, and both recognised when the file comes again.
 */
final class ImportMatching {

    /** Half a cent: prices and amounts stated to the cent that differ by rounding are the same record. */
    static final double HALF_CENT = 0.005;
    /** Relative tolerance on prices and quantities (a quantity of 0.0290530000 written as 0.029053). */
    static final double RELATIVE = 1e-6;

    static final String BY_BROKER_ID = "broker_id";
    static final String BY_SAME_FIELDS = "same_fields";

    /**
     * A record already in the account: a trade, a cash flow or an income record (the others null).
     *
     * @param importId the import that added it, or null when it came with the book
     */
    record Existing(long id, Book.Transaction trade, Book.CashFlow flow, Book.Income income, String externalId, Long importId) {
        Existing(long id, Book.Transaction trade, Book.CashFlow flow, String externalId, Long importId) {
            this(id, trade, flow, null, externalId, importId);
        }
    }

    /**
     * A record read from the file: a trade, a cash flow or an income record (the others null), with the broker's id when the
     * file gives one.
     */
    record Incoming(Book.Transaction trade, Book.CashFlow flow, Book.Income income, String externalId) {
        Incoming(Book.Transaction trade, Book.CashFlow flow, String externalId) {
            this(trade, flow, null, externalId);
        }
    }

    /** The existing record a file's record was recognised as, and by what ({@link #BY_BROKER_ID}, {@link #BY_SAME_FIELDS}). */
    record Match(Existing existing, String by) {
    }

    private ImportMatching() {
    }

    /** For each incoming record, in order, the existing record it duplicates, or null when it is new. */
    static List<Match> match(List<Incoming> incoming, List<Existing> existing) {
        Map<String, List<Integer>> byId = new HashMap<>();
        Map<String, List<Integer>> byKey = new HashMap<>();
        for (int i = 0; i < existing.size(); i++) {
            Existing e = existing.get(i);
            if (e.externalId() != null) {
                byId.computeIfAbsent(e.externalId(), k -> new ArrayList<>()).add(i);
            }
            byKey.computeIfAbsent(key(e.trade(), e.flow(), e.income()), k -> new ArrayList<>()).add(i);
        }
        boolean[] used = new boolean[existing.size()];
        List<Match> out = new ArrayList<>(incoming.size());
        for (Incoming in : incoming) {
            int hit = -1;
            String by = null;
            if (in.externalId() != null) {
                for (int i : byId.getOrDefault(in.externalId(), List.of())) {
                    if (!used[i] && sameKindForId(in, existing.get(i))) {
                        hit = i;
                        by = BY_BROKER_ID;
                        break;
                    }
                }
            }
            if (hit < 0) {
                for (int i : byKey.getOrDefault(key(in.trade(), in.flow(), in.income()), List.of())) {
                    Existing e = existing.get(i);
                    if (!used[i] && !differentIds(in.externalId(), e.externalId()) && sameFields(in, e)) {
                        hit = i;
                        by = BY_SAME_FIELDS;
                        break;
                    }
                }
            }
            if (hit >= 0) {
                used[hit] = true;
            }
            out.add(hit < 0 ? null : new Match(existing.get(hit), by));
        }
        return out;
    }

    /** Two broker ids that are both given and differ: two orders that look alike are still two orders. */
    private static boolean differentIds(String a, String b) {
        return a != null && b != null && !a.equals(b);
    }

    private static boolean sameKindForId(Incoming in, Existing e) {
        if (in.trade() != null) {
            return e.trade() != null && in.trade().symbol().equalsIgnoreCase(e.trade().symbol()) && in.trade().side().equals(e.trade().side());
        }
        if (in.income() != null) {
            return e.income() != null && sameSymbol(in.income().symbol(), e.income().symbol()) && in.income().kind().equals(e.income().kind());
        }
        return e.flow() != null;
    }

    private static boolean sameFields(Incoming in, Existing e) {
        if (in.income() != null) {
            return e.income() != null && sameIncome(in.income(), e.income());
        }
        return in.trade() != null ? e.trade() != null && sameTrade(in.trade(), e.trade())
                : e.flow() != null && sameFlow(in.flow(), e.flow());
    }

    /** Same date, instrument (ignoring case), side and price currency; quantity and price within the tolerances. */
    static boolean sameTrade(Book.Transaction a, Book.Transaction b) {
        return a.tradeDate().equals(b.tradeDate()) && a.symbol().equalsIgnoreCase(b.symbol()) && a.side().equals(b.side())
                && a.currency().equalsIgnoreCase(b.currency()) && sameQuantity(a.quantity(), b.quantity()) && samePrice(a.price(), b.price());
    }

    /** Same date and currency, signed amount within half a cent. */
    static boolean sameFlow(Book.CashFlow a, Book.CashFlow b) {
        return a.flowDate().equals(b.flowDate()) && a.currency().equalsIgnoreCase(b.currency()) && Math.abs(a.amount() - b.amount()) <= HALF_CENT;
    }

    /** Same pay date, instrument (ignoring case; none for interest on cash), kind and currency; gross amount within half a cent. */
    static boolean sameIncome(Book.Income a, Book.Income b) {
        return a.payDate().equals(b.payDate()) && sameSymbol(a.symbol(), b.symbol()) && a.kind().equals(b.kind())
                && a.currency().equalsIgnoreCase(b.currency()) && Math.abs(a.amount() - b.amount()) <= HALF_CENT;
    }

    private static boolean sameSymbol(String a, String b) {
        return a == null ? b == null : a.equalsIgnoreCase(b);
    }

    /** Within half a cent or {@value #RELATIVE} of the larger price, whichever is larger. */
    static boolean samePrice(double a, double b) {
        return Math.abs(a - b) <= Math.max(HALF_CENT, RELATIVE * Math.max(Math.abs(a), Math.abs(b)));
    }

    /** Within {@value #RELATIVE} of the larger quantity. */
    static boolean sameQuantity(double a, double b) {
        return Math.abs(a - b) <= RELATIVE * Math.max(Math.abs(a), Math.abs(b));
    }

    /** The bucket a record is compared in: its kind and date, for a trade also its instrument and side, for income its kind. */
    private static String key(Book.Transaction t, Book.CashFlow f, Book.Income i) {
        if (i != null) {
            return "I|" + i.payDate() + "|" + i.kind();
        }
        return t != null ? "T|" + t.tradeDate() + "|" + t.symbol().toUpperCase(Locale.ROOT) + "|" + t.side() : "C|" + f.flowDate();
    }

    /** The date of a record, for sorting and display. */
    static LocalDate date(Book.Transaction t, Book.CashFlow f) {
        return t != null ? t.tradeDate() : f.flowDate();
    }
}
