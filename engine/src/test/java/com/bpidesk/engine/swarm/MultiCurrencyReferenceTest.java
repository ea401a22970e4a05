package com.bpidesk.engine.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.fx.CurrencyPair;
import com.bpidesk.engine.fx.FxFiles;
import com.bpidesk.engine.fx.FxTable;
import com.bpidesk.engine.fx.MissingRateException;
import com.bpidesk.engine.macro.Observation;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.SharedData;
import com.bpidesk.engine.swarm.agents.PortfolioAnalyst;
import com.bpidesk.engine.swarm.agents.RiskManager;
import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import com.bpidesk.engine.swarm.facts.FactBase;
import com.bpidesk.engine.swarm.facts.FactBaseBuilder;
import com.bpidesk.engine.swarm.facts.FactorLibrary;
import com.bpidesk.engine.swarm.facts.RiskFree;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * AAPL, VOD.L, MC.PA, NESN.SW and 7203.T valued in base USD and in base EUR: market values, weights, volatility and
 * every VaR row equal (1e-9 relative) an independent numpy computation from the same prices and ECB rates
 * (engine/src/test/python/reference_fx_portfolio.py, its command in its docstring).
 */
class MultiCurrencyReferenceTest {

    static JsonNode ref;
    static FakeMarket market;
    static FxTable ecb;

