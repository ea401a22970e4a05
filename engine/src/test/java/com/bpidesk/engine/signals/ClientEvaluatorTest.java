package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.behavior.DnaScorer;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.testing.InMemoryMarket;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A hand-built client over flat prices, where every churn feature and drift distance is known exactly. */
class ClientEvaluatorTest {

    static final LocalDate AS_OF = LocalDate.of(2024, 6, 28);

    static InMemoryMarket flatMarket() {
        InMemoryMarket m = new InMemoryMarket().instrument("EQ1", "equity", "US").instrument("BND", "etf_bond", "US")
                .instrument("SPY", "etf_equity", "US");
        for (LocalDate d = AS_OF.minusDays(420); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
                m.close("SPY", d, 100).close("EQ1", d, 50).close("BND", d, 100);
            }
        }
        return m;
    }

    static Book book() {
        Book.Client c = new Book.Client("c1", "adv", "Test Client", "conservative", 10, "IPS", "US", LocalDate.of(2023, 7, 3), null, null,
                "imported");
        return new Book(List.of(new Book.Advisor("adv", "Advisor", null, "imported")), List.of(c),
                List.of(new Book.Account("a1", "c1", "taxable", "USD", LocalDate.of(2023, 7, 3))), List.of(),
                List.of(new Book.Transaction("a1", LocalDate.of(2023, 7, 3), "EQ1", "BUY", 100, 50, 0, "USD")),
                List.of(new Book.CashFlow("a1", LocalDate.of(2023, 7, 3), 10_000, "USD"),
                        new Book.CashFlow("a1", LocalDate.of(2024, 5, 1), -2_000, "USD")),
                List.of(new Book.Contact("c1", LocalDate.of(2024, 1, 15), "call", null)));
    }

    @Test
    void featuresAndDriftAreExact() {
        InMemoryMarket m = flatMarket();
        ClientEvaluator ev = new ClientEvaluator(book(), m, new DnaScorer(m, m, Clock.systemUTC()));
        ClientEvaluator.Evaluation e = ev.evaluate(book().clients().get(0), AS_OF);
        // cash 10000 - 5000 - 2000 = 3000; EQ1 100 x 50 = 5000; total 8000
        assertThat(e.cash()).isEqualTo(3000);
        assertThat(e.value()).isEqualTo(8000);
        assertThat(e.equityShare()).isEqualTo(0.625);
        assertThat(e.hhi()).isEqualTo(0.390625);
        assertThat(e.volatility()).isZero();
        // 2000 withdrawn 58 days before: 2000 / (8000 + 2000)
        assertThat(e.features().get("net_outflow_90d")).isEqualTo(0.2);
        // last contact 2024-01-15: 165 days
        assertThat(e.daysSinceContact()).isEqualTo(165);
        assertThat(e.features().get("months_since_contact")).isCloseTo(165 / 30.4375, within(1e-12));
        assertThat(e.features().get("drawdown_vs_tolerance")).isZero();
        assertThat(e.features().get("underperformance_12m")).isZero();
        assertThat(e.features().get("behavioral_flags")).isZero();
        // z = -3.2 + 6 * 0.2 + 0.3 * 5.420945 = -0.373717; p = 0.40764
        double p = ChurnModel.DEFAULT.probability(e.features());
        assertThat(p).isCloseTo(0.40764, within(5e-5));
        assertThat(ChurnModel.band(p)).isEqualTo("high");
        // conservative bands: equity (0.625 - 0.35) / 0.2 = 1.375; max position (0.625 - 0.10) / 0.1 = 5.25;
        // hhi (0.390625 - 0.10) / 0.1 = 2.90625; drift = sqrt(1.890625 + 27.5625 + 8.44628906) = 6.156250
        Map<String, Double> d = new java.util.HashMap<>();
        e.distances().forEach(x -> d.put(x.metric(), x.distance()));
        assertThat(d.get("volatility")).isZero();
        assertThat(d.get("equity_share")).isCloseTo(1.375, within(1e-12));
        assertThat(d.get("max_position")).isCloseTo(5.25, within(1e-12));
        assertThat(d.get("hhi")).isCloseTo(2.90625, within(1e-12));
        assertThat(e.driftScore()).isCloseTo(Math.sqrt(37.8994140625), within(1e-12));
        assertThat(e.inBand()).isFalse();
        // before the purchase the account was all cash: in band
        assertThat(ev.drift(book().clients().get(0), LocalDate.of(2023, 6, 30)).inBand()).isTrue();
    }

    /**
     * The same client in base EUR (issue 16) with EUR/USD 1.25 until 30 April 2024 and 1.10 from 1 May: every USD amount
     * is converted at the rate on or before its date. Hand-worked: the purchase 5000 / 1.25 = 4000 EUR, the deposit
     * 10000 / 1.25 = 8000 EUR, the withdrawal 2000 / 1.10 = 1818.18 EUR; cash 8000 - 4000 - 1818.18 = 2181.82 EUR; EQ1
     * 100 x 50 / 1.10 = 4545.45 EUR. The only non-zero daily return in EUR is the rate's move on 1 May, 1.25 / 1.10 - 1,
     * for EQ1 and for the benchmark alike.
     */
    @Test
    void aClientInEuroHasEveryAmountConvertedAtTheRateOfItsDate() {
        InMemoryMarket m = flatMarket();
        java.util.TreeMap<LocalDate, Double> rates = new java.util.TreeMap<>();
        for (LocalDate d = LocalDate.of(2023, 1, 1); !d.isAfter(AS_OF); d = d.plusDays(1)) {
            rates.put(d, d.isBefore(LocalDate.of(2024, 5, 1)) ? 1.25 : 1.10);
        }
        var pair = new com.bpidesk.engine.fx.CurrencyPair("EUR", "USD");
        var table = new com.bpidesk.engine.fx.FxTable(Map.of(pair, new com.bpidesk.engine.fx.FxTable.Source(pair, rates, "test", null)), 7);
        Book b = book();
        Book.Client c = b.clients().get(0);
        Book.Client inEuro = new Book.Client(c.clientId(), c.advisorId(), c.name(), c.riskTolerance(), c.timeHorizonYears(),
                c.investmentPolicySummary(), c.homeCountry(), c.onboardedOn(), c.churned(), c.churnedOn(), c.dataSource(), "EUR");
        Book book = new Book(b.advisors(), List.of(inEuro), b.accounts(), b.holdings(), b.transactions(), b.cashFlows(), b.contacts(), b.income());
        ClientEvaluator ev = new ClientEvaluator(book, m, new DnaScorer(m, m, Clock.systemUTC(), () -> table),
                com.bpidesk.engine.book.RiskLimits.DEFAULTS, table, "USD");
        ClientEvaluator.Evaluation e = ev.evaluate(inEuro, AS_OF);
        assertThat(e.baseCurrency()).isEqualTo("EUR");
        double out = 2000 / 1.10;
        double cash = 8000 - 4000 - out;
        double eq = 5000 / 1.10;
        assertThat(e.cash()).isCloseTo(cash, within(1e-9));
        assertThat(e.value()).isCloseTo(cash + eq, within(1e-9));
        assertThat(e.positions().get(0).price()).isCloseTo(50 / 1.10, within(1e-12));
        assertThat(e.positions().get(0).costBasis()).isCloseTo(40, within(1e-12));
        assertThat(e.outflowAmount90d()).isCloseTo(out, within(1e-9));
        assertThat(e.features().get("net_outflow_90d")).isCloseTo(out / (cash + eq + out), within(1e-12));
        double w = eq / (cash + eq);
        assertThat(e.equityShare()).isCloseTo(w, within(1e-12));
        // one return x = w (1.25/1.10 - 1) among 252 zeros-but-one: sample stdev x / sqrt(252), annualised x
        double jump = 1.25 / 1.10 - 1;
        assertThat(e.volatility()).isCloseTo(w * jump, within(1e-12));
        assertThat(e.features().get("underperformance_12m")).isCloseTo(jump - w * jump, within(1e-12));
        // the firm default (USD) for a client that names none: the original figures
        assertThat(ev.evaluate(c, AS_OF).value()).isEqualTo(8000);
        // no EUR/USD rate: an error naming the pair, never a USD amount counted as euros
        ClientEvaluator none = new ClientEvaluator(book, m, new DnaScorer(m, m, Clock.systemUTC()),
                com.bpidesk.engine.book.RiskLimits.DEFAULTS, new com.bpidesk.engine.fx.FxTable(Map.of(), 7), "USD");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> none.evaluate(inEuro, AS_OF))
                .isInstanceOf(com.bpidesk.engine.fx.MissingRateException.class)
                .extracting(x -> ((com.bpidesk.engine.fx.MissingRateException) x).pair()).isEqualTo("USD/EUR");
    }

    @Test
    void configuredBandsReplaceTheHouseDefaults() {
        Map<String, com.bpidesk.engine.book.RiskLimits> bands = com.bpidesk.engine.book.RiskLimits.withOverrides(
                Map.of("signals.bands.conservative", "0.07, 0, 0.70, 0.70, 0.50, 0.08")::get);
        assertThat(bands.get("moderate")).isEqualTo(com.bpidesk.engine.book.RiskLimits.DEFAULTS.get("moderate"));
        InMemoryMarket m = flatMarket();
        ClientEvaluator ev = new ClientEvaluator(book(), m, new DnaScorer(m, m, Clock.systemUTC()), bands);
        // equity 0.625 <= 0.70, largest position 0.625 <= 0.70, HHI 0.390625 <= 0.50, volatility 0: in band
        assertThat(ev.drift(book().clients().get(0), AS_OF).inBand()).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> com.bpidesk.engine.book.RiskLimits.withOverrides(
                Map.of("signals.bands.growth", "0.2,0.9,0.6,0.25,0.2,0.25")::get))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signals.bands.growth");
    }

    @Test
    void logisticFitRecoversTheClosedFormMle() {
        // one binary feature: MLE intercept = logit(2/10), slope = logit(6/10) - logit(2/10)
        double[][] x = new double[20][1];
        int[] y = new int[20];
        for (int i = 0; i < 20; i++) {
            x[i][0] = i < 10 ? 0 : 1;
            y[i] = (i < 10 && i < 2) || (i >= 10 && i < 16) ? 1 : 0;
        }
        LogisticFit.Result r = LogisticFit.fit(x, y, 0);
        assertThat(r.intercept()).isCloseTo(Math.log(0.2 / 0.8), within(1e-8));
        assertThat(r.slopes()[0]).isCloseTo(Math.log(0.6 / 0.4) - Math.log(0.2 / 0.8), within(1e-8));
        // log-likelihood: 2 ln .2 + 8 ln .8 + 6 ln .6 + 4 ln .4
        assertThat(r.logLikelihood()).isCloseTo(2 * Math.log(.2) + 8 * Math.log(.8) + 6 * Math.log(.6) + 4 * Math.log(.4), within(1e-8));
    }

    /** A client holding EQ1 (country US) who buys 10 EQ1 every month for eight months; automatic or not, home as given. */
    static Book monthlyBuyer(String home, boolean automatic) {
        Book.Client c = new Book.Client("c1", "adv", "Test Client", "growth", 10, "IPS", home, LocalDate.of(2023, 7, 3), null, null,
                "imported");
        List<Book.Transaction> txs = new java.util.ArrayList<>();
        txs.add(new Book.Transaction("a1", LocalDate.of(2023, 7, 3), "EQ1", "BUY", 100, 50, 0, "USD"));
        for (int k = 1; k <= 8; k++) {
            txs.add(new Book.Transaction("a1", LocalDate.of(2023, 7, 3).plusMonths(k), "EQ1", "BUY", 10, 50, 0, "USD", automatic));
        }
        return new Book(List.of(new Book.Advisor("adv", "Advisor", null, "imported")), List.of(c),
                List.of(new Book.Account("a1", "c1", "taxable", "USD", LocalDate.of(2023, 7, 3))), List.of(), txs,
                List.of(new Book.CashFlow("a1", LocalDate.of(2023, 7, 3), 20_000, "USD")), List.of());
    }

    @Test
    void automaticPurchasesAreNotTradingAndTheHomeCountryIsTheClientRecord() {
        InMemoryMarket m = flatMarket();
        DnaScorer scorer = new DnaScorer(m, m, Clock.systemUTC());
        // nine discretionary buys: enough evidence (ADR 0122: 5 trades) for a turnover score
        Book own = monthlyBuyer("US", false);
        assertThat(new ClientEvaluator(own, m, scorer).evaluate(own.clients().get(0), AS_OF).dnaScores()).containsKey("overtrading");
        // the same eight monthly buys as a savings plan: one discretionary trade, no turnover score
        Book plan = monthlyBuyer("US", true);
        assertThat(new ClientEvaluator(plan, m, scorer).evaluate(plan.clients().get(0), AS_OF).dnaScores()).doesNotContainKey("overtrading");
        // all of it in a US stock: fully domestic for a US client (home bias 100), not at all for a German one (0)
        assertThat(new ClientEvaluator(own, m, scorer).evaluate(own.clients().get(0), AS_OF).dnaScores().get("home_bias")).isEqualTo(100.0);
        Book german = monthlyBuyer("DE", false);
        assertThat(new ClientEvaluator(german, m, scorer).evaluate(german.clients().get(0), AS_OF).dnaScores().get("home_bias")).isEqualTo(0.0);
    }
}
