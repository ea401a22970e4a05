package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.signals.SignalsApi.Benchmark;
import com.bpidesk.app.client.signals.SignalsApi.ClientIncome;
import com.bpidesk.app.client.signals.SignalsApi.ClientPerformance;
import com.bpidesk.app.client.signals.SignalsApi.ClientRealisedGains;
import com.bpidesk.app.client.signals.SignalsApi.IncomeLine;
import com.bpidesk.app.client.signals.SignalsApi.PerformancePeriod;
import com.bpidesk.app.client.signals.SignalsApi.SeriesPoint;
import com.bpidesk.app.client.signals.SignalsApi.TaxYearGains;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One client's performance, income and realised gains for the client file (issue 25): loads the three engine routes in
 * the background and turns the answers into rows in words (returns as signed percentages, "a year" when annualised,
 * money with its currency). The period selector chooses the value chart's period; the table shows every period.
 */
public final class PerformanceViewModel {

    /** The selectable periods with their names on screen. */
    public static final Map<String, String> PERIODS = periods();

    /** One row of the returns table. */
    public record ReturnRow(String period, String twr, String mwr, String benchmark, String broadIndex, String note) {
    }

    /** A point of the value chart; {@code value} null when the day could not be valued. */
    public record Point(LocalDate date, Double value, double deposit, double withdrawal) {
    }

    public record IncomeRow(String month, String net, String gross) {
    }

    public record GainsRow(String taxYear, String sales, String proceeds, String cost, String gain) {
    }

    record Loaded(ClientPerformance performance, ClientIncome income, ClientRealisedGains gains) {
    }

    /** One choice of the account selector: an account of the client in words, or all of them ({@code accountId} null). */
    public record AccountChoice(String accountId, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** The default choice: the whole client. */
    public static final AccountChoice ALL_ACCOUNTS = new AccountChoice(null, "All accounts");

    private final AppContext ctx;
    private final Formats f = Formats.app();
    private final StringProperty clientId = new SimpleStringProperty("");
    private final StringProperty period = new SimpleStringProperty("SI");
    private final ObservableList<ReturnRow> returns = FXCollections.observableArrayList();
    private final ObservableList<Point> series = FXCollections.observableArrayList();
    private final ObservableList<IncomeRow> income = FXCollections.observableArrayList();
    private final ObservableList<GainsRow> gains = FXCollections.observableArrayList();
    private final StringProperty heading = new SimpleStringProperty("");
    private final StringProperty chartTitle = new SimpleStringProperty("");
    private final StringProperty incomeTotal = new SimpleStringProperty("");
    private final StringProperty lotMethod = new SimpleStringProperty("");
    private final StringProperty benchmarkText = new SimpleStringProperty("");
    private final StringProperty warnings = new SimpleStringProperty("");
    private final StringProperty notice = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private String currency = "";
    private final ObservableList<AccountChoice> accounts = FXCollections.observableArrayList(ALL_ACCOUNTS);
    private final javafx.beans.property.ObjectProperty<AccountChoice> account = new javafx.beans.property.SimpleObjectProperty<>(ALL_ACCOUNTS);

    public PerformanceViewModel(AppContext ctx) {
        this.ctx = ctx;
    }

    String clientIdForTest() {
        return clientId.get();
    }

    public ObservableList<AccountChoice> accounts() {
        return accounts;
    }

    public javafx.beans.property.ObjectProperty<AccountChoice> account() {
        return account;
    }

    private static Map<String, String> periods() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("1M", "1 month");
        m.put("3M", "3 months");
        m.put("YTD", "Year to date");
        m.put("1Y", "1 year");
        m.put("3Y", "3 years");
        m.put("SI", "Since the start");
        return m;
    }

