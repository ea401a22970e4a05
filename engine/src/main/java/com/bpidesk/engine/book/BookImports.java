package com.bpidesk.engine.book;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import com.bpidesk.engine.platform.db.Row;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The import log ({@code book_imports}, migration V17_2) and the account's records as the import's duplicate rule sees them
 * (with their id, broker id and the import that added them). Every method filters on the organization.
 */
final class BookImports {

    private static final String ENTRY_COLS = "import_id, client_id, account_id, file_name, file_sha256, imported_by, imported_at, data_rows, "
            + "added, already_present, income, not_kept, rows_not_used, undone_at, undone_by";

    private final Database db;

    BookImports(Database db) {
        this.db = db;
    }

    /** The trades, cash flows and income records of the account, each with its id, broker id and import. */
    List<ImportMatching.Existing> existing(String org, String accountId) {
        return db.with(j -> {
            List<ImportMatching.Existing> out = new ArrayList<>(j.query("SELECT * FROM book_transactions WHERE organization_id = ? "
                    + "AND account_id = ? ORDER BY trade_date, id", r -> new ImportMatching.Existing(r.lng("id"), new Book.Transaction(
                    r.str("account_id"), r.date("trade_date"), r.str("symbol"), r.str("side"), r.dbl("quantity"), r.dbl("price"),
                    r.dbl("fees"), r.str("currency"), r.bool("automatic")), null, r.str("external_id"), r.lngOrNull("import_id")), org, accountId));
            out.addAll(j.query("SELECT * FROM book_cash_flows WHERE organization_id = ? AND account_id = ? ORDER BY flow_date, id",
                    r -> new ImportMatching.Existing(r.lng("id"), null, new Book.CashFlow(r.str("account_id"), r.date("flow_date"),
                            r.dbl("amount"), r.str("currency")), r.str("external_id"), r.lngOrNull("import_id")), org, accountId));
            out.addAll(j.query("SELECT * FROM book_income WHERE organization_id = ? AND account_id = ? ORDER BY pay_date, id",
                    r -> new ImportMatching.Existing(r.lng("id"), null, null, new Book.Income(r.str("account_id"), r.date("pay_date"),
                            r.str("symbol"), r.str("kind"), r.dbl("amount"), r.dbl("withholding_tax"), r.str("currency")),
                            r.str("external_id"), r.lngOrNull("import_id")), org, accountId));
            return out;
        });
    }

    /** Positions of the account's holdings snapshot. */
    long holdings(String org, String accountId) {
        return db.count("SELECT COUNT(*) FROM book_holdings WHERE organization_id = ? AND account_id = ?", org, accountId);
    }

    /** Logs the import and adds its new records under its id, in one transaction; returns the import id. */
    long add(String org, String clientId, String accountId, String fileName, String sha256, String who, Instant at,
             ClientImport.Counts c, List<ImportMatching.Incoming> added) {
        return db.transaction(j -> {
            long id = j.insert("INSERT INTO book_imports (organization_id, client_id, account_id, file_name, file_sha256, imported_by, "
                    + "imported_at, data_rows, added, already_present, income, not_kept, rows_not_used) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    "import_id", org, clientId, accountId, fileName, sha256, who, at, c.dataRows(), c.added(), c.alreadyPresent(), c.addedAsIncome(),
                    c.notKept(), c.rowsNotUsed());
            insert(j, org, id, added);
            return id;
        });
    }

    private static void insert(Jdbc j, String org, long importId, List<ImportMatching.Incoming> added) {
        List<Object[]> trades = new ArrayList<>();
        List<Object[]> flows = new ArrayList<>();
        List<Object[]> income = new ArrayList<>();
        for (ImportMatching.Incoming in : added) {
            Book.Transaction t = in.trade();
            Book.Income i = in.income();
            if (i != null) {
                income.add(new Object[] {org, i.accountId(), i.payDate(), i.symbol(), i.kind(), i.amount(), i.withholdingTax(), i.currency(),
                        in.externalId(), importId});
            } else if (t != null) {
                trades.add(new Object[] {org, t.accountId(), t.tradeDate(), t.symbol(), t.side(), t.quantity(), t.price(), t.fees(),
                        t.currency(), t.automatic(), in.externalId(), importId});
            } else {
                Book.CashFlow f = in.flow();
                flows.add(new Object[] {org, f.accountId(), f.flowDate(), f.amount(), f.currency(), in.externalId(), importId});
            }
        }
        j.batch("INSERT INTO book_transactions (organization_id, account_id, trade_date, symbol, side, quantity, price, fees, currency, "
                + "automatic, external_id, import_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", trades);
        j.batch("INSERT INTO book_cash_flows (organization_id, account_id, flow_date, amount, currency, external_id, import_id) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)", flows);
        j.batch("INSERT INTO book_income (organization_id, account_id, pay_date, symbol, kind, amount, withholding_tax, currency, "
                + "external_id, import_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", income);
    }

    /** The client's imports, newest first. */
    List<ClientImport.Entry> list(String org, String clientId) {
        return db.query("SELECT " + ENTRY_COLS + " FROM book_imports WHERE organization_id = ? AND client_id = ? "
                + "ORDER BY imported_at DESC, import_id DESC", BookImports::entry, org, clientId);
    }

    /** One import of the organization. */
    Optional<ClientImport.Entry> find(String org, long importId) {
        return db.queryOne("SELECT " + ENTRY_COLS + " FROM book_imports WHERE organization_id = ? AND import_id = ?", BookImports::entry,
                org, importId);
    }

    /**
     * Removes the records the import added and marks it undone, in one transaction, unless it was undone already.
     *
     * @return the trades, cash flows and income records removed, or null when another call undid it first
     */
    long[] undo(String org, long importId, String who, Instant at) {
        return db.transaction(j -> {
            if (j.update("UPDATE book_imports SET undone_at = ?, undone_by = ? WHERE organization_id = ? AND import_id = ? "
                    + "AND undone_at IS NULL", at, who, org, importId) == 0) {
                return null;
            }
            long trades = j.update("DELETE FROM book_transactions WHERE organization_id = ? AND import_id = ?", org, importId);
            long flows = j.update("DELETE FROM book_cash_flows WHERE organization_id = ? AND import_id = ?", org, importId);
            long income = j.update("DELETE FROM book_income WHERE organization_id = ? AND import_id = ?", org, importId);
            return new long[] {trades, flows, income};
        });
    }

    private static ClientImport.Entry entry(Row r) throws SQLException {
        return new ClientImport.Entry(r.lng("import_id"), r.str("client_id"), r.str("account_id"), null, r.str("file_name"),
                r.str("file_sha256"), r.str("imported_by"), r.instant("imported_at"), new ClientImport.Counts(r.lng("data_rows"),
                r.lng("added"), r.lng("already_present"), r.lng("income"), r.lng("not_kept"), r.lng("rows_not_used")),
                r.resultSet().getObject("undone_at") == null ? null : r.instant("undone_at"), r.str("undone_by"));
    }

    static java.time.LocalDate day(Instant at) {
        return at == null ? null : at.atOffset(ZoneOffset.UTC).toLocalDate();
    }
}
