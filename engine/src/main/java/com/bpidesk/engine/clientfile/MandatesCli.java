package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.platform.Organizations;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.envelope.Mandate;
import java.time.Clock;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./bpi engine mandates show|set|clear CLIENT [--org ORG]} (ADR 0258): a client's advisory mandate, the same as
 * {@code GET|PUT|DELETE /api/book/clients/{client_id}/mandate}. {@code show} prints the stored mandate, else the one derived
 * from the client's policy; {@code set} records one ({@code --action} and {@code --constraint} repeat); {@code clear}
 * removes the stored one, so the derived one applies. An unknown client is exit 1.
 */
@Command(name = "mandates", description = "Clients' advisory mandates: what each client authorized the firm to propose.",
        subcommands = {MandatesCli.Show.class, MandatesCli.Set.class, MandatesCli.Clear.class})
public final class MandatesCli extends CliCommand.Group {

    abstract static class OnClient extends CliCommand {
        @Option(names = "--org", paramLabel = "ORG", description = "the organization (default: ${DEFAULT-VALUE})")
        String org = Organizations.LOCAL;
        @Parameters(index = "0", paramLabel = "CLIENT", description = "the client's id")
        String client;

        /** Opens the database, runs {@code work} on the organization's mandates, prints the client's mandate. */
        Integer run(Function<ClientMandates, Boolean> work) {
            Settings config = settings();
            try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
                BookStore book = new BookStore(db);
                if (book.client(org, client).isEmpty()) {
                    err().println("There is no client '" + client + "' in the book of organization " + org + ".");
                    return PROBLEM;
                }
                ClientMandates mandates = new ClientMandates(db, Clock.systemUTC());
                mandates.deriveWith((o, c) -> PolicyMandates.derived(book, o, c));
                work.apply(mandates);
                mandates.view(org, client).ifPresent(this::print);
                return OK;
            }
        }

        void print(ClientMandates.View v) {
            Mandate m = v.mandate();
            out().println("Client " + v.clientId() + " - mandate " + switch (v.dataSource()) {
                case ClientMandates.DERIVED -> "derived from the client's policy (none stored)";
                case "advisor" -> "set by " + v.updatedBy() + " on " + v.updatedAt();
                default -> "from the " + v.dataSource() + " book";
            });
            out().println("  Scope: " + m.scope());
            out().println("  Authorized actions: " + String.join(", ", m.authorizedActions()));
            m.constraints().forEach(c -> out().println("  Condition: " + c));
        }
    }

    @Command(name = "show", description = "Print the client's mandate (stored, else derived from the client's policy).")
    static final class Show extends OnClient {
        @Override
        public Integer call() {
            return run(m -> true);
        }
    }

    @Command(name = "set", description = "Record the client's mandate (replaces a stored one).")
    static final class Set extends OnClient {
        @Option(names = "--scope", paramLabel = "TEXT", description = "the mandate's scope (default: ${DEFAULT-VALUE})")
        String scope = "Advisory";
        @Option(names = "--action", required = true, paramLabel = "TYPE", description = "an authorized action type, e.g. rebalance (repeat)")
        List<String> actions;
        @Option(names = "--constraint", paramLabel = "TEXT", description = "a condition, e.g. 'max_single_position_weight: 10%' (repeat)")
        List<String> constraints = List.of();
        @Option(names = "--by", paramLabel = "NAME", description = "who sets it (default: the operating-system user)")
        String by = System.getProperty("user.name", "unknown") + " (command line)";

        @Override
        public Integer call() {
            return run(m -> {
                m.put(org, client, new Mandate(scope, actions.stream().map(String::strip).toList(),
                        constraints.stream().map(String::strip).toList()), "advisor", by);
                return true;
            });
        }
    }

    @Command(name = "clear", description = "Remove the client's stored mandate: the one derived from the policy applies.")
    static final class Clear extends OnClient {
        @Override
        public Integer call() {
            return run(m -> m.delete(org, client));
        }
    }
}
