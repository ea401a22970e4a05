package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.cli.EngineCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Tag;

@Tag("api")
class EngineCliTest {

    record Out(int code, String out, String err) {
    }

    static Out run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        return new Out(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void keysCreateListRevoke(@TempDir Path dir) {
        Out created = run("--data-dir", dir.toString(), "keys", "create", "--org", "acme", "--tier", "free", "--label", "demo");
        assertThat(created.code()).isZero();
        String key = created.out().trim();
        assertThat(key).startsWith("bpi_");
        Out list = run("--data-dir", dir.toString(), "keys", "list");
        assertThat(list.out()).contains("acme").contains("free").contains("active").contains(key.substring(4, 16));
        Out revoked = run("--data-dir", dir.toString(), "keys", "revoke", key.substring(4, 16));
        assertThat(revoked.code()).isZero();
        assertThat(run("--data-dir", dir.toString(), "keys", "list").out()).contains("revoked");
        assertThat(run("--data-dir", dir.toString(), "keys", "create", "--org", "acme", "--tier", "gold").code()).isEqualTo(2);
    }

    @Test
    void agentKeysAreCreatedWithScopesAndListedAsAgentKeys(@TempDir Path dir) {
        Out created = run("--data-dir", dir.toString(), "keys", "create", "--kind", "agent", "--org", "acme",
                "--scopes", "macro_regime, search_research", "--label", "research bot");
        assertThat(created.code()).as(created.err()).isZero();
        assertThat(created.out().trim()).startsWith("bpi_");
        assertThat(created.err()).contains("tools: macro_regime, search_research").contains("shown only once");
        Out list = run("--data-dir", dir.toString(), "keys", "list");
        assertThat(list.out()).contains("agent").contains("research bot [tools: macro_regime,search_research]");
        Out unknown = run("--data-dir", dir.toString(), "keys", "create", "--kind", "agent", "--org", "acme", "--scopes", "place_trade");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("There is no tool 'place_trade'");
        Out admin = run("--data-dir", dir.toString(), "keys", "create", "--kind", "agent", "--org", "acme", "--scopes",
                "macro_regime", "--admin");
        assertThat(admin.code()).isEqualTo(2);
    }

    @Test
    void keysNameTheirHolder(@TempDir Path dir) {
        Out created = run("--data-dir", dir.toString(), "keys", "create", "--org", "acme", "--tier", "enterprise",
                "--holder", "Jane Doe", "--role", "Reviewer");
        assertThat(created.code()).isZero();
        // ADR 0243: the role is one of advisor, reviewer, administrator; anything else is a usage error in words
        Out free = run("--data-dir", dir.toString(), "keys", "create", "--org", "acme", "--tier", "enterprise",
                "--holder", "Jo Free", "--role", "Compliance officer");
        assertThat(free.code()).isEqualTo(2);
        assertThat(free.err()).contains("advisor, reviewer or administrator");
        String id = created.out().trim().substring(4, 16);
        assertThat(run("--data-dir", dir.toString(), "keys", "list").out()).contains("Jane Doe (reviewer)");
        assertThat(run("--data-dir", dir.toString(), "keys", "holder", id, "--holder", "Sam Roe").code()).isZero();
        assertThat(run("--data-dir", dir.toString(), "keys", "list").out()).contains("Sam Roe (advisor)").doesNotContain("Jane Doe");
        assertThat(run("--data-dir", dir.toString(), "keys", "holder", "nope", "--holder", "X").code()).isEqualTo(1);
        assertThat(run("--data-dir", dir.toString(), "keys", "holder", id).code()).isEqualTo(2);
    }

    @Test
    void holdersAreRecordedWithTheirScopeAndKeysBoundToThem(@TempDir Path dir) {
        String key = run("--data-dir", dir.toString(), "keys", "create", "--org", "acme", "--tier", "enterprise").out().trim();
        String id = key.substring(4, 16);
        Out set = run("--data-dir", dir.toString(), "holders", "set", "adv-01", "--org", "acme", "--name", "Bo Branch",
                "--scope", "supervised", "--supervises", "adv-03,adv-04");
        assertThat(set.code()).as(set.err()).isZero();
        assertThat(set.out()).contains("Bo Branch, advisor").contains("supervised").contains("adv-03, adv-04");
        assertThat(run("--data-dir", dir.toString(), "holders", "bind", id, "--org", "acme", "--holder", "adv-01").code()).isZero();
        Out list = run("--data-dir", dir.toString(), "holders", "list", "--org", "acme");
        assertThat(list.out()).contains("adv-01").contains("supervised").contains("adv-03,adv-04").contains(id);
        // the key now carries the holder's name and role
        assertThat(run("--data-dir", dir.toString(), "keys", "list").out()).contains("Bo Branch (advisor)");
        // a reviewer sees the organization: a limited scope is a usage error in words; unknown holder or key: a problem
        Out reviewer = run("--data-dir", dir.toString(), "holders", "set", "cco", "--org", "acme", "--name", "Chris",
                "--role", "reviewer", "--scope", "own");
        assertThat(reviewer.code()).isEqualTo(2);
        assertThat(run("--data-dir", dir.toString(), "holders", "bind", id, "--org", "acme", "--holder", "nobody").code()).isEqualTo(1);
        assertThat(run("--data-dir", dir.toString(), "holders", "bind", id, "--org", "other", "--holder", "adv-01").code()).isEqualTo(1);
        assertThat(run("--data-dir", dir.toString(), "holders", "bind", id, "--org", "acme").code()).isEqualTo(2);
        assertThat(run("--data-dir", dir.toString(), "holders", "bind", id, "--org", "acme", "--none").code()).isZero();
        assertThat(run("--data-dir", dir.toString(), "holders", "list", "--org", "acme").out()).doesNotContain(id);
    }
}
