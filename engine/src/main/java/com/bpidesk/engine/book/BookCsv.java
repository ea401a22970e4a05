package com.bpidesk.engine.book;

import com.bpidesk.engine.behavior.CsvSafe;
import com.bpidesk.engine.transactions.TransactionReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import com.bpidesk.engine.platform.text.DateReader;
import com.bpidesk.engine.platform.text.Delimiters;
import com.bpidesk.engine.platform.text.Encodings;
import com.bpidesk.engine.platform.text.NumberReader;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Imports and exports a client book as a directory of CSV files (format in docs/signals.md, "Client book CSV format"):
 * {@code advisors.csv}, {@code clients.csv}, {@code accounts.csv}, {@code holdings.csv}, {@code transactions.csv},
 * {@code cash_flows.csv}, {@code contacts.csv}, {@code income.csv} (dividends and interest, issue 25); UTF-8, comma-separated,
 * header row with the column names below, ISO dates, decimal points. Transactions are the exception:
 * {@code transactions.csv} (or one {@code transactions/<account_id>.csv} per account) may be any broker's export, read by
 * the general transaction reader ({@link BookTransactions}). Every problem is reported with file, line and column; nothing
 * is imported unless all files are valid.
 */
public final class BookCsv {

    public static final String ADVISORS = "advisor_id,name,email";
    public static final String CLIENTS = "client_id,advisor_id,name,risk_tolerance,time_horizon_years,investment_policy_summary,"
            + "home_country,onboarded_on,churned,churned_on,base_currency";
    public static final String ACCOUNTS = "account_id,client_id,account_type,currency,opened_on";
    public static final String HOLDINGS = "account_id,symbol,shares,cost_basis,as_of";
    /**
     * The book's own transactions layout (what {@link #write} produces); on import {@code transactions.csv} may be any broker's
     * export instead ({@link BookTransactions}). {@code note} says "automatic investment" on savings-plan purchases and dividend
     * reinvestments, which the reader's vocabulary reads back as automatic.
     */
    public static final String TRANSACTIONS = "account_id,trade_date,symbol,side,quantity,price,fees,currency,note";
    /** The note of an automatic purchase in the export (a phrase of the vocabulary's {@code flag.savings_plan}). */
    static final String AUTOMATIC_NOTE = "automatic investment";
    private static final TransactionReader READER = TransactionReader.standard();
    public static final String CASH_FLOWS = "account_id,flow_date,amount,currency";
    public static final String CONTACTS = "client_id,contact_date,channel,note";
    /** Optional {@code income.csv} (issue 25): dividends and interest; symbol empty for interest on cash, withholding_tax optional. */
    public static final String INCOME = "account_id,pay_date,symbol,kind,amount,withholding_tax,currency";

    /** Thrown with every problem found, each as "file:line column: message". */
    public static final class ImportException extends RuntimeException {
        private final List<String> problems;

        ImportException(List<String> problems) {
            super(problems.size() + " problem(s) in the book CSV files; first: " + problems.get(0));
            this.problems = problems;
        }

        public List<String> problems() {
            return problems;
        }
    }

    private BookCsv() {
    }

