package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.cli.EngineCli;
import com.bpidesk.engine.platform.db.Database;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./bpi engine mandates show|set|clear} through the entry point on an imported one-client book (ADR 0258): no stored
 * mandate, so the one derived from the house default of a conservative client (no buy; largest position 10 %, the
 * RiskLimits table); set records one; a malformed action is a usage error; clear returns to the derived one. Opens a
 * database as the command line does (no engine): tagged api, like BundleCliTest.
 */
@Tag("api")
class MandatesCliTest {

    @TempDir
    Path tmp;

    String out;

    int run(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of(args), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Map.of());
        out = o.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    void showSetAndClearAClientsMandate() {
        Path data = tmp.resolve("data");
        EngineConfig config = EngineConfig.of(Map.of("data.dir", data.toString()));
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            new BookStore(db).replace("acme", new Book(List.of(new Book.Advisor("a1", "Maria Lopez", "maria@example.com", "imported")),
                    List.of(new Book.Client("c1", "a1", "Ana Silva", "conservative", 5, "Capital preservation", "US", LocalDate.of(2020, 1, 2), null, null,
                            "imported")), List.of(), List.of(), List.of(), List.of(), List.of()));
        }
        String d = data.toString();
        assertThat(run("--data-dir", d, "mandates", "show", "c1", "--org", "acme")).isZero();
        assertThat(out).contains("derived from the client's policy (none stored)",
                "Scope: Advisory (derived from the house default policy for the client's risk tolerance)",
                "Authorized actions: rebalance, diversify, risk_review, review_position, sell\n",
                "Condition: max_single_position_weight: 0.1000",
                // the conservative row of the house default (DemoPolicies): equity 25 % +/- 5, bonds 60 % +/- 5
                "Condition: asset_class_band: equity 25% +/- 5%", "Condition: asset_class_band: bonds 60% +/- 5%");

        assertThat(run("--data-dir", d, "mandates", "set", "c1", "--org", "acme", "--action", "rebalance", "--action", "sell",
                "--constraint", "excluded_sectors: Tobacco", "--by", "Maria Lopez")).isZero();
        assertThat(out).contains("set by Maria Lopez", "Scope: Advisory\n", "Authorized actions: rebalance, sell\n",
                "Condition: excluded_sectors: Tobacco");
        assertThat(run("--data-dir", d, "mandates", "set", "c1", "--org", "acme", "--action", "Buy now")).isEqualTo(2);
        assertThat(run("--data-dir", d, "mandates", "show", "nobody", "--org", "acme")).isEqualTo(1);

        assertThat(run("--data-dir", d, "mandates", "clear", "c1", "--org", "acme")).isZero();
        assertThat(out).contains("derived from the client's policy (none stored)");
    }
}