    /** Loads everything for the client (in the background); another client starts on all accounts. */
    public void load(String client) {
        if (!client.equals(clientId.get())) {
            account.set(ALL_ACCOUNTS);
        }
        clientId.set(client);
        loading.set(true);
        error.set("");
        String accountId = accountId();
        var api = ctx.api().signals();
        ctx.tasks().run("Loading the client's performance", () -> new Loaded(api.performance(client, null, accountId),
                api.income(client), api.realisedGains(client)), this::apply, this::failed);
    }

    /** The chosen account's id, null for all of the client's accounts. */
    private String accountId() {
        return account.get() == null ? null : account.get().accountId();
    }

    /** Shows the value chart of another period (in the background). */
    public void selectPeriod(String p) {
        period.set(p);
        if (clientId.get().isEmpty()) {
            return;
        }
        String client = clientId.get();
        String accountId = accountId();
        ctx.tasks().run("Loading the value chart", () -> ctx.api().signals().performance(client, p, accountId), this::applySeries,
                this::failed);
    }

    /** The client's accounts to choose from (after "All accounts"); a chosen account no longer listed falls back to all. */
    public void setAccounts(List<AccountChoice> choices) {
        List<AccountChoice> all = new ArrayList<>();
        all.add(ALL_ACCOUNTS);
        all.addAll(choices);
        accounts.setAll(all);
        if (!all.contains(account.get())) {
            account.set(ALL_ACCOUNTS); // another client opened: its own load follows, on all accounts
        }
    }

    /** Shows the returns and the value chart of one account, or of all (in the background); income and gains stay whole. */
    public void selectAccount(AccountChoice choice) {
        AccountChoice next = choice == null ? ALL_ACCOUNTS : choice;
        if (next.equals(account.get())) {
            return;
        }
        account.set(next);
        if (clientId.get().isEmpty()) {
            return;
        }
        loading.set(true);
        error.set("");
        // every period for the table (a period parameter narrows the answer to that period), then the chart's own period
        String client = clientId.get();
        String accountId = accountId();
        String chart = "SI".equals(period.get()) ? null : period.get();
        ctx.tasks().run("Loading the account's performance", () -> ctx.api().signals().performance(client, null, accountId), p -> {
            applyPerformance(p);
            if (chart != null) {
                selectPeriod(chart);
            }
        }, this::failed);
    }

    private void failed(String message) {
        loading.set(false);
        error.set("Could not load the client's performance: " + message);
    }

    void apply(Loaded l) {
        applyPerformance(l.performance());
        applyIncomeAndGains(l);
    }

    /** The returns table, benchmark, value chart, warnings and heading of one answer of the performance route. */
    void applyPerformance(ClientPerformance p) {
        loading.set(false);
        currency = text(p.baseCurrency());
        String scope = account.get() == null || account.get().accountId() == null ? "" : ", " + account.get().label();
        heading.set("Performance of " + text(p.clientName()) + scope + " in " + currency + ", after fees, to " + f.date(p.asOf()));
        List<ReturnRow> rows = new ArrayList<>();
        for (PerformancePeriod r : p.periods()) {
            boolean ok = r.available();
            boolean yearly = r.annualised();
            rows.add(new ReturnRow(PERIODS.getOrDefault(r.period(), text(r.period())),
                    ok ? signed(r.twr(), yearly) : "No history", ok ? signed(r.mwr(), yearly) : "",
                    ok ? signed(r.benchmarkTwr(), yearly) : "", ok ? signed(r.broadIndexTwr(), yearly) : "",
                    ok ? "" : "The client's history is shorter than this period."));
        }
        returns.setAll(rows);
        benchmarkText.set(benchmarkText(p.benchmark(), f));
        warnings.set(String.join("\n", p.warnings()));
        notice.set(text(p.notice()));
        applySeries(p);
    }

