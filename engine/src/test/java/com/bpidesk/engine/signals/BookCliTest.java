package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.BookCsv;
import com.bpidesk.engine.cli.EngineCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Tag;

/** The book CLI: CSV import with every problem located, export round trip, demo generation and the churn refit. */
@Tag("api")
class BookCliTest {

    @TempDir
    Path tmp;

    record Run(int code, String out, String err) {
    }

    Run cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> argv = new java.util.ArrayList<>(List.of("--data-dir", tmp.resolve("data").toString()));
        argv.addAll(List.of(args));
        int code = EngineCli.run(argv, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Map.of());
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static void write(Path dir, String name, String content) throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name), content);
    }

    @Test
    void importReportsEveryProblemAndImportsNothing() throws Exception {
        Path dir = tmp.resolve("bad");
        write(dir, "advisors.csv", "advisor_id,name,email\nadv1,Ann,\n");
        write(dir, "clients.csv", BookCsv.CLIENTS + "\nc1,adv1,Carl,reckless,10,IPS,US,2024-01-02,,\nc2,adv9,Dora,balanced,x,IPS,US,2024-01-02,,\n");
        write(dir, "accounts.csv", BookCsv.ACCOUNTS + "\na1,c1,taxable,USD,2024-01-02\n");
        write(dir, "transactions.csv", BookCsv.TRANSACTIONS + "\na1,2024-13-01,AAPL,BUY,1,100,0,USD\n");
        Run r = cli("book", "import", "--org", "o1", "--dir", dir.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("clients.csv:2 column risk_tolerance").contains("clients.csv:3 column advisor_id")
                .contains("clients.csv:3 column time_horizon_years").contains("transactions.csv:2 column trade_date")
                .contains("Nothing imported");
    }

    @Test
    void importExportRoundTripAndFormulaSafety() throws Exception {
        Path dir = tmp.resolve("good");
        write(dir, "advisors.csv", "advisor_id,name,email\nadv1,=Ann,ann@x.invalid\n");
        write(dir, "clients.csv", BookCsv.CLIENTS + "\nc1,adv1,Carl,balanced,10,\"Growth, with income\",US,2024-01-02,false,\n");
        write(dir, "accounts.csv", BookCsv.ACCOUNTS + "\na1,c1,taxable,USD,2024-01-02\n");
        write(dir, "transactions.csv", BookCsv.TRANSACTIONS + "\na1,2024-01-03,aapl,buy,10,185.5,1,USD\n");
        write(dir, "cash_flows.csv", BookCsv.CASH_FLOWS + "\na1,2024-01-02,5000,USD\n");
        write(dir, "contacts.csv", BookCsv.CONTACTS + "\nc1,2024-02-01,call,\n");
        Run r = cli("book", "import", "--org", "o1", "--dir", dir.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("1 clients").contains("1 transactions");
        Path out = tmp.resolve("out");
        assertThat(cli("book", "export", "--org", "o1", "--dir", out.toString()).code()).isZero();
        assertThat(Files.readString(out.resolve("advisors.csv"))).contains("'=Ann");
        assertThat(Files.readString(out.resolve("clients.csv"))).contains("\"Growth, with income\"");
        assertThat(Files.readString(out.resolve("transactions.csv"))).contains("a1,2024-01-03,AAPL,BUY,10.0,185.5,1.0,USD");
    }

    @Test
    void demoBookAndChurnRefit() {
        Run demo = cli("book", "demo", "--org", "o2");
        assertThat(demo.code()).as(demo.err()).isZero();
        assertThat(demo.out()).contains("120 clients");
        Run refit = cli("churn", "refit", "--org", "o2");
        assertThat(refit.code()).as(refit.err()).isZero();
        assertThat(refit.out()).contains("Fitted fit-").contains("net_outflow_90d").contains("active model");
    }
}
