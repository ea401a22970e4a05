package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Every real file under ../shared/data/prices, and hand-written fixtures in the exact native layouts. */
class PriceCsvTest {

    static Stream<Path> sharedPriceFiles() throws IOException {
        Path root = SharedData.path("prices");
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> files = walk.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
            assertThat(files).hasSizeGreaterThanOrEqualTo(39);
            return files.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("sharedPriceFiles")
    void everySharedFileParsesWithConsistentBars(Path file) throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(file);
        long rows = Files.readAllLines(file).stream().skip(1).filter(l -> !l.isBlank()).count();
        assertThat(p.bars()).hasSize((int) rows);
        assertThat(p.symbol()).isEqualTo(file.getFileName().toString().replace(".csv", ""));
        String folder = file.getParent().getFileName().toString();
        assertThat(p.format()).isEqualTo(switch (folder) {
            case "alphavantage_style_1999_2024" -> "alphavantage";
            case "yfinance_autoadjust_to_2026" -> "yfinance";
            default -> "yahoo";
        });
        assertThat(p.priceBasis()).isEqualTo(folder.startsWith("yfinance") ? "adjusted" : "traded");
        LocalDate prev = LocalDate.MIN;
        for (Bar b : p.bars()) {
            assertThat(b.date()).isAfter(prev);
            assertThat(b.low()).isLessThanOrEqualTo(Math.min(b.open(), b.close()));
            assertThat(b.high()).isGreaterThanOrEqualTo(Math.max(b.open(), b.close()));
            assertThat(b.adjClose()).isPositive();
            prev = b.date();
        }
    }

