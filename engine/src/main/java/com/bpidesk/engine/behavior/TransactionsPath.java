package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.transactions.ColumnMapping;
import com.bpidesk.engine.transactions.Diagnosis;
import com.bpidesk.engine.transactions.ReadResult;
import com.bpidesk.engine.transactions.Transaction;
import com.bpidesk.engine.transactions.TransactionKind;
import com.bpidesk.engine.transactions.TransactionReader;
import com.bpidesk.engine.transactions.UnreadableTransactionsException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The transaction-history path of B1: the general reader ({@link TransactionReader}) types every row; buys, sells and
 * dividend reinvestments become {@link Trade}s (reinvestments and savings-plan purchases marked non-discretionary);
 * every other kind is counted, derivatives (options, CFDs) included, so they stay out of the equity measures; a trade
 * priced in a crypto asset (ETH, USDT) is left unpriced and counted. An unreadable file becomes an unprocessable-file failure carrying the reader's diagnosis.
 */
final class TransactionsPath {

    private static final TransactionReader READER = TransactionReader.standard();
    /** ISO 4217 currencies: a price in any other code (ETH, USDT, BTC) is in a crypto asset, not money. */
    private static final java.util.Set<String> FIAT = fiat();

    private static java.util.Set<String> fiat() {
        java.util.Set<String> out = new java.util.HashSet<>();
        java.util.Currency.getAvailableCurrencies().forEach(c -> out.add(c.getCurrencyCode()));
        out.removeAll(java.util.Set.of("XAU", "XAG", "XPT", "XPD", "XXX", "XTS")); // metals and test codes are no money either
        out.addAll(java.util.Set.of("GBX", "ZAC", "ILA", "CNH")); // pence, South African cents, agorot, offshore yuan: money
        return java.util.Set.copyOf(out);
    }

    /** Key of the ignored rows for trade rows that are further fills of an order scored once. */
    static final String FILLS = "further fills of an order (scored once)";

    private static final Map<String, String> TO_READER_FIELD = Map.of("side", "type", "fees", "fee");

    private TransactionsPath() {
    }

    static ColumnMapping mapping(PortfolioCsv.Options o) {
        Map<String, String> cols = new LinkedHashMap<>();
        if (o.mapping() != null) {
            // 'side' is B1's old name of the type column, unless the mapping names the type column too (a buy/sell column then)
            o.mapping().forEach((k, v) -> cols.put(k.equals("side") && o.mapping().containsKey("type") ? k : TO_READER_FIELD.getOrDefault(k, k), v));
        }
        String decimal = o.decimalComma() == null ? null : o.decimalComma() ? "comma" : "point";
        try {
            return ColumnMapping.of(cols, o.dateOrder(), decimal, o.sideRule(), o.kindRules(), o.headerLine()).withSheet(o.sheet());
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid(e.getMessage()).withField("query/mapping", e.getMessage());
        }
    }

