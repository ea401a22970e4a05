package com.bpidesk.engine.transactions;

import java.util.List;
import java.util.Objects;

/**
 * Fills of one order read as one transaction (issue 24, ADR 0215): an order executed in three fills is three rows of an
 * export, and the behavioral measures count orders (a client decides an order, not its fills). Consecutive buy or sell
 * rows are fills of one order when they share the order, the instrument, the side and the price currency; the order is
 * the row's order number when the file has an order column, else its date and time when the file gives a time to the
 * minute or finer (two orders of one stock on one day without a time are not told apart, so they are not merged).
 *
 * <p>The order's quantity, amount and fee are the sums of its fills; its price is their volume-weighted mean
 * (sum of quantity times price over the sum of quantities); its line and date are its first fill's; {@link
 * Transaction#fills()} keeps how many rows it was read from.
 */
final class Fills {

    private Fills() {
    }

    /** Merges runs of fills in place (file order kept); returns how many rows were folded into the row before them. */
    static long merge(List<Transaction> out) {
        long folded = 0;
        int w = 0;
        for (int i = 0; i < out.size(); i++) {
            Transaction t = out.get(i);
            if (w > 0 && sameOrder(out.get(w - 1), t)) {
                out.set(w - 1, join(out.get(w - 1), t));
                folded++;
            } else {
                out.set(w++, t);
            }
        }
        out.subList(w, out.size()).clear();
        return folded;
    }

    private static boolean sameOrder(Transaction a, Transaction b) {
        return a.order != 0 && a.order == b.order && a.kind() == b.kind()
                && (a.kind() == TransactionKind.BUY || a.kind() == TransactionKind.SELL) && a.automatic() == b.automatic()
                && a.instrument().equals(b.instrument()) && a.quantity() > 0 && b.quantity() > 0
                && Objects.equals(currency(a.price()), currency(b.price())) && Objects.equals(a.account(), b.account());
    }

    private static String currency(Money m) {
        return m == null ? null : m.currency();
    }

    private static Transaction join(Transaction a, Transaction b) {
        double q = a.quantity() + b.quantity();
        Money pa = a.price();
        Money pb = b.price();
        double price = pa == null || pb == null ? Double.NaN : (a.quantity() * pa.value() + b.quantity() * pb.value()) / q;
        Money ma = a.amount();
        Money mb = b.amount();
        double amount = ma == null || mb == null || !Objects.equals(ma.currency(), mb.currency()) ? Double.NaN : ma.value() + mb.value();
        Money fa = a.fee();
        Money fb = b.fee();
        double fee = fa == null && fb == null ? Double.NaN : (fa == null ? 0 : fa.value()) + (fb == null ? 0 : fb.value());
        String feeCurrency = fa != null ? fa.currency() : fb != null ? fb.currency() : null;
        return new Transaction(a.line(), a.date(), a.kind(), a.automatic(), a.instrument(), q, price, currency(pa), amount,
                ma == null ? null : ma.currency(), fee, feeCurrency, a.account(), a.rawType(), a.order, a.fills() + b.fills());
    }
}
