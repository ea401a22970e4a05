package com.bpidesk.engine.cli;

import com.bpidesk.engine.platform.auth.Holders;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.Settings;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code holders list|set|bind}: who holds an organization's keys and which clients each sees (need-to-know, issue 28,
 * ADR 0252). The same store as {@code /api/admin/holders}; a change reaches a running engine within 5 seconds.
 */
@Command(name = "holders", description = "Record key holders, their role and scope, and bind keys to them.",
        subcommands = {HoldersCommand.ListHolders.class, HoldersCommand.Set.class, HoldersCommand.Bind.class})
final class HoldersCommand extends CliCommand.Group {

    static Holders holders(Settings config, Database db) {
        return KeysCommand.keys(config, db).holders();
    }

    @Command(name = "list", description = "List the organization's holders with role, scope, supervised advisors and keys.")
    static final class ListHolders extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Override
        public Integer call() {
            Settings config = settings();
            try (Database db = KeysCommand.open(config)) {
                out().printf("%-20s %-30s %-14s %-13s %-30s %s%n", "HOLDER_ID", "NAME", "ROLE", "SCOPE", "SUPERVISES", "KEYS");
                for (Holders.Holder h : holders(config, db).list(org)) {
                    out().printf("%-20s %-30s %-14s %-13s %-30s %s%n", h.holderId(), h.name(), h.role(), h.scope(),
                            h.supervises().isEmpty() ? "-" : String.join(",", h.supervises()),
                            h.keyIds().isEmpty() ? "-" : String.join(",", h.keyIds()));
                }
                return OK;
            }
        }
    }

    @Command(name = "set", sortOptions = false, description = "Record a holder (create or replace): name, role, scope and "
            + "the advisors a supervisor supervises.")
    static final class Set extends CliCommand {
        @Parameters(paramLabel = "HOLDER_ID", description = "the person's id; for an advisor, the advisor's id in the book")
        String holderId;

        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Option(names = "--name", required = true, paramLabel = "NAME", description = "the holder's name")
        String name;

        @Option(names = "--role", paramLabel = "ROLE", description = "advisor (default), reviewer or administrator")
        String role;

        @Option(names = "--scope", paramLabel = "SCOPE", description = "own (an advisor's default), supervised or organization "
                + "(reviewers and administrators always)")
        String scope;

        @Option(names = "--supervises", paramLabel = "ADVISOR,ADVISOR", split = ",",
                description = "with --scope supervised: the advisor ids whose clients the holder also sees")
        List<String> supervises;

        @Override
        public Integer call() {
            Settings config = settings();
            try (Database db = KeysCommand.open(config)) {
                Holders.Holder h = holders(config, db).put(org, holderId, name, role, scope, supervises, "command line");
                out().println("Holder " + h.holderId() + " (" + h.name() + ", " + h.role() + ") sees " + h.scope()
                        + (h.supervises().isEmpty() ? "" : " with " + String.join(", ", h.supervises())));
                return OK;
            }
        }
    }

    @Command(name = "bind", description = "Bind an API key to a holder (the key sees the holder's clients), or unbind it with --none.")
    static final class Bind extends CliCommand {
        @Parameters(paramLabel = "KEY_ID", description = "the key id shown by keys list (or the whole key)")
        String keyId;

        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the key's organization")
        String org;

        @Option(names = "--holder", paramLabel = "HOLDER_ID", description = "the holder to bind the key to")
        String holder;

        @Option(names = "--none", description = "unbind: the key sees the whole organization again")
        boolean none;

        @Override
        public Integer call() {
            if ((holder == null) == !none) {
                err().println("holders bind needs either --holder HOLDER_ID or --none");
                return USAGE;
            }
            String id = keyId.startsWith("bpi_") && keyId.length() > 16 ? keyId.substring(4, 16) : keyId;
            Settings config = settings();
            try (Database db = KeysCommand.open(config)) {
                holders(config, db).bind(org, id, none ? null : holder);
                out().println(none ? "Key " + id + " is bound to no holder" : "Key " + id + " is bound to " + holder);
                return OK;
            }
        }
    }
}
