package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.settings.Settings;
import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.cli.CliOptions;
import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.book.BookCsv;
import com.bpidesk.engine.book.BookStore;
import com.bpidesk.engine.book.DemoBook;
import com.bpidesk.engine.platform.db.Database;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code ./bpi engine book import --org ORG --dir DIR} and {@code book export --org ORG --dir DIR}: the client book as CSV
 * files (format in docs/signals.md). Import replaces the organization's book atomically and reports every problem with
 * file, line and column.
 */
public final class BookCli {

    private BookCli() {
    }

    /** {@code book} and {@code churn}, contributed by the signals feature. */
    static List<CliCommand> commands() {
        return List.of(new CliCommand("book", "book import --org ORG --dir DIR | book export --org ORG --dir DIR | book demo --org ORG   client book",
                        BookCli::run),
                new CliCommand("churn", "churn refit --org ORG   refit the churn model on the organization's labelled clients",
                        BookCli::churn));
    }

    static int churn(Settings config, List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || !args.get(0).equals("refit")) {
            err.println("Usage: churn refit --org ORG");
            return 2;
        }
        String org = CliOptions.options(args.subList(1, args.size())).get("--org");
        if (org == null) {
            err.println("churn refit needs --org ORG");
            return 2;
        }
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            var r = com.bpidesk.engine.signals.SignalsFeature.forCli(config, db).refit(org);
            out.printf("Fitted %s on %d labelled clients (%d left): log-likelihood %.3f%n", r.model().version(), r.rows(), r.positives(),
                    r.logLikelihood());
            out.printf("  intercept %.4f%n", r.model().intercept());
            r.model().coefficients().forEach((k, v) -> out.printf("  %-24s %.4f%n", k, v));
            out.println("It is now the active model of " + org + " (previous versions are kept in churn_models).");
            return 0;
        }
    }

    static int run(Settings config, List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || !List.of("import", "export", "demo").contains(args.get(0))) {
            err.println("Usage: book import --org ORG --dir DIR | book export --org ORG --dir DIR | book demo --org ORG");
            return 2;
        }
        Map<String, String> opts = CliOptions.options(args.subList(1, args.size()));
        String org = opts.get("--org");
        String dir = opts.get("--dir");
        if (args.get(0).equals("demo")) {
            if (org == null) {
                err.println("book demo needs --org ORG");
                return 2;
            }
            try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
                var service = com.bpidesk.engine.signals.SignalsFeature.forCli(config, db);
                Book book = DemoBook.fromAssets(service.prices()).generate(service.fxTable());
                new BookStore(db).replace(org, book);
                out.printf("Generated the demo book (simulated, labelled demo) for %s: %d clients, %d transactions%n", org,
                        book.clients().size(), book.transactions().size());
                return 0;
            }
        }
        if (org == null || dir == null) {
            err.println("book " + args.get(0) + " needs --org ORG and --dir DIR");
            return 2;
        }
        try (Database db = Database.open(config.databaseUrl(), config.get("db.user", "sa"), config.get("db.password", ""), 2)) {
            BookStore store = new BookStore(db);
            if (args.get(0).equals("import")) {
                Book book;
                try {
                    book = BookCsv.read(Path.of(dir), "imported");
                } catch (BookCsv.ImportException e) {
                    e.problems().forEach(p -> err.println("  " + p));
                    err.println("Nothing imported: " + e.problems().size() + " problem(s).");
                    return 1;
                }
                store.replace(org, book);
                out.printf("Imported for %s: %d advisors, %d clients, %d accounts, %d holdings, %d transactions, %d cash flows, %d contacts%n",
                        org, book.advisors().size(), book.clients().size(), book.accounts().size(), book.holdings().size(),
                        book.transactions().size(), book.cashFlows().size(), book.contacts().size());
            } else {
                Book book = store.load(org);
                BookCsv.write(book, Path.of(dir));
                out.printf("Exported %d clients of %s to %s%n", book.clients().size(), org, dir);
            }
            return 0;
        }
    }
}
