package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.DateReader;

import static com.bpidesk.engine.transactions.Cells.cell;
import static com.bpidesk.engine.transactions.Cells.label;
import static com.bpidesk.engine.transactions.Cells.singleCell;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;

/**
 * Reads one row of a table into a {@link Transaction}, on top of its typing ({@link RowKinds}) and its instrument
 * ({@link Instruments}): orders that never executed and reversals set apart, the date (else the second date column), the
 * quantity and price (else written as "quantity @ price" in the text, else the price from the amount), the currencies of
 * price, amount and fee, the order key for {@link Fills}, a closed position's closing trade. State: unrecognised type
 * labels, reversals and corrections for {@link Reversals}, cell errors and every row's outcome ({@link RowOutcomes}).
 */
final class RowReader extends RowKinds {

    /** Cell errors kept with their cell (the rest are counted). */
    private static final int MAX_ERRORS = 20;

    final Map<String, Long> unrecognized = new TreeMap<>();
    final List<Reversals.Reversal> reversals = new ArrayList<>();
    /** Bookings marked as a correction, paired with the booking they cancel by {@link Reversals#setAside}. */
    final List<Transaction> corrections = new ArrayList<>();
    private final Map<String, Boolean> reversalCache = new HashMap<>();
    private final Map<String, Boolean> correctionCache = new HashMap<>(); // a type here names no reversal: one test for both
    final List<UnreadableTransactionsException.CellError> errors = new ArrayList<>();
    /** What became of the rows that are not read as transactions. */
    final RowOutcomes outcomes = new RowOutcomes(unrecognized);
    private final Map<String, Boolean> savingsCache = new HashMap<>();
    private final Map<String, Boolean> statusCache = new HashMap<>();
    /** Rows of orders that never executed (their status says so, {@link LayoutRules#roles}): set aside, counted. */
    long notExecuted;
    /** One instance per distinct text: a million rows retain only their distinct texts. */
    private final Map<String, String> texts = new HashMap<>();
    private final Map<String, String> codeCache = new HashMap<>();
    private final Instruments instruments;
    /** The type words and what each was read as (ADR 0257). */
    final TypeWords words = new TypeWords();
    /** Type texts (normalised) the user said are not transactions, and the answer per spelling. */
    private final java.util.Set<String> notTransactions;
    private final Map<String, Boolean> notTransactionCache = new HashMap<>();

    RowReader(Vocabulary vocabulary, Layout lay, boolean[] decimalComma, DateReader dates, ColumnMapping.SideRule side,
              Map<String, TransactionKind> rules, java.util.Set<String> notTransactions) {
        super(vocabulary, lay, decimalComma, dates, side, rules);
        this.instruments = new Instruments(iSymbol, iIsin, iName);
        this.notTransactions = notTransactions;
    }

