package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.platform.errors.DomainException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The holdings path of {@link PortfolioCsv} (docs/behavioral.md "Reading holdings snapshots"): which files it takes, and
 * the positions it reads, against hand-worked values.
 */
class HoldingsCsvTest {

    static ParsedPortfolio parse(String csv, PortfolioCsv.Options options) {
        return PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), options);
    }

    @Test
    void sharesAndATotalCostWithoutASideAreAHoldingsSnapshot() {
        // ';' delimiter: decimal commas; cost basis per share = total cost / shares = 1234.00 / 4 = 308.5
        ParsedPortfolio p = parse("\uFEFFSymbol;Shares;Total cost;Market price;Purchase date\r\naaa;4;1.234,00;310,5;31.01.2024\r\n"
                + ";2;10;1;\r\n", PortfolioCsv.Options.detect());
        assertThat(p.kind()).isEqualTo(ParsedPortfolio.HOLDINGS);
        assertThat(p.delimiter()).isEqualTo(';');
        assertThat(p.decimalSeparator()).isEqualTo(',');
        assertThat(p.trades()).isEmpty();
        assertThat(p.holdings()).hasSize(1);
        Holding h = p.holdings().get(0);
        assertThat(h.symbol()).isEqualTo("AAA");
        assertThat(h.shares()).isEqualTo(4);
        assertThat(h.costBasis()).isCloseTo(308.5, within(1e-12));
        assertThat(h.price()).isEqualTo(310.5);
        assertThat(h.purchaseDate()).isEqualTo(LocalDate.of(2024, 1, 31));
        assertThat(h.line()).isEqualTo(2);
        assertThat(p.dataRows()).isEqualTo(2);
        assertThat(p.ignoredRows()).isEqualTo(Map.of("(no symbol)", 1L));
    }

    @Test
    void aMappingThatNamesSharesChoosesTheHoldingsPath() {
        ParsedPortfolio p = parse("Wert,Stueck,Einstand\nSAP,3,120.25\n",
                new PortfolioCsv.Options(null, Map.of("symbol", "Wert", "shares", "Stueck", "cost_basis", "Einstand"), null, null));
        assertThat(p.isTransactions()).isFalse();
        assertThat(p.columns()).isEqualTo(Map.of("symbol", "Wert", "shares", "Stueck", "cost_basis", "Einstand"));
        assertThat(p.holdings().get(0).shares() * p.holdings().get(0).costBasis()).isCloseTo(360.75, within(1e-9));
    }

    @Test
    void aSideColumnSendsSharesAndCostToTheTransactionReader() {
        // shares and a cost basis, but also a side: a transaction history, read as trades (10 shares bought at 5)
        ParsedPortfolio p = parse("Date,Symbol,Side,Shares,Price,Cost basis\n2024-01-02,AAA,buy,10,5,4\n", PortfolioCsv.Options.detect());
        assertThat(p.isTransactions()).isTrue();
        assertThat(p.holdings()).isEmpty();
        assertThat(p.trades()).singleElement().satisfies(t -> {
            assertThat(t.quantity()).isEqualTo(10);
            assertThat(t.price()).isEqualTo(5);
        });
    }

    @Test
    void unreadableSharesNameLineAndColumnAndMissingColumnsAreListed() {
        assertThatThrownBy(() -> parse("symbol,shares,cost_basis\nAAA,10,5\nBBB,ten,5\n",
                new PortfolioCsv.Options(ParsedPortfolio.HOLDINGS, Map.of(), null, null)))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.reason()).isEqualTo(PortfolioCsv.CSV_INVALID);
                    assertThat(e.getMessage()).contains("line 3, column 'shares'").contains("'ten' is not a positive number of shares");
                    assertThat(e.fields().get(0).field()).isEqualTo("csv/line/3/column/shares");
                });
        assertThatThrownBy(() -> parse("symbol,units\nAAA,10\n", new PortfolioCsv.Options(ParsedPortfolio.HOLDINGS, Map.of(), null, null)))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.getMessage()).startsWith("Read as holdings, the file lacks the columns [cost_basis].");
                    assertThat(e.extras().get("missing_fields")).isEqualTo(java.util.List.of("cost_basis"));
                });
    }
}
