package com.bpidesk.engine.book;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.transactions.TransactionReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client file's import on a two-client book in an H2 database (no engine): counts, re-import, overlap, undo, and the
 * account check. Every expected count is the hand-made file's rows read by hand (comments per test).
 */
class ClientImportsTest {

    static final String ORG = "org-t";
    static final LocalDate D = LocalDate.of(2024, 1, 2);

    /**
     * Six data rows: two equal AAPL buys (two fills, no order number or time, so two trades), an MSFT sell the account
     * already holds (300.004 in the book: within half a cent), a deposit, a dividend (income) and a fee (not kept).
     */
    static final String FILE = """
            Date,Type,Symbol,Quantity,Price,Amount,Currency
            2024-01-02,Buy,AAPL,10,150.00,-1500.00,USD
            2024-01-02,Buy,AAPL,10,150.00,-1500.00,USD
            2024-01-03,Sell,MSFT,5,300.00,1500.00,USD
            2024-01-04,Deposit,,,,1000.00,USD
            2024-01-05,Dividend,AAPL,,,2.40,USD
            2024-01-06,Fee,,,,-1.00,USD
            """;

    @TempDir
    Path dir;
    Database db;
    BookStore store;
    ClientImports imports;

    @BeforeEach
    void book() {
        db = open(dir);
        store = new BookStore(db);
        store.replace(ORG, new Book(List.of(new Book.Advisor("adv1", "Ann Advisor", null, "test")),
                List.of(new Book.Client("c1", "adv1", "Maria Lopez", "balanced", 10, "IPS", "US", D, null, null, "test"),
                        new Book.Client("c2", "adv1", "Carl Berg", "growth", 15, "IPS", "US", D, null, null, "test")),
                List.of(new Book.Account("a1", "c1", "taxable", "USD", D), new Book.Account("a2", "c2", "retirement", "USD", D)),
                List.of(new Book.Holding("a2", "SPY", 10, 400, D)),
                List.of(new Book.Transaction("a1", LocalDate.of(2024, 1, 3), "MSFT", "SELL", 5, 300.004, 1, "USD")),
                List.of(), List.of()));
        imports = new ClientImports(db, store, TransactionReader.standard(), null, Clock.systemUTC(), org -> { });
    }

    /** The database the tests run on: H2 in the temporary directory ({@link ClientImportsPostgresTest}: PostgreSQL). */
    Database open(Path dir) {
        return Database.open(EngineConfig.of(Map.of("data.dir", dir.toString())).databaseUrl(), "sa", "", 2);
    }

    @AfterEach
    void close() {
        db.close();
    }

    ClientImport.Result run(String csv) {
        return imports.importFile(ORG, "c1", "a1", "broker.csv", csv.getBytes(StandardCharsets.UTF_8), ClientImports.Mapping.DETECT, "Ann Advisor");
    }

    @Test
    void aFileIsAddedOnceAndItsRowsAreAllAccountedFor() {
        long before = store.version(ORG);
        ClientImport.Result r = run(FILE);
        // added: 2 AAPL buys + the deposit; already present: the MSFT sell; added as income: the dividend; not kept: the fee
        assertThat(r.counts()).isEqualTo(new ClientImport.Counts(6, 3, 1, 1, 1, 0));
        assertThat(r.records()).extracting(ClientImport.Line::outcome).containsExactly("added", "added", "already_present", "added",
                "added_as_income", "not_kept");
        assertThat(r.records().get(2).existing().price()).isEqualTo(300.004);
        assertThat(r.records().get(2).existing().importId()).isNull();
        assertThat(r.income()).singleElement().satisfies(i -> {
            assertThat(i.amount()).isEqualTo(2.40);
            assertThat(i.instrument()).isEqualTo("AAPL");
            assertThat(i.outcome()).isEqualTo("added_as_income");
            assertThat(i.status()).isEqualTo("Added as income.");
        });
        // the dividend row of line 6 as the account's income: 2.40 USD gross, no tax withheld (the file states none)
        assertThat(store.load(ORG).income()).containsExactly(new Book.Income("a1", LocalDate.of(2024, 1, 5), "AAPL", "dividend", 2.40, 0, "USD"));
        assertThat(r.warnings()).as("a1 had trades already").isEmpty();
        assertThat(r.clientName()).isEqualTo("Maria Lopez");
        assertThat(r.accountLabel()).isEqualTo("Taxable account, USD");
        assertThat(store.version(ORG)).isGreaterThan(before);
        Book b = store.load(ORG);
        assertThat(b.transactions()).hasSize(3);
        assertThat(b.cashFlows()).singleElement().satisfies(f -> assertThat(f.amount()).isEqualTo(1000.0));

        // the same file again: nothing added, the five records recognised (each AAPL buy as its own, and the dividend)
        ClientImport.Result again = run(FILE);
        assertThat(again.counts()).isEqualTo(new ClientImport.Counts(6, 0, 5, 0, 1, 0));
        assertThat(again.income()).singleElement().satisfies(i -> {
            assertThat(i.outcome()).isEqualTo("already_present");
            assertThat(i.status()).isEqualTo("Already present in the client record.");
        });
        assertThat(again.records().get(4).existing().record()).isEqualTo("income");
        assertThat(again.records().get(4).existing().importId()).isEqualTo(r.importId());
        assertThat(store.load(ORG).income()).hasSize(1);
        assertThat(again.records().get(0).existing().importId()).isEqualTo(r.importId());
        assertThat(again.records().get(0).existing().importFileName()).isEqualTo("broker.csv");
        assertThat(store.load(ORG).transactions()).hasSize(3);
    }

