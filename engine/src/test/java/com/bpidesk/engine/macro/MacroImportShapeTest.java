package com.bpidesk.engine.macro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.market.SharedData;
import java.nio.file.Files;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/**
 * Issue 29: a macro import is a FRED file only by FRED's shape, and its values are finite and plausible for the
 * series' kind (docs/market-data.md "Plausible values"); the expected bounds below are the documented ones, worked by
 * hand, not read back from {@link ValueRanges}.
 */
class MacroImportShapeTest {

    private static MacroFiles.Parsed parse(String csv) {
        return MacroFiles.parse(csv, "upload.csv");
    }

    @Test
    void theHostileCostBasisFileOfTheSweepIsRefusedNamingWhatWasFound() throws Exception {
        // the file of issue 29: any CSV with a date column, values of +-1e308
        String csv = Files.readString(SharedData.fixture("macro/hostile_cost_basis.csv"));
        assertThatThrownBy(() -> parse(csv)).isInstanceOf(MacroFiles.FormatException.class)
                .hasMessageContaining("'date,cost_basis'").hasMessageContaining("FRED")
                .hasMessageNotContaining("Exception");
        // and through the importer: refused before the store is touched (a null store would fail otherwise)
        MacroImporter importer = new MacroImporter(null, java.time.Clock.systemUTC());
        assertThatThrownBy(() -> importer.importText(csv, "cost_basis.csv")).isInstanceOf(MacroFiles.FormatException.class);
    }

    @Test
    void aFredHeaderOverAColumnThatIsNotASeriesIdIsRefused() {
        assertThatThrownBy(() -> parse("DATE,cost_basis\n2024-01-02,100\n"))
                .hasMessageContaining("column 2 is named 'cost_basis'").hasMessageContaining("not a FRED series id");
        assertThatThrownBy(() -> parse("observation_date,UNRATE,my value\n2024-01-01,3.7,1\n"))
                .hasMessageContaining("column 3 is named 'my value'");
        // a lower-case 'date' header is not FRED's (fredgraph.csv writes observation_date or DATE)
        assertThatThrownBy(() -> parse("date,UNRATE\n2024-01-01,3.7\n")).hasMessageContaining("'date,UNRATE'");
    }

    @Test
    void aFredShapedFileWithHugeValuesIsRefusedByTheRangeOfItsKind() {
        // an unknown id has unknown units: plausible within [-1e7, 1e7]
        assertThatThrownBy(() -> parse("observation_date,COST_BASIS\n2024-01-01,5\n2024-02-01,-1e308\n"))
                .hasMessageContaining("COST_BASIS holds -1.00e+308 on 2024-02-01")
                .hasMessageContaining("between -10,000,000 and 10,000,000");
        assertThat(parse("observation_date,COST_BASIS\n2024-01-01,-10000000\n2024-02-01,10000000\n").series()).hasSize(1);
    }

    @Test
    void nonFiniteAndNonNumericValuesAreRefusedNotSkipped() {
        assertThatThrownBy(() -> parse("observation_date,UNRATE\n2024-01-01,1e309\n")).hasMessageContaining("Line 2")
                .hasMessageContaining("too large");
        for (String bad : new String[] {"Infinity", "-Infinity", "NaN", "abc", "0x10"}) {
            assertThatThrownBy(() -> parse("observation_date,UNRATE\n2024-01-01,3.7\n2024-02-01," + bad + "\n"))
                    .hasMessageContaining("Line 3").hasMessageContaining("not a number");
        }
        assertThatThrownBy(() -> parse("DATE,UNRATE\n2024-13-45,3.7\n")).hasMessageContaining("'2024-13-45'")
                .hasMessageContaining("year-month-day");
        // FRED's own missing markers are still skipped with a warning
        MacroFiles.Parsed p = parse("DATE,UNRATE\n2024-01-01,3.7\n2024-02-01,.\n2024-03-01,\n");
        assertThat(p.series().get(0).observations()).containsExactly(new Observation(LocalDate.of(2024, 1, 1), 3.7));
        assertThat(p.warnings()).anyMatch(w -> w.contains("2 missing"));
    }

    @Test
    void aRateOrShareInPercentLiesWithinMinusAndPlusOneHundred() {
        // UNRATE: catalogue units 'percent', category labour -> rate or share
        assertThat(parse("DATE,UNRATE\n2024-01-01,100\n2024-02-01,-100\n").series().get(0).observations()).hasSize(2);
        assertThatThrownBy(() -> parse("DATE,UNRATE\n2024-01-01,100.5\n")).hasMessageContaining("UNRATE holds 100.5 on 2024-01-01")
                .hasMessageContaining("a rate or share in percent lies between -100 and 100");
        assertThatThrownBy(() -> parse("DATE,FEDFUNDS\n2024-01-01,-100.01\n")).hasMessageContaining("FEDFUNDS");
    }

    @Test
    void aChangeInPercentCannotFallBelowMinusOneHundred() {
        // A191RL1Q225SBEA: real GDP growth, units 'percent', category growth -> change in percent [-100, 100,000]
        assertThat(parse("DATE,A191RL1Q225SBEA\n2024-01-01,150\n2024-04-01,-100\n").series()).hasSize(1);
        assertThatThrownBy(() -> parse("DATE,A191RL1Q225SBEA\n2024-01-01,-100.5\n"))
                .hasMessageContaining("change in percent lies between -100 and 100,000");
    }

    @Test
    void anIndexOrLevelIsPositiveAndBelowTenMillion() {
        // CPIAUCSL: 'index 1982-1984=100'; GDPC1: 'billions of chained dollars'
        assertThat(parse("DATE,CPIAUCSL\n2024-01-01,0.001\n2024-02-01,10000000\n").series()).hasSize(1);
        assertThatThrownBy(() -> parse("DATE,CPIAUCSL\n2024-01-01,0\n")).hasMessageContaining("above 0 and at most 10,000,000");
        assertThatThrownBy(() -> parse("DATE,GDPC1\n2024-01-01,-5\n")).hasMessageContaining("GDPC1 holds -5 on 2024-01-01");
        assertThatThrownBy(() -> parse("DATE,GDPC1\n2024-01-01,10000001\n")).hasMessageContaining("GDPC1");
    }

    @Test
    void theKindOfEveryCataloguedSeriesFollowsItsUnits() {
        assertThat(kind("FEDFUNDS")).isEqualTo("rate or share in percent");
        assertThat(kind("BAMLH0A0HYM2")).isEqualTo("rate or share in percent");
        assertThat(kind("UNRATE")).isEqualTo("rate or share in percent");
        assertThat(kind("A191RL1Q225SBEA")).isEqualTo("change in percent");
        assertThat(kind(MacroCatalog.EA_HICP)).isEqualTo("change in percent");
        assertThat(kind("CPIAUCSL")).isEqualTo("index or level");
        assertThat(kind("GDPC1")).isEqualTo("index or level");
        assertThat(kind("PAYEMS")).isEqualTo("index or level");
        assertThat(kind("ICSA")).isEqualTo("index or level");
    }

    private static String kind(String id) {
        return ValueRanges.of(MacroCatalog.find(id).orElseThrow().info("FRED")).kind();
    }
}
