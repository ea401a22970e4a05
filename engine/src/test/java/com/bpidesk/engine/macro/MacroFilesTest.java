package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.market.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The real files under ../shared/data/macro, and native-layout fixtures for formats not present there. */
class MacroFilesTest {

    @Test
    void everySharedFredFileParsesToItsSeries() throws IOException {
        for (String id : List.of("BAMLH0A0HYM2", "CPIAUCSL", "DGS10", "DGS2", "FEDFUNDS", "T10Y2Y", "UNRATE")) {
            Path file = SharedData.path("macro/fred/" + id + ".csv");
            MacroFiles.Parsed p = MacroFiles.read(file);
            assertThat(p.format()).isEqualTo("fred");
            assertThat(p.series()).hasSize(1);
            MacroStore.Loaded s = p.series().get(0);
            assertThat(s.info().seriesId()).isEqualTo(id);
            assertThat(s.info().source()).isEqualTo("FRED");
            long withValue = Files.readAllLines(file).stream().skip(1).filter(l -> !l.endsWith(",") && !l.endsWith(",.")).count();
            assertThat(s.observations()).hasSize((int) withValue);
        }
    }

    @Test
    void currentFredHeaderWithEmptyMissingValues() throws IOException {
        MacroStore.Loaded dgs10 = MacroFiles.read(SharedData.path("macro/fred/DGS10.csv")).series().get(0);
        assertThat(dgs10.info().frequency()).isEqualTo("daily");
        assertThat(dgs10.info().category()).isEqualTo("rates");
        assertThat(dgs10.observations().get(0)).isEqualTo(new Observation(LocalDate.of(2021, 2, 12), 1.20));
        assertThat(dgs10.observations().get(1).period()).isEqualTo(LocalDate.of(2021, 2, 16));   // 02-15 is empty
        MacroStore.Loaded unrate = MacroFiles.read(SharedData.path("macro/fred/UNRATE.csv")).series().get(0);
        assertThat(unrate.info().frequency()).isEqualTo("monthly");
        assertThat(unrate.observations()).noneMatch(o -> o.period().equals(LocalDate.of(2025, 10, 1)));
    }

    @Test
    void legacyFredHeaderAndDotForMissing() throws IOException {
        MacroStore.Loaded gdp = MacroFiles.read(SharedData.path("macro/fred_legacy/GDPC1.csv")).series().get(0);
        assertThat(gdp.info().seriesId()).isEqualTo("GDPC1");
        assertThat(gdp.info().frequency()).isEqualTo("quarterly");
        assertThat(gdp.info().category()).isEqualTo("growth");
        assertThat(gdp.observations().get(0)).isEqualTo(new Observation(LocalDate.of(1947, 1, 1), 1934.5));
        assertThat(gdp.observations()).hasSize(279);
        MacroFiles.Parsed dot = MacroFiles.read(SharedData.fixture("macro/fred_legacy_dot_missing.csv"));
        assertThat(dot.series().get(0).observations()).hasSize(3);
        assertThat(dot.warnings()).anyMatch(w -> w.contains("1 missing"));
    }

    @Test
    void worldBankBulkCsvWithItsPreamble() throws IOException {
        MacroFiles.Parsed p = MacroFiles.read(SharedData.path("macro/worldbank/API_NY.GDP.MKTP.KD.ZG_DS2_en_csv_v2.csv"));
        assertThat(p.format()).isEqualTo("worldbank-csv");
        assertThat(p.series()).hasSize(252);     // 264 rows, 12 without any value
        MacroStore.Loaded usa = p.series().stream().filter(s -> s.info().seriesId().equals("NY.GDP.MKTP.KD.ZG:USA"))
                .findFirst().orElseThrow();
        assertThat(usa.info().region()).isEqualTo("US");
        assertThat(usa.info().frequency()).isEqualTo("annual");
        assertThat(usa.observations().get(usa.observations().size() - 1))
                .isEqualTo(new Observation(LocalDate.of(2015, 1, 1), 2.59614804050973));
        assertThat(p.warnings()).anyMatch(w -> w.contains("2017-03-23"));
    }

    @Test
    void worldBankApiJson() throws IOException {
        MacroFiles.Parsed p = MacroFiles.read(SharedData.fixture("macro/worldbank_api_v2.json"));
        assertThat(p.format()).isEqualTo("worldbank-json");
        assertThat(p.series()).extracting(s -> s.info().seriesId())
                .containsExactly("NY.GDP.MKTP.KD.ZG:USA", "NY.GDP.MKTP.KD.ZG:DEU");
        MacroStore.Loaded deu = p.series().get(1);
        assertThat(deu.info().region()).isEqualTo("DE");
        assertThat(deu.observations()).containsExactly(new Observation(LocalDate.of(2023, 1, 1), -0.266930587716438),
                new Observation(LocalDate.of(2024, 1, 1), -0.236297466810823));
    }