    Transaction read(CsvRecord r, long line) {
        if (lay.status >= 0) {
            String st = cell(r, lay.status);
            if (!st.isEmpty() && statusCache.computeIfAbsent(st, vocabulary::isNotExecuted)) {
                notExecuted++; // a cancelled, rejected or failed order: nothing was bought or sold
                outcomes.setApart(RowOutcomes.NOT_EXECUTED, line);
                return null;
            }
        }
        String type = iType >= 0 ? cell(r, iType) : "";
        if (!type.isEmpty() && reversalCache.computeIfAbsent(type, vocabulary::isReversal)) {
            String d = cell(r, iDate);
            Vocabulary.KindMatch reversed = vocabulary.kindOf(type);
            outcomes.read(line);
            reversals.add(new Reversals.Reversal(line, instruments.of(r), Math.abs(num(r, iQty)), num(r, iAmount),
                    dates.parse(d.isEmpty() && iAltDate >= 0 ? cell(r, iAltDate) : d), type, reversed == null ? null : reversed.kind()));
            return null;
        }
        // the words listed and remapped (ADR 0257): the type column's, else the buy/sell column's
        String word = iType >= 0 ? type : iSide >= 0 ? cell(r, iSide) : "";
        if (!word.isEmpty() && !notTransactions.isEmpty()
                && notTransactionCache.computeIfAbsent(word, x -> notTransactions.contains(Vocabulary.normalize(x)))) {
            words.count(word, ColumnMapping.NOT_A_TRANSACTION);
            outcomes.setApart(RowOutcomes.NOT_A_TRANSACTION, line); // the user said this word names no transaction
            return null;
        }
        TransactionKind kind = kind(r);
        if (kind == null) {
            boolean dated = !undated(r);
            if (dated) {
                words.count(word, null); // a footer's text in the type column is no type word
            }
            outcomes.unknownType(type, line, dated); // counted in unrecognized unless it is a footer's
            return null;
        }
        if (!word.isEmpty()) {
            TransactionKind said = kindOfWord(word);
            words.count(word, said == null ? null : said.id());
        }
        if ((kind == TransactionKind.BUY || kind == TransactionKind.SELL) && instruments.derivative(r)) {
            kind = TransactionKind.DERIVATIVE; // a buy or sell of an option or a CFD: kept apart from the equity trades
        }
        String desc = iDescription >= 0 ? cell(r, iDescription) : "";
        boolean automatic = kind == TransactionKind.DIVIDEND_REINVESTMENT
                || (kind == TransactionKind.BUY && (!type.isEmpty() && savingsCache.computeIfAbsent(type, vocabulary::isSavingsPlan)
                || !desc.isEmpty() && savingsCache.computeIfAbsent(desc, vocabulary::isSavingsPlan)));
        String dateText = cell(r, iDate);
        if (dateText.isEmpty() && iAltDate >= 0) {
            dateText = cell(r, iAltDate); // no trade date on this row: its settlement or value date
        }
        LocalDate date = dates.parse(dateText);
        if (date == null && singleCell(r)) {
            outcomes.text(line); // one cell of text and no date (a disclaimer naming 'exchange'): text, not a transaction
            return null;
        }
        if (date == null) {
            error(line, iDate, "'" + dateText + "' is not a date (read as " + dates.order().id() + ")", RowOutcomes.NO_DATE);
            return null;
        }
        Instrument inst = instruments.of(r);
        double qty = Math.abs(num(r, iQty));
        double priceV = num(r, iPrice) * lay.priceScale;
        String cur = iCurrency >= 0 ? codeCache.computeIfAbsent(cell(r, iCurrency), PriceText::code)
                : lay.constants.get(TransactionField.CURRENCY);
        String priceCur = cur != null ? cur : iPrice >= 0 ? NumberReader.currencyOf(cell(r, iPrice)) : null;
        int amountCol = amountColumn(r);
        double amountV = amount(r);
        String amountCur = iAmountCurrency >= 0 ? PriceText.code(cell(r, iAmountCurrency)) : lay.columnCurrency.containsKey(amountCol)
                ? lay.columnCurrency.get(amountCol) : lay.constants.get(TransactionField.AMOUNT_CURRENCY);
        if (amountCur == null && iAmount >= 0 && cur == null) {
            amountCur = NumberReader.currencyOf(cell(r, iAmount));
        }
        if (amountCur == null) {
            amountCur = cur;
        }
        if (priceCur == null) {
            priceCur = amountCur;
        }
        boolean trade = kind == TransactionKind.BUY || kind == TransactionKind.SELL || kind == TransactionKind.DIVIDEND_REINVESTMENT;
        if (trade && (Double.isNaN(qty) || qty == 0)) {
            Matcher m = PriceText.atPrice(type);
            if (m == null && iDescription >= 0) {
                m = PriceText.atPrice(cell(r, iDescription));
            }
            if (m == null && iName >= 0) {
                m = PriceText.atPrice(cell(r, iName)); // "B 100 CBA @ 95.20" as the only text of the row
            }
            if (m != null) {
                boolean comma = anyDecimalComma;
                qty = Math.abs(NumberReader.parse(m.group(1), comma));
                priceV = NumberReader.parse(m.group(2), comma);
                if (m.group(3) != null) {
                    priceCur = m.group(3);
                }
            }
        }
        if (trade && (Double.isNaN(priceV) || priceV <= 0) && !Double.isNaN(amountV) && qty > 0) {
            priceV = Math.abs(amountV) / qty;
            if (amountCur != null) {
                priceCur = amountCur;
            }
        }
        if (trade) {
            if (inst.isEmpty()) {
                // a buy or sell without an instrument is a currency exchange (e.g. IBKR's EUR.USD rows without ISIN)
                kind = TransactionKind.FX_CONVERSION;
                trade = false;
            } else if (!(qty > 0)) {
                error(line, iQty >= 0 ? iQty : iType, "'" + (iQty >= 0 ? cell(r, iQty) : type) + "' gives no quantity for a "
                        + kind.id().replace('_', ' '), RowOutcomes.NO_QUANTITY);
                return null;
            } else if (!(priceV > 0)) {
                int c = iPrice >= 0 ? iPrice : iAmount >= 0 ? iAmount : iType;
                error(line, c, "'" + (c >= 0 ? cell(r, c) : "") + "' gives no positive price", RowOutcomes.NO_PRICE);
                return null;
            }
        }
        int feeCol = firstFilled(r, iFee, lay.moreFees);
        double feeV = num(r, feeCol);
        String feeCur = iFeeCurrency >= 0 ? PriceText.code(cell(r, iFeeCurrency)) : lay.columnCurrency.containsKey(feeCol) ? lay.columnCurrency.get(feeCol)
                : iFee >= 0 ? NumberReader.currencyOf(cell(r, iFee)) : null;
        if (feeCur == null) {
            feeCur = amountCur;
        }
        String account = iAccount >= 0 ? cell(r, iAccount) : "";
        inst = instruments.intern(inst);
        account = canonical(account);
        type = canonical(type);
        long order = 0;
        if (kind == TransactionKind.BUY || kind == TransactionKind.SELL) {
            order = orderKey(r, dateText);
        }
        Transaction t = new Transaction(line, date, kind, automatic, inst, trade || qty > 0 ? qty : Double.NaN,
                Math.abs(priceV), priceCur, amountV, amountCur, Math.abs(feeV), feeCur, account.isEmpty() ? null : account,
                type.isEmpty() ? null : type, order, 1);
        // a correction, or a reversal said in the description of a typed row: set aside only with a booking it cancels
        if (!type.isEmpty() && correctionCache.computeIfAbsent(type, vocabulary::isCorrection)
                || !desc.isEmpty() && correctionCache.computeIfAbsent(desc, x -> vocabulary.isCorrection(x) || vocabulary.isReversal(x))) {
            corrections.add(t);
        }
        return t;
    }