    @Test
    void yahooTimestampWithOffsetGivesTheCalendarDate() throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(SharedData.path("prices/yahoo_style_2020_2025/AAPL.csv"));
        Bar first = p.bars().get(0);
        // file line: 2020-07-27 04:00:00+00:00,... (values read independently from the file)
        String line = Files.readAllLines(SharedData.path("prices/yahoo_style_2020_2025/AAPL.csv")).get(1);
        String[] f = line.split(",");
        assertThat(first.date()).isEqualTo(LocalDate.of(2020, 7, 27));
        assertThat(first.open()).isEqualTo(Double.parseDouble(f[1]));
        assertThat(first.close()).isEqualTo(Double.parseDouble(f[4]));
        assertThat(first.volume()).isEqualTo(Math.round(Double.parseDouble(f[6])));
    }

    @Test
    void anAdjCloseEqualToCloseEverywhereIsFlagged() throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(SharedData.path("prices/yahoo_style_2020_2025/KO.csv"));
        assertThat(p.adjustment()).contains("probably not adjusted");
        assertThat(p.warnings()).anyMatch(w -> w.contains("not dividend-adjusted"));
    }

    @Test
    void strayEarlyRowIsReportedAsAGap() throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(SharedData.path("prices/yahoo_style_2020_2025/SPY.csv"));
        assertThat(p.bars().get(0).date()).isEqualTo(LocalDate.of(2018, 11, 1));
        assertThat(p.warnings()).anyMatch(w -> w.contains("2018-11-01..2020-07-27"));
    }

    @Test
    void adjustedCloseComesFromTheYahooFile() throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(SharedData.path("prices/yahoo_adjclose_2016_2021/SPY.csv"));
        Bar first = p.bars().get(0);
        assertThat(first.close()).isCloseTo(207.4499969482422, within(1e-9));
        assertThat(first.adjClose()).isCloseTo(188.70506286621094, within(1e-9));
        assertThat(p.adjustment()).isEqualTo("adjusted close from the file");
    }

    @Test
    void alphaVantageQqqSplitOf2000IsDetected() throws IOException {
        PriceCsv.Parsed p = PriceCsv.read(SharedData.path("prices/alphavantage_style_1999_2024/QQQ.csv"));
        assertThat(p.adjustment()).startsWith("split-adjusted from detected splits");
        Bar before = p.bars().stream().filter(b -> b.date().equals(LocalDate.of(2000, 3, 17))).findFirst().orElseThrow();
        Bar after = p.bars().stream().filter(b -> b.date().equals(LocalDate.of(2000, 3, 20))).findFirst().orElseThrow();
        assertThat(before.close()).isEqualTo(221.6);
        assertThat(before.adjClose()).isCloseTo(110.8, within(1e-9));      // 221.6 / 2
        assertThat(after.adjClose()).isEqualTo(after.close());
        assertThat(PriceCsv.detectSplits(p.bars())).containsEntry(LocalDate.of(2000, 3, 20), 2.0);
    }

    @Test
    void stooqBulkLayoutWithTickerColumnAndBasicDates() {
        PriceCsv.Parsed p = parseFixture("prices/stooq_bulk_aapl.us.txt");
        assertThat(p.format()).isEqualTo("stooq");
        assertThat(p.symbol()).isEqualTo("AAPL");
        assertThat(p.bars()).extracting(Bar::date).containsExactly(LocalDate.of(2024, 1, 2), LocalDate.of(2024, 1, 3),
                LocalDate.of(2024, 1, 4));
        assertThat(p.bars().get(2).high()).isEqualTo(183.0872);
    }

    @Test
    void stooqDailyDownload() {
        PriceCsv.Parsed p = parseFixture("prices/stooq_spy.csv");
        assertThat(p.format()).isEqualTo("stooq");
        assertThat(p.bars()).hasSize(3);
        assertThat(p.bars().get(0).volume()).isEqualTo(123_623_700L);
    }

    @Test
    void alphaVantageDailyAdjustedUsesItsAdjustedCloseAndSortsNewestFirstFiles() {
        PriceCsv.Parsed p = parseFixture("prices/alphavantage_daily_adjusted_NVDA.csv");
        assertThat(p.format()).isEqualTo("alphavantage");
        assertThat(p.bars().get(0).date()).isEqualTo(LocalDate.of(2024, 6, 6));
        assertThat(p.bars().get(0).adjClose()).isEqualTo(120.96);
        assertThat(p.adjustment()).isEqualTo("adjusted close from the file");
    }

    @Test
    void alphaVantageDailyWithoutAdjustmentGetsTheTenForOneSplitDetected() {
        PriceCsv.Parsed p = parseFixture("prices/alphavantage_daily_NVDA.csv");
        assertThat(p.bars().get(0).adjClose()).isCloseTo(120.998, within(1e-9));   // 1209.98 / 10
        assertThat(p.bars().get(2).adjClose()).isEqualTo(121.79);
    }

    @Test
    void yfinanceMultiLevelHeaderGivesTheTicker() {
        PriceCsv.Parsed p = parseFixture("prices/yfinance_multiheader.csv");
        assertThat(p.format()).isEqualTo("yfinance");
        assertThat(p.symbol()).isEqualTo("MSFT");
        assertThat(p.priceBasis()).isEqualTo("adjusted");
        assertThat(p.bars().get(0).open()).isEqualTo(371.2);
        assertThat(p.bars().get(0).close()).isEqualTo(367.7);
    }

    @Test
    void yahooNullRowsAreSkippedWithAWarning() {
        PriceCsv.Parsed p = parseFixture("prices/yahoo_with_nulls_KO.csv");
        assertThat(p.bars()).hasSize(2);
        assertThat(p.warnings()).anyMatch(w -> w.startsWith("1 row(s)"));
    }

    @Test
    void notAPriceFileIsRejectedWithTheExpectedHeader() {
        assertThatThrownBy(() -> PriceCsv.parse("name,amount\nx,1\n", Optional.empty()))
                .isInstanceOf(PriceCsv.FormatException.class).hasMessageContaining("open, high, low and close");
    }

    @Test
    void symbolsFromFileNames() {
        assertThat(PriceCsv.symbolFromFileName("SPY.csv")).contains("SPY");
        assertThat(PriceCsv.symbolFromFileName("brk.b_daily.csv")).contains("BRK.B");
        assertThat(PriceCsv.symbolFromFileName("spy.us.txt")).contains("SPY");
        assertThat(PriceCsv.symbolFromFileName("my prices (1).csv")).isEmpty();
    }

    static PriceCsv.Parsed parseFixture(String name) {
        try {
            return PriceCsv.parse(Files.readString(SharedData.fixture(name)), Optional.empty());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
