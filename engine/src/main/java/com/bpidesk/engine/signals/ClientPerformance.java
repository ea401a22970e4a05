package com.bpidesk.engine.signals;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.PolicyStore;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.performance.FxRate;
import com.bpidesk.engine.performance.IncomeReport;
import com.bpidesk.engine.performance.PerformanceInput;
import com.bpidesk.engine.performance.PolicyBenchmark;
import com.bpidesk.engine.performance.PriceSeries;
import com.bpidesk.engine.performance.RealisedGains;
import com.bpidesk.engine.performance.Returns;
import com.bpidesk.engine.performance.ValueSeries;
import com.bpidesk.engine.performance.Valuations;
import com.bpidesk.engine.platform.errors.DomainException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The client file's performance, income and realised gains (issue 25, docs/performance.md): gathers one client's accounts,
 * trades, flows and income from the organization's {@link BookSnapshot}, the daily closes of the symbols traded and of the
 * benchmark indices from the price store, and the exchange rates into the client's base currency, and hands them to the
 * {@code performance} library. Read-only; figures for the advisor.
 */
public final class ClientPerformance {

    /** At most this many points in the value chart (flow days always kept). */
    static final int MAX_POINTS = 400;

    private final BookSnapshots snapshots;
    private final PriceHistory prices;
    private final Supplier<FxTable> fx;
    private final Map<String, RiskLimits> bands;
    private final RealisedGains.Method defaultMethod;
    private final PolicyStore policies;

    ClientPerformance(BookSnapshots snapshots, PriceHistory prices, Supplier<FxTable> fx, Map<String, RiskLimits> bands,
                      RealisedGains.Method defaultMethod, PolicyStore policies) {
        this.policies = policies;
        this.snapshots = snapshots;
        this.prices = prices;
        this.fx = fx;
        this.bands = bands;
        this.defaultMethod = defaultMethod;
    }

    /** The firm's lot method (setting {@code performance.lot.method}). */
    public RealisedGains.Method defaultMethod() {
        return defaultMethod;
    }

    /** One client's records and prices, ready for the library. */
    record Scope(Book.Client client, String base, PerformanceInput input, LocalDate asOf, String dataSource, List<String> sources) {
    }

    /** The client's records, of all accounts ({@code accountId} null) or of one of the client's accounts (404 otherwise). */
    Scope scope(String org, String clientId, String accountId) {
        BookSnapshot s = snapshots.of(org);
        Book.Client c = s.client(clientId);
        String base = s.evaluator.baseCurrency(c);
        Set<String> accounts = new LinkedHashSet<>();
        s.book.accounts().stream().filter(a -> a.clientId().equals(clientId) && (accountId == null || a.accountId().equals(accountId)))
                .forEach(a -> accounts.add(a.accountId()));
        if (accountId != null && accounts.isEmpty()) {
            throw DomainException.notFound("Client " + c.name() + " has no account '" + accountId + "'.");
        }
        List<Book.Transaction> txs = s.book.transactions().stream().filter(t -> accounts.contains(t.accountId())).toList();
        List<Book.CashFlow> flows = s.book.cashFlows().stream().filter(f -> accounts.contains(f.accountId())).toList();
        List<Book.Income> income = s.book.income().stream().filter(i -> accounts.contains(i.accountId())).toList();
        LocalDate asOf = s.asOf;
        LocalDate first = Stream.of(txs.stream().map(Book.Transaction::tradeDate), flows.stream().map(Book.CashFlow::flowDate),
                income.stream().map(Book.Income::payDate)).flatMap(x -> x).min(LocalDate::compareTo).orElse(asOf);
        Set<String> symbols = new TreeSet<>();
        txs.forEach(t -> symbols.add(t.symbol()));
        symbols.addAll(PolicyBenchmark.indexSymbols());
        symbols.add(prices.benchmarkSymbol());
        Map<String, PriceSeries> series = new LinkedHashMap<>();
        List<String> sources = new ArrayList<>();
        sources.add("Client book: " + s.dataSource.replace(";", "; "));
        for (String sym : symbols) {
            List<Bar> bars = prices.bars(sym, first.minusDays(10), asOf);
            Instrument inst = prices.instrument(sym).orElse(null);
            if (!bars.isEmpty() && inst != null) {
                series.put(sym, new PriceSeries(sym, inst.currency(), bars.stream().map(Bar::date).toArray(LocalDate[]::new),
                        bars.stream().mapToDouble(Bar::close).toArray()));
                sources.add("Prices of " + sym + ": " + prices.dataSource(sym) + " (daily closes)");
            }
        }
        FxTable table = fx.get();
        Set<String> currencies = new TreeSet<>();
        series.values().forEach(p -> currencies.add(p.currency()));
        txs.forEach(t -> currencies.add(t.currency()));
        flows.forEach(f -> currencies.add(f.currency()));
        currencies.stream().filter(cc -> !cc.equals(base)).forEach(cc -> table.find(cc, base, asOf).ifPresent(conv -> sources.add(
                "Exchange rate " + cc + " to " + base + ": " + conv.source() + ", each day's rate (latest " + conv.rateDate() + ")")));
        PerformanceInput in = new PerformanceInput(base, txs, flows, income, List.of(), series, FxRate.of(table));
        return new Scope(c, base, in, asOf, s.dataSource, List.copyOf(sources));
    }

