package com.bpidesk.engine.behavior;

import com.bpidesk.engine.transactions.Money;
import com.bpidesk.engine.transactions.Transaction;
import com.bpidesk.engine.transactions.TransactionKind;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The currency of the account a transaction file comes from (issue 30: a EUR account is scored in EUR by default, not
 * converted into dollars at two dates). The cash the client moves in and out says it: the currency of at least 80% of the
 * deposits and withdrawals; without cash movements, the currency of at least 80% of the rows that state an amount (a
 * DEGIRO statement books US trades in USD but its cash, fees and FX legs in EUR). Null when neither decides.
 */
final class AccountCurrency {

    /** Share of the rows one currency must hold to name the account's currency. */
    static final double DOMINANT = 0.8;

    private AccountCurrency() {
    }

    static String of(List<Transaction> rows) {
        Map<String, Integer> cash = new HashMap<>();
        Map<String, Integer> all = new HashMap<>();
        for (Transaction t : rows) {
            Money m = t.amount();
            if (m == null || m.currency() == null || m.currency().isBlank()) {
                continue;
            }
            String c = m.currency().strip().toUpperCase(Locale.ROOT);
            all.merge(c, 1, Integer::sum);
            if (t.kind() == TransactionKind.DEPOSIT || t.kind() == TransactionKind.WITHDRAWAL) {
                cash.merge(c, 1, Integer::sum);
            }
        }
        String fromCash = dominant(cash);
        return fromCash != null ? fromCash : dominant(all);
    }

    static String dominant(Map<String, Integer> counts) {
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        return counts.entrySet().stream().filter(e -> e.getValue() >= DOMINANT * total && total > 0).map(Map.Entry::getKey)
                .findFirst().orElse(null);
    }
}