    @BeforeAll
    static void load() throws Exception {
        try (var in = MultiCurrencyReferenceTest.class.getResourceAsStream("/reference/fx_portfolio_reference.json")) {
            ref = new ObjectMapper().readTree(in);
        }
        market = new FakeMarket();
        Map<String, String[]> meta = Map.of("SPY", new String[] {"etf_equity", "Diversified", "US"},
                "AAPL", new String[] {"equity", "Information Technology", "US"},
                "VOD.L", new String[] {"equity", "Communication Services", "GB"},
                "MC.PA", new String[] {"equity", "Consumer Discretionary", "FR"},
                "NESN.SW", new String[] {"equity", "Consumer Staples", "CH"},
                "7203.T", new String[] {"equity", "Consumer Discretionary", "JP"});
        var currencies = ref.at("/inputs/currency");
        for (var e : meta.entrySet()) {
            String sym = e.getKey();
            Path file = sym.equals("SPY") || sym.equals("AAPL") ? SharedData.path("prices/yahoo_style_2020_2025/" + sym + ".csv")
                    : SharedData.fixture("fx/prices/" + sym + ".csv");
            market.put(new Instrument(sym, sym, e.getValue()[0], e.getValue()[1], e.getValue()[2],
                    currencies.get(sym).asText()), AgentsReferenceTest.readBars(file));
        }
        List<Observation> ff = new ArrayList<>();
        List<String> lines = Files.readAllLines(SharedData.path("macro/fred/FEDFUNDS.csv"));
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",");
            ff.add(new Observation(LocalDate.parse(c[0]), Double.parseDouble(c[1])));
        }
        market.macro.clear();
        market.macro.put("FEDFUNDS", ff);
        FxFiles.Parsed parsed = FxFiles.parse(Files.readString(SharedData.path("fx/eurofxref-hist.csv")), "eurofxref-hist.csv");
        Map<CurrencyPair, FxTable.Source> pairs = new HashMap<>();
        parsed.pairs().forEach(p -> pairs.put(p.pair(), new FxTable.Source(p.pair(), p.rates(), "imported:ecb-eurofxref", null)));
        ecb = new FxTable(pairs, 7);
    }

    static FactBase facts(String base) {
        List<SubmissionValidator.Holding> holdings = new ArrayList<>();
        ref.at("/inputs/portfolio").forEach(p -> holdings.add(new SubmissionValidator.Holding(p.get("symbol").asText(),
                p.get("shares").asDouble(), p.get("cost_basis").asDouble())));
        RiskFree rf = new RiskFree(market);
        return new FactBaseBuilder(market, rf, new FactorLibrary(market, rf), () -> ecb, () -> "USD")
                .build(new SubmissionValidator.Normalized(holdings, null, null, List.of(), base), () -> false);
    }

    @Test
    void baseUsdAndBaseEurEqualTheNumpyReference() {
        for (String base : List.of("USD", "EUR")) {
            JsonNode exp = ref.at("/bases/" + base);
            FactBase f = facts(base);
            assertThat(f.asOf()).isEqualTo(LocalDate.parse(ref.at("/inputs/as_of").asText()));
            assertThat(f.money().baseCurrency()).isEqualTo(base);
            assertThat(f.money().converted()).isTrue();
            close(base + " total", f.totalValue(), exp.get("total_value").asDouble());
            for (int i = 0; i < f.size(); i++) {
                FactBase.Holding h = f.holdings().get(i);
                JsonNode e = exp.get("holdings").get(i);
                assertThat(h.symbol()).isEqualTo(e.get("symbol").asText());
                close(base + " " + h.symbol() + " price", h.price(), e.get("price").asDouble());
                close(base + " " + h.symbol() + " value", h.marketValue(), e.get("market_value").asDouble());
                close(base + " " + h.symbol() + " weight", h.weight(), e.get("weight").asDouble());
                close(base + " " + h.symbol() + " cost", h.costBasis(), e.get("cost_basis").asDouble());
            }
            RiskManagerSection risk = new RiskManager().run(f).section();
            close(base + " volatility", risk.volatilityAnnual(), exp.get("volatility_annual").asDouble());
            close(base + " benchmark volatility", risk.benchmarkVolatilityAnnual(), exp.get("benchmark_volatility_annual").asDouble());
            assertThat(risk.valueAtRisk()).hasSize(exp.get("value_at_risk").size());
            for (JsonNode e : exp.get("value_at_risk")) {
                RiskManagerSection.VarRow row = risk.valueAtRisk().stream().filter(r -> r.method().equals(e.get("method").asText())
                        && r.confidence() == e.get("confidence").asDouble() && r.horizonDays() == e.get("horizon_days").asInt())
                        .findFirst().orElseThrow();
                close(base + " " + e, row.var(), e.get("var").asDouble());
                close(base + " ES " + e, row.expectedShortfall(), e.get("expected_shortfall").asDouble());
                close(base + " amount " + e, row.varAmount(), e.get("var_amount").asDouble());
            }
        }
        // the currency changes the figures: EUR and USD volatility differ (a check that conversion happened at all)
        assertThat(ref.at("/bases/USD/volatility_annual").asDouble()).isNotCloseTo(ref.at("/bases/EUR/volatility_annual").asDouble(),
                within(1e-4));
    }

    @Test
    void theBriefingStatesTheBaseCurrencyAndTheRatesUsed() {
        FactBase f = facts("EUR");
        assertThat(f.money().rates()).extracting(FactBase.RateUsed::currency).containsExactly("CHF", "GBP", "JPY", "USD");
        FactBase.RateUsed usd = f.money().rates().stream().filter(r -> r.currency().equals("USD")).findFirst().orElseThrow();
        assertThat(usd.source()).isEqualTo("imported:ecb-eurofxref");
        assertThat(usd.rateDate()).isEqualTo(LocalDate.of(2025, 4, 4));
        var section = new PortfolioAnalyst().run(f).section();
        assertThat(section.totalMarketValue()).isEqualTo(f.totalValue());
        assertThat(f.warnings()).noneMatch(w -> w.contains("without FX conversion"));
    }

    @Test
    void aCurrencyWithoutARateIsAnErrorNamingThePair() {
        Map<CurrencyPair, FxTable.Source> onlyUsd = new HashMap<>();
        ecb.pairs().forEach((p, s) -> {
            if (!p.quote().equals("JPY")) {
                onlyUsd.put(p, s);
            }
        });
        FxTable noYen = new FxTable(onlyUsd, 7);
        List<SubmissionValidator.Holding> holdings = List.of(new SubmissionValidator.Holding("AAPL", 1, 1),
                new SubmissionValidator.Holding("7203.T", 1, 1));
        RiskFree rf = new RiskFree(market);
        FactBaseBuilder b = new FactBaseBuilder(market, rf, new FactorLibrary(market, rf), () -> noYen, () -> "USD");
        var portfolio = new SubmissionValidator.Normalized(holdings, null, null, List.of(), "EUR");
        assertThatThrownBy(() -> b.checkConvertible(portfolio)).isInstanceOf(MissingRateException.class)
                .hasMessageContaining("from JPY to EUR").extracting(e -> ((MissingRateException) e).pair()).isEqualTo("JPY/EUR");
        assertThatThrownBy(() -> b.build(portfolio, () -> false)).isInstanceOf(MissingRateException.class);
    }

    @Test
    void withoutFxRatesHoldingsInTwoCurrenciesAreAnErrorNamingThePairNeverASum() {
        RiskFree rf = new RiskFree(market);
        FactBaseBuilder noFx = new FactBaseBuilder(market, rf, new FactorLibrary(market, rf));
        var mixed = new SubmissionValidator.Normalized(List.of(new SubmissionValidator.Holding("AAPL", 10, 100),
                new SubmissionValidator.Holding("NESN.SW", 10, 90)), null, null, List.of());
        assertThatThrownBy(() -> noFx.build(mixed, () -> false)).isInstanceOf(MissingRateException.class)
                .hasMessageContaining("from CHF to USD").extracting(e -> ((MissingRateException) e).pair()).isEqualTo("CHF/USD");
        // one currency needs no rate: valued in it, and said so
        var swiss = new SubmissionValidator.Normalized(List.of(new SubmissionValidator.Holding("NESN.SW", 10, 90)), null, null,
                List.of());
        FactBase f = noFx.build(swiss, () -> false);
        assertThat(f.money().baseCurrency()).isEqualTo("CHF");
        assertThat(f.money().converted()).isFalse();
        // a requested base other than the holdings' currency cannot be honoured without rates
        var inEuro = new SubmissionValidator.Normalized(swiss.holdings(), null, null, List.of(), "EUR");
        assertThatThrownBy(() -> noFx.build(inEuro, () -> false)).isInstanceOf(MissingRateException.class)
                .extracting(e -> ((MissingRateException) e).pair()).isEqualTo("CHF/EUR");
    }

    private static void close(String what, double actual, double expected) {
        assertThat(actual).as(what).isCloseTo(expected, within(1e-9 * Math.max(1e-12, Math.abs(expected))));
    }
}
