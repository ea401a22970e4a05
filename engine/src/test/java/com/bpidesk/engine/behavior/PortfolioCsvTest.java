package com.bpidesk.engine.behavior;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.platform.errors.DomainException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PortfolioCsvTest {

    static ParsedPortfolio parse(String csv) {
        return PortfolioCsv.parse(csv.getBytes(StandardCharsets.UTF_8), PortfolioCsv.Options.detect());
    }

    @Test
    void bomSemicolonsDecimalCommasQuotesAndBlankLines() {
        ParsedPortfolio p = parse("\uFEFFDate;Symbol;Side;Quantity;Price\r\n05.03.2024;\"aaa\";Buy;1.000,5;10,25\r\n\r\n"
                + "06.03.2024;\"B;B\";Sell;2;\"3,5\"\r\n");
        assertThat(p.delimiter()).isEqualTo(';');
        assertThat(p.decimalSeparator()).isEqualTo(',');
        assertThat(p.trades()).hasSize(2);
        Trade a = p.trades().get(0);
        assertThat(a.date()).isEqualTo(LocalDate.of(2024, 3, 5));
        assertThat(a.symbol()).isEqualTo("AAA");
        assertThat(a.quantity()).isEqualTo(1000.5);
        assertThat(a.price()).isEqualTo(10.25);
        assertThat(p.trades().get(1).symbol()).isEqualTo("B;B");
        assertThat(p.trades().get(1).price()).isEqualTo(3.5);
        assertThat(p.trades().get(1).line()).isEqualTo(4);
    }

    @Test
    void numbersAndDates() {
        assertThat(CsvValues.number("$1,234.50", false)).isEqualTo(1234.5);
        assertThat(CsvValues.number("-$30.93", false)).isEqualTo(-30.93);
        assertThat(CsvValues.number("500,135", false)).isEqualTo(500135);
        assertThat(CsvValues.number("26,45", false)).isEqualTo(26.45);
        assertThat(CsvValues.number("1.234,56 EUR", false)).isEqualTo(1234.56);
        assertThat(CsvValues.number("(12.5)", false)).isEqualTo(-12.5);
        assertThat(CsvValues.number("12,500", true)).isEqualTo(12.5);
        assertThat(CsvValues.number("=1+2", false)).isNaN();
        assertThat(CsvValues.date("11/01/2023 as of 10/31/2023", CsvValues.DateOrder.MDY)).isEqualTo(LocalDate.of(2023, 11, 1));
        assertThat(CsvValues.date("20230522", CsvValues.DateOrder.MDY)).isEqualTo(LocalDate.of(2023, 5, 22));
        assertThat(CsvValues.date("2023-12-18T14:30:03.613Z", CsvValues.DateOrder.MDY)).isEqualTo(LocalDate.of(2023, 12, 18));
        assertThat(CsvValues.date("02-Apr-2025", CsvValues.DateOrder.MDY)).isEqualTo(LocalDate.of(2025, 4, 2));
        assertThat(CsvValues.date("09/01/2024 15:30:40", CsvValues.DateOrder.DMY)).isEqualTo(LocalDate.of(2024, 1, 9));
    }

    @Test
    void dayFirstIsDetectedFromTheSample() {
        ParsedPortfolio p = parse("date,symbol,side,quantity,price\n03/04/2024,A,buy,1,1\n25/04/2024,A,sell,1,2\n");
        assertThat(p.dateOrder()).isEqualTo("dmy");
        assertThat(p.trades().get(0).date()).isEqualTo(LocalDate.of(2024, 4, 3));
    }

    @Test
    void unreadableCellNamesLineAndColumn() {
        assertThatThrownBy(() -> parse("date,symbol,side,quantity,price\n2024-01-02,AAA,buy,10,5\n\n2024-01-03,AAA,buy,abc,5\n"))
                .isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.UNPROCESSABLE);
                    assertThat(e.reason()).isEqualTo(PortfolioCsv.CSV_INVALID);
                    assertThat(e.getMessage()).contains("line 4").contains("column 'quantity'").contains("abc");
                    assertThat(e.fields().get(0).field()).isEqualTo("csv/line/4/column/quantity");
                });
    }

    @Test
    void missingColumnsAreNamed() {
        assertThatThrownBy(() -> parse("when,what\n2024-01-01,x\n")).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.getMessage()).contains("not sure").contains("No column was recognised for");
            assertThat(e.extras().get("missing_fields").toString()).contains("type").contains("instrument");
            assertThat(e.extras().get("columns_found")).isEqualTo(java.util.List.of("when", "what"));
        });
    }

    @Test
    void explicitMappingWins() {
        ParsedPortfolio p = PortfolioCsv.parse("Wann,Was,Richtung,Stueck,Kurs\n2024-01-02,SAP,Kauf,3,120\n".getBytes(StandardCharsets.UTF_8),
                new PortfolioCsv.Options(null, Map.of("date", "Wann", "symbol", "Was", "side", "Richtung", "quantity", "Stueck",
                        "price", "Kurs"), null, null));
        assertThat(p.isTransactions()).isTrue();
        assertThat(p.trades().get(0).value()).isCloseTo(360, within(1e-9));
    }

    @Test
    void formulaCellsAreNeutralisedOnOutput() {
        assertThat(CsvSafe.cell("=HYPERLINK(\"x\")")).isEqualTo("\"'=HYPERLINK(\"\"x\"\")\"");
        assertThat(CsvSafe.cell("@SUM(A1)")).isEqualTo("'@SUM(A1)");
        assertThat(CsvSafe.cell("+1")).isEqualTo("+1");
        assertThat(CsvSafe.cell("-12.5")).isEqualTo("-12.5");
        assertThat(CsvSafe.cell("-cmd")).isEqualTo("'-cmd");
    }
}
