package com.bpidesk.engine.cli;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.cli.CliCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code serve}: runs the REST API until stopped. Besides {@code --port} and {@code --bind}, any configuration key can
 * be given as {@code --KEY=VALUE} (a key with a dot, e.g. {@code --agents.enabled=true}; docs/configuration.md).
 */
@Command(name = "serve", sortOptions = false,
        description = {"Run the REST API until stopped (Ctrl-C).",
                "Any configuration key may follow as --KEY=VALUE, e.g. --agents.enabled=true (docs/configuration.md)."})
final class ServeCommand extends CliCommand {

    /** A configuration key (lowercase words joined by dots) and its value. */
    private static final Pattern SETTING = Pattern.compile("--([a-z][a-z0-9_-]*(?:\\.[a-z0-9_-]+)+)=(.*)", Pattern.DOTALL);

    @Option(names = "--port", paramLabel = "N", description = "the port to listen on (0 picks a free one; default 8731)")
    Integer port;

    @Option(names = "--bind", paramLabel = "ADDR", description = "the address to listen on (default 127.0.0.1)")
    String bind;

    @Unmatched
    List<String> settings = new ArrayList<>();

    /** The configuration this serve would run with, or a usage error naming the argument it cannot read. */
    EngineConfig config() {
        EngineCli root = (EngineCli) spec().root().userObject();
        if (port != null) {
            root.override("port", Integer.toString(port));
        }
        if (bind != null) {
            root.override("bind", bind);
        }
        for (String a : settings) {
            Matcher m = SETTING.matcher(a);
            if (!m.matches()) {
                throw new IllegalArgumentException("Unexpected argument '" + a + "'; serve takes --port N, --bind ADDR and "
                        + "configuration keys as --KEY=VALUE");
            }
            root.override(m.group(1), m.group(2));
        }
        return root.settings();
    }

    @Override
    public Integer call() throws InterruptedException {
        EngineConfig config = config();
        Engine engine = Engine.start(config); // stops itself when the JVM exits (its own exit hook, the only one)
        out().println("BPI Desk engine " + Engine.version() + " serving " + engine.baseUrl()
                + " (data " + config.dataDir() + "). Health: " + engine.baseUrl() + "/health");
        out().println("Create API keys with: ./bpi engine --data-dir " + config.dataDir() + " keys create --org ORG --tier enterprise");
        out().flush();
        engine.awaitStop();
        return OK;
    }
}