    private void applyIncomeAndGains(Loaded l) {
        ClientIncome i = l.income();
        incomeTotal.set("Income from " + f.date(i.from()) + " to " + f.date(i.to()) + ": " + f.money(i.net(), currency) + " after "
                + f.money(i.withholdingTax(), currency) + " tax withheld");
        List<IncomeRow> months = new ArrayList<>();
        for (IncomeLine m : i.byMonth()) {
            months.add(new IncomeRow(f.month(m.key() + "-01"), f.money(m.net(), currency), f.money(m.gross(), currency)));
        }
        income.setAll(months);
        ClientRealisedGains g = l.gains();
        lotMethod.set("Lots matched " + text(g.methodLabel()) + (g.firmDefault() ? " (your firm's setting)" : "")
                + "; tax year = calendar year.");
        List<GainsRow> years = new ArrayList<>();
        for (TaxYearGains y : g.byTaxYear()) {
            years.add(new GainsRow(String.valueOf(y.taxYear()), f.number(y.sales(), 0), f.money(y.proceeds(), currency),
                    f.money(y.cost(), currency), f.money(y.gain(), currency)));
        }
        gains.setAll(years);
    }

    void applySeries(ClientPerformance p) {
        List<Point> pts = new ArrayList<>();
        for (SeriesPoint x : p.series()) {
            pts.add(new Point(x.date(), x.value(), x.deposit(), x.withdrawal()));
        }
        series.setAll(pts);
        chartTitle.set("Value in " + (p.baseCurrency() == null ? currency : p.baseCurrency()) + " · "
                + PERIODS.getOrDefault(text(p.seriesPeriod()), "") + " · deposits and withdrawals marked");
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** A return as a signed percentage with one decimal, "a year" when annualised; "n/a" when there is none. */
    String signed(Double r, boolean yearly) {
        if (r == null) {
            return "n/a";
        }
        double v = r;
        return (v > 0 ? "+" : "") + f.percent(v, 1) + (yearly ? " a year" : "");
    }

    public Formats formats() {
        return f;
    }

    public String currency() {
        return currency;
    }

    public StringProperty period() {
        return period;
    }

    public ObservableList<ReturnRow> returns() {
        return returns;
    }

    public ObservableList<Point> series() {
        return series;
    }

    public ObservableList<IncomeRow> income() {
        return income;
    }

    public ObservableList<GainsRow> gains() {
        return gains;
    }

    public StringProperty heading() {
        return heading;
    }

    public StringProperty chartTitle() {
        return chartTitle;
    }

    public StringProperty incomeTotal() {
        return incomeTotal;
    }

    public StringProperty lotMethod() {
        return lotMethod;
    }

    public StringProperty benchmarkText() {
        return benchmarkText;
    }

    public StringProperty warnings() {
        return warnings;
    }

    public StringProperty notice() {
        return notice;
    }

    public StringProperty error() {
        return error;
    }

    public BooleanProperty loading() {
        return loading;
    }

    /** The index of each benchmark weight in words (engine: docs/performance.md, "Benchmarks"). */
    static final Map<String, String> INDEX_WORDS = Map.of("SPY", "US shares (SPY)", "EFA", "international shares (EFA)", "AGG",
            "bonds (AGG)", "VNQ", "real estate (VNQ)", "DBC", "commodities (DBC)", "cash", "cash (earning nothing)");

    /** "Policy benchmark, from the client's investment policy: 35 % US shares (SPY), …, rebalanced monthly. Broad index: SPY." */
    static String benchmarkText(Benchmark b, Formats f) {
        List<String> parts = new ArrayList<>();
        Benchmark bench = b == null ? new Benchmark(null, null, null) : b;
        bench.weights().forEach((index, weight) -> parts.add(f.percent(weight, 0) + " " + INDEX_WORDS.getOrDefault(index, index)));
        String from = "risk_profile".equals(bench.benchmarkSource())
                ? ", from the risk profile (no investment policy is recorded)" : ", from the client's investment policy";
        return "Policy benchmark" + from + ": " + String.join(", ", parts) + ", rebalanced monthly. Broad index: "
                + text(bench.broadIndex()) + ".";
    }
}
