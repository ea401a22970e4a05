package com.bpidesk.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client book's transactions go through the general transaction reader (issue 12): the book's own export reads back
 * unchanged, and a broker's export in another language is a client's transactions file. Expected values are the files'
 * cells read by hand.
 */
class BookTransactionsTest {

    @TempDir
    Path tmp;

    static void write(Path dir, String name, String content) throws Exception {
        Files.createDirectories(dir.resolve(name).getParent());
        Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    /** Advisors, one or two clients (home SE and US), accounts a1 (SEK, client c1) and, when asked, a2 (USD, client c2). */
    static void people(Path dir, boolean twoAccounts) throws Exception {
        write(dir, "advisors.csv", BookCsv.ADVISORS + "\nadv1,Ann,\n");
        write(dir, "clients.csv", BookCsv.CLIENTS + "\nc1,adv1,Sven,balanced,10,IPS,SE,2024-01-02,,\n"
                + (twoAccounts ? "c2,adv1,Carl,growth,15,IPS,US,2024-01-02,,\n" : ""));
        write(dir, "accounts.csv", BookCsv.ACCOUNTS + "\na1,c1,isk,SEK,2024-01-02\n" + (twoAccounts ? "a2,c2,taxable,USD,2024-01-02\n" : ""));
    }

    @Test
    void theBooksOwnExportReadsBackUnchanged() throws Exception {
        Path in = tmp.resolve("in");
        people(in, true);
        Book original = BookCsv.read(in, "imported");
        List<Book.Transaction> txs = List.of(
                new Book.Transaction("a1", LocalDate.of(2024, 1, 3), "VOLV-B", "BUY", 10, 250.5, 1, "SEK"),
                new Book.Transaction("a1", LocalDate.of(2024, 2, 1), "VOLV-B", "BUY", 0.4, 260.25, 0, "SEK", true),
                new Book.Transaction("a2", LocalDate.of(2024, 3, 4), "AAPL", "BUY", 5, 170.25, 0.5, "USD"),
                new Book.Transaction("a2", LocalDate.of(2024, 5, 6), "AAPL", "SELL", 2, 181.0, 0.5, "USD"));
        Book b = new Book(original.advisors(), original.clients(), original.accounts(), List.of(), txs,
                List.of(new Book.CashFlow("a2", LocalDate.of(2024, 1, 2), 5000, "USD")), List.of());
        Path out = tmp.resolve("out");
        BookCsv.write(b, out);
        assertThat(Files.readString(out.resolve("transactions.csv"))).startsWith(BookCsv.TRANSACTIONS)
                .contains("a1,2024-02-01,VOLV-B,BUY,0.4,260.25,0.0,SEK,automatic investment");
        Book back = BookCsv.read(out, "imported");
        assertThat(back.transactions()).containsExactlyInAnyOrderElementsOf(txs);
        assertThat(back.cashFlows()).isEqualTo(b.cashFlows());
    }

    @Test
    void aSwedishBrokerExportIsAnAccountsTransactionsFile() throws Exception {
        Path dir = tmp.resolve("se");
        people(dir, true);
        // an Avanza-style export (Swedish headers, ';', decimal commas, space thousands, sells as negative quantities); its own
        // account column says "ISK", the file's name says which book account it is
        write(dir, "transactions/a1.csv", """
                Datum;Konto;Typ av transaktion;Värdepapper/beskrivning;Antal;Kurs;Belopp;Courtage;Valuta;ISIN
                2024-03-15;ISK;Köp;Volvo B;10;250,50;-2 506,00;1,00;SEK;SE0000115446
                2024-04-02;ISK;Sälj;Volvo B;-4;270,00;1 079,00;1,00;SEK;SE0000115446
                2024-04-20;ISK;Utdelning;Volvo B;6;7,00;42,00;;SEK;SE0000115446
                2024-05-01;ISK;Insättning;Insättning;;;5 000,00;;SEK;
                2024-05-20;ISK;Uttag;Uttag;;;-1 500,00;;SEK;
                """);
        Book b = BookCsv.read(dir, "imported");
        // by hand: two trades (Köp, Sälj) of the ISIN, the dividend left out, the deposit and the withdrawal as cash flows
        assertThat(b.transactions()).containsExactly(
                new Book.Transaction("a1", LocalDate.of(2024, 3, 15), "SE0000115446", "BUY", 10, 250.5, 1, "SEK"),
                new Book.Transaction("a1", LocalDate.of(2024, 4, 2), "SE0000115446", "SELL", 4, 270, 1, "SEK"));
        assertThat(b.cashFlows()).containsExactly(new Book.CashFlow("a1", LocalDate.of(2024, 5, 1), 5000, "SEK"),
                new Book.CashFlow("a1", LocalDate.of(2024, 5, 20), -1500, "SEK"));
    }

    @Test
    void aGermanExportWithAnAccountColumnFeedsSeveralAccounts() throws Exception {
        Path dir = tmp.resolve("de");
        people(dir, true);
        // German headers, dd.MM.yyyy, decimal commas; "Sparplan" is an automatic purchase; the Depot column names the account
        write(dir, "transactions.csv", """
                Depot;Datum;Typ;Wertpapier;ISIN;Stück;Kurs;Gebühren;Währung
                a1;02.01.2024;Kauf;Apple Inc.;US0378331005;3;170,50;1,00;USD
                a2;15.01.2024;Sparplan;Apple Inc.;US0378331005;0,5;180,00;0,00;USD
                A2;01.02.2024;Verkauf;Apple Inc.;US0378331005;1;185,25;1,00;USD
                """);
        Book b = BookCsv.read(dir, "imported");
        assertThat(b.transactions()).containsExactly(
                new Book.Transaction("a1", LocalDate.of(2024, 1, 2), "US0378331005", "BUY", 3, 170.5, 1, "USD"),
                new Book.Transaction("a2", LocalDate.of(2024, 1, 15), "US0378331005", "BUY", 0.5, 180, 0, "USD", true),
                new Book.Transaction("a2", LocalDate.of(2024, 2, 1), "US0378331005", "SELL", 1, 185.25, 1, "USD"));
    }

    @Test
    void rowsWithoutAnAccountNeedOneAccountOrPerAccountFiles() throws Exception {
        Path one = tmp.resolve("one");
        people(one, false);
        write(one, "transactions.csv", "Date,Action,Symbol,Quantity,Price\n01/02/2024,Buy,AAPL,3,170.5\n");
        // the book's only account; no currency in the file: the account's
        assertThat(BookCsv.read(one, "imported").transactions())
                .containsExactly(new Book.Transaction("a1", LocalDate.of(2024, 1, 2), "AAPL", "BUY", 3, 170.5, 0, "SEK"));
        Path two = tmp.resolve("two");
        people(two, true);
        write(two, "transactions.csv", "Date,Action,Symbol,Quantity,Price\n01/02/2024,Buy,AAPL,3,170.5\n");
        write(two, "transactions/zz.csv", "Date,Action,Symbol,Quantity,Price\n01/02/2024,Buy,AAPL,3,170.5\n");
        assertThatThrownBy(() -> BookCsv.read(two, "imported")).isInstanceOfSatisfying(BookCsv.ImportException.class, e ->
                assertThat(e.problems()).anyMatch(p -> p.startsWith("transactions.csv:2 column account_id: the row names no account"))
                        .anyMatch(p -> p.startsWith("transactions/zz.csv: no account 'zz'")));
    }
}
