package com.bpidesk.engine.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.db.Database;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: every imported price knows its currency (stated, else the exchange suffix of the table
 * {@code /market/listing-currencies.csv}, else the reference data, else unknown with a warning; never assumed USD), and
 * the import's warnings are kept per symbol so that analyses repeat them. Expected currencies are the exchanges' trading
 * currencies (Xetra EUR, London GBP, Toronto CAD, SIX CHF, Tokyo JPY), written by hand. One database for the class.
 */
class PriceImportCurrencyTest {

    static Path dir;
    static Database db;
    static StorePriceHistory prices;
    static PriceImporter importer;

    @BeforeAll
    static void open() throws IOException {
        dir = Files.createTempDirectory("bpi-price-ccy-");
        db = Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 2);
        prices = new StorePriceHistory(new PriceStore(db), Clock.fixed(Instant.parse("2026-03-30T00:00:00Z"), ZoneOffset.UTC), "SPY");
        importer = new PriceImporter(prices, Clock.fixed(Instant.parse("2026-03-30T00:00:00Z"), ZoneOffset.UTC));
    }

    @AfterAll
    static void close() throws IOException {
        db.close();
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    @Test
    void exchangeSuffixesGiveTheListingsCurrency() {
        Map<String, String> expected = Map.of("SAP.DE", "EUR", "ASML.AS", "EUR", "MC.PA", "EUR", "VOD.L", "GBP",
                "RY.TO", "CAD", "NESN.SW", "CHF", "7203.T", "JPY", "SPY.US", "USD");
        expected.forEach((sym, ccy) -> {
            ListingCurrency.Resolved r = ListingCurrency.resolve(sym, null, null);
            assertThat(r.currency()).as(sym).isEqualTo(ccy);
            assertThat(r.basis()).as(sym).startsWith("exchange suffix .");
        });
        assertThat(ListingCurrency.resolve("VOD.L", null, null).warnings()).singleElement().asString().contains("pence");
        // a class-share dot is no exchange: BRK.B takes the reference data's currency
        assertThat(ListingCurrency.resolve("BRK.B", null, "USD").basis()).isEqualTo("reference data");
    }

    @Test
    void aStatedCurrencyWinsAndAContradictionIsWarnedAbout() {
        ListingCurrency.Resolved r = ListingCurrency.resolve("SAP.DE", "USD", null);
        assertThat(r.currency()).isEqualTo("USD");
        assertThat(r.basis()).isEqualTo("stated at import");
        assertThat(r.warnings()).singleElement().asString().contains("differs from the Xetra listing's EUR");
        assertThat(ListingCurrency.resolve("AAPL", "EUR", "USD").warnings()).singleElement().asString()
                .contains("differs from the reference data's USD");
    }

    @Test
    void anUnknownBareTickerIsStoredAsUnknownWithAWarningNotAsUsd() throws IOException {
        String csv = Files.readString(SharedData.path("prices/yahoo_style_2020_2025/KO.csv"));
        PriceImporter.Result r = importer.importText(csv, "ZZKO.csv", null);
        assertThat(r.currency()).isEqualTo(Instrument.UNKNOWN_CURRENCY);
        assertThat(r.currencyBasis()).isEqualTo("unknown");
        assertThat(r.warnings()).anyMatch(w -> w.contains("currency of ZZKO's prices is unknown"));
        assertThat(prices.instrument("ZZKO").orElseThrow().currencyKnown()).isFalse();
        // stated again: known, and the notes of the new import replace the old ones
        PriceImporter.Result again = importer.importText(csv, "ZZKO.csv", null, "eur");
        assertThat(again.currency()).isEqualTo("EUR");
        assertThat(prices.instrument("ZZKO").orElseThrow().currency()).isEqualTo("EUR");
        assertThat(prices.importWarnings("ZZKO")).noneMatch(w -> w.contains("unknown"));
        assertThatThrownBy(() -> importer.importText(csv, "ZZKO.csv", null, "euro")).hasMessageContaining("three-letter");
    }

    @Test
    void aCurrencyColumnInTheFileNamesThePricesCurrency() throws IOException {
        String eur = "Date,Open,High,Low,Close,Volume,Currency\n2025-01-02,10,11,9,10.5,100,EUR\n2025-01-03,10.5,11,10,10.8,120,eur\n";
        PriceImporter.Result r = importer.importText(eur, "ZZFC.csv", null, null);
        assertThat(r.currency()).isEqualTo("EUR");
        assertThat(r.currencyBasis()).isEqualTo("the file's currency column");
        assertThat(r.warnings()).noneMatch(w -> w.contains("unknown"));
        // the import's stated currency still wins over the file's column
        assertThat(importer.importText(eur, "ZZFC.csv", null, "GBP").currency()).isEqualTo("GBP");
        // a column that contradicts the listing is used, with the contradiction named
        PriceImporter.Result xetra = importer.importText(eur.replace(",EUR", ",USD").replace(",eur", ",USD"), "ZZFX.DE.csv", null, null);
        assertThat(xetra.currency()).isEqualTo("USD");
        assertThat(xetra.warnings()).anyMatch(w -> w.startsWith("The file's currency, USD, differs from the Xetra listing's EUR"));
        // two currencies in the column: not one currency, so not used (unknown, as without the column)
        PriceImporter.Result mixed = importer.importText(eur.replace(",eur", ",USD"), "ZZMX.csv", null, null);
        assertThat(mixed.currency()).isEqualTo(Instrument.UNKNOWN_CURRENCY);
        assertThat(mixed.warnings()).anyMatch(w -> w.contains("names EUR, USD: not one currency"));
    }

    @Test
    void aFileImportedBeforeCurrenciesWereRecordedSaysItsCurrencyWasAssumed() {
        // as an import before issue 30 left it: bars and an instrument stored as USD, no import notes
        prices.store().ensureInstrument("ZZOLD", "USD");
        prices.store().replace("ZZOLD", List.of(new Bar(java.time.LocalDate.of(2025, 1, 2), 10, 11, 9, 10.5, 10.5, 100)),
                "imported:yahoo", Instant.parse("2026-01-01T00:00:00Z"));
        prices.invalidate("ZZOLD");
        assertThat(prices.importWarnings("ZZOLD")).singleElement().asString()
                .contains("currency was not recorded").contains("USD was assumed").contains("import the file again");
        // imported again (currency resolved and recorded): the warning goes
        importer.importText("Date,Open,High,Low,Close,Volume,Currency\n2025-01-02,10,11,9,10.5,100,USD\n", "ZZOLD.csv", null, null);
        assertThat(prices.importWarnings("ZZOLD")).noneMatch(w -> w.contains("not recorded"));
    }

    @Test
    void importWarningsAreKeptPerSymbolForTheAnalyses() throws IOException {
        // shared/data's Yahoo-style GLD: Adj Close equals Close on every row (SOURCES.md: not dividend-adjusted)
        PriceImporter.Result r = importer.importText(Files.readString(SharedData.path("prices/yahoo_style_2020_2025/GLD.csv")),
                "GLD.csv", null);
        assertThat(r.currency()).isEqualTo("USD");
        assertThat(r.currencyBasis()).isEqualTo("reference data");
        assertThat(prices.importWarnings("GLD")).anyMatch(w -> w.contains("not dividend-adjusted"));
        // Alpha Vantage TIME_SERIES_DAILY has no adjusted close at all: also not dividend-adjusted
        importer.importText(Files.readString(SharedData.path("prices/alphavantage_style_1999_2024/TLT.csv")), "TLT.csv", null);
        assertThat(prices.importWarnings("TLT")).anyMatch(w -> w.contains("not dividend-adjusted"));
        // yfinance auto-adjusted closes include dividends: no such warning
        importer.importText(Files.readString(SharedData.path("prices/yfinance_autoadjust_to_2026/SPY.csv")), "SPY.csv", null);
        assertThat(prices.importWarnings("SPY")).noneMatch(w -> w.contains("dividend"));
    }
}
