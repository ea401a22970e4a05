package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;
import com.bpidesk.engine.platform.text.DateReader;

import static com.bpidesk.engine.transactions.Cells.cell;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * Row typing, the first layer of a table's {@link RowReader}: the columns the layout gives each field, a row's numbers
 * (each column with its own decimal separator) and amount, and the kind of transaction a row is: its type text (the
 * mapping's kind rules, then the vocabulary), a buy or sell column, a cash transfer by the sign of its amount, the row's
 * description, else the sign of its quantity or amount per the side rule. Each distinct text is looked up once.
 */
class RowKinds {

    /** Type texts that say "a trade" without its direction: the sign of the quantity (or amount) decides. */
    private static final Set<String> GENERIC_TRADE = Set.of("trade", "trades", "transaction", "order", "execution",
            "portfolio transaction", "handel", "transaktion", "transactie", "operazione", "opération", "compravendita", "orden");

    final Vocabulary vocabulary;
    final Layout lay;
    /** Decimal comma per column index, decided once per column from the sample ({@link ColumnRoles#decimalEvidence}). */
    final boolean[] decimalComma;
    /** Any numeric column reads a decimal comma: the separator of quantities and prices written in a description. */
    final boolean anyDecimalComma;
    final DateReader dates;
    final ColumnMapping.SideRule side;
    final Map<String, TransactionKind> rules;
    private final Map<String, TransactionKind> kindCache = new HashMap<>();
    private final Map<String, Boolean> cashTransferCache = new HashMap<>();
    private final Map<String, Boolean> unspecificCache = new HashMap<>();
    final int iDate;
    final int iType;
    final int iSymbol;
    final int iIsin;
    final int iName;
    final int iQty;
    final int iPrice;
    final int iAmount;
    final int iFee;
    final int iCurrency;
    final int iAmountCurrency;
    final int iFeeCurrency;
    final int iAccount;
    final int iSide;
    final int iDescription;
    final int iAltDate;
    final int iOrder;
    final int iTime;

    RowKinds(Vocabulary vocabulary, Layout lay, boolean[] decimalComma, DateReader dates, ColumnMapping.SideRule side,
             Map<String, TransactionKind> rules) {
        this.vocabulary = vocabulary;
        this.lay = lay;
        this.decimalComma = decimalComma;
        boolean any = false;
        for (boolean b : decimalComma) {
            any |= b;
        }
        this.anyDecimalComma = any;
        this.dates = dates;
        this.side = side;
        this.rules = rules;
        iDate = idx(TransactionField.DATE);
        iType = idx(TransactionField.TYPE);
        iSymbol = idx(TransactionField.SYMBOL);
        iIsin = idx(TransactionField.ISIN);
        iName = idx(TransactionField.NAME);
        iQty = idx(TransactionField.QUANTITY);
        iPrice = idx(TransactionField.PRICE);
        iAmount = idx(TransactionField.AMOUNT);
        iFee = idx(TransactionField.FEE);
        iCurrency = idx(TransactionField.CURRENCY);
        iAmountCurrency = idx(TransactionField.AMOUNT_CURRENCY);
        iFeeCurrency = idx(TransactionField.FEE_CURRENCY);
        iAccount = idx(TransactionField.ACCOUNT);
        iSide = idx(TransactionField.SIDE);
        iDescription = idx(TransactionField.DESCRIPTION);
        iAltDate = lay.altDate;
        iOrder = idx(TransactionField.ORDER_ID);
        iTime = idx(TransactionField.TIME);
    }

    private int idx(TransactionField f) {
        return lay.col.getOrDefault(f, -1);
    }

    double num(CsvRecord r, int i) {
        return i < 0 ? Double.NaN : NumberReader.parse(cell(r, i), i < decimalComma.length && decimalComma[i]);
    }

    /** The column a row's amount is read from: the amount column, else the first of its per-currency siblings the row fills. */
    int amountColumn(CsvRecord r) {
        return firstFilled(r, iAmount, lay.moreAmounts);
    }

    int firstFilled(CsvRecord r, int main, List<Integer> more) {
        if (main < 0 || more.isEmpty() || !Double.isNaN(num(r, main))) {
            return main;
        }
        for (int j : more) {
            if (!Double.isNaN(num(r, j))) {
                return j;
            }
        }
        return main;
    }

    /** The row's amount; with debit and credit columns instead of one ({@link LayoutRules#roles}), credit minus debit. */
    double amount(CsvRecord r) {
        if (iAmount >= 0 || lay.debit < 0) {
            return num(r, amountColumn(r));
        }
        double d = num(r, lay.debit);
        double c = num(r, lay.credit);
        if (Double.isNaN(d) && Double.isNaN(c)) {
            return Double.NaN;
        }
        return (Double.isNaN(c) ? 0 : Math.abs(c)) - (Double.isNaN(d) ? 0 : Math.abs(d));
    }

    /** The kind from the type text (rules, then vocabulary), else from the sign per the side rule; null when unknown. */
    TransactionKind kind(CsvRecord r) {
        String type = iType >= 0 ? cell(r, iType) : "";
        TransactionKind k = null;
        String sideText = iSide >= 0 ? cell(r, iSide) : "";
        if (!sideText.isEmpty()) {
            // a buy/sell column (IBKR, Freetrade, Questrade's Action) names the side of trade rows; other rows fall to the type
            TransactionKind s = kindCache.computeIfAbsent(sideText, this::kindOfText);
            if (s == TransactionKind.BUY || s == TransactionKind.SELL) {
                TransactionKind t = type.isEmpty() ? null : kindCache.computeIfAbsent(type, this::kindOfText);
                if (t == null || t == TransactionKind.BUY || t == TransactionKind.SELL || isGenericTrade(type)) {
                    return s;
                }
                return t;
            }
        }
        if (!type.isEmpty()) {
            k = kindCache.computeIfAbsent(type, this::kindOfText);
        }
        if (k == TransactionKind.TRANSFER_IN && num(r, iQty) < 0) {
            return TransactionKind.TRANSFER_OUT; // 'Journaled Shares', 'Stock Merger' with fewer shares: they leave
        }
        if (k == null && !type.isEmpty() && cashTransferCache.computeIfAbsent(type, vocabulary::isCashTransfer) && namesNoInstrument(r)) {
            // "ACH", "Online Transfer": cash in or out by the sign of the amount
            double a = amount(r);
            if (!Double.isNaN(a) && a != 0) {
                return a > 0 ? TransactionKind.DEPOSIT : TransactionKind.WITHDRAWAL;
            }
        }
        if (k == null && (type.isEmpty() || unspecificCache.computeIfAbsent(type, vocabulary::isUnspecificType))) {
            k = kindOfRowText(r); // no type, or 'Other': the row's description says
        }
        if (k == null && (side != ColumnMapping.SideRule.TYPE || type.isEmpty() || isGenericTrade(type))) {
            k = kindFromSign(r);
        }
        return k;
    }

    /**
     * The kind a row's description (else its name) names when its type cell does not: a kind word ("Div SCOTTISH
     * MORTGAGE", "Gross interest", "ACH DEPOSIT"); "quantity @ price" written in the text ("B 100 CBA @ 95.20", "Ocado
     * Group plc Ordinary 2p 39 @ 200.3"), a buy when the money goes out and a sell when it comes in; a cash transfer
     * ("Debit Card Payment", "Direct Credit ...") by the sign of the amount. A row that moves shares takes only a trade
     * kind from its text (a fund named "... Dividend ..." is still bought or sold); a buy or sell word on a row that
     * moves no shares and writes no quantity is no trade (UK platforms call money paid in a "subscription").
     */
    TransactionKind kindOfRowText(CsvRecord r) {
        String text = iDescription >= 0 ? cell(r, iDescription) : "";
        if (text.isEmpty() && iName >= 0) {
            text = cell(r, iName);
        }
        if (text.isEmpty()) {
            return null;
        }
        double q = num(r, iQty);
        boolean shares = !Double.isNaN(q) && q != 0;
        Matcher at = PriceText.atPrice(text);
        TransactionKind k = kindCache.computeIfAbsent(text, this::kindOfText);
        if (shares && k != null && !k.movesShares()) {
            Vocabulary.KindMatch t = vocabulary.tradeKindOf(text);
            k = t == null ? null : t.kind();
        }
        boolean trade = k == TransactionKind.BUY || k == TransactionKind.SELL || k == TransactionKind.DIVIDEND_REINVESTMENT;
        if (k != null && (trade ? shares || at != null : !shares)) {
            return k;
        }
        double a = amount(r);
        if (Double.isNaN(a) || a == 0) {
            return null;
        }
        if (at != null) {
            return a < 0 ? TransactionKind.BUY : TransactionKind.SELL;
        }
        if (!shares && cashTransferCache.computeIfAbsent(text, vocabulary::isCashTransfer) && namesNoInstrument(r)) {
            return a > 0 ? TransactionKind.DEPOSIT : TransactionKind.WITHDRAWAL;
        }
        return null;
    }

    /** No ticker or ISIN and no shares moved (a name column often holds the row's description on cash rows). */
    private boolean namesNoInstrument(CsvRecord r) {
        double q = num(r, iQty);
        return (iSymbol < 0 || cell(r, iSymbol).isEmpty()) && (iIsin < 0 || cell(r, iIsin).isEmpty()) && (Double.isNaN(q) || q == 0);
    }

    /** The kind a type word names by itself (the mapping's kind rules, then the vocabulary), or null. */
    TransactionKind kindOfWord(String type) {
        return kindCache.computeIfAbsent(type, this::kindOfText);
    }

    private TransactionKind kindOfText(String type) {
        String n = Vocabulary.normalize(type);
        TransactionKind k = rules.get(n);
        if (k == null && !rules.isEmpty() && n.endsWith(")") && n.lastIndexOf(" (") > 0) {
            k = rules.get(n.substring(0, n.lastIndexOf(" ("))); // Fidelity's "... Received (Cash)": the rule names the text before
        }
        if (k != null) {
            return k;
        }
        Vocabulary.KindMatch m = vocabulary.kindOf(type);
        return m == null ? null : m.kind();
    }

    private boolean isGenericTrade(String type) {
        String n = Vocabulary.normalize(type);
        return GENERIC_TRADE.contains(n);
    }

    private TransactionKind kindFromSign(CsvRecord r) {
        double q = num(r, iQty);
        if (side != ColumnMapping.SideRule.AMOUNT_SIGN && !Double.isNaN(q) && q != 0) {
            return q < 0 ? TransactionKind.SELL : TransactionKind.BUY;
        }
        double a = amount(r);
        if (!Double.isNaN(a) && a != 0 && (!Double.isNaN(q) || side == ColumnMapping.SideRule.AMOUNT_SIGN)) {
            return a < 0 ? TransactionKind.BUY : TransactionKind.SELL;
        }
        return null;
    }

    /** Neither the date cell nor the second date column reads as a date. */
    boolean undated(CsvRecord r) {
        String d = iDate >= 0 ? cell(r, iDate) : "";
        if (d.isEmpty() && iAltDate >= 0) {
            d = cell(r, iAltDate);
        }
        return d.isEmpty() || dates.parse(d) == null;
    }
}
