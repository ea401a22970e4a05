package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.StandardMarketReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import org.junit.jupiter.api.Test;

/**
 * The two misleading cases of issue 12, worked by hand: dividend reinvestments are not overtrading, and a world fund is not
 * domestic whatever its ISIN's prefix.
 */
class TruthfulScoringTest {

    static DnaReport score(String csv, String home) {
        ParsedPortfolio p = PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        return new DnaScorer(null, new StandardMarketReference(), Clock.systemUTC()).score(p, home);
    }

    static DnaReport.BiasScore bias(DnaReport r, String name) {
        return r.scores().stream().filter(b -> b.bias().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void dividendReinvestmentIsNotOvertrading() {
        String csv = """
                Date,Action,Symbol,Quantity,Price
                01/02/2024,Buy,A,100,10
                02/01/2024,Reinvest Shares,A,10,10
                02/15/2024,Buy,B,10,10
                03/15/2024,Sell,B,10,10
                04/15/2024,Buy,B,20,10
                05/15/2024,Sell,B,20,10
                """;
        DnaReport.BiasScore o = bias(score(csv, "US"), "overtrading");
        // By hand (marks = the file's prices, all 10): the reinvestment adds 10 shares of A but is not a purchase.
        // Feb: BOM 100 A = 1000; bought B 100 -> 100/1000/2. Mar: BOM 110 A + 10 B = 1200; sold 100 -> 100/1200/2.
        // Apr: BOM 1100; bought 200 -> 200/1100/2. May: BOM 1300; sold 200 -> 200/1300/2. Annual = 12 x mean of the 4 months.
        double expected = 12 * (100.0 / 1000 / 2 + 100.0 / 1200 / 2 + 200.0 / 1100 / 2 + 200.0 / 1300 / 2) / 4;
        assertThat(o.status()).isEqualTo("scored");
        assertThat((Double) o.inputs().get("annual_turnover")).isCloseTo(expected, within(1e-6));
        assertThat(o.inputs().get("discretionary_trades")).isEqualTo(5L);
        assertThat(o.inputs().get("automatic_purchases_excluded")).isEqualTo(1L);
        // counted as a purchase (the old reading), February alone would be 200/1000/2 and the annual figure higher
        double withDrip = 12 * (200.0 / 1000 / 2 + 100.0 / 1200 / 2 + 200.0 / 1100 / 2 + 200.0 / 1300 / 2) / 4;
        assertThat((Double) o.inputs().get("annual_turnover")).isLessThan(withDrip);
    }

    @Test
    void schwabReinvestmentsDoNotMakeAnOvertrader() throws Exception {
        ParsedPortfolio p = PortfolioCsv.parse(Files.readAllBytes(BrokerExportsTest.file("schwab-export.csv")), PortfolioCsv.Options.detect());
        DnaReport.BiasScore o = bias(new DnaScorer(null, new StandardMarketReference(), Clock.systemUTC()).score(p, "US"), "overtrading");
        // 40 "Reinvest Shares" rows and 3 client trades (1 Buy, 2 Sell): not enough for a turnover score, and never 100
        assertThat(o.status()).isEqualTo("insufficient_data");
        assertThat(o.score()).isNull();
        assertThat(o.explanation()).contains("3 discretionary").contains("40 dividend reinvestments");
    }

    @Test
    void aWorldFundIsNotDomestic() {
        // Vanguard Total World (VT) by ISIN only, as IBKR's Flex export gives it: US ISIN prefix, world exposure (XX)
        String world = """
                "Buy/Sell","TradeDate","ISIN","Quantity","TradePrice","TradeMoney","CurrencyPrimary","IBCommission","IBCommissionCurrency"
                "BUY","20230522","US9220427424","95","93.78","8909.1","USD","-1","USD"
                """;
        DnaReport r = score(world, "US");
        DnaReport.BiasScore h = bias(r, "home_bias");
        double w = new StandardMarketReference().worldMarketCapWeights().get("US");
        // all of the portfolio is the world portfolio: domestic share = the US share of world capitalisation, no home bias
        assertThat((Double) h.inputs().get("domestic_share")).isCloseTo(w, within(1e-9));
        assertThat(h.score()).isEqualTo(0.0);
        assertThat(r.homeCountry()).isEqualTo("US");
        // the same amount in Apple (US0378331005) is all domestic: d = 1, score 100
        DnaReport apple = score(world.replace("US9220427424", "US0378331005"), "US");
        assertThat((Double) bias(apple, "home_bias").inputs().get("domestic_share")).isEqualTo(1.0);
        assertThat(bias(apple, "home_bias").score()).isEqualTo(100.0);
    }

    @Test
    void aUcitsWorldFundIsMultiCountryByItsName() {
        // Irish-domiciled, unknown ISIN: the name says world, so it is neither Irish nor unclassified (a Dutch investor)
        String csv = """
                Date;Type;ISIN;Name;Quantity;Price;Currency
                15.01.2024;Buy;IE00BFY0GT14;SPDR MSCI World UCITS ETF;10;30,12;EUR
                """;
        DnaReport.BiasScore h = bias(score(csv, "NL"), "home_bias");
        assertThat((Double) h.inputs().get("classified_weight")).isEqualTo(1.0);
        assertThat(h.score()).isEqualTo(0.0);
    }

    @Test
    void aRealFileIsNeverMarkedToTheDemoMarketSilently() throws Exception {
        ParsedPortfolio p = PortfolioCsv.parse(Files.readAllBytes(BrokerExportsTest.file("trading212-export.csv")), PortfolioCsv.Options.detect());
        DnaReport r = new DnaScorer(null, new StandardMarketReference(), Clock.systemUTC()).score(p, "DE");
        assertThat(r.priceDataSource()).isEqualTo("client_trades");
        assertThat(r.marks()).contains("file's own trade prices");
    }

    /**
     * Marks (issue 12): the file buys AAA and BBB at 10 and sells BBB at 12 on 2024-02-01. On that day AAA is still held at a
     * cost of 10. With the store's imported AAA close of 20 it is a paper gain (Odean's count: PG = 1); marked with the file's
     * own last AAA price (10, equal to cost) it is neither gain nor loss (PG = 0).
     */
    static final String MARKS_FILE = """
            Date,Action,Symbol,Quantity,Price
            01/02/2024,Buy,AAA,10,10
            01/03/2024,Buy,BBB,10,10
            02/01/2024,Sell,BBB,10,12
            """;

    static com.bpidesk.engine.testing.InMemoryMarket storeWithAaaAt20(String source) {
        var m = new com.bpidesk.engine.testing.InMemoryMarket().source(source);
        for (java.time.LocalDate d = java.time.LocalDate.of(2023, 12, 1); !d.isAfter(java.time.LocalDate.of(2024, 2, 1)); d = d.plusDays(1)) {
            m.close("AAA", d, 20);
        }
        return m;
    }

    @Test
    void importedPricesMarkTheHoldingsAndTheResultSaysSo() {
        var m = storeWithAaaAt20("imported");
        ParsedPortfolio p = PortfolioCsv.parse(MARKS_FILE.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        DnaReport r = new DnaScorer(m, m, Clock.systemUTC()).score(p, "US");
        assertThat(bias(r, "disposition_effect").inputs().get("paper_gains")).isEqualTo(1L);
        assertThat(r.priceDataSource()).contains("price_store:imported");
        // the source id is for programs (price_data_source); the sentence people read names none (issue 13)
        assertThat(r.marks()).contains("price store's closes").doesNotContain("price_store");
        assertThat(r.warnings()).noneMatch(w -> w.contains("demo market"));
    }

    @Test
    void withOnlyTheDemoMarketTheFilesOwnPricesMarkAndTheResultSaysSoPlainly() {
        var m = storeWithAaaAt20("demo");
        ParsedPortfolio p = PortfolioCsv.parse(MARKS_FILE.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        DnaReport r = new DnaScorer(m, m, Clock.systemUTC()).score(p, "US");
        assertThat(bias(r, "disposition_effect").inputs().get("paper_gains")).isEqualTo(0L);
        assertThat(r.priceDataSource()).isEqualTo("client_trades");
        assertThat(r.marks()).isEqualTo("Marked with the file's own trade prices: the engine has only the simulated demo market, which is "
                + "never used for a real client's file. Import prices or go online for market marks.");
        assertThat(r.warnings()).contains(r.marks());
    }
}