    @Test
    void anOverlappingFileAddsOnlyItsNewRowsAndUndoRemovesExactlyWhatAnImportAdded() {
        ClientImport.Result first = run(FILE);
        // overlap: the deposit and one AAPL buy again, plus a third AAPL buy (the account holds two) and a new NVDA buy
        ClientImport.Result second = run("""
                Date,Type,Symbol,Quantity,Price,Amount,Currency
                2024-01-02,Buy,AAPL,10,150.00,-1500.00,USD
                2024-01-04,Deposit,,,,1000.00,USD
                2024-01-08,Buy,NVDA,2,500.00,-1000.00,USD
                """);
        assertThat(second.counts()).isEqualTo(new ClientImport.Counts(3, 1, 2, 0, 0, 0));
        assertThat(store.load(ORG).transactions()).hasSize(4);

        long v = store.version(ORG);
        ClientImport.Undone undone = imports.undo(ORG, "c1", first.importId(), "Ann Advisor");
        assertThat(undone.tradesRemoved()).isEqualTo(2);
        assertThat(undone.cashFlowsRemoved()).isEqualTo(1);
        assertThat(undone.incomeRemoved()).isEqualTo(1);
        assertThat(undone.entry().undoneBy()).isEqualTo("Ann Advisor");
        assertThat(store.version(ORG)).isGreaterThan(v);
        Book b = store.load(ORG);
        // left: the book's own MSFT sell and the second import's NVDA buy
        assertThat(b.transactions()).extracting(Book.Transaction::symbol).containsExactlyInAnyOrder("MSFT", "NVDA");
        assertThat(b.cashFlows()).isEmpty();
        assertThat(b.income()).isEmpty();
        assertThatThrownBy(() -> imports.undo(ORG, "c1", first.importId(), "Ann Advisor")).isInstanceOfSatisfying(DomainException.class,
                e -> {
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.CONFLICT);
                    assertThat(e.getMessage()).contains("already undone").contains("broker.csv");
                });
        assertThat(imports.list(ORG, "c1").imports()).extracting(ClientImport.Entry::importId)
                .containsExactly(second.importId(), first.importId());
    }

    @Test
    void incomeTheBookHoldsIsRecognisedWithinHalfACent() {
        // the book already holds a 2.40 USD AAPL dividend of 5 Jan 2024 (with 0.36 withheld) and 0.11 USD interest of 31 Jan
        Book b = store.load(ORG);
        store.replace(ORG, new Book(b.advisors(), b.clients(), b.accounts(), b.holdings(), b.transactions(), b.cashFlows(), b.contacts(),
                List.of(new Book.Income("a1", LocalDate.of(2024, 1, 5), "AAPL", "dividend", 2.40, 0.36, "USD"),
                        new Book.Income("a1", LocalDate.of(2024, 1, 31), null, "interest", 0.11, 0, "USD"))));
        ClientImport.Result r = run("""
                Date,Type,Symbol,Quantity,Price,Amount,Currency
                2024-01-05,Dividend,aapl,,,2.404,USD
                2024-01-05,Dividend,AAPL,,,2.41,USD
                2024-01-31,Interest,,,,0.11,USD
                2024-01-31,Interest,,,,0.11,EUR
                2024-02-05,Dividend,MSFT,,,,USD
                """);
        // line 2: |2.404 - 2.40| = 0.004 <= 0.005 and the symbol ignoring case: present; line 3: the book's dividend answers
        // for one row only, and |2.41 - 2.40| = 0.01 > 0.005 anyway: added; line 4: present; line 5: another currency, added;
        // line 6: no amount, not kept
        assertThat(r.income()).extracting(ClientImport.IncomeLine::outcome).containsExactly("already_present", "added_as_income",
                "already_present", "added_as_income", "not_kept");
        assertThat(r.income().get(4).status()).isEqualTo(ClientImports.NO_INCOME_AMOUNT);
        assertThat(r.counts()).isEqualTo(new ClientImport.Counts(5, 0, 2, 2, 1, 0));
        assertThat(store.load(ORG).income()).hasSize(4);
    }

    @Test
    void theBrokersOrderNumberTellsTwoLookAlikeOrdersApart() {
        String withIds = """
                Date,Type,Symbol,Quantity,Price,Amount,Currency,Order ID
                2024-01-09,Buy,TSLA,1,200.00,-200.00,USD,A-1
                2024-01-10,Buy,TSLA,1,210.00,-210.00,USD,B-7
                """;
        ClientImport.Result r = run(withIds);
        assertThat(r.counts().added()).isEqualTo(2);
        assertThat(r.records().get(0).brokerId()).isNotNull().isNotEqualTo(r.records().get(1).brokerId());
        // the broker restated A-1's price (201) and added C-3, a look-alike of A-1 on the same day: A-1 by its id, C-3 is new
        ClientImport.Result again = run("""
                Date,Type,Symbol,Quantity,Price,Amount,Currency,Order ID
                2024-01-09,Buy,TSLA,1,201.00,-201.00,USD,A-1
                2024-01-10,Sell,TSLA,1,210.00,210.00,USD,Z-9
                2024-01-09,Buy,TSLA,1,200.00,-200.00,USD,C-3
                """);
        assertThat(again.records()).extracting(ClientImport.Line::outcome).containsExactly("already_present", "added", "added");
        assertThat(again.records().get(0).existing().matchedBy()).isEqualTo("broker_id");
    }

    @Test
    void theFirstTradesOfASnapshotOnlyAccountComeWithAWarning() {
        // a2 (Carl Berg's) holds a SPY snapshot and no trades: the signals would read it from the imported trades from now on
        ClientImport.Result r = imports.importFile(ORG, "c2", "a2", "x.csv", FILE.getBytes(StandardCharsets.UTF_8),
                ClientImports.Mapping.DETECT, "Ann");
        assertThat(r.counts().added()).isEqualTo(4);
        assertThat(r.warnings()).containsExactly(ClientImports.SNAPSHOT_REPLACED);
        // a file of cash flows only changes nothing the signals read from the snapshot
        ClientImport.Result cash = imports.importFile(ORG, "c1", "a1", "cash.csv",
                "Date,Type,Symbol,Quantity,Price,Amount,Currency\n2024-02-01,Deposit,,,,10.00,USD\n2024-02-02,Deposit,,,,20.00,USD\n".getBytes(StandardCharsets.UTF_8), ClientImports.Mapping.DETECT, "Ann");
        assertThat(cash.warnings()).isEmpty();
    }

    @Test
    void theLoggedFileNameHasNoPath() {
        assertThat(ClientImports.fileName("C:\\Users\\ann\\Downloads\\export.csv")).isEqualTo("export.csv");
        assertThat(ClientImports.fileName("/home/ann/export.csv")).isEqualTo("export.csv");
        assertThat(ClientImports.fileName("  ")).isEqualTo("upload");
        assertThat(ClientImports.fileName(null)).isEqualTo("upload");
    }

    @Test
    void anotherClientsAccountOrAnUnknownClientIsRefusedInWords() {
        assertThatThrownBy(() -> imports.importFile(ORG, "c1", "a2", "x.csv", FILE.getBytes(StandardCharsets.UTF_8),
                ClientImports.Mapping.DETECT, "Ann")).isInstanceOfSatisfying(DomainException.class, e -> {
                    assertThat(e.kind()).isEqualTo(DomainException.Kind.UNPROCESSABLE);
                    assertThat(e.getMessage()).contains("not one of Maria Lopez's accounts");
                });
        assertThatThrownBy(() -> imports.importFile(ORG, "nobody", "a1", "x.csv", FILE.getBytes(StandardCharsets.UTF_8),
                ClientImports.Mapping.DETECT, "Ann")).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
        assertThat(store.load(ORG).transactions()).hasSize(1);
        assertThat(imports.list(ORG, "c1").imports()).isEmpty();
    }
}
