package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookCsv;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.platform.db.Database;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./bpi engine book import --org ORG --dir DIR}, {@code book export --org ORG --dir DIR} and {@code book demo
 * --org ORG}: the client book as CSV files (format in docs/signals.md). Import replaces the organization's book
 * atomically and reports every problem with file, line and column. {@code churn refit --org ORG} refits the churn model.
 * {@code demo} and {@code refit} use the engine's own signal service (started by the engine without a port, ADR 0256);
 * import and export only open the book's store.
 */
public final class BookCli {

    private BookCli() {
    }

    /** {@code book} and {@code churn}, contributed by the signals feature. */
    static List<CliCommand> commands() {
        return List.of(new BookGroup(), new ChurnGroup());
    }

    private static Database open(Settings config) {
        return Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2);
    }

    @Command(name = "book", description = {"The client book as CSV files (docs/signals.md).", "Advisors, clients, accounts, "
            + "holdings, transactions, cash flows and contacts, one file each."}, subcommands = {Import.class, Export.class, Demo.class})
    static final class BookGroup extends CliCommand.Group {
    }

    @Command(name = "import", sortOptions = false, description = {"Replace the organization's book with the CSV files in DIR "
            + "(atomically).", "Every problem is listed with file, line and column; then nothing is imported and the exit code is 1."})
    static final class Import extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Option(names = "--dir", required = true, paramLabel = "DIR", description = "the directory of the book's CSV files")
        Path dir;

        @Override
        public Integer call() {
            try (Database db = open(settings())) {
                Book book;
                try {
                    book = BookCsv.read(dir, "imported");
                } catch (BookCsv.ImportException e) {
                    e.problems().forEach(p -> err().println("  " + p));
                    err().println("Nothing imported: " + e.problems().size() + " problem(s).");
                    return PROBLEM;
                }
                new BookStore(db).replace(org, book);
                out().printf("Imported for %s: %d advisors, %d clients, %d accounts, %d holdings, %d transactions, %d cash flows, %d contacts%n",
                        org, book.advisors().size(), book.clients().size(), book.accounts().size(), book.holdings().size(),
                        book.transactions().size(), book.cashFlows().size(), book.contacts().size());
                return OK;
            }
        }
    }

    @Command(name = "export", sortOptions = false, description = "Write the organization's book as CSV files into DIR.")
    static final class Export extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Option(names = "--dir", required = true, paramLabel = "DIR", description = "the directory to write the CSV files to")
        Path dir;

        @Override
        public Integer call() throws Exception {
            try (Database db = open(settings())) {
                Book book = new BookStore(db).load(org);
                BookCsv.write(book, dir);
                out().printf("Exported %d clients of %s to %s%n", book.clients().size(), org, dir);
                return OK;
            }
        }
    }

    @Command(name = "demo", description = "(Re)generate the simulated demo book (labelled demo) for the organization.")
    static final class Demo extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Override
        public Integer call() {
            Book book = services().require(SignalService.class).regenerateDemoBook(org);
            out().printf("Generated the demo book (simulated, labelled demo) for %s: %d clients, %d transactions%n", org,
                    book.clients().size(), book.transactions().size());
            return OK;
        }
    }

    @Command(name = "churn", description = "The churn model (docs/signals.md).", subcommands = Refit.class)
    static final class ChurnGroup extends CliCommand.Group {
    }

    @Command(name = "refit", description = "Refit the churn model's coefficients on the organization's labelled clients.")
    static final class Refit extends CliCommand {
        @Option(names = "--org", required = true, paramLabel = "ORG", description = "the organization")
        String org;

        @Override
        public Integer call() {
            var r = services().require(SignalService.class).refit(org);
            out().printf("Fitted %s on %d labelled clients (%d left): log-likelihood %.3f%n", r.model().version(), r.rows(),
                    r.positives(), r.logLikelihood());
            out().printf("  intercept %.4f%n", r.model().intercept());
            r.model().coefficients().forEach((k, v) -> out().printf("  %-24s %.4f%n", k, v));
            out().println("It is now the active model of " + org + " (previous versions are kept in churn_models).");
            return OK;
        }
    }
}
