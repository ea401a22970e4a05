package com.bpidesk.engine.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.SharedData;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every FX file under shared/data/fx parses to what an independent script reads from it
 * (engine/src/test/python/reference_fx.py), the small fixtures of each layout parse to their hand-counted content,
 * and cross rates equal the hand-computed ones.
 */
class FxFilesTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode reference() throws Exception {
        try (var in = FxFilesTest.class.getResourceAsStream("/reference/fx_reference.json")) {
            return JSON.readTree(in);
        }
    }

    @Test
    void everySharedFxFileParsesToTheReferenceContent() throws Exception {
        JsonNode ref = reference();
        Map<String, JsonNode> byPath = new HashMap<>();
        ref.get("files").forEach(f -> byPath.put(f.get("path").asText(), f));
        List<Path> files;
        Path root = SharedData.path("fx");
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(6);
        for (Path file : files) {
            String rel = "fx/" + root.relativize(file).toString().replace('\\', '/');
            FxFiles.Parsed parsed = FxFiles.parse(Files.readString(file, StandardCharsets.UTF_8), file.getFileName().toString());
            assertThat(parsed.pairs()).as(rel).isNotEmpty();
            JsonNode expected = byPath.get(rel);
            if (expected == null) {
                continue;   // a file added to shared/data after the reference was made: it must parse, nothing more
            }
            assertThat(parsed.format()).as(rel).isEqualTo(expected.get("format").asText());
            assertThat(parsed.pairs()).as(rel).hasSize(expected.get("pairs").size());
            Map<String, FxFiles.PairRates> pairs = new HashMap<>();
            parsed.pairs().forEach(p -> pairs.put(p.pair().toString(), p));
            for (JsonNode e : expected.get("pairs")) {
                FxFiles.PairRates p = pairs.get(e.get("base").asText() + "/" + e.get("quote").asText());
                assertThat(p).as(rel + " " + e).isNotNull();
                assertThat(p.rates()).as(rel + " " + e).hasSize(e.get("rates").asInt());
                assertThat(p.rates().firstKey()).isEqualTo(LocalDate.parse(e.get("first").asText()));
                assertThat(p.rates().lastKey()).isEqualTo(LocalDate.parse(e.get("last").asText()));
                assertThat(p.rates().lastEntry().getValue()).isEqualTo(e.get("last_rate").asDouble());
            }
        }
    }

    @Test
    void ecbReferenceRatesWithNaGapsAndTrailingCommas() throws Exception {
        FxFiles.Parsed p = parseFixture("eurofxref_small.csv");
        assertThat(p.format()).isEqualTo("ecb-eurofxref");
        // CYP is N/A throughout: skipped with a warning, not stored as zero
        assertThat(p.pairs()).extracting(r -> r.pair().toString()).containsExactly("EUR/USD", "EUR/JPY", "EUR/CHF", "EUR/GBP");
        assertThat(pair(p, "EUR/CHF").rates()).hasSize(2);   // 2023-12-29 is N/A
        assertThat(pair(p, "EUR/USD").rates()).containsEntry(LocalDate.of(2023, 12, 29), 1.1050);
        assertThat(p.warnings()).anyMatch(w -> w.contains("CYP")).anyMatch(w -> w.startsWith("4 cells"));
    }

    @Test
    void ecbSdmxCsvKeepsDailyRowsAndTreatsEmptyValuesAsGaps() throws Exception {
        FxFiles.Parsed p = parseFixture("ecb_exr_sdmx.csv");
        assertThat(p.format()).isEqualTo("ecb-sdmx");
        assertThat(p.pairs()).extracting(r -> r.pair().toString()).containsExactly("EUR/CHF", "EUR/JPY");
        assertThat(pair(p, "EUR/JPY").rates()).containsExactly(Map.entry(LocalDate.of(2024, 1, 2), 155.28),
                Map.entry(LocalDate.of(2024, 1, 3), 155.52));
        assertThat(p.warnings()).contains("1 rows are not daily (FREQ other than D) and were skipped",
                "1 rows have no value and are gaps");
    }

    @Test
    void fredCurrentAndLegacyHeadersWithTheirQuoteDirection() throws Exception {
        FxFiles.Parsed current = parseFixture("fred_dexszus_current.csv");
        assertThat(current.format()).isEqualTo("fred");
        // DEXSZUS: Swiss francs per one US dollar -> USD/CHF
        assertThat(current.pairs().get(0).pair()).isEqualTo(new CurrencyPair("USD", "CHF"));
        assertThat(current.pairs().get(0).rates()).containsExactly(Map.entry(LocalDate.of(2024, 1, 2), 0.8497),
                Map.entry(LocalDate.of(2024, 1, 3), 0.8521));
        FxFiles.Parsed legacy = parseFixture("fred_dexusuk_legacy.csv");
        assertThat(legacy.format()).isEqualTo("fred-legacy");
        // DEXUSUK: US dollars per one pound -> GBP/USD
        assertThat(legacy.pairs().get(0).pair()).isEqualTo(new CurrencyPair("GBP", "USD"));
        assertThat(legacy.pairs().get(0).rates()).hasSize(2).containsEntry(LocalDate.of(2024, 1, 3), 1.2630);
        assertThat(FxFiles.fredPair("DEXJPUS")).isEqualTo(new CurrencyPair("USD", "JPY"));
        assertThat(FxFiles.fredPair("DEXUSEU")).isEqualTo(new CurrencyPair("EUR", "USD"));
    }

    @Test
    void unreadableFilesSayWhatWasExpected() {
        assertThatThrownBy(() -> FxFiles.parse("name,amount\nx,1\n", "x.csv")).isInstanceOf(FxFiles.FormatException.class)
                .hasMessageContaining("ECB reference rates").hasMessageContaining("FRED");
        assertThatThrownBy(() -> FxFiles.parse("Date,USD,\n2024-01-02,-1.0,\n", "x.csv"))
                .hasMessageContaining("not a positive number");
        assertThatThrownBy(() -> FxFiles.parse("DATE,DEXXXUS\n2024-01-02,1.0\n", "x.csv"))
                .hasMessageContaining("unknown FRED country code");
    }

    @Test
    void crossRateChfToJpyThroughTheEuroEqualsTheHandComputedOne() throws Exception {
        FxTable table = ecbTable();
        // by hand from the ECB file, 2024-05-02: EUR/JPY 165.63, EUR/CHF 0.9759 -> CHF/JPY = 165.63 / 0.9759
        FxTable.Conversion c = table.convert("CHF", "JPY", LocalDate.of(2024, 5, 2));
        assertThat(c.rate()).isCloseTo(165.63 / 0.9759, within(1e-12 * 170));
        assertThat(c.legs()).extracting(FxTable.Leg::from, FxTable.Leg::to, FxTable.Leg::inverted)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("CHF", "EUR", true),
                        org.assertj.core.groups.Tuple.tuple("EUR", "JPY", false));
        for (JsonNode x : reference().get("cross")) {
            FxTable.Conversion r = table.convert(x.get("from").asText(), x.get("to").asText(),
                    LocalDate.parse(x.get("date").asText()));
            assertThat(r.rate()).as(x.toString()).isCloseTo(x.get("rate").asDouble(), within(1e-12 * x.get("rate").asDouble()));
            assertThat(r.rateDate()).as(x.toString()).isEqualTo(LocalDate.parse(x.get("rate_date").asText()));
        }
    }

    @Test
    void theShortestChainWinsAndADirectFredPairIsUsedBeforeTheEuroCross() throws Exception {
        Map<CurrencyPair, FxTable.Source> pairs = new HashMap<>(ecbTable().pairs());
        FxFiles.Parsed fred = FxFiles.parse(Files.readString(SharedData.path("fx/fred/DEXSZUS.csv")), "DEXSZUS.csv");
        pairs.put(fred.pairs().get(0).pair(), new FxTable.Source(fred.pairs().get(0).pair(), fred.pairs().get(0).rates(),
                "imported:fred", null));
        FxTable table = new FxTable(pairs, 7);
        FxTable.Conversion c = table.convert("CHF", "USD", LocalDate.of(2024, 11, 29));
        assertThat(c.legs()).hasSize(1);
        assertThat(c.legs().get(0).inverted()).isTrue();
        assertThat(c.rate()).isEqualTo(1.0 / fred.pairs().get(0).rates().get(LocalDate.of(2024, 11, 29)));
        assertThat(c.source()).isEqualTo("imported:fred");
    }

    @Test
    void minorUnitsAreScaledToTheirMajorCurrency() throws Exception {
        FxTable table = ecbTable();
        LocalDate d = LocalDate.of(2024, 5, 2);
        double gbpUsd = table.convert("GBP", "USD", d).rate();
        assertThat(table.convert("GBX", "USD", d).rate()).isCloseTo(gbpUsd / 100, within(1e-15));
        assertThat(table.convert("GBp", "USD", d).rate()).isCloseTo(gbpUsd / 100, within(1e-15));
        assertThat(table.convert("GBX", "GBP", d).rate()).isEqualTo(0.01);
        assertThat(table.convert("GBP", "GBX", d).rate()).isEqualTo(100.0);
        assertThat(table.convert("ZAc", "EUR", d).rate()).isCloseTo(0.01 / 19.969, within(1e-12));
        assertThat(table.convert("ILA", "ILS", d).rate()).isEqualTo(0.01);
        assertThat(Currencies.require("GBP").minor()).isFalse();
        assertThat(Currencies.unit("GbP")).isEmpty();
    }

    @Test
    void aMissingPairIsAnErrorNamingThePairNeverOne() throws Exception {
        FxTable table = ecbTable();
        assertThatThrownBy(() -> table.convert("USD", "RON", LocalDate.of(2000, 1, 3)))   // RON quoted from 2005
                .isInstanceOf(MissingRateException.class).hasMessageContaining("USD to RON")
                .extracting(e -> ((MissingRateException) e).pair()).isEqualTo("USD/RON");
        assertThatThrownBy(() -> table.convert("USD", "ARS", LocalDate.of(2024, 5, 2)))
                .hasMessageContaining("no stored pair quotes ARS");
        // CYP stopped in 2007: a rate older than the staleness limit is a gap, not the last known value
        assertThatThrownBy(() -> table.convert("CYP", "EUR", LocalDate.of(2024, 5, 2)))
                .isInstanceOf(MissingRateException.class).hasMessageContaining("within 7 days");
        assertThat(table.find("EUR", "CYP", LocalDate.of(2007, 12, 31))).isPresent();
    }

    @Test
    void demoRatesCoverEveryWeekdayFromTheDemoEpochAndAreDeterministic() {
        var a = new DemoFx(1L).generate(LocalDate.of(2025, 1, 10));
        var b = new DemoFx(1L).generate(LocalDate.of(2025, 1, 10));
        assertThat(a).isEqualTo(b);
        NavigableMap<LocalDate, Double> usd = a.get(new CurrencyPair("EUR", "USD"));
        assertThat(usd.firstKey()).isEqualTo(DemoFx.EPOCH);
        assertThat(usd.lastKey()).isEqualTo(LocalDate.of(2025, 1, 10));
        assertThat(usd.keySet()).noneMatch(d -> d.getDayOfWeek().getValue() >= 6);
        assertThat(usd.values()).allMatch(v -> v > 0.7 && v < 1.7);
        assertThat(new DemoFx(2L).generate(LocalDate.of(2025, 1, 10)).get(new CurrencyPair("EUR", "USD"))).isNotEqualTo(usd);
    }

    static FxTable ecbTable() throws Exception {
        FxFiles.Parsed p = FxFiles.parse(Files.readString(SharedData.path("fx/eurofxref-hist.csv")), "eurofxref-hist.csv");
        Map<CurrencyPair, FxTable.Source> pairs = new HashMap<>();
        for (FxFiles.PairRates r : p.pairs()) {
            pairs.put(r.pair(), new FxTable.Source(r.pair(), new TreeMap<>(r.rates()), "imported:ecb-eurofxref", null));
        }
        return new FxTable(pairs, 7);
    }

    private static FxFiles.PairRates pair(FxFiles.Parsed p, String pair) {
        return p.pairs().stream().filter(r -> r.pair().toString().equals(pair)).findFirst().orElseThrow();
    }

    private static FxFiles.Parsed parseFixture(String name) throws Exception {
        return FxFiles.parse(Files.readString(SharedData.fixture("fx/" + name)), name);
    }
}