    public static Book read(Path dir, String dataSource) {
        Reader r = new Reader(dir);
        List<Book.Advisor> advisors = r.file("advisors.csv", ADVISORS, true, c -> new Book.Advisor(c.text("advisor_id"), c.text("name"),
                c.optional("email"), dataSource));
        Set<String> advisorIds = new HashSet<>();
        advisors.forEach(a -> advisorIds.add(a.advisorId()));
        Set<String> clientIds = new HashSet<>();
        List<Book.Client> clients = r.file("clients.csv", CLIENTS, true, c -> {
            clientIds.add(c.raw("client_id"));
            String tol = c.text("risk_tolerance").toLowerCase(Locale.ROOT);
            if (!Book.RISK_TOLERANCES.contains(tol)) {
                c.problem("risk_tolerance", "must be one of " + Book.RISK_TOLERANCES);
            }
            if (!advisorIds.contains(c.text("advisor_id"))) {
                c.problem("advisor_id", "no advisor '" + c.text("advisor_id") + "' in advisors.csv");
            }
            String churned = c.optional("churned");
            Boolean label = churned == null ? null : switch (churned.toLowerCase(Locale.ROOT)) {
                case "true", "yes", "1" -> true;
                case "false", "no", "0" -> false;
                default -> {
                    c.problem("churned", "must be true, false or empty");
                    yield null;
                }
            };
            String home = c.text("home_country").toUpperCase(Locale.ROOT);
            if (!home.matches("[A-Z]{2}")) {
                c.problem("home_country", "must be an ISO alpha-2 code");
            }
            String base = c.optional("base_currency");
            if (base != null) {
                var unit = com.bpidesk.engine.fx.Currencies.unit(base);
                if (unit.isEmpty() || unit.get().minor()) {
                    c.problem("base_currency", "must be an ISO 4217 currency code such as USD, EUR or GBP, or empty for the firm default");
                } else {
                    base = unit.get().major();
                }
            }
            return new Book.Client(c.text("client_id"), c.text("advisor_id"), c.text("name"), tol, (int) c.number("time_horizon_years"),
                    c.text("investment_policy_summary"), home, c.date("onboarded_on"), label,
                    c.optional("churned_on") == null ? null : c.date("churned_on"), dataSource, base);
        });
        Set<String> accountIds = new HashSet<>();
        List<Book.Account> accounts = r.file("accounts.csv", ACCOUNTS, true, c -> {
            accountIds.add(c.raw("account_id"));
            if (!clientIds.contains(c.text("client_id"))) {
                c.problem("client_id", "no client '" + c.text("client_id") + "' in clients.csv");
            }
            return new Book.Account(c.text("account_id"), c.text("client_id"), c.text("account_type"), c.text("currency"), c.date("opened_on"));
        });
        List<Book.Holding> holdings = r.file("holdings.csv", HOLDINGS, false, c -> {
            c.account(accountIds);
            return new Book.Holding(c.text("account_id"), c.text("symbol").toUpperCase(Locale.ROOT), c.positive("shares"),
                    c.nonNegative("cost_basis"), c.date("as_of"));
        });
        // transactions: any broker's export, read by the general transaction reader (BookTransactions, issue 12)
        Map<String, String> accountCurrency = new LinkedHashMap<>();
        accounts.forEach(a -> accountCurrency.put(a.accountId(), a.currency()));
        BookTransactions.Result txs = new BookTransactions(READER, accountCurrency, r.problems).read(dir);
        List<Book.Transaction> transactions = txs.trades();
        List<Book.CashFlow> flows = new ArrayList<>(r.file("cash_flows.csv", CASH_FLOWS, false, c -> {
            c.account(accountIds);
            return new Book.CashFlow(c.text("account_id"), c.date("flow_date"), c.number("amount"), c.text("currency"));
        }));
        flows.addAll(txs.flows());
        List<Book.Contact> contacts = r.file("contacts.csv", CONTACTS, false, c -> {
            if (!clientIds.contains(c.text("client_id"))) {
                c.problem("client_id", "no client '" + c.text("client_id") + "' in clients.csv");
            }
            return new Book.Contact(c.text("client_id"), c.date("contact_date"), c.text("channel"), c.optional("note"));
        });
        List<Book.Income> income = r.file("income.csv", INCOME, false, c -> {
            c.account(accountIds);
            String kind = c.text("kind").toLowerCase(Locale.ROOT);
            if (!Book.INCOME_KINDS.contains(kind)) {
                c.problem("kind", "must be dividend or interest");
            }
            String symbol = c.optional("symbol");
            if (symbol == null && kind.equals("dividend")) {
                c.problem("symbol", "a dividend needs the symbol of the position that paid it");
            }
            double tax = c.optional("withholding_tax") == null ? 0 : c.nonNegative("withholding_tax");
            return new Book.Income(c.text("account_id"), c.date("pay_date"), symbol == null ? null : symbol.toUpperCase(Locale.ROOT), kind,
                    c.positive("amount"), tax, c.text("currency").toUpperCase(Locale.ROOT));
        });
        if (!r.problems.isEmpty()) {
            throw new ImportException(r.problems);
        }
        return new Book(advisors, clients, accounts, holdings, transactions, flows, contacts, income);
    }

