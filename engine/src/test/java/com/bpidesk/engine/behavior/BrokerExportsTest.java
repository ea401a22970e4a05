package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.platform.http.ApiException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Real, anonymised broker exports from ../shared/data/transactions (see its SOURCES.md). Expected trade counts were
 * counted independently with grep/awk over the raw files (buy/sell rows of each layout; IBKR's three SELL rows without an
 * ISIN are CHF/USD conversions and are not security trades).
 */
class BrokerExportsTest {

    static Path file(String name) {
        return Path.of(System.getProperty("bpi.shared.data", "../../shared/data")).resolve("transactions").resolve(name);
    }

    static ParsedPortfolio parse(String name) throws IOException {
        return PortfolioCsv.parse(Files.readAllBytes(file(name)), PortfolioCsv.Options.detect());
    }

    @ParameterizedTest
    @CsvSource({
            "trading212-export.csv, trading212, 4",
            "ibkr-trades-export.csv, ibkr, 8",
            "schwab-export.csv, schwab, 43",
            "revolut-invest-export.csv, revolut, 4",
            "freetrade-export.csv, freetrade, 4",
            "parqet-export.csv, parqet, 20",
            "etoro-export.csv, etoro, 9"})
    void brokerLayoutsAreReadAndScored(String name, String format, int trades) throws IOException {
        ParsedPortfolio p = parse(name);
        assertThat(p.detectedFormat()).isEqualTo(format);
        assertThat(p.isTransactions()).isTrue();
        assertThat(p.trades()).hasSize(trades);
        assertThat(p.dataRows()).isEqualTo(trades + p.ignoredRows().values().stream().mapToLong(Long::longValue).sum());
        DnaReport r = new DnaScorer(null, null, Clock.systemUTC()).score(p, "US");
        assertThat(r.scores()).hasSize(8);
        assertThat(r.recordsUsed()).isEqualTo(trades);
    }

    @Test
    void ibkrValuesAreExact() throws IOException {
        Trade t = parse("ibkr-trades-export.csv").trades().get(0);
        // "BUY","20230522","CH0111762537","7","282.7","1978.9","CHF","-5","CHF"
        assertThat(t.date()).isEqualTo(LocalDate.of(2023, 5, 22));
        assertThat(t.symbol()).isEqualTo("CH0111762537");
        assertThat(t.side()).isEqualTo(Side.BUY);
        assertThat(t.quantity()).isEqualTo(7);
        assertThat(t.price()).isEqualTo(282.7);
        assertThat(t.fees()).isEqualTo(5);
        assertThat(t.currency()).isEqualTo("CHF");
    }

    @Test
    void parqetSemicolonsAndDecimalCommas() throws IOException {
        ParsedPortfolio p = parse("parqet-export.csv");
        assertThat(p.delimiter()).isEqualTo(';');
        // "2024-08-02T07:00:00.001Z";"02.08.2024";"09:00:00";28,03;17,83803;500;...;"Buy";...;"LU2089238203"
        Trade t = p.trades().stream().filter(x -> x.symbol().equals("LU2089238203") && x.date().equals(LocalDate.of(2024, 8, 2)))
                .findFirst().orElseThrow();
        assertThat(t.price()).isEqualTo(28.03);
        assertThat(t.quantity()).isCloseTo(17.83803, within(1e-9));
    }

    @Test
    void schwabThousandsSeparatorAndAsOfDates() throws IOException {
        ParsedPortfolio p = parse("schwab-export.csv");
        // "09/08/2023","Sell","SNAXX",...,"500,135","$1.00"
        Trade t = p.trades().stream().filter(x -> x.symbol().equals("SNAXX") && x.side() == Side.SELL).findFirst().orElseThrow();
        assertThat(t.quantity()).isEqualTo(500135);
        assertThat(t.price()).isEqualTo(1.0);
        assertThat(t.date()).isEqualTo(LocalDate.of(2023, 9, 8));
    }

    @Test
    void etoroPriceIsDerivedFromAmountAndUnits() throws IOException {
        ParsedPortfolio p = parse("etoro-export.csv");
        assertThat(p.dateOrder()).isEqualTo("dmy");
        // 09/01/2024 15:37:16,Open Position,AMD/USD,49.88,0.337209
        Trade t = p.trades().stream().filter(x -> x.symbol().equals("AMD") && x.side() == Side.BUY
                && x.date().equals(LocalDate.of(2024, 1, 9))).findFirst().orElseThrow();
        assertThat(t.price()).isCloseTo(49.88 / 0.337209, within(1e-9));
    }

    @ParameterizedTest
    @CsvSource({"degiro-export.csv, DEGIRO", "saxo-export.csv, SAXO"})
    void accountStatementsAreRejectedWithAHint(String name, String broker) {
        assertThatThrownBy(() -> parse(name)).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.type().status()).isEqualTo(422);
            assertThat(e.getMessage()).contains(broker).contains("account statement");
        });
    }
}
