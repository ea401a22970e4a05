package com.bpidesk.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.EngineConfig;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import org.junit.jupiter.api.Tag;

/**
 * The engine's command line on picocli (ADR 0173) through its entry point {@link EngineCli#run}: the commands of the
 * README and docs parse exactly as written, {@code --help} is generated for every command, exit codes are 0 / 1 / 2,
 * global options work before and after the command, and the completion script is valid bash.
 */
@Tag("api")
class EngineCommandLineTest {

    @TempDir
    Path tmp;

    record Out(int code, String out, String err) {
    }

    static Out run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = EngineCli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        return new Out(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static CommandLine.ParseResult parse(String... args) {
        return EngineCli.commandLine(new EngineCli(System.out, System.err, Map.of())).parseArgs(args);
    }

    /** Every command line written in README.md and docs/*.md (placeholders filled in) parses as written. */
    @Test
    void theDocumentedCommandsParseAsWritten() {
        List<List<String>> documented = List.of(
                List.of("serve", "--port", "8731", "--data-dir", "/srv/bpi"),
                List.of("serve", "--config", "/etc/bpi-desk/bpi-desk.properties"),
                List.of("serve", "--bind", "0.0.0.0", "--port", "8181"),
                List.of("serve", "--agents.enabled=true"),
                List.of("keys", "create", "--org", "acme", "--tier", "enterprise"),
                List.of("keys", "create", "--org", "acme", "--tier", "enterprise", "--admin"),
                List.of("keys", "create", "--org", "acme", "--tier", "free"),
                List.of("--config", "/etc/bpi-desk/bpi-desk.properties", "keys", "create", "--org", "acme", "--tier", "enterprise"),
                List.of("keys", "list"),
                List.of("keys", "revoke", "0123456789ab"),
                List.of("holders", "set", "adv-03", "--org", "acme", "--name", "Maria Lopez"),
                List.of("holders", "set", "adv-01", "--org", "acme", "--name", "Bo Branch", "--scope", "supervised",
                        "--supervises", "adv-03,adv-04"),
                List.of("holders", "set", "cco", "--org", "acme", "--name", "Chris Compliance", "--role", "reviewer"),
                List.of("holders", "bind", "0123456789ab", "--org", "acme", "--holder", "adv-03"),
                List.of("holders", "bind", "0123456789ab", "--org", "acme", "--none"),
                List.of("holders", "list", "--org", "acme"),
                List.of("import-prices", "SPY.csv"),
                List.of("import-prices", "--symbol", "SPY", "prices.csv"),
                List.of("import-prices", "dir1", "dir2"),
                List.of("import-macro", "macro"),
                List.of("regime-backtest", "../shared/data/macro", "--prices", "SPY.csv"),
                List.of("regime-backtest", "../shared/data/macro", "--from", "2007-01", "--to", "2009-12"),
                List.of("regime-backtest", "../shared/data/macro", "--prices", "SPY.csv", "--nber"),
                List.of("book", "import", "--org", "acme", "--dir", "book"),
                List.of("book", "export", "--org", "acme", "--dir", "book"),
                List.of("book", "demo", "--org", "acme"),
                List.of("churn", "refit", "--org", "acme"),
                List.of("assurance", "verify", "--org", "acme"),
                List.of("assurance", "bundle", "--client", "demo-c001", "--out", "bundle.zip"),
                List.of("research-eval"),
                List.of("research-eval", "--beir", "scifact", "--split", "test", "--model", "bge-small-en-v1.5-q"),
                List.of("completion"),
                List.of("help", "keys"));
        for (List<String> argv : documented) {
            CommandLine.ParseResult r = parse(argv.toArray(String[]::new));
            assertThat(r.hasSubcommand()).as(String.join(" ", argv)).isTrue();
        }
    }

    @Test
    void serveReadsPortBindGlobalOptionsAndConfigurationKeys() {
        CommandLine.ParseResult r = parse("serve", "--port", "0", "--bind", "127.0.0.1", "--data-dir", tmp.toString(),
                "--agents.enabled=true");
        ServeCommand serve = (ServeCommand) r.subcommand().commandSpec().userObject();
        EngineConfig config = serve.config();
        assertThat(config.port()).isZero();
        assertThat(config.get("bind", "")).isEqualTo("127.0.0.1");
        assertThat(config.get("agents.enabled", "false")).isEqualTo("true");
        assertThat(config.dataDir()).isEqualTo(tmp);

        ServeCommand stray = (ServeCommand) parse("serve", "extra").subcommand().commandSpec().userObject();
        assertThatThrownBy(stray::config).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'extra'");
        assertThat(run("serve", "--port", "not-a-port").code()).isEqualTo(2);
    }

    @Test
    void keysCreateAsInTheReadmeWithGlobalOptionsBeforeOrAfter() {
        Out created = run("--data-dir", tmp.toString(), "keys", "create", "--org", "acme", "--tier", "free");
        assertThat(created.code()).as(created.err()).isZero();
        assertThat(created.out().strip()).startsWith("bpi_").doesNotContain("\n");
        assertThat(created.err()).contains("for organization acme (free tier)");
        Out listed = run("keys", "list", "--data-dir", tmp.toString());
        assertThat(listed.code()).isZero();
        assertThat(listed.out()).contains("acme").contains("free").contains(created.out().strip().substring(4, 16));
        assertThat(run("--data-dir", tmp.toString(), "keys", "create", "--org", "acme").code()).isEqualTo(2);
        Out gold = run("--data-dir", tmp.toString(), "keys", "create", "--org", "acme", "--tier", "gold");
        assertThat(gold.code()).isEqualTo(2);
        assertThat(gold.err()).startsWith("Error: ").doesNotContain("Exception");
        assertThat(run("--data-dir", tmp.toString(), "keys", "revoke", "000000000000").code()).isEqualTo(1);
    }

    @Test
    void helpIsGeneratedForEveryCommandAndUsageErrorsExitTwo() {
        Out help = run("--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("Usage: ./bpi engine").contains("--data-dir=DIR");
        for (String c : List.of("serve", "keys", "completion", "import-prices", "import-macro", "regime-backtest", "assurance",
                "research-eval", "book", "churn")) {
            assertThat(help.out()).as(c).containsPattern("(?m)^\\s+" + c + "\\s");
        }
        Out eval = run("research-eval", "--help");
        assertThat(eval.code()).isZero();
        assertThat(eval.out()).contains("Usage: ./bpi engine research-eval").contains("MRR@10 with 95% CIs").contains("--beir=DIR").contains("--model=ID")
                .contains("--data-dir=DIR");
        assertThat(run("book", "import", "--help").out()).contains("--org=ORG").contains("--dir=DIR");
        assertThat(run("assurance", "verify", "--help").out()).contains("Exit 0 when intact, 1 when tampering");
        assertThat(run("help", "keys").out()).contains("create").contains("revoke");
        assertThat(run("--version").out()).startsWith("BPI Desk engine ");

        assertThat(run().code()).isEqualTo(2);
        Out group = run("book");
        assertThat(group.code()).isEqualTo(2);
        assertThat(group.err()).contains("import").contains("export").contains("demo");
        Out unknown = run("no-such-command");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err()).contains("no-such-command");
        assertThat(run("book", "import", "--org", "acme").err()).contains("--dir");
    }

    @Test
    void bookImportAndAssuranceVerifyRunThroughTheEntryPoint() throws Exception {
        Path book = tmp.resolve("book");
        String data = tmp.resolve("data").toString();
        assertThat(run("--data-dir", data, "book", "demo", "--org", "acme").code()).isZero();
        assertThat(run("--data-dir", data, "book", "export", "--org", "acme", "--dir", book.toString()).code()).isZero();
        assertThat(Files.exists(book.resolve("clients.csv"))).isTrue();
        Out imported = run("--data-dir", data, "book", "import", "--org", "other", "--dir", book.toString());
        assertThat(imported.code()).as(imported.err()).isZero();
        assertThat(imported.out()).startsWith("Imported for other: ");
        Out verified = run("--data-dir", data, "assurance", "verify", "--org", "acme");
        assertThat(verified.code()).as(verified.err()).isZero();
        assertThat(verified.out()).contains("OK: the audit chain and every stored envelope are intact.");
        assertThat(run("--data-dir", data, "import-prices", tmp.resolve("missing.csv").toString()).code()).isEqualTo(2);
    }

    @Test
    void completionIsAValidBashScriptForTheLauncherAndTheServer() throws Exception {
        for (List<String> argv : List.of(List.of("completion"), List.of("completion", "--name", "bpi-desk-server"))) {
            Out script = run(argv.toArray(String[]::new));
            assertThat(script.code()).isZero();
            assertThat(script.out()).contains("complete -F").contains("keys").contains("research-eval").contains("--org");
            Path file = tmp.resolve(argv.size() + ".bash");
            Files.writeString(file, script.out());
            Process bash = new ProcessBuilder("bash", "-n", file.toString()).redirectErrorStream(true).start();
            String msg = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(bash.waitFor()).as(msg).isZero();
        }
        assertThat(run("completion").out()).contains("engine").contains("serve");
    }
}
