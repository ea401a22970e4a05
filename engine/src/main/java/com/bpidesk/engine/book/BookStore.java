package com.bpidesk.engine.book;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Jdbc;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reads and writes the client book. Every method takes the organization and filters on it: a client of another
 * organization does not exist for the caller.
 */
public final class BookStore {

    private final Database db;
    private final ConcurrentHashMap<String, AtomicLong> versions = new ConcurrentHashMap<>();
    private final List<java.util.function.Consumer<String>> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();

    public BookStore(Database db) {
        this.db = db;
    }

    /** The clients' investment policies, in the same database (ADR 0241). */
    public PolicyStore policies() {
        return new PolicyStore(db);
    }

    /** Increases whenever the organization's book is replaced or an import changes it; caches key on it. */
    public long version(String org) {
        return versions.computeIfAbsent(org, k -> new AtomicLong()).get();
    }

    public boolean isEmpty(String org) {
        return db.count("SELECT COUNT(*) FROM book_clients WHERE organization_id = ?", org) == 0;
    }

    public long clientCount(String org) {
        return db.count("SELECT COUNT(*) FROM book_clients WHERE organization_id = ?", org);
    }

    public Optional<Book.Client> client(String org, String clientId) {
        return db.queryOne("SELECT * FROM book_clients WHERE organization_id = ? AND client_id = ?", BookStore::client, org, clientId);
    }

    public List<Book.Client> clients(String org) {
        return db.query("SELECT * FROM book_clients WHERE organization_id = ? ORDER BY client_id", BookStore::client, org);
    }

    /** The organization's accounts. */
    public List<Book.Account> accounts(String org) {
        return db.query("SELECT * FROM book_accounts WHERE organization_id = ? ORDER BY account_id",
                r -> new Book.Account(r.str("account_id"), r.str("client_id"), r.str("account_type"), r.str("currency"), r.date("opened_on")), org);
    }

    /** The organization's book changed in part (records added or removed by an import): caches recompute. */
    void touched(String org) {
        versions.computeIfAbsent(org, k -> new AtomicLong()).incrementAndGet();
        listeners.forEach(l -> l.accept(org));
    }

    /** Calls {@code listener} with the organization after each change of its book (the signals recompute, ADR 0251). */
    public void onChange(java.util.function.Consumer<String> listener) {
        listeners.add(listener);
    }

    /** The whole book of an organization. */
    public Book load(String org) {
        return db.with(j -> new Book(
                j.query("SELECT * FROM book_advisors WHERE organization_id = ? ORDER BY advisor_id",
                        r -> new Book.Advisor(r.str("advisor_id"), r.str("name"), r.str("email"), r.str("data_source")), org),
                j.query("SELECT * FROM book_clients WHERE organization_id = ? ORDER BY client_id", BookStore::client, org),
                j.query("SELECT * FROM book_accounts WHERE organization_id = ? ORDER BY account_id",
                        r -> new Book.Account(r.str("account_id"), r.str("client_id"), r.str("account_type"), r.str("currency"),
                                r.date("opened_on")), org),
                j.query("SELECT * FROM book_holdings WHERE organization_id = ? ORDER BY account_id, symbol",
                        r -> new Book.Holding(r.str("account_id"), r.str("symbol"), r.dbl("shares"), r.dbl("cost_basis"), r.date("as_of")), org),
                j.query("SELECT * FROM book_transactions WHERE organization_id = ? ORDER BY account_id, trade_date, id",
                        r -> new Book.Transaction(r.str("account_id"), r.date("trade_date"), r.str("symbol"), r.str("side"), r.dbl("quantity"),
                                r.dbl("price"), r.dbl("fees"), r.str("currency"), r.bool("automatic")), org),
                j.query("SELECT * FROM book_cash_flows WHERE organization_id = ? ORDER BY account_id, flow_date, id",
                        r -> new Book.CashFlow(r.str("account_id"), r.date("flow_date"), r.dbl("amount"), r.str("currency")), org),
                j.query("SELECT * FROM book_contacts WHERE organization_id = ? ORDER BY client_id, contact_date, id",
                        r -> new Book.Contact(r.str("client_id"), r.date("contact_date"), r.str("channel"), r.str("note")), org),
                j.query("SELECT * FROM book_income WHERE organization_id = ? ORDER BY account_id, pay_date, id",
                        r -> new Book.Income(r.str("account_id"), r.date("pay_date"), r.str("symbol"), r.str("kind"), r.dbl("amount"),
                                r.dbl("withholding_tax"), r.str("currency")), org)));
    }

