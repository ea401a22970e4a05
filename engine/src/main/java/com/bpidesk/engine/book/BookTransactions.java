package com.bpidesk.engine.book;

import com.bpidesk.engine.transactions.ReadResult;
import com.bpidesk.engine.transactions.Transaction;
import com.bpidesk.engine.transactions.TransactionKind;
import com.bpidesk.engine.transactions.TransactionReader;
import com.bpidesk.engine.transactions.UnreadableTransactionsException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The client book's transaction files, read by the general {@link TransactionReader} (issue 12), so any broker's export can
 * be a client's transactions file (docs/signals.md, "Client book CSV format"):
 * <ul>
 *   <li>{@code transactions.csv}: any layout the reader reads (the book's own export format among them); each row's account
 *       is its account column, or the book's only account when the file has no account column;</li>
 *   <li>{@code transactions/<account_id>.csv}: one broker export per account, every row of it that account's.</li>
 * </ul>
 * Buys and sells become the book's trades (savings-plan purchases and dividend reinvestments marked automatic, so they
 * never count as the client's own trading); deposits and withdrawals become cash flows; the other kinds (dividends, fees,
 * taxes, interest, FX conversions, splits, transfers) have no place in the book's tables and are left out, counted.
 */
final class BookTransactions {

    /** What the files gave: trades, cash flows, and the count of rows of kinds the book does not keep. */
    record Result(List<Book.Transaction> trades, List<Book.CashFlow> flows, long leftOut) {
    }

    static final int MAX_SYMBOL = 128;

    private final TransactionReader reader;
    private final Map<String, String> accountCurrency;
    private final List<String> problems;
    private final List<Book.Transaction> trades = new ArrayList<>();
    private final List<Book.CashFlow> flows = new ArrayList<>();
    private long leftOut;

    /**
     * @param accountCurrency every account of the book with its currency (a row without a currency takes its account's)
     * @param problems        where problems are reported, each as "file:line column: message"
     */
    BookTransactions(TransactionReader reader, Map<String, String> accountCurrency, List<String> problems) {
        this.reader = reader;
        this.accountCurrency = accountCurrency;
        this.problems = problems;
    }

    Result read(Path dir) {
        Path single = dir.resolve("transactions.csv");
        if (Files.isRegularFile(single)) {
            String only = accountCurrency.size() == 1 ? accountCurrency.keySet().iterator().next() : null;
            readFile(single, "transactions.csv", null, only);
        }
        Path perAccount = dir.resolve("transactions");
        if (Files.isDirectory(perAccount)) {
            List<Path> files;
            try (Stream<Path> s = Files.list(perAccount)) {
                files = s.filter(Files::isRegularFile).sorted().toList();
            } catch (IOException e) {
                problems.add("transactions/: cannot be listed: " + e.getMessage());
                files = List.of();
            }
            for (Path f : files) {
                String name = f.getFileName().toString();
                String label = "transactions/" + name;
                int dot = name.lastIndexOf('.');
                String account = dot > 0 ? name.substring(0, dot) : name;
                if (!accountCurrency.containsKey(account)) {
                    problems.add(label + ": no account '" + account + "' in accounts.csv (name each file after its account_id)");
                    continue;
                }
                readFile(f, label, account, null);
            }
        }
        return new Result(trades, flows, leftOut);
    }

    /**
     * @param fixed    the account of every row (a per-account file), or null
     * @param fallback the account of rows without one (the book's only account), or null
     */
    private void readFile(Path file, String label, String fixed, String fallback) {
        ReadResult result;
        try {
            result = reader.read(Files.readAllBytes(file));
        } catch (UnreadableTransactionsException e) {
            if (e.cellErrors().isEmpty()) {
                problems.add(label + ": " + e.getMessage());
            }
            for (UnreadableTransactionsException.CellError c : e.cellErrors()) {
                problems.add(label + ":" + c.line() + " column " + c.column() + ": " + c.message());
            }
            return;
        } catch (IOException | RuntimeException e) {
            problems.add(label + ": cannot be read: " + e.getMessage());
            return;
        }
        for (Transaction t : result.transactions()) {
            String account = fixed != null ? fixed : account(t.account(), fallback);
            if (account == null) {
                problems.add(label + ":" + t.line() + " column account_id: " + (t.account() == null
                        ? "the row names no account and the book has several: add an account_id column or put each account's export in "
                        + "transactions/<account_id>.csv"
                        : "no account '" + t.account() + "' in accounts.csv"));
                continue;
            }
            switch (t.kind()) {
                case BUY, SELL, DIVIDEND_REINVESTMENT -> trades.add(trade(t, account));
                case DEPOSIT, WITHDRAWAL -> {
                    if (t.amount() == null) {
                        problems.add(label + ":" + t.line() + " column amount: a " + t.kind().id() + " without an amount");
                    } else {
                        flows.add(cashFlow(t, account, accountCurrency.get(account)));
                    }
                }
                default -> leftOut++;
            }
        }
    }

    private Book.Transaction trade(Transaction t, String account) {
        return trade(t, account, accountCurrency.get(account));
    }

    /**
     * A buy, sell or reinvested dividend as the book's trade (also the client file's import, {@link ClientImports}): the
     * instrument's identity as the symbol, the price's currency else the account's, automatic unless the client decided it.
     */
    static Book.Transaction trade(Transaction t, String account, String accountCurrency) {
        String side = t.kind() == TransactionKind.SELL ? "SELL" : "BUY";
        String symbol = t.instrument().key();
        if (symbol.length() > MAX_SYMBOL) {
            symbol = symbol.substring(0, MAX_SYMBOL); // a long name as the identity (book_transactions.symbol, V12_1)
        }
        return new Book.Transaction(account, t.date(), symbol, side, t.quantity(), t.price().value(), t.fee() == null ? 0 : t.fee().value(),
                currency(t.price().currency(), accountCurrency), !t.isDiscretionaryTrade());
    }

    /** A deposit (positive) or withdrawal (negative) with an amount as the book's cash flow, in its currency else the account's. */
    static Book.CashFlow cashFlow(Transaction t, String account, String accountCurrency) {
        double v = Math.abs(t.amount().value());
        return new Book.CashFlow(account, t.date(), t.kind() == TransactionKind.DEPOSIT ? v : -v,
                currency(t.amount().currency(), accountCurrency));
    }

    /** The row's account as the book names it: exact, else ignoring case; the fallback when the row names none. */
    private String account(String raw, String fallback) {
        if (raw == null || raw.isBlank()) {
            return fallback;
        }
        if (accountCurrency.containsKey(raw)) {
            return raw;
        }
        for (String id : accountCurrency.keySet()) {
            if (id.equalsIgnoreCase(raw.strip())) {
                return id;
            }
        }
        return null;
    }

    private static String currency(String code, String accountCurrency) {
        return code != null ? code.toUpperCase(Locale.ROOT) : accountCurrency;
    }
}
