package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Values one client's accounts as of a date in the client's base currency and compares the allocation with the policy
 * (docs/client-file.md "Valuation"). Positions: an account with transactions is replayed up to the date (average cost:
 * a sale takes cost at the running average), otherwise the book's holdings snapshot stands. Cost is the trade price
 * (fees excluded, as in the signals' {@code ClientEvaluator}) converted at the rate of the trade date (a snapshot's cost
 * basis at its own date). Price: the last close on or before the date from the price store, converted at the rate of the
 * close's date (FxTable: last rate within the stale limit, shortest chain of pairs). A position without a close or a rate
 * is named and left out of the totals, never valued at zero; a close more than {@value #STALE_TRADING_DAYS} benchmark
 * trading days old is valued and named (ADR 0205). Cash: the account's cash from trades and flows, in the account's
 * currency, converted at the date's rate.
 */
final class ClientValuation {

    static final int STALE_TRADING_DAYS = 5;

    record Result(List<ClientFile.Account> accounts, ClientFile.Totals totals, List<ClientFile.Allocation> allocation,
                  List<String> warnings) {
    }

    private final PriceHistory prices;
    private final FxTable fx;

    ClientValuation(PriceHistory prices, FxTable fx) {
        this.prices = prices;
        this.fx = fx;
    }

    /** Shares and total cost in the base currency of one symbol of an account (cost NaN when a rate is missing). */
    private static final class Lot {
        double shares;
        double cost;
    }

    Result value(Book book, Book.Client client, String base, LocalDate asOf, ClientPolicy policy) {
        List<String> warnings = new ArrayList<>();
        List<ClientFile.Account> accounts = new ArrayList<>();
        List<ClientFile.Holding> all = new ArrayList<>();
        double cash = 0;
        for (Book.Account a : book.accounts()) {
            if (!a.clientId().equals(client.clientId()) || a.openedOn().isAfter(asOf)) {
                continue;
            }
            double[] accountCash = {0};
            Map<String, Lot> lots = positions(book, a, base, asOf, accountCash, warnings);
            List<ClientFile.Holding> holdings = new ArrayList<>();
            lots.forEach((symbol, lot) -> holdings.add(holding(symbol, lot, base, asOf, policy, warnings)));
            Double cashBase = convert(accountCash[0], a.currency(), base, asOf).orElse(null);
            if (cashBase == null) {
                warnings.add("The cash of account " + a.accountId() + " (" + a.currency() + ") has no exchange rate into " + base
                        + " on " + asOf + ": it is left out of the totals.");
            } else {
                cash += cashBase;
            }
            all.addAll(holdings);
            double v = holdings.stream().filter(h -> h.value() != null).mapToDouble(ClientFile.Holding::value).sum()
                    + (cashBase == null ? 0 : cashBase);
            accounts.add(new ClientFile.Account(a.accountId(), a.accountType(), a.currency(), holdings, cashBase == null ? null : round2(cashBase),
                    round2(v)));
        }
        double invested = all.stream().filter(h -> h.value() != null).mapToDouble(ClientFile.Holding::value).sum();
        double total = invested + cash;
        // weights and the position limit need the total: second pass
        List<ClientFile.Account> weighted = new ArrayList<>();
        for (ClientFile.Account a : accounts) {
            List<ClientFile.Holding> hs = a.holdings().stream().map(h -> weighted(h, total, policy.maxPositionWeight())).toList();
            weighted.add(new ClientFile.Account(a.accountId(), a.accountType(), a.currency(), hs, a.cash(), a.value()));
        }
        List<ClientFile.Holding> valued = weighted.stream().flatMap(a -> a.holdings().stream()).filter(h -> h.value() != null).toList();
        double cost = valued.stream().filter(h -> h.costBasis() != null).mapToDouble(ClientFile.Holding::costBasis).sum();
        double gain = valued.stream().filter(h -> h.unrealisedGain() != null).mapToDouble(ClientFile.Holding::unrealisedGain).sum();
        int positions = (int) weighted.stream().mapToLong(a -> a.holdings().size()).sum();
        ClientFile.Totals totals = new ClientFile.Totals(round2(total), round2(invested), round2(cash), round2(cost), round2(gain),
                positions, positions - valued.size());
        return new Result(weighted, totals, allocation(valued, cash, total, policy), warnings);
    }

    /** The account's positions as of the date: replayed from its transactions, else the holdings snapshot. */
    private Map<String, Lot> positions(Book book, Book.Account a, String base, LocalDate asOf, double[] cash, List<String> warnings) {
        Map<String, Lot> lots = new TreeMap<>();
        List<Book.Transaction> txs = book.transactions().stream().filter(t -> t.accountId().equals(a.accountId())).toList();
        if (txs.isEmpty()) {
            for (Book.Holding h : book.holdings()) {
                if (h.accountId().equals(a.accountId())) {
                    Lot lot = lots.computeIfAbsent(h.symbol(), k -> new Lot());
                    lot.shares += h.shares();
                    lot.cost += h.shares() * h.costBasis() * rate(a.currency(), base, h.asOf()).orElse(Double.NaN);
                }
            }
            return lots;
        }
        for (Book.Transaction t : txs) {
            if (t.tradeDate().isAfter(asOf)) {
                continue;
            }
            Lot lot = lots.computeIfAbsent(t.symbol(), k -> new Lot());
            double toAccount = rate(t.currency(), a.currency(), t.tradeDate()).orElse(Double.NaN);
            if ("BUY".equals(t.side())) {
                lot.cost += t.quantity() * t.price() * rate(t.currency(), base, t.tradeDate()).orElse(Double.NaN);
                lot.shares += t.quantity();
                cash[0] -= (t.quantity() * t.price() + t.fees()) * toAccount;
            } else {
                double sold = Math.min(t.quantity(), lot.shares);
                lot.cost = lot.shares > 0 ? lot.cost * (1 - sold / lot.shares) : 0;
                lot.shares -= sold;
                cash[0] += (t.quantity() * t.price() - t.fees()) * toAccount;
            }
        }
        for (Book.CashFlow f : book.cashFlows()) {
            if (f.accountId().equals(a.accountId()) && !f.flowDate().isAfter(asOf)) {
                cash[0] += f.amount() * rate(f.currency(), a.currency(), f.flowDate()).orElse(Double.NaN);
            }
        }
        if (Double.isNaN(cash[0])) {
            warnings.add("A trade or cash flow of account " + a.accountId() + " has no exchange rate into " + a.currency()
                    + ": the account's cash is not known.");
            cash[0] = Double.NaN;
        }
        lots.values().removeIf(l -> l.shares <= 1e-9);
        return lots;
    }

    private ClientFile.Holding holding(String symbol, Lot lot, String base, LocalDate asOf, ClientPolicy policy, List<String> warnings) {
        Optional<Instrument> inst = prices.instrument(symbol);
        boolean held = policy.heldSymbols().contains(symbol);
        String name = inst.map(Instrument::name).orElse(symbol);
        String assetClass = inst.map(i -> ClientPolicy.assetClassOf(i.assetClass())).orElse(null);
        Double cost = Double.isNaN(lot.cost) ? null : round2(lot.cost);
        List<Bar> bars = inst.isEmpty() ? List.of() : prices.bars(symbol, asOf.minusYears(10), asOf);
        if (bars.isEmpty()) {
            warnings.add(symbol + ": no price on or before " + asOf + " in the price store; the position is not valued and is left out "
                    + "of the totals. Import its prices to value it.");
            return new ClientFile.Holding(symbol, name, assetClass, lot.shares, inst.map(Instrument::currency).orElse(null), null, null,
                    null, "missing_price", null, null, null, null, cost, null, null, null, held, false);
        }
        Bar last = bars.get(bars.size() - 1);
        String source = prices.dataSource(symbol);
        String currency = inst.get().currency();
        Optional<FxTable.Conversion> conv = inst.get().currencyKnown() ? conversion(currency, base, last.date()) : Optional.empty();
        if (conv.isEmpty()) {
            warnings.add(symbol + ": no exchange rate from " + currency + " into " + base + " on " + last.date() + "; the position is "
                    + "not valued and is left out of the totals.");
            return new ClientFile.Holding(symbol, name, assetClass, lot.shares, currency, last.close(), last.date(), source, "missing_rate",
                    null, null, null, null, cost, null, null, null, held, false);
        }
        long age = last.date().isBefore(asOf) ? prices.bars(prices.benchmarkSymbol(), last.date().plusDays(1), asOf).size() : 0;
        String status = "current";
        if (age > STALE_TRADING_DAYS) {
            status = "stale";
            warnings.add(symbol + ": the last price is from " + last.date() + ", " + ChronoUnit.DAYS.between(last.date(), asOf)
                    + " days before " + asOf + " (" + age + " trading days); the position is valued at that price.");
        }
        double value = lot.shares * last.close() * conv.get().rate();
        Double gain = cost == null ? null : round2(value - lot.cost);
        Double ret = cost == null || lot.cost <= 0 ? null : round6(value / lot.cost - 1);
        return new ClientFile.Holding(symbol, name, assetClass, lot.shares, currency, last.close(), last.date(), source, status,
                conv.get().rate(), conv.get().rateDate(), conv.get().source(), round2(value), cost, gain, ret, null, held, false);
    }

    private static ClientFile.Holding weighted(ClientFile.Holding h, double total, double limit) {
        if (h.value() == null || total <= 0) {
            return h;
        }
        double w = h.value() / total;
        return new ClientFile.Holding(h.symbol(), h.name(), h.assetClass(), h.shares(), h.priceCurrency(), h.price(), h.priceDate(),
                h.priceSource(), h.priceStatus(), h.fxRate(), h.fxRateDate(), h.fxSource(), h.value(), h.costBasis(), h.unrealisedGain(),
                h.unrealisedReturn(), round6(w), h.held(), w > limit + 1e-9);
    }

    /** Actual vs target weight per policy asset class (cash: cash instruments plus the accounts' cash). */
    static List<ClientFile.Allocation> allocation(List<ClientFile.Holding> valued, double cash, double total, ClientPolicy policy) {
        Map<String, Double> byClass = new LinkedHashMap<>();
        ClientPolicy.ASSET_CLASSES.forEach(c -> byClass.put(c, 0.0));
        byClass.merge("cash", cash, Double::sum);
        for (ClientFile.Holding h : valued) {
            byClass.merge(h.assetClass() == null ? "unclassified" : h.assetClass(), h.value(), Double::sum);
        }
        List<ClientFile.Allocation> out = new ArrayList<>();
        byClass.forEach((c, v) -> {
            double w = total > 0 ? v / total : 0;
            if (!ClientPolicy.ASSET_CLASSES.contains(c)) {
                out.add(new ClientFile.Allocation(c, round2(v), round6(w), 0, 0, 0, 0, "not_in_policy"));
                return;
            }
            ClientPolicy.Target t = policy.target(c);
            double lo = Math.max(0, t.targetWeight() - t.band());
            double hi = Math.min(1, t.targetWeight() + t.band());
            String state = w > hi + 1e-9 ? "above" : w < lo - 1e-9 ? "below" : "within";
            out.add(new ClientFile.Allocation(c, round2(v), round6(w), t.targetWeight(), t.band(), round6(lo), round6(hi), state));
        });
        return out;
    }

    private Optional<Double> rate(String from, String to, LocalDate date) {
        return conversion(from, to, date).map(FxTable.Conversion::rate);
    }

    private Optional<Double> convert(double amount, String from, String to, LocalDate date) {
        return Double.isNaN(amount) ? Optional.empty() : rate(from, to, date).map(r -> amount * r);
    }

    private Optional<FxTable.Conversion> conversion(String from, String to, LocalDate date) {
        if (from == null || from.isBlank() || from.equals(to)) {
            return Optional.of(new FxTable.Conversion(to, to, date, 1.0, date, List.of(), "identity"));
        }
        return fx.find(from, to, date);
    }

    static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    static double round6(double v) {
        return Math.round(v * 1e6) / 1e6;
    }
}
