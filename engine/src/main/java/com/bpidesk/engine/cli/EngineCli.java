package com.bpidesk.engine.cli;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.Features;
import com.bpidesk.engine.platform.Feature;
import com.bpidesk.engine.platform.Services;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.cli.CliContext;
import com.bpidesk.engine.platform.errors.DomainException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The engine's command line on picocli (ADR 0173), run through {@code ./bpi engine ...} (and the server package's
 * {@code bpi-desk-server}): {@code serve}, {@code keys create|list|revoke} (API and agent keys), {@code mcp} (the agents' MCP server on stdio), {@code completion}, {@code help}, then every
 * feature's commands in {@link Features} order. The global options {@code --data-dir}, {@code --config} and
 * {@code --db-url} are accepted before or after the command. {@code --help} on any command prints its generated usage.
 * Exit codes: 0 success, 1 the command ran and found a problem (or failed), 2 a usage error.
 */
@Command(name = "./bpi engine", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        versionProvider = EngineCli.Version.class, sortOptions = false, usageHelpAutoWidth = true,
        description = "The BPI Desk engine: serve the REST API, manage API keys and run each feature's commands.",
        subcommands = {ServeCommand.class, KeysCommand.class, HoldersCommand.class, McpCommand.class, CompletionCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Exit codes: 0 success, 1 the command found a problem or failed, 2 a usage error."})
public final class EngineCli implements Callable<Integer>, CliContext {

    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;
    private final Map<String, String> overrides = new LinkedHashMap<>();
    private EngineConfig config;
    private Engine engine;

    @Spec
    private CommandSpec spec;

    EngineCli(PrintStream out, PrintStream err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
    }

    @Option(names = "--data-dir", paramLabel = "DIR", scope = ScopeType.INHERIT,
            description = "the data directory (default ~/.bpi-desk, or BPI_DATA_DIR)")
    void dataDir(String dir) {
        override("data.dir", dir);
    }

    @Option(names = "--config", paramLabel = "FILE", scope = ScopeType.INHERIT,
            description = "a configuration file (default bpi-desk.properties in the data directory; docs/configuration.md)")
    void configFile(String file) {
        override("config", file);
    }

    @Option(names = "--db-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "the database (default the H2 file in the data directory; jdbc:postgresql://... for a shared server)")
    void databaseUrl(String url) {
        override("db.url", url);
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err, System.getenv()));
    }

    /** Runs one command line; returns its exit code. The engine a command started for its services stops with it. */
    public static int run(List<String> argv, PrintStream out, PrintStream err, Map<String, String> env) {
        EngineCli root = new EngineCli(out, err, env);
        try {
            return commandLine(root).execute(argv.toArray(String[]::new));
        } finally {
            root.stopEngine();
        }
    }

    /** The whole command tree: the platform's commands, then each feature's, writing to the root's streams. */
    static CommandLine commandLine(EngineCli root) {
        CommandLine cl = new CommandLine(root);
        for (Feature f : Features.all()) {
            for (CliCommand c : f.commands()) {
                cl.addSubcommand(c); // picocli refuses two commands with one name
            }
        }
        cl.setOut(new PrintWriter(root.out, true));
        cl.setErr(new PrintWriter(root.err, true));
        cl.setExecutionExceptionHandler(EngineCli::failure);
        return cl;
    }

    /** No command: the usage, exit 2. */
    @Override
    public Integer call() {
        spec.commandLine().usage(out);
        return CliCommand.USAGE;
    }

    /** A configuration value from the command line (wins over the environment and the config file). */
    void override(String key, String value) {
        if (config != null) {
            throw new IllegalStateException("Settings were read before the option for '" + key + "'");
        }
        overrides.put(key, value);
    }

    @Override
    public EngineConfig settings() {
        if (config == null) {
            config = EngineConfig.load(overrides, env);
        }
        return config;
    }

    /**
     * The engine's services for a feature's command: {@link Engine#start} on the resolved settings with
     * {@code http.enabled=false} and without the background tasks a served engine runs after start (research indexing,
     * demo seeding), the same composition root as a served engine (ADR 0256), once per command line.
     */
    @Override
    public synchronized Services services() {
        if (engine == null) {
            engine = Engine.start(settings().with("http.enabled", "false").with("engine.background.tasks", "false"));
        }
        return engine.context().services();
    }

    private synchronized void stopEngine() {
        if (engine != null) {
            engine.stop();
            engine = null;
        }
    }

    @Override
    public PrintStream out() {
        return out;
    }

    @Override
    public PrintStream err() {
        return err;
    }

    /** A failure while a command ran: one line on stderr; exit 2 for bad input, 1 otherwise. */
    private static int failure(Exception e, CommandLine cmd, ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        int code;
        if (e instanceof IllegalArgumentException) {
            err.println("Error: " + e.getMessage());
            code = CliCommand.USAGE;
        } else if (e instanceof DomainException d) {
            err.println("Error: " + d.getMessage());
            code = d.kind() == DomainException.Kind.INVALID ? CliCommand.USAGE : CliCommand.PROBLEM;
        } else {
            err.println("Error: " + e);
            code = CliCommand.PROBLEM;
        }
        err.flush();
        return code;
    }

    /** {@code --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"BPI Desk engine " + Engine.version()};
        }
    }
}