    /** Writes the book in the import format; every cell is formula-safe ({@link CsvSafe}). */
    public static void write(Book b, Path dir) throws IOException {
        Files.createDirectories(dir);
        write(dir.resolve("advisors.csv"), ADVISORS, b.advisors(), a -> new Object[] {a.advisorId(), a.name(), a.email()});
        write(dir.resolve("clients.csv"), CLIENTS, b.clients(), c -> new Object[] {c.clientId(), c.advisorId(), c.name(), c.riskTolerance(),
                c.timeHorizonYears(), c.investmentPolicySummary(), c.homeCountry(), c.onboardedOn(), c.churned(), c.churnedOn(),
                c.baseCurrency()});
        write(dir.resolve("accounts.csv"), ACCOUNTS, b.accounts(), a -> new Object[] {a.accountId(), a.clientId(), a.accountType(),
                a.currency(), a.openedOn()});
        write(dir.resolve("holdings.csv"), HOLDINGS, b.holdings(), h -> new Object[] {h.accountId(), h.symbol(), h.shares(), h.costBasis(), h.asOf()});
        write(dir.resolve("transactions.csv"), TRANSACTIONS, b.transactions(), t -> new Object[] {t.accountId(), t.tradeDate(), t.symbol(),
                t.side(), t.quantity(), t.price(), t.fees(), t.currency(), t.automatic() ? AUTOMATIC_NOTE : null});
        write(dir.resolve("cash_flows.csv"), CASH_FLOWS, b.cashFlows(), f -> new Object[] {f.accountId(), f.flowDate(), f.amount(), f.currency()});
        write(dir.resolve("contacts.csv"), CONTACTS, b.contacts(), c -> new Object[] {c.clientId(), c.contactDate(), c.channel(), c.note()});
        write(dir.resolve("income.csv"), INCOME, b.income(), i -> new Object[] {i.accountId(), i.payDate(), i.symbol(), i.kind(), i.amount(),
                i.withholdingTax(), i.currency()});
    }

    private static <T> void write(Path file, String header, List<T> rows, Function<T, Object[]> cells) throws IOException {
        StringBuilder sb = new StringBuilder(header).append("\r\n");
        rows.forEach(r -> sb.append(CsvSafe.row(cells.apply(r))));
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    }

    private static final class Reader {
        final Path dir;
        final List<String> problems = new ArrayList<>();

        Reader(Path dir) {
            this.dir = dir;
        }

