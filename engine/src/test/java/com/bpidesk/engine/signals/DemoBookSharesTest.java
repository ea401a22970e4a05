package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.DemoBook;
import com.bpidesk.engine.book.RiskLimits;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.market.PriceHistory;
import com.bpidesk.engine.market.StandardMarketReference;
import com.bpidesk.engine.testing.DemoMarketData;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A test on the demo data, stated as such: the shipped demo book (src-assets/demo/demo-book.properties) over the demo market
 * and demo exchange rates, evaluated by the real signals (the evaluator, the default churn model, the default bands, the alert
 * rules), looks like a real book, not one where everything is urgent (docs/signals.md "Demo book", the targets and the
 * measured shares). The methods are not tuned here: only the demo clients are.
 */
class DemoBookSharesTest {

    /** The data date the shares in docs/signals.md were measured on. */
    static final LocalDate DATA_DATE = LocalDate.of(2026, 11, 27);
    static Shares shares;

    /** What the book shows: per client, whether it has an open alert, is out of band, at high churn risk, over its position limit. */
    record Shares(int clients, int withAlerts, int outOfBand, int highChurn, int concentration, int alerts, int allSeverities,
                  Map<String, Long> byType) {
        double share(int n) {
            return (double) n / clients;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "clients %d: with alerts %d (%.1f%%), out of band %d (%.1f%%), high churn %d (%.1f%%),"
                    + " concentration %d (%.1f%%); open alerts %d (%.2f per flagged client), %d with the low ones; by type %s",
                    clients, withAlerts, 100 * share(withAlerts), outOfBand, 100 * share(outOfBand), highChurn, 100 * share(highChurn),
                    concentration, 100 * share(concentration), alerts, (double) alerts / Math.max(1, withAlerts), allSeverities, byType);
        }
    }

    static Shares measure(LocalDate dataDate) {
        PriceHistory prices = DemoMarketData.prices(dataDate, 6);
        FxTable fx = DemoMarketData.fx(dataDate);
        Book book = DemoBook.fromAssets(prices).generate(fx);
        Clock clock = Clock.fixed(dataDate.atTime(18, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC);
        BookSnapshot ctx = new BookSnapshot(1, book, ChurnModel.DEFAULT, prices, new StandardMarketReference(), clock,
                RiskLimits.DEFAULTS, fx, "USD");
        List<Signals.Alert> alerts = new AlertSignals(null, RiskLimits.DEFAULTS, clock).alerts(ctx, ctx.asOf);
        int outOfBand = 0;
        int highChurn = 0;
        for (Book.Client c : book.clients()) {
            ClientEvaluator.Evaluation e = ctx.eval(c, ctx.asOf);
            outOfBand += e.inBand() ? 0 : 1;
            String band = ChurnModel.band(ChurnModel.DEFAULT.probability(e.features()));
            highChurn += band.equals("high") || band.equals("critical") ? 1 : 0;
        }
        int medium = Signals.SEVERITIES.indexOf("medium") + 1;
        List<Signals.Alert> listed = alerts.stream().filter(a -> a.severityRank() >= medium).toList();
        Set<String> flagged = listed.stream().map(Signals.Alert::clientId).collect(Collectors.toSet());
        int concentration = (int) listed.stream().filter(a -> a.type().equals("concentration_breach")).count();
        Map<String, Long> byType = new TreeMap<>(listed.stream().collect(Collectors.groupingBy(Signals.Alert::type, Collectors.counting())));
        return new Shares(book.clients().size(), flagged.size(), outOfBand, highChurn, concentration, listed.size(), alerts.size(), byType);
    }

    @BeforeAll
    static void evaluate() {
        shares = measure(DATA_DATE);
        System.out.println("Demo book on " + DATA_DATE + ": " + shares);
    }

    @Test
    void theDemoBookFlagsAFewClientsNotMost() {
        assertThat(shares.clients()).isEqualTo(120);
        assertThat(shares.share(shares.withAlerts())).as("clients with an open alert; " + shares).isBetween(0.10, 0.20);
        assertThat(shares.share(shares.outOfBand())).as("clients outside their risk bands; " + shares).isBetween(0.10, 0.20);
        assertThat(shares.share(shares.highChurn())).as("clients at high churn risk; " + shares).isBetween(0.05, 0.10);
        assertThat(shares.share(shares.concentration())).as("concentration breaches; " + shares).isLessThan(0.15);
        double perFlagged = (double) shares.alerts() / shares.withAlerts();
        assertThat(perFlagged).as("open alerts per flagged client; " + shares).isBetween(1.0, 3.0);
    }
}
