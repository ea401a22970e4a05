package com.bpidesk.engine.book;

import com.bpidesk.engine.behavior.PortfolioCsv;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.transactions.ColumnMapping;
import com.bpidesk.engine.transactions.ImportProfileStore;
import com.bpidesk.engine.transactions.ReadResult;
import com.bpidesk.engine.transactions.RowReport;
import com.bpidesk.engine.transactions.Transaction;
import com.bpidesk.engine.transactions.TransactionKind;
import com.bpidesk.engine.transactions.TransactionReader;
import com.bpidesk.engine.transactions.UnreadableTransactionsException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The client file's import (issue 25, ADR 0242, docs/client-file-import.md): a broker export added to one account of a
 * client. The general {@link TransactionReader} reads it row by row; buys, sells and reinvested dividends become the
 * account's trades and deposits and withdrawals its cash flows, as the book reads them ({@link BookTransactions#trade},
 * {@link BookTransactions#cashFlow}); a record already in the account is recognised ({@link ImportMatching}) and not added
 * twice; dividends and interest become the account's income ({@code book_income}), recognised the same way; every other
 * kind is counted with its reason. Each import
 * is logged ({@link BookImports}) and can be undone, which removes exactly the records it added. The book's version moves
 * on both, so cached signals recompute.
 */
public final class ClientImports {

    /** What the answer says of a dividend or interest row added to the account's income. */
    public static final String INCOME_ADDED = "Added as income.";
    /** What the answer says of a dividend or interest row the account's income holds already. */
    public static final String INCOME_PRESENT = "Already present in the client record.";
    static final String NO_INCOME_AMOUNT = "A dividend or interest payment without an amount cannot be added to the client record.";
    static final String NO_PRICE = "A buy or sell without a price or quantity cannot be added to the client record.";
    static final String NO_AMOUNT = "A deposit or withdrawal without an amount cannot be added to the client record.";
    static final String CASH_KINDS = "Fees, taxes and currency exchanges are not kept in the client record.";
    static final String SECURITIES_MOVES = "Splits and transfers of securities are not kept in the client record: check the holdings they change.";
    static final String DERIVATIVES = "Option and CFD trades are not kept in the client record.";
    /**
     * The signals read an account with trades from its trades and an account without from its holdings snapshot
     * (docs/signals.md, "Positions as of a date"): the first trades imported into a snapshot-only account replace the snapshot.
     */
    static final String SNAPSHOT_REPLACED = "This account had holdings but no trades before this import: from now on its positions "
            + "are worked out from its trades, so holdings bought before the first imported trade no longer show. Import the "
            + "account's earlier history too, or undo this import.";
    /** Records (and income lines) listed in one answer; the counts cover every row beyond it. */
    static final int MAX_LINES = 5000;
    static final int MAX_FILE_NAME = 255;

    /** A column mapping as sent with the upload (API names), or all null to detect the layout. */
    public record Mapping(Map<String, String> columns, String dateOrder, String decimal, String sideRule, Map<String, String> kindRules,
                          Integer headerLine) {
        public static final Mapping DETECT = new Mapping(Map.of(), null, null, null, Map.of(), null);
    }

    private final BookStore store;
    private final BookImports log;
    private final TransactionReader reader;
    private final ImportProfileStore profiles;
    private final Clock clock;
    private final Consumer<String> ensureBook;
    private final Map<String, Object> locks = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param profiles   the organization's saved import profiles (applied by header signature when no mapping is sent), or null
     * @param ensureBook seeds the demo book when due, before the client is looked up
     */
    public ClientImports(Database db, BookStore store, TransactionReader reader, ImportProfileStore profiles, Clock clock,
                         Consumer<String> ensureBook) {
        this.store = store;
        this.log = new BookImports(db);
        this.reader = reader;
        this.profiles = profiles;
        this.clock = clock;
        this.ensureBook = ensureBook;
    }

    /** Reads the file and adds its new records to the account; {@code who} is the caller's name for the log. */
    public ClientImport.Result importFile(String org, String clientId, String accountId, String fileName, byte[] bytes, Mapping mapping,
                                          String who) {
        Book.Client client = client(org, clientId);
        Book.Account account = account(org, client, accountId);
        String name = fileName(fileName);
        ReadResult read = read(org, bytes, mapping);
        Converted c = convert(read.transactions(), account);
        // one import of an account at a time (on this engine): the second sees what the first added
        synchronized (locks.computeIfAbsent(org + "\u0000" + account.accountId(), k -> new Object())) {
            return addNew(org, client, account, name, bytes, read, c, who);
        }
    }

    /** Matches the file's records against the account's, logs the import and adds the new ones. */
    private ClientImport.Result addNew(String org, Book.Client client, Book.Account account, String name, byte[] bytes, ReadResult read,
                                       Converted c, String who) {
        List<ImportMatching.Existing> existing = log.existing(org, account.accountId());
        List<ImportMatching.Match> matches = ImportMatching.match(c.incoming, existing);
        List<ImportMatching.Incoming> added = new ArrayList<>();
        long addedRows = 0;
        long incomeRows = 0;
        long presentRows = 0;
        for (int i = 0; i < c.incoming.size(); i++) {
            ImportMatching.Match m = matches.get(i);
            Pending p = c.pending.get(c.incomingAt.get(i));
            if (m == null && c.incoming.get(i).income() != null) {
                added.add(c.incoming.get(i));
                incomeRows += p.rows;
                p.outcome = ClientImport.ADDED_AS_INCOME;
            } else if (m == null) {
                added.add(c.incoming.get(i));
                addedRows += p.rows;
                p.outcome = ClientImport.ADDED;
            } else {
                presentRows += p.rows;
                p.outcome = ClientImport.ALREADY_PRESENT;
                p.match = m;
            }
        }
        long notUsed = notUsedRows(read.rowReport());
        ClientImport.Counts counts = new ClientImport.Counts(read.rowReport().dataRows(), addedRows, presentRows, incomeRows, c.notKeptRows,
                notUsed);
        Instant at = clock.instant().truncatedTo(ChronoUnit.MICROS);
        String sha = sha256(bytes);
        long importId = log.add(org, client.clientId(), account.accountId(), name, sha, who, at, counts, added);
        if (!added.isEmpty()) {
            store.touched(org);
        }
        List<ClientImport.Line> lines = new ArrayList<>();
        Map<Long, ClientImport.Entry> imports = new java.util.HashMap<>();
        for (Pending p : c.pending) {
            if (lines.size() >= MAX_LINES) {
                break;
            }
            lines.add(line(p, id -> imports.computeIfAbsent(id, k -> log.find(org, k).orElse(null))));
        }
        List<String> warnings = new ArrayList<>();
        boolean hadTrades = existing.stream().anyMatch(e -> e.trade() != null);
        if (!hadTrades && added.stream().anyMatch(x -> x.trade() != null) && log.holdings(org, account.accountId()) > 0) {
            warnings.add(SNAPSHOT_REPLACED);
        }
        return new ClientImport.Result(importId, client.clientId(), client.name(), account.accountId(), label(account), name, sha, who, at,
                counts, lines, c.pending.size() > lines.size(), incomeLines(c.pending, account), read.rowReport(), warnings, ClientImport.NOTICE);
    }

    /** The client's accounts and imports, newest first. */
    public ClientImport.Listing list(String org, String clientId) {
        Book.Client client = client(org, clientId);
        List<Book.Account> accounts = accounts(org, client.clientId());
        List<ClientImport.Entry> entries = new ArrayList<>();
        for (ClientImport.Entry e : log.list(org, client.clientId())) {
            entries.add(labelled(e, accounts));
        }
        List<ClientImport.AccountChoice> choices = accounts.stream()
                .map(a -> new ClientImport.AccountChoice(a.accountId(), a.accountType(), a.currency(), label(a))).toList();
        return new ClientImport.Listing(client.clientId(), client.name(), choices, entries, ClientImport.NOTICE);
    }

    /** Removes exactly the records the import added; refused when it was undone already. */
    public ClientImport.Undone undo(String org, String clientId, long importId, String who) {
        Book.Client client = client(org, clientId);
        ClientImport.Entry e = log.find(org, importId).filter(x -> x.clientId().equals(client.clientId()))
                .orElseThrow(() -> DomainException.notFound("There is no such import in " + client.name() + "'s file."));
        if (e.undoneAt() != null) {
            throw DomainException.conflict(alreadyUndone(e));
        }
        long[] removed = log.undo(org, importId, who, clock.instant().truncatedTo(ChronoUnit.MICROS));
        if (removed == null) {
            throw DomainException.conflict(alreadyUndone(log.find(org, importId).orElse(e)));
        }
        store.touched(org);
        ClientImport.Entry now = log.find(org, importId).orElseThrow();
        return new ClientImport.Undone(labelled(now, accounts(org, client.clientId())), removed[0], removed[1], removed[2], ClientImport.NOTICE);
    }

    /** The file's name without a path (some browsers send one), at most {@value #MAX_FILE_NAME} characters; "upload" when none. */
    static String fileName(String given) {
        String name = given == null ? "" : given.strip();
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).strip();
        if (name.isEmpty()) {
            return "upload";
        }
        return name.length() > MAX_FILE_NAME ? name.substring(0, MAX_FILE_NAME) : name;
    }

    private static String alreadyUndone(ClientImport.Entry e) {
        return "The import of " + e.fileName() + " was already undone" + (e.undoneAt() == null ? "" : " on " + BookImports.day(e.undoneAt()))
                + (e.undoneBy() == null ? "" : " by " + e.undoneBy()) + ": its records are no longer in the client's file.";
    }

    private Book.Client client(String org, String clientId) {
        ensureBook.accept(org);
        return store.client(org, clientId).orElseThrow(() -> DomainException.notFound("There is no such client in your organization's book."));
    }

    private List<Book.Account> accounts(String org, String clientId) {
        return store.accounts(org).stream().filter(a -> a.clientId().equals(clientId)).toList();
    }

    /** The client's account; 404 when the organization has no such account, 422 when it is another client's. */
    private Book.Account account(String org, Book.Client client, String accountId) {
        Book.Account a = store.accounts(org).stream().filter(x -> x.accountId().equals(accountId)).findFirst()
                .orElseThrow(() -> DomainException.notFound("There is no such account in your organization's book."));
        if (!a.clientId().equals(client.clientId())) {
            throw new DomainException(DomainException.Kind.UNPROCESSABLE, "That account is not one of " + client.name()
                    + "'s accounts: choose one of the client's own accounts.").withField("path/account_id", "is another client's account");
        }
        return a;
    }

    /** How an account is named to people: its type and currency ("Retirement account, USD"). */
    static String label(Book.Account a) {
        String type = a.accountType() == null || a.accountType().isBlank() ? "account" : a.accountType().replace('_', ' ');
        return Character.toUpperCase(type.charAt(0)) + type.substring(1) + (type.toLowerCase(Locale.ROOT).contains("account") ? "" : " account")
                + ", " + a.currency();
    }

    private static ClientImport.Entry labelled(ClientImport.Entry e, List<Book.Account> accounts) {
        String label = accounts.stream().filter(a -> a.accountId().equals(e.accountId())).findFirst().map(ClientImports::label)
                .orElse("An account no longer in the book");
        return new ClientImport.Entry(e.importId(), e.clientId(), e.accountId(), label, e.fileName(), e.fileSha256(), e.importedBy(),
                e.importedAt(), e.counts(), e.undoneAt(), e.undoneBy());
    }

    private ReadResult read(String org, byte[] bytes, Mapping m) {
        ColumnMapping mapping;
        try {
            mapping = ColumnMapping.of(m.columns(), m.dateOrder(), m.decimal(), m.sideRule(), m.kindRules(), m.headerLine());
        } catch (IllegalArgumentException e) {
            throw DomainException.invalid(e.getMessage()).withField("query/mapping", e.getMessage());
        }
        ColumnMapping saved = null;
        if (profiles != null && mapping.isEmpty()) {
            saved = profiles.bySignature(org, reader.headerSignature(bytes)).map(p -> p.mapping()).orElse(null);
        }
        try {
            return reader.read(bytes, mapping, saved);
        } catch (UnreadableTransactionsException e) {
            throw PortfolioCsv.unreadable(e, " Nothing was added to the client's file.");
        }
    }

    /** A record read from the file while its outcome is decided. */
    private static final class Pending {
        final Transaction t;
        final int rows;
        String outcome;
        String reason;
        ImportMatching.Match match;

        Pending(Transaction t, int rows) {
            this.t = t;
            this.rows = rows;
        }
    }

    /** The file's records: the candidates for the account (with their place in {@code pending}) and the rest. */
    private static final class Converted {
        final List<Pending> pending = new ArrayList<>();
        final List<ImportMatching.Incoming> incoming = new ArrayList<>();
        final List<Integer> incomingAt = new ArrayList<>();
        long notKeptRows;
    }

    private static Converted convert(List<Transaction> transactions, Book.Account account) {
        Converted c = new Converted();
        long lastLine = -1;
        for (Transaction t : transactions) {
            // a closed position's closing trade comes from its opening trade's row: the row is counted once
            Pending p = new Pending(t, t.line() == lastLine ? 0 : t.fills());
            lastLine = t.line();
            c.pending.add(p);
            ImportMatching.Incoming in = incoming(t, account);
            if (in != null) {
                c.incoming.add(in);
                c.incomingAt.add(c.pending.size() - 1);
                continue;
            }
            p.outcome = ClientImport.NOT_KEPT;
            p.reason = reason(t);
            c.notKeptRows += p.rows;
        }
        return c;
    }

    /** The dividend and interest rows with what became of them (the first {@value #MAX_LINES}). */
    private static List<ClientImport.IncomeLine> incomeLines(List<Pending> pending, Book.Account account) {
        List<ClientImport.IncomeLine> out = new ArrayList<>();
        for (Pending p : pending) {
            Transaction t = p.t;
            if ((t.kind() != TransactionKind.DIVIDEND && t.kind() != TransactionKind.INTEREST) || out.size() >= MAX_LINES) {
                continue;
            }
            var amount = t.amount();
            String status = switch (p.outcome) {
                case ClientImport.ADDED_AS_INCOME -> INCOME_ADDED;
                case ClientImport.ALREADY_PRESENT -> INCOME_PRESENT;
                default -> p.reason;
            };
            out.add(new ClientImport.IncomeLine(t.line(), t.date(), t.kind().id(), instrument(t), amount == null ? null : Math.abs(amount.value()),
                    amount == null ? null : amount.currency() == null ? account.currency() : amount.currency(), p.outcome, status));
        }
        return out;
    }

    /** The account's record a row becomes, or null when it becomes none. */
    static ImportMatching.Incoming incoming(Transaction t, Book.Account account) {
        return switch (t.kind()) {
            case BUY, SELL, DIVIDEND_REINVESTMENT -> t.price() == null || !(t.quantity() > 0) || t.instrument().key() == null ? null
                    : new ImportMatching.Incoming(BookTransactions.trade(t, account.accountId(), account.currency()), null, t.brokerId());
            case DEPOSIT, WITHDRAWAL -> t.amount() == null ? null
                    : new ImportMatching.Incoming(null, BookTransactions.cashFlow(t, account.accountId(), account.currency()), null);
            case DIVIDEND, INTEREST -> t.amount() == null ? null
                    : new ImportMatching.Incoming(null, null, income(t, account), t.brokerId());
            default -> null;
        };
    }

    /**
     * A dividend or interest row as the account's income ({@code book_income}, docs/performance.md): paid on the row's date,
     * the instrument's identity as the symbol (none for interest on cash), the amount as the file states it (its absolute
     * value) in its currency else the account's. The file's tax rows are not kept, so the tax withheld is 0: for a broker
     * that states a dividend after the tax withheld, the amount stored is that net amount.
     */
    static Book.Income income(Transaction t, Book.Account account) {
        String symbol = instrument(t);
        if (symbol != null && symbol.length() > BookTransactions.MAX_SYMBOL) {
            symbol = symbol.substring(0, BookTransactions.MAX_SYMBOL);
        }
        String currency = t.amount().currency() == null ? account.currency() : t.amount().currency();
        return new Book.Income(account.accountId(), t.date(), symbol, t.kind().id(), Math.abs(t.amount().value()), 0, currency);
    }

    /** Why a row becomes no record of the account, in plain words. */
    static String reason(Transaction t) {
        return switch (t.kind()) {
            case DIVIDEND, INTEREST -> NO_INCOME_AMOUNT;
            case BUY, SELL, DIVIDEND_REINVESTMENT -> NO_PRICE;
            case DEPOSIT, WITHDRAWAL -> NO_AMOUNT;
            case FEE, TAX, FX_CONVERSION -> CASH_KINDS;
            case SPLIT, TRANSFER_IN, TRANSFER_OUT -> SECURITIES_MOVES;
            case DERIVATIVE -> DERIVATIVES;
        };
    }

    private static ClientImport.Line line(Pending p, java.util.function.LongFunction<ClientImport.Entry> imports) {
        Transaction t = p.t;
        var price = t.price();
        var amount = t.amount();
        String side = t.kind() == TransactionKind.SELL ? "SELL" : t.kind().movesShares() && t.kind() != TransactionKind.TRANSFER_OUT ? "BUY" : null;
        ClientImport.Existing existing = null;
        if (p.match != null) {
            ImportMatching.Existing e = p.match.existing();
            ClientImport.Entry from = e.importId() == null ? null : imports.apply(e.importId());
            String file = from == null ? null : from.fileName();
            java.time.LocalDate on = from == null ? null : BookImports.day(from.importedAt());
            if (e.trade() != null) {
                existing = new ClientImport.Existing("trade", e.trade().tradeDate(), e.trade().symbol(), e.trade().side(), e.trade().quantity(),
                        e.trade().price(), null, e.trade().currency(), p.match.by(), e.importId(), file, on);
            } else if (e.income() != null) {
                existing = new ClientImport.Existing("income", e.income().payDate(), e.income().symbol(), null, null, null, e.income().amount(),
                        e.income().currency(), p.match.by(), e.importId(), file, on);
            } else {
                existing = new ClientImport.Existing("cash_flow", e.flow().flowDate(), null, null, null, null, e.flow().amount(),
                        e.flow().currency(), p.match.by(), e.importId(), file, on);
            }
        }
        return new ClientImport.Line(t.line(), p.rows, t.date(), t.kind().id(), instrument(t), side,
                Double.isNaN(t.quantity()) ? null : t.quantity(), price == null ? null : price.value(), amount == null ? null : amount.value(),
                price != null && price.currency() != null ? price.currency() : amount == null ? null : amount.currency(), t.brokerId(),
                p.outcome, p.reason, existing);
    }

    private static String instrument(Transaction t) {
        return t.instrument() == null ? null : t.instrument().key();
    }

    private static long notUsedRows(RowReport r) {
        return r.outcomes().getOrDefault(RowReport.NOT_USED, 0L);
    }

    /** The file's SHA-256 in hex (the log tells two uploads of one file apart from two files). */
    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