    private static Book.Client client(com.bpidesk.engine.platform.db.Row r) throws java.sql.SQLException {
        Object churned = r.resultSet().getObject("churned");
        return new Book.Client(r.str("client_id"), r.str("advisor_id"), r.str("name"), r.str("risk_tolerance"),
                r.integer("time_horizon_years"), r.str("investment_policy_summary"), r.str("home_country"), r.date("onboarded_on"),
                churned == null ? null : r.bool("churned"), r.date("churned_on"), r.str("data_source"), r.str("base_currency"));
    }

    /** Replaces the organization's whole book in one transaction. */
    public void replace(String org, Book book) {
        db.transaction(j -> {
            for (String t : List.of("book_advisors", "book_clients", "book_accounts", "book_holdings", "book_transactions",
                    "book_cash_flows", "book_contacts", "book_income")) {
                j.update("DELETE FROM " + t + " WHERE organization_id = ?", org);
            }
            insert(j, org, book);
            return null;
        });
        versions.computeIfAbsent(org, k -> new AtomicLong()).incrementAndGet();
        listeners.forEach(l -> l.accept(org));
    }

    private static void insert(Jdbc j, String org, Book b) {
        List<Object[]> rows = new ArrayList<>();
        b.advisors().forEach(a -> rows.add(new Object[] {org, a.advisorId(), a.name(), a.email(), a.dataSource()}));
        j.batch("INSERT INTO book_advisors (organization_id, advisor_id, name, email, data_source) VALUES (?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.clients().forEach(c -> rows.add(new Object[] {org, c.clientId(), c.advisorId(), c.name(), c.riskTolerance(), c.timeHorizonYears(),
                c.investmentPolicySummary(), c.homeCountry(), c.onboardedOn(), c.churned(), c.churnedOn(), c.dataSource(), c.baseCurrency()}));
        j.batch("INSERT INTO book_clients (organization_id, client_id, advisor_id, name, risk_tolerance, time_horizon_years, "
                + "investment_policy_summary, home_country, onboarded_on, churned, churned_on, data_source, base_currency) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.accounts().forEach(a -> rows.add(new Object[] {org, a.accountId(), a.clientId(), a.accountType(), a.currency(), a.openedOn()}));
        j.batch("INSERT INTO book_accounts (organization_id, account_id, client_id, account_type, currency, opened_on) VALUES (?, ?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.holdings().forEach(h -> rows.add(new Object[] {org, h.accountId(), h.symbol(), h.shares(), h.costBasis(), h.asOf()}));
        j.batch("INSERT INTO book_holdings (organization_id, account_id, symbol, shares, cost_basis, as_of) VALUES (?, ?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.transactions().forEach(t -> rows.add(new Object[] {org, t.accountId(), t.tradeDate(), t.symbol(), t.side(), t.quantity(), t.price(),
                t.fees(), t.currency(), t.automatic()}));
        j.batch("INSERT INTO book_transactions (organization_id, account_id, trade_date, symbol, side, quantity, price, fees, currency, "
                + "automatic) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.cashFlows().forEach(f -> rows.add(new Object[] {org, f.accountId(), f.flowDate(), f.amount(), f.currency()}));
        j.batch("INSERT INTO book_cash_flows (organization_id, account_id, flow_date, amount, currency) VALUES (?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.contacts().forEach(c -> rows.add(new Object[] {org, c.clientId(), c.contactDate(), c.channel(), c.note()}));
        j.batch("INSERT INTO book_contacts (organization_id, client_id, contact_date, channel, note) VALUES (?, ?, ?, ?, ?)", rows);
        rows.clear();
        b.income().forEach(i -> rows.add(new Object[] {org, i.accountId(), i.payDate(), i.symbol(), i.kind(), i.amount(), i.withholdingTax(),
                i.currency()}));
        j.batch("INSERT INTO book_income (organization_id, account_id, pay_date, symbol, kind, amount, withholding_tax, currency) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows);
    }
}
