package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.testing.InMemoryMarket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Hand-worked histories where PGR, PLR, the t statistic and Barber-Odean turnover are known exactly. */
class DnaScorerTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2024-06-30T12:00:00Z"), ZoneOffset.UTC);

    static DnaReport score(String csv, InMemoryMarket market) {
        ParsedPortfolio p = PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        return new DnaScorer(market, market, CLOCK).score(p, "US");
    }

    static DnaReport.BiasScore bias(DnaReport r, String id) {
        return r.scores().stream().filter(s -> s.bias().equals(id)).findFirst().orElseThrow();
    }

    static final String HISTORY = """
            date,symbol,side,quantity,price
            2024-01-02,AAA,buy,100,10
            2024-01-02,BBB,buy,100,20
            2024-01-02,CCC,buy,50,40
            2024-01-02,DDD,buy,10,100
            2024-02-05,AAA,sell,100,12
            2024-03-04,CCC,sell,50,45
            2024-04-01,DDD,sell,10,80
            """;

    static InMemoryMarket market() {
        // AAA is unknown to the store: its marks come from the client's own trades.
        return new InMemoryMarket()
                .close("BBB", LocalDate.of(2024, 2, 5), 25).close("BBB", LocalDate.of(2024, 3, 4), 15).close("BBB", LocalDate.of(2024, 4, 1), 22)
                .close("CCC", LocalDate.of(2024, 2, 5), 30).close("CCC", LocalDate.of(2024, 3, 4), 45)
                .close("DDD", LocalDate.of(2024, 2, 5), 90).close("DDD", LocalDate.of(2024, 3, 4), 95).close("DDD", LocalDate.of(2024, 4, 1), 80);
    }

    @Test
    void evidencePricesCarryTheirCurrencyCode() {
        // the API scores in a base currency: every price of an evidence line says which currency it is in (never a bare 12.00)
        ParsedPortfolio p = PortfolioCsv.parse(HISTORY.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        DnaReport usd = new DnaScorer(market(), market(), CLOCK).score(p, "US", "request", null, "USD");
        var lines = bias(usd, "disposition_effect").evidence();
        assertThat(lines).isNotEmpty().allSatisfy(e -> assertThat(e.detail())
                .matches("(realised|paper) (gain|loss): (sold|marked) at USD [0-9,]+\\.[0-9]{2} vs average purchase price USD [0-9,]+\\.[0-9]{2}"));
        assertThat(lines).anySatisfy(e -> assertThat(e.detail()).isEqualTo("realised loss: sold at USD 80.00 vs average purchase price USD 100.00"));
        // without a base currency the one currency the file states is used
        String eur = HISTORY.replace("date,symbol,side,quantity,price", "date,symbol,side,quantity,price,currency").replaceAll("(?m)^(2024.*)$", "$1,EUR");
        DnaReport inEur = new DnaScorer(market(), market(), CLOCK).score(
                PortfolioCsv.parse(eur.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect()), "US");
        assertThat(bias(inEur, "disposition_effect").evidence()).allSatisfy(e -> assertThat(e.detail()).contains("at EUR ").contains("price EUR "));
    }

    @Test
    void odeanCountsAreExact() {
        // Feb 5: AAA sold 12 > 10 realised gain; BBB 25 > 20 paper gain; CCC 30 < 40 and DDD 90 < 100 paper losses.
        // Mar 4: CCC sold 45 > 40 realised gain; BBB 15 < 20 and DDD 95 < 100 paper losses.
        // Apr 1: DDD sold 80 < 100 realised loss; BBB 22 > 20 paper gain.
        // RG=2 PG=2 RL=1 PL=4: PGR = 0.5, PLR = 0.2, t = 0.3 / sqrt(0.25/4 + 0.16/5) = 0.3 / sqrt(0.0945) = 0.975900
        DnaReport.BiasScore d = bias(score(HISTORY, market()), "disposition_effect");
        assertThat(d.status()).isEqualTo("scored");
        assertThat(d.inputs()).containsEntry("realized_gains", 2L).containsEntry("paper_gains", 2L)
                .containsEntry("realized_losses", 1L).containsEntry("paper_losses", 4L).containsEntry("sale_days", 3L);
        assertThat((Double) d.inputs().get("pgr")).isEqualTo(0.5);
        assertThat((Double) d.inputs().get("plr")).isEqualTo(0.2);
        assertThat((Double) d.inputs().get("t_statistic")).isCloseTo(0.3 / Math.sqrt(0.0945), within(1e-4));
        assertThat((Double) d.inputs().get("t_statistic")).isCloseTo(0.9759, within(1e-4));
        // expected counts (row x column / n) as low as 4 x 3 / 9 = 1.33 < 5 (Cochran): the normal approximation does not fit and
        // Fisher's exact test decides (ADR 0210); scipy.stats.fisher_exact([[2, 2], [1, 4]]) = 0.523810 (fisher_reference.csv).
        // The normal approximation would have said 2 * (1 - 0.83544) = 0.3291.
        assertThat(d.inputs()).containsEntry("test", "fisher_exact");
        assertThat((Double) d.inputs().get("p_value")).isCloseTo(0.523810, within(1e-6));
        assertThat(d.inputs()).containsEntry("significant_at_5pct", false);
        assertThat(d.score()).isEqualTo(100.0); // (0.5 - 0.2) / 0.2 clamps to 1
        assertThat(d.evidence()).isNotEmpty();
        assertThat(d.evidence().get(0).line()).isNotNull();
    }

    @Test
    void barberOdeanTurnoverIsExact() {
        // Feb: BOM value 100*10 + 100*20 + 50*40 + 10*100 = 6000 (no store bar before Feb: trade prices); sold 100 AAA at BOM 10:
        //      turnover (1000/6000 + 0)/2 = 1/12.
        // Mar: BOM 100*25 + 50*30 + 10*90 = 4900; sold 50 CCC at BOM 30 = 1500: 1500/9800 = 15/98.
        // Apr: BOM 100*15 + 10*95 = 2450; sold 10 DDD at BOM 95 = 950: 950/4900 = 19/98.
        // mean = (1/12 + 34/98) / 3 = 253/1764; annual = 12 * 253/1764 = 3036/1764 = 1.721088...
        DnaReport.BiasScore t = bias(score(HISTORY, market()), "overtrading");
        assertThat(t.inputs()).containsEntry("months", 3);
        assertThat((Double) t.inputs().get("annual_turnover")).isCloseTo(3036.0 / 1764, within(1e-6));
        assertThat(t.score()).isCloseTo(100 * (3036.0 / 1764) / 2.5, within(0.05));
    }

    @Test
    void withoutAPriceStoreMarksComeFromTheClientsTrades() {
        String csv = """
                date,symbol,side,quantity,price
                2024-01-10,A,buy,100,10
                2024-02-15,A,sell,50,12
                2024-03-20,B,buy,10,50
                """;
        ParsedPortfolio p = PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
        DnaReport r = new DnaScorer(null, null, CLOCK).score(p, "US");
        // Feb: 50*10 / 1000 / 2 = 0.25; Mar: BOM 50*12 = 600, buy 10*50 = 500 (no prior price: trade price): 500/600/2 = 5/12.
        // annual = 12 * (0.25 + 5/12) / 2 = 4.0
        assertThat((Double) bias(r, "overtrading").inputs().get("annual_turnover")).isCloseTo(4.0, within(1e-9));
        // three trades are a handful: the figure is shown, but no score rests on it (minimum 5 discretionary trades)
        assertThat(bias(r, "overtrading").status()).isEqualTo("insufficient_data");
        assertThat(bias(r, "overtrading").score()).isNull();
        assertThat(bias(r, "overtrading").explanation()).contains("3 discretionary").contains("at least 5");
        // one realised gain and nothing else on the sale day: PLR undefined
        assertThat(bias(r, "disposition_effect").status()).isEqualTo("insufficient_data");
        assertThat(bias(r, "recency_bias").status()).isEqualTo("insufficient_data");
        assertThat(r.priceDataSource()).isEqualTo("client_trades");
        // concentration at the last trade: A 50 * 12 = 600, B 10 * 50 = 500 -> HHI = (6/11)^2 + (5/11)^2 = 61/121
        DnaReport.BiasScore c = bias(r, "concentration");
        assertThat((Double) c.inputs().get("hhi")).isCloseTo(61.0 / 121, within(1e-6));
        assertThat((Double) c.inputs().get("effective_n")).isCloseTo(121.0 / 61, within(1e-4));
        assertThat(c.score()).isCloseTo(100 * (20 - 121.0 / 61) / 19, within(0.05));
        // overall: one available score from three trades is no headline figure (ADR 0210: at least 10 trades, 3 scored biases)
        assertThat(r.overall().score()).isNull();
        assertThat(r.overall().included()).containsExactly("concentration");
        assertThat(r.overall().withheldReason()).contains("3 trades").contains("at least 10");
    }

    @Test
    void homeBiasAgainstWorldCapShare() {
        InMemoryMarket m = new InMemoryMarket().instrument("USA1", "equity", "US").instrument("JPN1", "equity", "JP")
                .instrument("WRLD", "etf_equity", "XX").world(Map.of("US", 0.6, "JP", 0.06))
                .close("USA1", LocalDate.of(2024, 1, 2), 10).close("JPN1", LocalDate.of(2024, 1, 2), 10).close("WRLD", LocalDate.of(2024, 1, 2), 10);
        String csv = """
                symbol,shares,cost basis
                USA1,70,10
                JPN1,10,10
                WRLD,20,10
                """;
        DnaReport r = score(csv, m);
        assertThat(r.dataKind()).isEqualTo("holdings");
        // domestic = 0.70 + 0.20 * 0.6 = 0.82; score = (0.82 - 0.6) / 0.4 = 0.55
        DnaReport.BiasScore h = bias(r, "home_bias");
        assertThat((Double) h.inputs().get("domestic_share")).isCloseTo(0.82, within(1e-9));
        assertThat(h.score()).isCloseTo(55.0, within(0.01));
        assertThat(bias(r, "disposition_effect").status()).isIn("insufficient_data", "proxy");
        assertThat(bias(r, "overtrading").status()).isEqualTo("insufficient_data");
    }

    @Test
    void holdingsProxyIsLabelled() {
        InMemoryMarket m = new InMemoryMarket().close("W", LocalDate.of(2024, 6, 28), 15).close("L", LocalDate.of(2024, 6, 28), 5);
        String csv = """
                symbol,shares,cost basis,purchase date
                W,10,10,2024-05-29
                L,10,10,2023-06-29
                """;
        DnaReport.BiasScore d = bias(score(csv, m), "disposition_effect");
        assertThat(d.status()).isEqualTo("proxy");
        assertThat(d.name()).contains("proxy");
        // loser held 365 days, winner 30 days: ratio 12.17 -> clamp -> 100
        assertThat((Double) d.inputs().get("mean_days_held_losers")).isEqualTo(365.0);
        assertThat((Double) d.inputs().get("mean_days_held_winners")).isEqualTo(30.0);
        assertThat(d.score()).isEqualTo(100.0);
    }

    @Test
    void decemberLossTimingCountsRealisedLosses() {
        StringBuilder csv = new StringBuilder("date,symbol,side,quantity,price\n");
        String[] syms = {"L1", "L2", "L3", "L4", "L5", "L6"};
        for (String s : syms) {
            csv.append("2023-01-03,").append(s).append(",buy,10,10\n");
        }
        // four losses realised in December, two in June: share 4/6
        csv.append("2023-06-01,L1,sell,10,8\n2023-06-02,L2,sell,10,8\n");
        csv.append("2023-12-01,L3,sell,10,8\n2023-12-04,L4,sell,10,7\n2023-12-05,L5,sell,10,6\n2023-12-06,L6,sell,10,9\n");
        DnaReport r = new DnaScorer(null, null, CLOCK).score(PortfolioCsv.parse(csv.toString().getBytes(StandardCharsets.UTF_8),
                PortfolioCsv.Options.detect()), "US");
        DnaReport.BiasScore d = bias(r, "december_loss_timing");
        assertThat(d.inputs()).containsEntry("realized_losses", 6L).containsEntry("realized_losses_in_december", 4L);
        assertThat(d.score()).isCloseTo(100.0, within(0.01)); // (4/6 - 1/12) / (1/3 - 1/12) > 1
    }
}