    private String canonical(String s) {
        if (s.isEmpty()) {
            return s;
        }
        if (texts.size() > 100_000) {
            texts.clear();
        }
        return texts.computeIfAbsent(s, k -> k);
    }

    /**
     * The other trade of a closed position whose opening {@code open} this row gave: the sell at its closing date and
     * price (a short's buy), of the same units; null when the row gives no closing date or price (a position still open).
     */
    Transaction closing(CsvRecord r, Transaction open) {
        if (open.kind() != TransactionKind.BUY && open.kind() != TransactionKind.SELL) {
            return null;
        }
        ClosedPositions p = lay.positions;
        LocalDate closed = dates.parse(cell(r, p.closeDate()));
        double price = num(r, p.closePrice()) * lay.priceScale;
        if (closed == null || !(price > 0)) {
            return null;
        }
        Money paid = open.price();
        return new Transaction(open.line(), closed, open.kind() == TransactionKind.BUY ? TransactionKind.SELL : TransactionKind.BUY,
                false, open.instrument(), open.quantity(), price, paid == null ? null : paid.currency(), Double.NaN, null, Double.NaN, null,
                open.account(), open.rawType(), 0, 1);
    }

    /**
     * The order of a buy or sell row as a key for {@link Fills} (0 = none): its order number, else its date with the time
     * column, else its date cell when it holds a time ("2024-05-02 10:31:07"); hashed with its length, no text kept.
     */
    private long orderKey(CsvRecord r, String dateText) {
        String id = iOrder >= 0 ? cell(r, iOrder) : "";
        if (!id.isEmpty()) {
            return 1L << 60 | (long) id.length() << 32 | (id.hashCode() & 0xffffffffL);
        }
        String time = iTime >= 0 ? cell(r, iTime) : "";
        if (!time.isEmpty()) {
            return 2L << 60 | (long) (dateText.length() + time.length()) << 32 | ((31L * dateText.hashCode() + time.hashCode()) & 0xffffffffL);
        }
        return dateText.indexOf(':') > 0 ? 3L << 60 | (long) dateText.length() << 32 | (dateText.hashCode() & 0xffffffffL) : 0;
    }

    /** A row not read for a cell: counted under {@code reason}; the first {@value #MAX_ERRORS} kept with their cell. */
    void error(long line, int col, String message, String reason) {
        outcomes.failed(reason, line);
        if (errors.size() >= MAX_ERRORS) {
            return;
        }
        errors.add(new UnreadableTransactionsException.CellError(line, col >= 0 && col < lay.header.size() ? label(lay.header, col) : "",
                message));
    }
}
