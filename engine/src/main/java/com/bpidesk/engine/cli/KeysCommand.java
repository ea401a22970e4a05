package com.bpidesk.engine.cli;

import com.bpidesk.engine.agents.AgentStdio;
import com.bpidesk.engine.agents.AgentTools;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.Settings;
import java.time.Clock;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code keys create|list|revoke}: the API keys in the data directory's database (docs/api.md). */
@Command(name = "keys", description = "Create, list and revoke API keys.",
        subcommands = {KeysCommand.Create.class, KeysCommand.Holder.class, KeysCommand.ListKeys.class, KeysCommand.Revoke.class})
final class KeysCommand extends CliCommand.Group {

    static Database open(Settings config) {
        return Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2);
    }

    static ApiKeys keys(Settings config, Database db) {
        return new ApiKeys(db, Clock.systemUTC(), config.getLong("limits.daily.calls", 10_000));
    }

    @Command(name = "create", sortOptions = false,
            description = "Create an API key and print it on stdout (it is shown only once).")
    static final class Create extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization the key belongs to")
        String org;

        @Option(names = "--kind", paramLabel = "KIND", defaultValue = "api",
                description = "api (default) or agent: an AI agent's key for the MCP server only (docs/agents.md)")
        String kind;

        @Option(names = "--tier", paramLabel = "TIER", description = "free or enterprise (api keys; agent keys are enterprise)")
        String tier;

        @Option(names = "--scopes", paramLabel = "TOOL,TOOL", split = ",",
                description = "agent keys: the MCP tools the key may call")
        java.util.List<String> scopes;

        @Option(names = "--label", paramLabel = "TEXT", defaultValue = "", description = "a note shown by keys list")
        String label;

        @Option(names = "--daily-limit", paramLabel = "N", description = "calls per UTC day (default limits.daily.calls, 10000)")
        Long dailyLimit;

        @Option(names = "--admin", description = "may also change engine-wide data settings and imports (ADR 0113)")
        boolean admin;

        @Option(names = "--holder", paramLabel = "NAME", description = "the person the key is issued to: reviews made with it "
                + "are recorded under this name (ADR 0135)")
        String holder;

        @Option(names = "--role", paramLabel = "ROLE", description = "the holder's role: advisor (the default for a holder), "
                + "reviewer (may review other people's proposals) or administrator (ADR 0243)")
        String role;

        @Override
        public Integer call() {
            Settings config = settings();
            if ("agent".equals(kind)) {
                return createAgent(config);
            }
            if (!"api".equals(kind)) {
                err().println("--kind is api (the default) or agent");
                return USAGE;
            }
            if (tier == null || scopes != null) {
                err().println("keys create needs --org ORG and --tier free|enterprise (--scopes is for --kind agent)");
                return USAGE;
            }
            Tier t = Tier.parse(tier);
            long limit = dailyLimit != null ? dailyLimit : Long.parseLong(config.get("limits.daily.calls", "10000"));
            try (Database db = open(config)) {
                ApiKeys.Created c = keys(config, db).create(org, t, label, limit, admin, holder, role);
                out().println(c.secret());
                err().println("Key " + c.key().keyId() + " for organization " + org + " (" + tier
                        + " tier). Store it now: it is shown only once.");
                return OK;
            }
        }

        private Integer createAgent(Settings config) {
            if (scopes == null || scopes.isEmpty() || admin || tier != null || dailyLimit != null) {
                err().println("keys create --kind agent needs --org ORG and --scopes TOOL,TOOL (an agent key is enterprise "
                        + "tier, never an administrator, and counts against its organization's daily limit); tools: "
                        + String.join(",", AgentTools.TOOL_NAMES));
                return USAGE;
            }
            java.util.List<String> tools = AgentTools.checkScopes(scopes.stream().map(String::strip).filter(x -> !x.isEmpty()).toList());
            try (Database db = open(config)) {
                ApiKeys.Created c = keys(config, db).createAgent(org, label.isEmpty() ? "agent" : label, tools);
                out().println(c.secret());
                err().println("Agent key " + c.key().keyId() + " for organization " + org + ", tools: "
                        + String.join(", ", tools) + ". Store it now: it is shown only once. The agent passes it in "
                        + AgentStdio.KEY_ENV + " (stdio) or as 'Authorization: Bearer <KEY>' (HTTP).");
                return OK;
            }
        }
    }

    @Command(name = "list", description = "List every key (active and revoked); secrets are never shown.")
    static final class ListKeys extends CliCommand {
        @Override
        public Integer call() {
            Settings config = settings();
            try (Database db = open(config)) {
                out().printf("%-14s %-20s %-10s %-6s %-8s %-12s %-25s %-30s %s%n", "KEY_ID", "ORGANIZATION", "TIER", "KIND",
                        "STATE", "DAILY_LIMIT", "CREATED_AT", "HOLDER", "LABEL");
                for (ApiKey k : keys(config, db).list()) {
                    String holder = k.holder() == null ? "-" : k.holder() + (k.holderRole() == null ? "" : " (" + k.holderRole() + ")");
                    out().printf("%-14s %-20s %-10s %-6s %-8s %-12s %-25s %-30s %s%n", k.keyId(), k.organizationId(),
                            k.tier().wireName(), k.kind().wireName(), k.active() ? "active" : "revoked",
                            k.agent() ? "org" : Long.toString(k.dailyLimit()), k.createdAt(), holder,
                            k.label() + (k.agent() ? " [tools: " + String.join(",", k.scopes()) + "]" : ""));
                }
                return OK;
            }
        }
    }

    @Command(name = "holder", description = "Record the person a key is issued to: reviews made with it are recorded "
            + "under this name (ADR 0135).")
    static final class Holder extends CliCommand {
        @Parameters(paramLabel = "KEY_ID", description = "the key id shown by keys list (or the whole key)")
        String keyId;

        @Option(names = "--holder", required = true, paramLabel = "NAME", description = "the holder's name")
        String holder;

        @Option(names = "--role", paramLabel = "ROLE", description = "the holder's role: advisor (the default), reviewer or "
                + "administrator (ADR 0243)")
        String role;

        @Override
        public Integer call() {
            String id = keyId.startsWith("bpi_") && keyId.length() > 16 ? keyId.substring(4, 16) : keyId;
            Settings config = settings();
            try (Database db = open(config)) {
                if (!keys(config, db).setHolder(id, holder, role)) {
                    err().println("No key with id " + id);
                    return PROBLEM;
                }
                out().println("Key " + id + " is held by " + holder.trim());
                return OK;
            }
        }
    }

    @Command(name = "revoke", description = "Revoke a key (exit 1 when no active key has that id).")
    static final class Revoke extends CliCommand {
        @Parameters(paramLabel = "KEY_ID", description = "the key id shown by keys list (or the whole key)")
        String keyId;

        @Override
        public Integer call() {
            String id = keyId;
            if (id.startsWith("bpi_") && id.length() > 16) {
                id = id.substring(4, 16);
            }
            Settings config = settings();
            try (Database db = open(config)) {
                if (keys(config, db).revoke(id)) {
                    out().println("Revoked " + id);
                    return OK;
                }
                err().println("No active key with id " + id);
                return PROBLEM;
            }
        }
    }
}
