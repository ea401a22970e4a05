package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Formats;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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

    record Loaded(JsonNode performance, JsonNode income, JsonNode gains) {
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
        String base = "/api/book/clients/" + URLEncoder.encode(client, StandardCharsets.UTF_8);
        String perf = performancePath(null);
        ctx.tasks().run("Loading the client's performance", () -> new Loaded(ctx.client().get(perf),
                ctx.client().get(base + "/income"), ctx.client().get(base + "/realised-gains")), this::apply, this::failed);
    }

    /** The performance route for the chosen account ({@code account_id}, absent for all) and chart period (null: default). */
    String performancePath(String chartPeriod) {
        return performancePath(clientId.get(), chartPeriod, account.get() == null ? null : account.get().accountId());
    }

    static String performancePath(String client, String chartPeriod, String accountId) {
        StringBuilder p = new StringBuilder("/api/book/clients/" + URLEncoder.encode(client, StandardCharsets.UTF_8) + "/performance");
        String sep = "?";
        if (chartPeriod != null) {
            p.append(sep).append("period=").append(chartPeriod);
            sep = "&";
        }
        if (accountId != null) {
            p.append(sep).append("account_id=").append(URLEncoder.encode(accountId, StandardCharsets.UTF_8));
        }
        return p.toString();
    }

    /** Shows the value chart of another period (in the background). */
    public void selectPeriod(String p) {
        period.set(p);
        if (clientId.get().isEmpty()) {
            return;
        }
        String path = performancePath(p);
        ctx.tasks().run("Loading the value chart", () -> ctx.client().get(path), this::applySeries, this::failed);
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
        String path = performancePath(null);
        String chart = "SI".equals(period.get()) ? null : period.get();
        ctx.tasks().run("Loading the account's performance", () -> ctx.client().get(path), p -> {
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
    void applyPerformance(JsonNode p) {
        loading.set(false);
        currency = p.path("base_currency").asText("");
        String scope = account.get() == null || account.get().accountId() == null ? "" : ", " + account.get().label();
        heading.set("Performance of " + p.path("client_name").asText() + scope + " in " + currency + ", after fees, to "
                + f.date(p.path("as_of").asText()));
        List<ReturnRow> rows = new ArrayList<>();
        for (JsonNode r : p.path("periods")) {
            boolean ok = r.path("available").asBoolean();
            boolean yearly = r.path("annualised").asBoolean();
            rows.add(new ReturnRow(PERIODS.getOrDefault(r.path("period").asText(), r.path("period").asText()),
                    ok ? signed(r.get("twr"), yearly) : "No history", ok ? signed(r.get("mwr"), yearly) : "",
                    ok ? signed(r.get("benchmark_twr"), yearly) : "", ok ? signed(r.get("broad_index_twr"), yearly) : "",
                    ok ? "" : "The client's history is shorter than this period."));
        }
        returns.setAll(rows);
        benchmarkText.set(benchmarkText(p.path("benchmark"), f));
        List<String> warn = new ArrayList<>();
        p.path("warnings").forEach(x -> warn.add(x.asText()));
        warnings.set(String.join("\n", warn));
        notice.set(p.path("notice").asText());
        applySeries(p);
    }

    private void applyIncomeAndGains(Loaded l) {
        JsonNode i = l.income();
        incomeTotal.set("Income from " + f.date(i.path("from").asText()) + " to " + f.date(i.path("to").asText()) + ": "
                + f.money(i.path("net").asDouble(), currency) + " after " + f.money(i.path("withholding_tax").asDouble(), currency)
                + " tax withheld");
        List<IncomeRow> months = new ArrayList<>();
        for (JsonNode m : i.path("by_month")) {
            months.add(new IncomeRow(f.month(m.path("key").asText() + "-01"), f.money(m.path("net").asDouble(), currency),
                    f.money(m.path("gross").asDouble(), currency)));
        }
        income.setAll(months);
        JsonNode g = l.gains();
        lotMethod.set("Lots matched " + g.path("method_label").asText() + (g.path("firm_default").asBoolean() ? " (your firm's setting)" : "")
                + "; tax year = calendar year.");
        List<GainsRow> years = new ArrayList<>();
        for (JsonNode y : g.path("by_tax_year")) {
            years.add(new GainsRow(y.path("tax_year").asText(), f.number(y.path("sales").asInt(), 0), f.money(y.path("proceeds").asDouble(), currency),
                    f.money(y.path("cost").asDouble(), currency), f.money(y.path("gain").asDouble(), currency)));
        }
        gains.setAll(years);
    }

    void applySeries(JsonNode p) {
        List<Point> pts = new ArrayList<>();
        for (JsonNode x : p.path("series")) {
            pts.add(new Point(LocalDate.parse(x.path("date").asText()), x.path("value").isNumber() ? x.path("value").asDouble() : null,
                    x.path("deposit").asDouble(), x.path("withdrawal").asDouble()));
        }
        series.setAll(pts);
        chartTitle.set("Value in " + p.path("base_currency").asText(currency) + " · "
                + PERIODS.getOrDefault(p.path("series_period").asText(), "") + " · deposits and withdrawals marked");
    }

    /** A return as a signed percentage with one decimal, "a year" when annualised; "n/a" when there is none. */
    String signed(JsonNode r, boolean yearly) {
        if (r == null || !r.isNumber()) {
            return "n/a";
        }
        double v = r.asDouble();
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
    static String benchmarkText(JsonNode b, Formats f) {
        List<String> parts = new ArrayList<>();
        b.path("weights").fields().forEachRemaining(e -> parts.add(f.percent(e.getValue().asDouble(), 0) + " "
                + INDEX_WORDS.getOrDefault(e.getKey(), e.getKey())));
        String from = "risk_profile".equals(b.path("benchmark_source").asText())
                ? ", from the risk profile (no investment policy is recorded)" : ", from the client's investment policy";
        return "Policy benchmark" + from + ": " + String.join(", ", parts) + ", rebalanced monthly. Broad index: "
                + b.path("broad_index").asText() + ".";
    }
}