    /**
     * TWR, MWR and benchmarks for the named periods (period null: all of {@link Returns#PERIODS}); {@code custom} from
     * {@code from} (first day) to {@code to}; of all the client's accounts, or of one ({@code accountId}). The chart series
     * covers the one period asked, else since inception.
     */
    public ClientPerformanceViews.Performance performance(String org, String clientId, String accountId, String period, LocalDate from,
                                                          LocalDate to, Returns.Basis basis) {
        Scope sc = scope(org, clientId, accountId);
        ValueSeries v = Valuations.build(sc.input(), sc.asOf());
        if ("custom".equals(period) && (to.isAfter(sc.asOf()) || !from.isBefore(to))) {
            throw DomainException.invalidField("to", "The custom period must start before it ends and end on or before the data date "
                    + sc.asOf() + ".");
        }
        LocalDate inception = v.inception() == null ? sc.asOf() : v.inception();
        Weights bw = weights(org, sc.client());
        Map<String, Double> weights = bw.weights();
        List<ClientPerformanceViews.Period> out = new ArrayList<>();
        for (String p : period == null ? Returns.PERIODS : List.of(period)) {
            LocalDate start = p.equals("custom") ? from.minusDays(1) : Returns.start(p, sc.asOf(), inception);
            LocalDate end = p.equals("custom") ? to : sc.asOf();
            out.add(period(p, v, start, end, basis, weights, sc));
        }
        ClientPerformanceViews.Period chart = out.get(period == null ? out.size() - 1 : 0);
        List<String> warnings = new ArrayList<>(v.warnings());
        if (v.inception() == null) {
            warnings.add("The client's accounts have no trades, deposits or income yet, so there is no performance to show.");
        }
        return new ClientPerformanceViews.Performance(sc.client().clientId(), sc.client().name(), accountId, sc.base(),
                basis.name().toLowerCase(java.util.Locale.ROOT), sc.asOf(), List.copyOf(out), chart.period(),
                points(v, chart.start(), chart.end()),
                new ClientPerformanceViews.Benchmark(weights, bw.source(), "monthly, at each calendar month end", prices.benchmarkSymbol(),
                        bw.method(sc.base())),
                sc.dataSource(), sc.sources(), List.copyOf(warnings), ClientPerformanceViews.NOTICE);
    }

    /** The benchmark's weights and where they come from. */
    record Weights(Map<String, Double> weights, String source) {
        String method(String base) {
            String from = source.equals(PolicyBenchmark.SOURCE_POLICY)
                    ? "the client's recorded investment policy (its target per asset class)"
                    : "the client's risk profile (no investment policy is recorded: the middle of the profile's equity range in shares, "
                    + "the rest in bonds)";
            return "Index closes in " + base + " blended by the target weights of " + from + "; cash earns nothing.";
        }
    }

    /**
     * The policy benchmark's weights (docs/performance.md, "Benchmarks"): the client's recorded policy targets when one is
     * recorded ({@link PolicyBenchmark#policyWeights(List)}), else the middle of its risk profile's equity band.
     */
    Weights weights(String org, Book.Client client) {
        java.util.Optional<ClientPolicy> policy = policies == null ? java.util.Optional.empty() : policies.find(org, client.clientId());
        if (policy.isPresent() && !policy.get().targets().isEmpty()) {
            return new Weights(PolicyBenchmark.policyWeights(policy.get().targets()), PolicyBenchmark.SOURCE_POLICY);
        }
        return new Weights(PolicyBenchmark.policyWeights(bands.getOrDefault(client.riskTolerance(), RiskLimits.of(client.riskTolerance()))),
                PolicyBenchmark.SOURCE_RISK_PROFILE);
    }