        <T> List<T> file(String name, String header, boolean required, Function<Cells, T> mapper) {
            Path f = dir.resolve(name);
            List<T> out = new ArrayList<>();
            if (!Files.isRegularFile(f)) {
                if (required) {
                    problems.add(name + ": missing (required)");
                }
                return out;
            }
            int before = problems.size();
            try {
                // the engine's one file layer (ADR 0256): encoding and delimiter sniffed as for every table file
                String text = Encodings.decode(Files.readAllBytes(f)).text();
                char delimiter = Delimiters.sniff(text);
                CSVFormat fmt = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setHeader().setSkipHeaderRecord(true)
                        .setIgnoreEmptyLines(true).setTrim(true).get();
                CSVParser p = fmt.parse(new java.io.StringReader(text));
                List<String> cols = p.getHeaderNames().stream().map(h -> h.replace("\uFEFF", "").trim()).toList();
                for (String need : header.split(",")) {
                    if (!cols.contains(need) && !(need.equals("email") || need.equals("churned") || need.equals("churned_on")
                            || need.equals("note") || need.equals("fees") || need.equals("base_currency")
                            || need.equals("symbol") && name.equals("income.csv") || need.equals("withholding_tax"))) {
                        problems.add(name + ":1 column " + need + ": missing from the header " + cols);
                    }
                }
                if (problems.size() > before) {
                    return out;
                }
                List<CSVRecord> records = new ArrayList<>();
                List<Long> lines = new ArrayList<>();
                for (CSVRecord rec : p) {
                    records.add(rec);
                    lines.add(p.getCurrentLineNumber());
                }
                boolean decimalComma = decimalComma(records, delimiter);
                for (int k = 0; k < records.size(); k++) {
                    Cells c = new Cells(name, lines.get(k), records.get(k), cols, problems, decimalComma);
                    T v = mapper.apply(c);
                    if (!c.failed) {
                        out.add(v);
                    }
                }
            } catch (IOException | RuntimeException e) {
                problems.add(name + ": cannot be read: " + e.getMessage());
            }
            return out;
        }

        /**
         * Whether the file writes decimal commas: what its cells say ({@link NumberReader#decimalComma}: more cells that read
         * only with a decimal comma, "185,50", than only with a point); when none says, a ';' file does (European Excel).
         */
        private static boolean decimalComma(List<CSVRecord> records, char delimiter) {
            List<String> cells = new ArrayList<>();
            records.forEach(r -> r.forEach(cells::add));
            return NumberReader.decimalComma(cells, delimiter == ';');
        }
    }

    /** Typed access to one row's cells, recording problems instead of throwing. */
    static final class Cells {
        final String file;
        final long line;
        final CSVRecord rec;
        final List<String> cols;
        final List<String> problems;
        final boolean decimalComma;
        boolean failed;

        Cells(String file, long line, CSVRecord rec, List<String> cols, List<String> problems, boolean decimalComma) {
            this.decimalComma = decimalComma;
            this.file = file;
            this.line = line;
            this.rec = rec;
            this.cols = cols;
            this.problems = problems;
        }

        void problem(String column, String message) {
            failed = true;
            problems.add(file + ":" + line + " column " + column + ": " + message);
        }

        String raw(String column) {
            int i = cols.indexOf(column);
            return i < 0 || i >= rec.size() ? "" : rec.get(i).trim();
        }

        String optional(String column) {
            String v = raw(column);
            return v.isEmpty() ? null : v;
        }

        String text(String column) {
            String v = raw(column);
            if (v.isEmpty()) {
                problem(column, "is required");
            }
            return v;
        }

        double number(String column) {
            double v = NumberReader.parse(raw(column), decimalComma); // the engine's one number reader (ADR 0256)
            if (Double.isNaN(v)) {
                problem(column, "'" + raw(column) + "' is not a number");
                return 0;
            }
            return v;
        }

        double positive(String column) {
            double v = number(column);
            if (!(v > 0)) {
                problem(column, "must be > 0");
            }
            return v;
        }

        double nonNegative(String column) {
            double v = number(column);
            if (!(v >= 0)) {
                problem(column, "must be >= 0");
            }
            return v;
        }

        LocalDate date(String column) {
            // the engine's one date reader (ADR 0256); a numeric day-month date whose order the cell cannot tell is refused
            String v = raw(column);
            LocalDate d = v.isEmpty() || DateReader.isAmbiguousLayout(v) ? null : DateReader.parse(v, DateReader.Order.DMY);
            if (d == null) {
                problem(column, "'" + v + "' is not an ISO date (yyyy-mm-dd)");
            }
            return d;
        }

        void account(Set<String> accountIds) {
            if (!accountIds.contains(raw("account_id"))) {
                problem("account_id", "no account '" + raw("account_id") + "' in accounts.csv");
            }
        }
    }
}
