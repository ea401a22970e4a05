package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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

    /**
     * Every file of ../shared/data/transactions and every synthetic broker export of src/test/resources/transactions/brokers
     * is read and scored; trades (buys, sells and dividend reinvestments with a price), dividends and cash movements
     * (deposits and withdrawals) match counts made by hand. Shared files: the label tables in
     * src/test/resources/transactions/hand_counts.py (run: python3 engine/src/test/resources/transactions/hand_counts.py);
     * synthetic files: written by hand, counts in the comment above each file in the generator's output
     * (see the header comment of each row group below).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // shared real exports: name, detected layout, trades, dividends, cash movements
            "bitvavo-export.csv, bitvavo, 12, 9, 13",
            "coinbase-export.csv, coinbase, 2, 2, 0",
            "cointracking-export.csv, cointracking, 3, 1, 2",
            "cryptocom-export.csv, cryptocom, 0, 6, 1",
            "degiro-export.csv, degiro-account, 16, 10, 6",
            // delta: 3 trades, of which ETH bought for BTC and SOL sold for ETH are priced in a crypto asset and left unpriced
            // (issue 24; hand_counts.py 'scored')
            "delta-export.csv, delta, 1, 1, 3",
            "etoro-export.csv, etoro, 9, 11, 1",
            "finpension-bvg-export.csv, finpension, 2, 2, 1",
            "freetrade-export.csv, freetrade, 4, 3, 2",
            "ibkr-dividends-export.csv, ibkr-flex-cash, 0, 7, 0",
            "ibkr-trades-export.csv, ibkr-flex-trades, 8, 0, 0",
            "investengine-export.csv, investengine, 5, 0, 0",
            "parqet-export.csv, parqet, 20, 7, 0",
            "rabobank-export.csv, rabobank, 6, 2, 2",
            "relai-export.csv, relai, 3, 0, 0",
            "revolut-crypto-export.csv, revolut-crypto, 7, 3, 0",
            "revolut-invest-export.csv, revolut-invest, 4, 1, 2",
            "saxo-export.csv, saxo, 12, 2, 12",
            "schwab-export.csv, schwab, 43, 44, 1",
            "trading212-export.csv, trading212, 4, 4, 1",
            // synthetic exports in real brokers' layouts (engine/src/test/resources/transactions/brokers), counted by hand
            "brokers/avanza-transaktioner.csv, avanza, 5, 2, 2",
            "brokers/nordnet-se-transaktioner.csv, nordnet-se, 4, 2, 1",
            "brokers/degiro-transactions.csv, degiro-transactions-en, 5, 0, 0",
            "brokers/traderepublic-transaktionen.csv, trade-republic, 7, 1, 1",
            "brokers/comdirect-depotumsaetze.csv, comdirect, 4, 0, 0",
            "brokers/questrade-activities.csv, questrade, 3, 2, 1",
            "brokers/xtb-cash-operations.csv, xtb, 3, 1, 1",
            "brokers/fineco-movimenti-titoli.csv, fineco, 4, 0, 0",
            "brokers/tradeville-tranzactii.csv, tradeville, 3, 1, 1",
            "brokers/generic-pt-movimentos.csv, generic, 3, 1, 1",
            "brokers/generic-pl-historia.csv, generic, 2, 1, 0",
            // layouts of brokers that have no profile, read by the generic path only (issue 12, generality), counted by hand:
            // Robinhood (US) Activity report: multi-line quoted Description cells, "Trans Code" Buy/Sell/CDIV/ACH/INT, ($850.60)
            // negatives, M/d/yyyy, a disclaimer row at the end: Buy, Buy, Sell, Buy = 4 trades; CDIV = 1 dividend; ACH Deposit = 1
            "brokers/generic-us-robinhood-activity.csv, generic, 4, 1, 1",
            // E*TRADE (US) transactions download: "For Account:" preamble and a blank line, MM/dd/yy, Bought/Sold, sells as
            // negative quantities: Bought, Sold, Bought = 3 trades; Dividend = 1; Online Transfer from checking (+5000) = 1 deposit
            "brokers/generic-us-etrade-transactions.csv, generic, 3, 1, 1",
            // mBank eMakler (PL) transaction history: "Czas transakcji" date-times, K/S side column, three "Waluta" columns,
            // decimal commas and space thousands: K, K, K, S = 4 trades, nothing else
            // 4 trade rows, two of them fills of one order at 02.04.2024 09:15:02: 3 orders (issue 24; hand_counts.py 'orders')
            "brokers/generic-pl-mbank-emakler.csv, generic, 3, 0, 0",
            // Swissquote (CH) transactions in French: dd-MM-yyyy HH:mm:ss, ';' with decimal points, Achat/Vente/Dividende/
            // Versement/Droits de garde: Achat, Achat, Vente = 3 trades; Dividende = 1; Versement = 1 deposit
            "brokers/generic-ch-swissquote-fr.csv, generic, 3, 1, 1"})
    void everyTransactionFileIsReadAndScoredWithHandCountedRows(String name, String format, int trades, long dividends, long cash)
            throws IOException {
        byte[] bytes = name.startsWith("brokers/")
                ? Files.readAllBytes(Path.of("src/test/resources/transactions").resolve(name)) : Files.readAllBytes(file(name));
        ParsedPortfolio p = PortfolioCsv.parse(bytes, PortfolioCsv.Options.detect());
        assertThat(p.detectedFormat()).isEqualTo(format);
        assertThat(p.isTransactions()).isTrue();
        assertThat(p.trades()).hasSize(trades);
        assertThat(p.countsByKind().getOrDefault("dividend", 0L)).isEqualTo(dividends);
        assertThat(p.countsByKind().getOrDefault("deposit", 0L) + p.countsByKind().getOrDefault("withdrawal", 0L)).isEqualTo(cash);
        // nothing is dropped silently: every data row is a trade or counted by kind or label
        assertThat(p.dataRows()).isEqualTo(trades + p.ignoredRows().values().stream().mapToLong(Long::longValue).sum());
        DnaReport r = new DnaScorer(null, null, Clock.systemUTC()).score(p, "US");
        assertThat(r.scores()).hasSize(8);
        assertThat(r.recordsUsed()).isEqualTo(trades);
        assertThat(r.countsByKind()).isEqualTo(p.countsByKind());
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

    @Test
    void degiroAndSaxoStatementsReadTradesFromTheDescription() throws IOException {
        // DEGIRO 22: 15-12-2022,...,VICI PROPERTIES INC. C,US9256521090,"Koop 1 @ 33,9 USD",,USD,"-33,90",...
        Trade vici = parse("degiro-export.csv").trades().stream().filter(t -> t.line() == 22).findFirst().orElseThrow();
        assertThat(vici.side()).isEqualTo(Side.BUY);
        assertThat(vici.quantity()).isEqualTo(1);
        assertThat(vici.price()).isEqualTo(33.9);
        assertThat(vici.currency()).isEqualTo("USD");
        assertThat(vici.symbol()).isEqualTo("VICI");
        // DEGIRO 42: "Compra 6 ISHARES MSCI WOR A@49,785 EUR (IE00B4L5Y983)": the name sits between quantity and price
        Trade iwda = parse("degiro-export.csv").trades().stream().filter(t -> t.line() == 42).findFirst().orElseThrow();
        assertThat(iwda.quantity()).isEqualTo(6);
        assertThat(iwda.price()).isEqualTo(49.785);
        // DEGIRO 71: "Vente 1 046,3825 @ 0,9854 EUR": a space as thousands separator
        Trade fund = parse("degiro-export.csv").trades().stream().filter(t -> t.line() == 71).findFirst().orElseThrow();
        assertThat(fund.side()).isEqualTo(Side.SELL);
        assertThat(fund.quantity()).isEqualTo(1046.3825);
        // Saxo 4: ,02-Jan-2025,...,Trade,...,IE00BK5BQT80,USD,...,VWRA:xlon,Sell 3 @ 139.74 USD,"419,22",,1
        Trade vwra = parse("saxo-export.csv").trades().stream().filter(t -> t.line() == 4).findFirst().orElseThrow();
        assertThat(vwra.side()).isEqualTo(Side.SELL);
        assertThat(vwra.quantity()).isEqualTo(3);
        assertThat(vwra.price()).isEqualTo(139.74);
        assertThat(vwra.date()).isEqualTo(LocalDate.of(2025, 1, 2));
        assertThat(vwra.symbol()).isEqualTo("VWRA");
    }
}
