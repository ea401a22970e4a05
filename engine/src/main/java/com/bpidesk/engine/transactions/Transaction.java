package com.bpidesk.engine.transactions;

import java.time.LocalDate;

/**
 * One row of a transaction file, typed. A class rather than a record so that a million rows hold their amounts as
 * primitives: the three {@link Money} values are made when asked for, not kept per row (a read retains about a third less,
 * which the garbage collector would otherwise copy; issue 12's performance target).
 *
 * <ul>
 *   <li>{@code line}: line of the file (1 = first line, counting any preamble) for evidence and errors</li>
 *   <li>{@code kind}: what the row is; {@code automatic}: true for purchases the client did not decide one by one (savings
 *       plans, dividend reinvestment)</li>
 *   <li>{@code quantity}: shares moved, always positive (the kind says the direction); NaN when the row moves no shares</li>
 *   <li>{@code price()}: price per share with its currency; null when the row has none and none can be derived</li>
 *   <li>{@code amount()}: the row's cash amount as signed in the file, with its currency; null when absent</li>
 *   <li>{@code fee()}: fees/commission (positive), null when absent; {@code rawType}: the type text as written</li>
 *   <li>{@code fills()}: rows this transaction was read from (an order executed in several fills is one transaction)</li>
 * </ul>
 */
public final class Transaction {

    private final long line;
    private final LocalDate date;
    private final TransactionKind kind;
    private final boolean automatic;
    private final Instrument instrument;
    private final double quantity;
    private final double price;
    private final String priceCurrency;
    private final double amount;
    private final String amountCurrency;
    private final double fee;
    private final String feeCurrency;
    private final String account;
    private final String rawType;
    /**
     * The order the row executed, as a key (0 = none): a hash of its order number, else of its date and time when the file
     * gives a time. A number, not the text, so that a million rows retain no string for it (issue 12's performance).
     */
    final long order;
    private final int fills;

    public Transaction(long line, LocalDate date, TransactionKind kind, boolean automatic, Instrument instrument, double quantity,
                       Money price, Money amount, Money fee, String account, String rawType) {
        this(line, date, kind, automatic, instrument, quantity, price == null ? Double.NaN : price.value(),
                price == null ? null : price.currency(), amount == null ? Double.NaN : amount.value(), amount == null ? null : amount.currency(),
                fee == null ? Double.NaN : fee.value(), fee == null ? null : fee.currency(), account, rawType, 0, 1);
    }

    /** Values NaN when absent (a NaN price, amount or fee reads back as null). */
    Transaction(long line, LocalDate date, TransactionKind kind, boolean automatic, Instrument instrument, double quantity,
                double price, String priceCurrency, double amount, String amountCurrency, double fee, String feeCurrency, String account,
                String rawType, long order, int fills) {
        this.line = line;
        this.date = date;
        this.kind = kind;
        this.automatic = automatic;
        this.instrument = instrument;
        this.quantity = quantity;
        this.price = price;
        this.priceCurrency = priceCurrency;
        this.amount = amount;
        this.amountCurrency = amountCurrency;
        this.fee = fee;
        this.feeCurrency = feeCurrency;
        this.account = account;
        this.rawType = rawType;
        this.order = order;
        this.fills = fills;
    }

    /** Rows of the file this transaction was read from: more than one for an order executed in several fills ({@link Fills}). */
    public int fills() {
        return fills;
    }

    public long line() {
        return line;
    }

    public LocalDate date() {
        return date;
    }

    public TransactionKind kind() {
        return kind;
    }

    public boolean automatic() {
        return automatic;
    }

    public Instrument instrument() {
        return instrument;
    }

    public double quantity() {
        return quantity;
    }

    public Money price() {
        return Money.of(price, priceCurrency);
    }

    public Money amount() {
        return Money.of(amount, amountCurrency);
    }

    public Money fee() {
        return Money.of(fee, feeCurrency);
    }

    public String account() {
        return account;
    }

    public String rawType() {
        return rawType;
    }

    /**
     * The broker's own id of this trade, when the file has an order-number column: a fingerprint of the order number (its
     * length and hash, in hex, prefixed {@code order:}; the reader keeps no text per row), else null. A time of day is no
     * id: two orders can share one. The client file recognises a re-imported trade by it (ADR 0242).
     */
    public String brokerId() {
        return order >>> 60 == 1 ? "order:" + Long.toHexString(order & ((1L << 60) - 1)) : null;
    }

    /** A buy or sell the client decided: counts toward turnover and trading scores. */
    public boolean isDiscretionaryTrade() {
        return (kind == TransactionKind.BUY || kind == TransactionKind.SELL) && !automatic;
    }

    @Override
    public String toString() {
        return "Transaction[line=" + line + ", date=" + date + ", kind=" + kind + ", automatic=" + automatic + ", instrument=" + instrument
                + ", quantity=" + quantity + ", price=" + price() + ", amount=" + amount() + ", fee=" + fee() + ", account=" + account
                + ", rawType=" + rawType + (fills > 1 ? ", fills=" + fills : "") + "]";
    }
}