    static ParsedPortfolio parse(byte[] bytes, PortfolioCsv.Options options) {
        ColumnMapping mapping = mapping(options);
        ReadResult r;
        try {
            r = READER.read(bytes, mapping, options.saved());
        } catch (UnreadableTransactionsException e) {
            throw problem(e);
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid(e.getMessage()).withField("query/mapping", e.getMessage());
        }
        List<Trade> trades = new ArrayList<>();
        Map<String, String> countries = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> isins = new LinkedHashMap<>();
        Map<String, Long> ignored = new TreeMap<>();
        for (Transaction t : r.transactions()) {
            boolean moves = t.kind() == TransactionKind.BUY || t.kind() == TransactionKind.SELL || t.kind() == TransactionKind.DIVIDEND_REINVESTMENT;
            if (!moves || t.price() == null || !(t.quantity() > 0)) {
                ignored.merge(t.kind().id(), 1L, Long::sum);
                continue;
            }
            String symbol0 = InstrumentIdentity.symbol(t.instrument());
            if (t.price().currency() != null && !FIAT.contains(t.price().currency()) && symbol0 != null && FIAT.contains(symbol0)
                    && t.price().value() > 0) {
                // a pair read backwards: "bought 200 EUR for 0.0022 BTC" is a sale of 0.0022 BTC at 200 / 0.0022 EUR
                Side back = t.kind() == TransactionKind.SELL ? Side.BUY : Side.SELL;
                trades.add(new Trade(t.line(), t.date(), t.price().currency(), back, t.quantity() * t.price().value(),
                        1 / t.price().value(), t.fee() != null && symbol0.equals(t.fee().currency()) ? t.fee().value() : 0, symbol0,
                        t.account(), t.isDiscretionaryTrade()));
                continue;
            }
            if (t.price().currency() != null && !FIAT.contains(t.price().currency())) {
                // a crypto pair priced in its quote asset (SOL bought for ETH): no rate turns ETH into money, so the trade is
                // left unpriced and out of the scores rather than a reason to refuse the file (issue 24)
                ignored.merge("priced in " + t.price().currency() + " (a crypto asset): left unpriced", 1L, Long::sum);
                continue;
            }
            String symbol = InstrumentIdentity.symbol(t.instrument());
            String country = InstrumentIdentity.country(t.instrument());
            if (country != null) {
                countries.putIfAbsent(symbol, country);
            }
            if (t.instrument().name() != null && !t.instrument().name().isBlank()) {
                names.putIfAbsent(symbol, t.instrument().name().strip());
            }
            if (t.instrument().isin() != null) {
                isins.putIfAbsent(symbol, t.instrument().isin());
            }
            Side side = t.kind() == TransactionKind.SELL ? Side.SELL : Side.BUY;
            // a product change, merger, spin-off or split booked as a buy/sell moves shares but is no decision (ADR 0210)
            boolean corporate = CorporateActions.isCorporateAction(t.rawType());
            trades.add(new Trade(t.line(), t.date(), symbol, side, t.quantity(), t.price().value(), t.fee() == null ? 0 : t.fee().value(),
                    t.price().currency(), t.account(), t.isDiscretionaryTrade() && !corporate, corporate));
        }
        r.unrecognized().forEach((label, n) -> ignored.merge("unrecognised: " + label, n, Long::sum));
        if (r.rowReport().extraFills() > 0) {
            // further fills of an order: the order is one trade of the measures (its first row's line), its fills are counted here
            ignored.merge(FILLS, r.rowReport().extraFills(), Long::sum);
        }
        Long reversed = r.countsByKind().get(TransactionReader.REVERSED);
        if (reversed != null) {
            ignored.merge(TransactionReader.REVERSED, reversed, Long::sum); // reversal rows and the trades they cancelled
        }
        Long notExecuted = r.countsByKind().get(TransactionReader.NOT_EXECUTED);
        if (notExecuted != null) {
            ignored.merge(TransactionReader.NOT_EXECUTED, notExecuted, Long::sum); // cancelled, rejected or failed orders
        }
        trades.sort(Comparator.comparing(Trade::date).thenComparingLong(Trade::line));
        Diagnosis d = r.diagnosis();
        Map<String, String> columns = new LinkedHashMap<>();
        d.guesses().forEach(g -> {
            if (g.field() != null) {
                columns.put(g.field(), g.header().isEmpty() ? "#" + g.index() : g.header());
            }
        });
        char delimiter = switch (d.delimiter()) {
            case "semicolon" -> ';';
            case "tab" -> '\t';
            case "pipe" -> '|';
            default -> ',';
        };
        char decimal = d.decimalByColumn().containsValue("comma") ? ',' : '.';
        Map<String, Long> counts = new LinkedHashMap<>(r.countsByKind());
        return new ParsedPortfolio(ParsedPortfolio.TRANSACTIONS, d.detectedFormat(), delimiter, decimal, d.dateOrder(), columns, trades,
                List.of(), r.dataRows(), ignored, counts, countries, d, names, isins, AccountCurrency.of(r.transactions()), r.rowReport());
    }

    /** The reader's refusal as an unprocessable-file failure (422 at the HTTP edge): what was found, what was guessed and how sure the reader is. */
    static DomainException problem(UnreadableTransactionsException e) {
        return problem(e, " Nothing was scored.");
    }

    /** @param consequence what did not happen because of the cells, a sentence with a leading space */
    static DomainException problem(UnreadableTransactionsException e, String consequence) {
        Diagnosis d = e.diagnosis();
        DomainException a = PortfolioCsv.csvInvalid(e.getMessage()
                + (e.cellErrors().isEmpty() ? " Confirm or correct the columns to read it." : consequence));
        a.with("diagnosis", d).with("columns_found", d.columns()).with("confidence", d.confidence())
                .with("detected_format", d.detectedFormat()).with("missing_fields", d.missing());
        if (!e.cellErrors().isEmpty()) {
            var first = e.cellErrors().get(0);
            a.with("line", first.line()).with("column", first.column());
            e.cellErrors().forEach(c -> a.withField("csv/line/" + c.line() + "/column/" + c.column(), c.message()));
        } else {
            d.missing().forEach(m -> a.withField("csv/header", "no column for " + m));
        }
        return a;
    }
}