    @Test
    void ecbCsvDataWithKeyColumn() throws IOException {
        MacroFiles.Parsed p = MacroFiles.read(SharedData.fixture("macro/ecb_mro_csvdata.csv"));
        assertThat(p.format()).isEqualTo("ecb-sdmx-csv");
        MacroStore.Loaded mro = p.series().get(0);
        assertThat(mro.info().seriesId()).isEqualTo(MacroCatalog.ECB_MRO);
        assertThat(mro.info().region()).isEqualTo("EA");
        assertThat(mro.info().category()).isEqualTo("rates");
        assertThat(mro.observations()).extracting(Observation::value).containsExactly(4.25, 4.5, 4.25, 3.65);
        assertThat(mro.observations().get(3).period()).isEqualTo(LocalDate.of(2024, 9, 18));
    }

    @Test
    void sdmxCsvWithDataflowColumnBuildsTheKey() throws IOException {
        MacroFiles.Parsed p = MacroFiles.read(SharedData.fixture("macro/ecb_hicp_sdmx_csv.csv"));
        MacroStore.Loaded hicp = p.series().get(0);
        assertThat(hicp.info().seriesId()).isEqualTo(MacroCatalog.EA_HICP);
        assertThat(hicp.info().frequency()).isEqualTo("monthly");
        assertThat(hicp.info().category()).isEqualTo("inflation");
        assertThat(hicp.observations().get(0)).isEqualTo(new Observation(LocalDate.of(2024, 1, 1), 2.8));
    }

    @Test
    void bankOfEnglandIadbCsv() throws IOException {
        MacroFiles.Parsed p = MacroFiles.read(SharedData.fixture("macro/boe_iadb_bank_rate.csv"));
        assertThat(p.format()).isEqualTo("boe-iadb");
        MacroStore.Loaded rate = p.series().get(0);
        assertThat(rate.info().seriesId()).isEqualTo("IUDBEDR");
        assertThat(rate.info().region()).isEqualTo("GB");
        assertThat(rate.observations()).hasSize(4);
        assertThat(rate.observations().get(1)).isEqualTo(new Observation(LocalDate.of(2024, 8, 2), 5.00));
        assertThat(p.warnings()).anyMatch(w -> w.startsWith("1 value"));
    }

    @Test
    void periodsOfEveryPublishedShape() {
        assertThat(MacroFiles.period("2024-Q3")).isEqualTo(LocalDate.of(2024, 7, 1));
        assertThat(MacroFiles.period("2024-S2")).isEqualTo(LocalDate.of(2024, 7, 1));
        assertThat(MacroFiles.period("2024-W01")).isEqualTo(LocalDate.of(2024, 1, 1));
        assertThat(MacroFiles.period("2024-05")).isEqualTo(LocalDate.of(2024, 5, 1));
        assertThat(MacroFiles.period("2024")).isEqualTo(LocalDate.of(2024, 1, 1));
    }

    @Test
    void unknownContentIsRejected() {
        assertThatThrownBy(() -> MacroFiles.parse("a,b\n1,2\n", "x.csv")).isInstanceOf(MacroFiles.FormatException.class)
                .hasMessageContaining("FRED");
    }

    @Test
    void significanceOfAHandWorkedSeries() {
        // readings (changes): 0.1, -0.1 repeated 8 times, then a +0.5 move
        List<Observation> obs = new java.util.ArrayList<>();
        double v = 2.0;
        obs.add(new Observation(LocalDate.of(2020, 1, 1), v));
        for (int k = 1; k <= 8; k++) {
            v += (k % 2 == 1) ? 0.1 : -0.1;
            obs.add(new Observation(LocalDate.of(2020, 1, 1).plusMonths(k), v));
        }
        obs.add(new Observation(LocalDate.of(2020, 10, 1), v + 0.5));
        double[] y = Significance.readings(obs, false);
        // mean of 8 readings = 0, sample sd = sqrt(8 * 0.01 / 7) = 0.106904
        double z = Significance.zScore(y, 9);
        assertThat(z).isCloseTo(0.5 / Math.sqrt(0.08 / 7), within(1e-9));
        // z = 0.5 / 0.106904 = 4.677; s = 1 / (1 + exp(-2 (4.677 - 1.5))) = 0.99826 -> 0.998
        assertThat(Significance.score(z, false)).isEqualTo(0.998);
        assertThat(Significance.logistic(1.5)).isEqualTo(0.5);
        assertThat(Significance.score(0, false)).isCloseTo(0.047, within(1e-12));      // 1/(1+e^3)
        assertThat(Significance.score(0, true)).isCloseTo(0.619, within(1e-12));       // 1 - 0.4 (1 - 0.0474)
        assertThat(Significance.zScore(y, 5)).isNaN();                                 // fewer than 8 readings
    }

    @Test
    void feedMarksPolicyDecisionsAsSignificant() throws IOException {
        MacroStore.Loaded mro = MacroFiles.read(SharedData.fixture("macro/ecb_mro_csvdata.csv")).series().get(0);
        List<FeedItem> items = MacroFeed.releases(mro.info(), mro.observations());
        assertThat(items).hasSize(3);
        assertThat(items.get(2).change()).isCloseTo(-0.6, within(1e-9));
        assertThat(items).allMatch(i -> i.significance() >= 0.6);
    }
}
