package com.bpidesk.engine.cli;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.Features;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.cli.CliOptions;
import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.db.Database;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * The engine's command line (run through {@code ./bpi engine ...}):
 * <pre>
 *   serve [--port N] [--bind ADDR] [--data-dir DIR] [--config FILE]
 *   keys create --org ORG --tier free|enterprise [--label TEXT] [--daily-limit N] [--admin]
 *   keys list
 *   keys revoke KEY_ID
 * </pre>
 * Global options (--data-dir, --config, --db-url) apply to every command.
 */
public final class EngineCli {

    /** The commands in help order: the platform's ({@code serve}, {@code keys}), then each feature's in {@link Features} order. */
    static Map<String, CliCommand> commands() {
        Map<String, CliCommand> out = new LinkedHashMap<>();
        List<CliCommand> all = new ArrayList<>();
        all.add(new CliCommand("serve", "serve [--port N] [--bind ADDR]   run the REST API until stopped (Ctrl-C)", EngineCli::serve));
        all.add(new CliCommand("keys", "keys create --org ORG --tier free|enterprise [--label TEXT] [--daily-limit N] [--admin]"
                + " [--holder NAME] [--role ROLE] | keys holder KEY_ID --holder NAME [--role ROLE] | keys list | keys revoke KEY_ID", EngineCli::keys));
        Features.all().forEach(f -> all.addAll(f.commands()));
        for (CliCommand c : all) {
            if (out.putIfAbsent(c.name(), c) != null) {
                throw new IllegalStateException("Two commands are named " + c.name());
            }
        }
        return out;
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err, System.getenv()));
    }

    public static int run(List<String> argv, PrintStream out, PrintStream err, Map<String, String> env) {
        Map<String, String> overrides = new LinkedHashMap<>();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < argv.size(); i++) {
            String a = argv.get(i);
            String key = switch (a) {
                case "--data-dir" -> "data.dir";
                case "--config" -> "config";
                case "--db-url" -> "db.url";
                case "--port" -> "port";
                case "--bind" -> "bind";
                default -> null;
            };
            if (key != null) {
                if (i + 1 >= argv.size()) {
                    err.println("Option " + a + " needs a value");
                    return 2;
                }
                overrides.put(key, argv.get(++i));
            } else {
                rest.add(a);
            }
        }
        if (rest.isEmpty() || rest.get(0).equals("--help") || rest.get(0).equals("help")) {
            usage(out);
            return rest.isEmpty() ? 2 : 0;
        }
        CliCommand command = commands().get(rest.get(0));
        if (command == null) {
            err.println("Unknown command '" + rest.get(0) + "'");
            usage(err);
            return 2;
        }
        try {
            EngineConfig config = EngineConfig.load(overrides, env);
            return command.action().run(config, rest.subList(1, rest.size()), out, err);
        } catch (IllegalArgumentException e) {
            err.println("Error: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("Error: " + e);
            return 1;
        }
    }

    private static void usage(PrintStream out) {
        out.println("Usage: ./bpi engine [--data-dir DIR] [--config FILE] [--db-url URL] COMMAND ...");
        commands().values().forEach(c -> out.println("  " + c.usage()));
    }

    private static int serve(Settings settings, List<String> args, PrintStream out, PrintStream err) throws InterruptedException {
        if (!args.isEmpty()) {
            err.println("Unexpected arguments: " + args);
            return 2;
        }
        EngineConfig config = (EngineConfig) settings;
        Engine engine = Engine.start(config);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            engine.stop();
            stopped.countDown();
        }, "bpi-shutdown"));
        out.println("BPI Desk engine " + Engine.version() + " serving " + engine.baseUrl()
                + " (data " + config.dataDir() + "). Health: " + engine.baseUrl() + "/health");
        out.println("Create API keys with: ./bpi engine --data-dir " + config.dataDir() + " keys create --org ORG --tier enterprise");
        out.flush();
        stopped.await();
        return 0;
    }

    private static int keys(Settings config, List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            err.println("Usage: keys create --org ORG --tier free|enterprise [--label TEXT] [--daily-limit N] [--admin]"
                    + " [--holder NAME] [--role ROLE] | keys holder KEY_ID --holder NAME [--role ROLE] | keys list | keys revoke KEY_ID");
            return 2;
        }
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            ApiKeys keys = new ApiKeys(db, Clock.systemUTC(), config.getLong("limits.daily.calls", 10_000));
            switch (args.get(0)) {
                case "create" -> {
                    List<String> rest = new java.util.ArrayList<>(args.subList(1, args.size()));
                    boolean admin = rest.remove("--admin"); // a flag without a value
                    Map<String, String> opts = CliOptions.options(rest);
                    String org = opts.get("--org");
                    String tier = opts.get("--tier");
                    if (org == null || tier == null) {
                        err.println("keys create needs --org ORG and --tier free|enterprise");
                        return 2;
                    }
                    long limit = Long.parseLong(opts.getOrDefault("--daily-limit", config.get("limits.daily.calls", "10000")));
                    ApiKeys.Created c = keys.create(org, Tier.parse(tier), opts.getOrDefault("--label", ""), limit,
                            admin, opts.get("--holder"), opts.get("--role"));
                    out.println(c.secret());
                    err.println("Key " + c.key().keyId() + " for organization " + org + " (" + tier
                            + " tier). Store it now: it is shown only once.");
                    return 0;
                }
                case "holder" -> {
                    // The person a key is issued to: reviews made with it are recorded under this name (ADR 0135).
                    if (args.size() < 2) {
                        err.println("Usage: keys holder KEY_ID --holder NAME [--role ROLE]");
                        return 2;
                    }
                    String id = args.get(1);
                    if (id.startsWith("bpi_") && id.length() > 16) {
                        id = id.substring(4, 16);
                    }
                    Map<String, String> opts = CliOptions.options(args.subList(2, args.size()));
                    if (opts.get("--holder") == null) {
                        err.println("keys holder needs --holder NAME");
                        return 2;
                    }
                    if (!keys.setHolder(id, opts.get("--holder"), opts.get("--role"))) {
                        err.println("No key with id " + id);
                        return 1;
                    }
                    out.println("Key " + id + " is held by " + opts.get("--holder").trim());
                    return 0;
                }
                case "list" -> {
                    out.printf("%-14s %-20s %-10s %-8s %-12s %-25s %-30s %s%n", "KEY_ID", "ORGANIZATION", "TIER", "STATE",
                            "DAILY_LIMIT", "CREATED_AT", "HOLDER", "LABEL");
                    for (ApiKey k : keys.list()) {
                        String holder = k.holder() == null ? "-" : k.holder() + (k.holderRole() == null ? "" : " (" + k.holderRole() + ")");
                        out.printf("%-14s %-20s %-10s %-8s %-12d %-25s %-30s %s%n", k.keyId(), k.organizationId(),
                                k.tier().wireName(), k.active() ? "active" : "revoked", k.dailyLimit(), k.createdAt(), holder,
                                k.label());
                    }
                    return 0;
                }
                case "revoke" -> {
                    if (args.size() != 2) {
                        err.println("Usage: keys revoke KEY_ID");
                        return 2;
                    }
                    String id = args.get(1);
                    if (id.startsWith("bpi_") && id.length() > 16) {
                        id = id.substring(4, 16);
                    }
                    if (keys.revoke(id)) {
                        out.println("Revoked " + id);
                        return 0;
                    }
                    err.println("No active key with id " + id);
                    return 1;
                }
                default -> {
                    err.println("Unknown keys command '" + args.get(0) + "'");
                    return 2;
                }
            }
        }
    }
}
