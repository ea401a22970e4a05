package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Behavioral DNA of a file with USD and EUR rows valued in one base currency (issue 16): turnover and concentration equal
 * the hand-worked figures below, where every EUR amount is converted with the EUR/USD rate on or before its date. No price
 * store: marks are the client's own last trade prices, carried to each date with that date's rate.
 *
 * <p>EUR/USD (1 EUR = r USD), one rate every calendar day: January 1.10, February 1.08, March 1.12, April 1.05.
 * <pre>
 * Feb: eve 31 Jan holds AAA 100 x 50 USD = 5000, BBB 100 x 40 EUR x 1.10 = 4400; value 9400.
 *      sells AAA 20 x 50 = 1000, buys BBB 10 x 44 = 440 (beginning-of-month marks): (1000 + 440) / 2 / 9400
 * Mar: eve 29 Feb holds AAA 80 x 55 = 4400, BBB 110 x 42 x 1.08 = 4989.6; value 9389.6.
 *      buys AAA 10 x 55 = 550, sells BBB 30 x 45.36 = 1360.8: (550 + 1360.8) / 2 / 9389.6
 * Apr: eve 31 Mar holds AAA 90 x 52 = 4680, BBB 80 x 45 x 1.12 = 4032; value 8712.
 *      buys AAA 10 x 52 = 520: 520 / 2 / 8712
 * annual turnover = 12 x mean of the three months.
 * Concentration on 10 Apr: AAA 100 x 60 = 6000, BBB 80 x 45 x 1.05 = 3780: w = 6000/9780, 3780/9780; HHI = sum w^2.
 * </pre>
 */
class DnaBaseCurrencyTest {

    static final String FILE = """
            date,symbol,side,quantity,price,currency
            2024-01-10,AAA,BUY,100,50,USD
            2024-01-10,BBB,BUY,100,40,EUR
            2024-02-12,AAA,SELL,20,55,USD
            2024-02-12,BBB,BUY,10,42,EUR
            2024-03-11,AAA,BUY,10,52,USD
            2024-03-11,BBB,SELL,30,45,EUR
            2024-04-10,AAA,BUY,10,60,USD
            """;

    static FxTable eurUsd() {
        TreeMap<LocalDate, Double> rates = new TreeMap<>();
        for (LocalDate d = LocalDate.of(2023, 12, 20); !d.isAfter(LocalDate.of(2024, 4, 30)); d = d.plusDays(1)) {
            double r = switch (d.getMonthValue()) {
                case 12, 1 -> 1.10;
                case 2 -> 1.08;
                case 3 -> 1.12;
                default -> 1.05;
            };
            rates.put(d, r);
        }
        CurrencyPair p = new CurrencyPair("EUR", "USD");
        return new FxTable(Map.of(p, new FxTable.Source(p, rates, "test:hand", null)), 7);
    }

    static DnaScorer scorer(FxTable table) {
        return new DnaScorer(null, null, Clock.fixed(java.time.Instant.parse("2024-05-01T00:00:00Z"), ZoneOffset.UTC),
                () -> table);
    }

    static ParsedPortfolio parse() {
        return PortfolioCsv.parse(FILE.getBytes(StandardCharsets.UTF_8), new PortfolioCsv.Options(null, Map.of(), null, null,
                null, Map.of(), null, null));
    }

    static DnaReport.BiasScore bias(DnaReport r, String id) {
        return r.scores().stream().filter(b -> b.bias().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void turnoverAndConcentrationInUsdEqualTheHandWorkedFigures() {
        DnaReport r = scorer(eurUsd()).score(parse(), "US", "request", null, "USD");
        assertThat(r.baseCurrency()).isEqualTo("USD");
        double feb = (1000 + 440) / 2.0 / 9400;
        double mar = (550 + 1360.8) / 2.0 / 9389.6;
        double apr = 520 / 2.0 / 8712;
        var turnover = bias(r, "overtrading");
        assertThat(((Number) turnover.inputs().get("months")).intValue()).isEqualTo(3);
        assertThat(((Number) turnover.inputs().get("annual_turnover")).doubleValue())
                .isCloseTo(12 * (feb + mar + apr) / 3, within(1e-6));
        double wA = 6000 / 9780.0;
        double wB = 3780 / 9780.0;
        var conc = bias(r, "concentration");
        assertThat(((Number) conc.inputs().get("hhi")).doubleValue()).isCloseTo(wA * wA + wB * wB, within(1e-6));
        assertThat(((Number) conc.inputs().get("max_weight")).doubleValue()).isCloseTo(wA, within(1e-6));
        // the rates used are stated: EUR only (USD rows need none), last rate 10 April 1.05, first 10 January 1.10
        assertThat(r.fxRates()).singleElement().satisfies(x -> {
            assertThat(x.currency()).isEqualTo("EUR");
            assertThat(x.pair()).isEqualTo("EUR/USD");
            assertThat(x.rate()).isEqualTo(1.05);
            assertThat(x.rateDate()).isEqualTo(LocalDate.of(2024, 4, 10));
            assertThat(x.firstRateDate()).isEqualTo(LocalDate.of(2024, 1, 10));
            assertThat(x.source()).isEqualTo("test:hand");
        });
    }

    @Test
    void inEuroTheWeightsAreTheSameRatiosConvertedTheOtherWay() {
        DnaReport r = scorer(eurUsd()).score(parse(), "US", "request", null, "EUR");
        assertThat(r.baseCurrency()).isEqualTo("EUR");
        // 10 Apr in EUR: AAA 6000 / 1.05, BBB 80 x 45 = 3600
        double a = 6000 / 1.05;
        double wA = a / (a + 3600);
        assertThat(((Number) bias(r, "concentration").inputs().get("max_weight")).doubleValue()).isCloseTo(wA, within(1e-6));
        assertThat(r.fxRates()).singleElement().satisfies(x -> assertThat(x.pair()).isEqualTo("USD/EUR"));
    }

    @Test
    void aCurrencyWithoutARateIsAnErrorNamingThePair() {
        FxTable none = new FxTable(Map.of(), 7);
        assertThatThrownBy(() -> scorer(none).score(parse(), "US", "request", null, "USD"))
                .isInstanceOf(MissingRateException.class)
                .extracting(e -> ((MissingRateException) e).pair()).isEqualTo("EUR/USD");
        // the same file in the legacy mode (no base currency) mixes EUR and USD: the figures differ, which is why the API
        // always names a base currency
        DnaReport mixed = scorer(none).score(parse(), "US", "request", null, null);
        assertThat(((Number) bias(mixed, "concentration").inputs().get("max_weight")).doubleValue())
                .isNotCloseTo(6000 / 9780.0, within(1e-3));
    }
}
