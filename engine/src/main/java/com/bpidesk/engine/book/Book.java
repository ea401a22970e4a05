package com.bpidesk.engine.book;

import java.time.LocalDate;
import java.util.List;

/**
 * An organization's client book (tables {@code book_*}, migration V6_0). Records mirror the table columns; a
 * record component {@code riskTolerance} is the column and API field {@code risk_tolerance}.
 */
public record Book(List<Advisor> advisors, List<Client> clients, List<Account> accounts, List<Holding> holdings,
                   List<Transaction> transactions, List<CashFlow> cashFlows, List<Contact> contacts, List<Income> income) {

    /** A book without income records (dividends and interest, issue 25). */
    public Book(List<Advisor> advisors, List<Client> clients, List<Account> accounts, List<Holding> holdings,
                List<Transaction> transactions, List<CashFlow> cashFlows, List<Contact> contacts) {
        this(advisors, clients, accounts, holdings, transactions, cashFlows, contacts, List.of());
    }

    /** Risk tolerance levels, from least to most risk (docs/signals.md, "Risk profiles"). */
    public static final List<String> RISK_TOLERANCES = List.of("conservative", "moderate", "balanced", "growth", "aggressive");

    public record Advisor(String advisorId, String name, String email, String dataSource) {
    }

    /**
     * @param churned      label for refitting the churn model: true when the client left, false when known to have stayed,
     *                     null when unknown
     * @param baseCurrency the currency the signals state the client's amounts in (ISO 4217); null: the firm default
     */
    public record Client(String clientId, String advisorId, String name, String riskTolerance, int timeHorizonYears,
                         String investmentPolicySummary, String homeCountry, LocalDate onboardedOn, Boolean churned,
                         LocalDate churnedOn, String dataSource, String baseCurrency) {

        /** A client in the firm's default base currency. */
        public Client(String clientId, String advisorId, String name, String riskTolerance, int timeHorizonYears,
                      String investmentPolicySummary, String homeCountry, LocalDate onboardedOn, Boolean churned,
                      LocalDate churnedOn, String dataSource) {
            this(clientId, advisorId, name, riskTolerance, timeHorizonYears, investmentPolicySummary, homeCountry, onboardedOn,
                    churned, churnedOn, dataSource, null);
        }
    }

    public record Account(String accountId, String clientId, String accountType, String currency, LocalDate openedOn) {
    }

    /** @param costBasis cost per share */
    public record Holding(String accountId, String symbol, double shares, double costBasis, LocalDate asOf) {
    }

    /**
     * @param side      {@code BUY} or {@code SELL}
     * @param automatic a purchase the client did not decide one by one (savings plan, dividend reinvestment): it moves the
     *                  position but never counts as the client's own trading (docs/behavioral.md, issue 12)
     */
    public record Transaction(String accountId, LocalDate tradeDate, String symbol, String side, double quantity, double price,
                              double fees, String currency, boolean automatic) {

        /** A trade the client decided. */
        public Transaction(String accountId, LocalDate tradeDate, String symbol, String side, double quantity, double price, double fees,
                           String currency) {
            this(accountId, tradeDate, symbol, side, quantity, price, fees, currency, false);
        }
    }

    /** @param amount positive deposit, negative withdrawal */
    public record CashFlow(String accountId, LocalDate flowDate, double amount, String currency) {
    }

    public record Contact(String clientId, LocalDate contactDate, String channel, String note) {
    }

    /** Income kinds: a dividend on a position, or interest on the account's cash. */
    public static final List<String> INCOME_KINDS = List.of("dividend", "interest");

    /**
     * Dividend or interest income paid into an account (table {@code book_income}, migration V17_0, issue 25).
     *
     * @param symbol         the paying position; null for interest on cash
     * @param kind           {@code dividend} or {@code interest}
     * @param amount         gross income in {@code currency}
     * @param withholdingTax tax withheld at source (0 when none): the account receives {@code amount - withholdingTax}
     */
    public record Income(String accountId, LocalDate payDate, String symbol, String kind, double amount, double withholdingTax,
                         String currency) {
    }
}
