package com.bpidesk.engine.performance;

import com.bpidesk.engine.book.Book;
import java.util.List;
import java.util.Map;

/**
 * What the performance of a client (all accounts) or of one account is computed from: the accounts' trades, external cash
 * flows (deposits positive, withdrawals negative), income, splits, the daily closes of every symbol traded and the
 * exchange rates into the base currency.
 */
public record PerformanceInput(String baseCurrency, List<Book.Transaction> transactions, List<Book.CashFlow> cashFlows,
                               List<Book.Income> income, List<Split> splits, Map<String, PriceSeries> prices, FxRate fx) {
}
