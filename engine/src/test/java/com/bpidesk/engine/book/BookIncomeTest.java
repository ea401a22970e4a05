package com.bpidesk.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.market.Instrument;
import com.bpidesk.engine.market.PriceHistory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Income records of the book (issue 25): {@code income.csv} reads back what the export wrote, bad rows are reported with
 * file, line and column, and the demo dividends are a quarter of the documented yield on the shares held (hand-worked).
 */
class BookIncomeTest {

    @TempDir
    Path tmp;

    @Test
    void theExportedIncomeReadsBackUnchanged() throws Exception {
        Path in = tmp.resolve("in");
        BookTransactionsTest.people(in, true);
        Book people = BookCsv.read(in, "imported");
        List<Book.Income> income = List.of(
                new Book.Income("a2", LocalDate.of(2024, 3, 15), "AAPL", "dividend", 12.5, 1.88, "USD"),
                new Book.Income("a1", LocalDate.of(2024, 6, 30), null, "interest", 3.25, 0.0, "SEK"));
        List<Book.Transaction> txs = List.of(new Book.Transaction("a2", LocalDate.of(2024, 1, 3), "AAPL", "BUY", 5, 170.25, 0.5, "USD"));
        Book b = new Book(people.advisors(), people.clients(), people.accounts(), List.of(), txs, List.of(), List.of(), income);
        Path out = tmp.resolve("out");
        BookCsv.write(b, out);
        assertThat(Files.readString(out.resolve("income.csv"))).startsWith(BookCsv.INCOME)
                .contains("a2,2024-03-15,AAPL,dividend,12.5,1.88,USD").contains("a1,2024-06-30,,interest,3.25,0.0,SEK");
        assertThat(BookCsv.read(out, "imported").income()).containsExactlyElementsOf(income);
    }

    @Test
    void aDividendWithoutItsPositionIsAProblemWithLineAndColumn() throws Exception {
        Path in = tmp.resolve("bad");
        BookTransactionsTest.people(in, false);
        BookTransactionsTest.write(in, "income.csv", BookCsv.INCOME + "\na1,2024-03-15,,dividend,12.5,,SEK\na1,2024-03-15,X,bonus,1,,SEK\n");
        assertThatThrownBy(() -> BookCsv.read(in, "imported")).isInstanceOfSatisfying(BookCsv.ImportException.class, e ->
                assertThat(e.problems()).containsExactly(
                        "income.csv:2 column symbol: a dividend needs the symbol of the position that paid it",
                        "income.csv:3 column kind: must be dividend or interest"));
    }

    @Test
    void demoDividendsAreAQuarterOfTheYieldOnTheSharesHeld() {
        LocalDate buy = LocalDate.of(2024, 1, 2);
        // AGG (3.5 % a year): 100 shares bought 2024-01-02, 40 sold 2024-04-01; closes 100 on 2024-03-15 (a Friday), 98 on
        // 2024-06-14 (the Friday before Saturday the 15th)
        List<Bar> bars = List.of(bar(buy, 95), bar(LocalDate.of(2024, 3, 15), 100), bar(LocalDate.of(2024, 4, 1), 99),
                bar(LocalDate.of(2024, 6, 14), 98), bar(LocalDate.of(2024, 6, 20), 97));
        PriceHistory prices = new PriceHistory() {
            public Optional<Instrument> instrument(String s) {
                return Optional.of(new Instrument("AGG", "Bond fund", "etf_bond", "Fixed Income", "US", "USD"));
            }
            public List<Instrument> instruments() {
                return List.of();
            }
            public List<Bar> bars(String s, LocalDate f, LocalDate t) {
                return bars.stream().filter(b -> !b.date().isBefore(f) && !b.date().isAfter(t)).toList();
            }
            public Optional<Bar> latest(String s) {
                return Optional.of(bars.getLast());
            }
            public LocalDate asOf() {
                return LocalDate.of(2024, 6, 20);
            }
            public String dataSource(String s) {
                return "demo";
            }
            public String benchmarkSymbol() {
                return "SPY";
            }
        };
        Book book = new Book(List.of(), List.of(), List.of(), List.of(), List.of(
                new Book.Transaction("a", buy, "AGG", "BUY", 100, 95, 1, "USD"),
                new Book.Transaction("a", LocalDate.of(2024, 4, 1), "AGG", "SELL", 40, 99, 1, "USD")), List.of(), List.of());
        // 100 * 100 * 0.035 / 4 = 87.50; 60 * 98 * 0.035 / 4 = 51.45
        assertThat(DemoIncome.withDividends(book, prices).income()).containsExactly(
                new Book.Income("a", LocalDate.of(2024, 3, 15), "AGG", "dividend", 87.5, 0.0, "USD"),
                new Book.Income("a", LocalDate.of(2024, 6, 14), "AGG", "dividend", 51.45, 0.0, "USD"));
    }

    private static Bar bar(LocalDate d, double close) {
        return new Bar(d, close, close, close, close, close, 1000);
    }
}