    private ClientPerformanceViews.Period period(String p, ValueSeries v, LocalDate start, LocalDate end, Returns.Basis basis,
                                                 Map<String, Double> weights, Scope sc) {
        Returns.Result r = Returns.compute(v, start, end, basis);
        Double bench = null;
        Double broad = null;
        List<String> notes = new ArrayList<>(r.notes());
        if (r.available()) {
            PolicyBenchmark.Result b = PolicyBenchmark.twr(weights, sc.input().prices(), sc.input().fx(), sc.base(), start, end);
            PolicyBenchmark.Result i = PolicyBenchmark.twr(Map.of(prices.benchmarkSymbol(), 1.0), sc.input().prices(), sc.input().fx(),
                    sc.base(), start, end);
            bench = b.twr();
            broad = i.twr();
            Stream.of(b.note(), i.note()).filter(n -> n != null && !notes.contains(n)).forEach(notes::add);
        }
        return new ClientPerformanceViews.Period(p, start, end, r.available(), r.twr(), r.mwr(), r.annualised(), bench, broad,
                r.startValue(), r.endValue(), r.deposits() - r.withdrawals(), r.deposits(), r.withdrawals(), r.fees(), List.copyOf(notes));
    }

    /** The chart's points over (start, end]: at most {@link #MAX_POINTS} evenly spaced days, plus every day with a flow. */
    static List<ClientPerformanceViews.Point> points(ValueSeries v, LocalDate start, LocalDate end) {
        int a = v.indexOnOrBefore(start) + 1;
        int b = v.indexOnOrBefore(end);
        int step = Math.max(1, (int) Math.ceil((b - a + 1) / (double) MAX_POINTS));
        List<ClientPerformanceViews.Point> out = new ArrayList<>();
        for (int i = a; i <= b; i++) {
            boolean flow = v.deposits()[i] != 0 || v.withdrawals()[i] != 0;
            if (flow || (i - a) % step == 0 || i == b) {
                double val = v.value()[i];
                out.add(new ClientPerformanceViews.Point(v.dates()[i], Double.isNaN(val) ? null : val, v.deposits()[i], v.withdrawals()[i]));
            }
        }
        return List.copyOf(out);
    }

    /** Dividends and interest paid in [from, to] (defaults: the 12 months to the data date). */
    public ClientPerformanceViews.Income income(String org, String clientId, LocalDate from, LocalDate to) {
        Scope sc = scope(org, clientId, null);
        LocalDate t = to == null ? sc.asOf() : to;
        LocalDate f = from == null ? t.minusYears(1).plusDays(1) : from;
        if (f.isAfter(t)) {
            throw DomainException.invalidField("from", "The start date must not be after the end date.");
        }
        IncomeReport.Report r;
        try {
            r = IncomeReport.compute(sc.input(), f, t);
        } catch (MissingRateException e) {
            throw BookSnapshot.missing(sc.client(), e);
        }
        return new ClientPerformanceViews.Income(sc.client().clientId(), sc.client().name(), sc.base(), f, t, r.gross(), r.withholdingTax(),
                r.net(), lines(r.byMonth()), lines(r.byPosition()), sc.asOf(), sc.dataSource(), sc.sources(), ClientPerformanceViews.NOTICE);
    }

    private static List<ClientPerformanceViews.IncomeLine> lines(List<IncomeReport.Line> in) {
        return in.stream().map(l -> new ClientPerformanceViews.IncomeLine(l.key(), l.kind(), l.payments(), l.gross(), l.withholdingTax(),
                l.net())).toList();
    }

    /** Realised gains per sale with the method asked (null: the firm's), optionally of one tax year. */
    public ClientPerformanceViews.RealisedGains realisedGains(String org, String clientId, RealisedGains.Method method, Integer taxYear) {
        Scope sc = scope(org, clientId, null);
        RealisedGains.Method m = method == null ? defaultMethod : method;
        RealisedGains.Report r;
        try {
            r = RealisedGains.compute(sc.input(), m);
        } catch (MissingRateException e) {
            throw BookSnapshot.missing(sc.client(), e);
        }
        List<ClientPerformanceViews.Sale> sales = r.sales().stream().filter(s -> taxYear == null || s.taxYear() == taxYear)
                .map(s -> new ClientPerformanceViews.Sale(s.accountId(), s.date(), s.symbol(),
                        prices.instrument(s.symbol()).map(Instrument::name).orElse(s.symbol()), s.quantity(), s.proceeds(), s.cost(), s.gain(),
                        s.taxYear(), s.unmatchedQuantity())).toList();
        List<ClientPerformanceViews.TaxYear> years = r.byTaxYear().stream().filter(y -> taxYear == null || y.taxYear() == taxYear)
                .map(y -> new ClientPerformanceViews.TaxYear(y.taxYear(), y.sales(), y.proceeds(), y.cost(), y.gain())).toList();
        return new ClientPerformanceViews.RealisedGains(sc.client().clientId(), sc.client().name(), sc.base(),
                m.name().toLowerCase(java.util.Locale.ROOT), m.label(), m == defaultMethod, taxYear, sales, years, sc.asOf(), sc.dataSource(),
                sc.sources(), r.warnings(), ClientPerformanceViews.NOTICE);
    }
}
