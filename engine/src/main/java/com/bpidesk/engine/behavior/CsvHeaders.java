package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.errors.DomainException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The header line of a portfolio CSV: its delimiter, the column of each canonical field (accepted header aliases, or an
 * explicit mapping) and the broker layout it matches. Aliases and rules: docs/behavioral.md ("Reading holdings snapshots").
 */
final class CsvHeaders {

    private CsvHeaders() {
    }

    /** Accepted headers per field, in priority order (lower-cased, spaces collapsed). */
    static final Map<String, List<String>> ALIASES = new LinkedHashMap<>();

    static {
        ALIASES.put("date", List.of("date", "trade date", "tradedate", "trade_date", "transaction date", "execution date",
                "time", "timestamp", "datetime", "date/time"));
        ALIASES.put("symbol", List.of("symbol", "ticker", "ticker symbol", "instrument symbol", "code", "isin", "identifier",
                "details"));
        ALIASES.put("side", List.of("side", "buy/sell", "buy / sell", "action", "transaction type", "direction", "type"));
        ALIASES.put("quantity", List.of("quantity", "no. of shares", "shares", "units", "qty", "number of shares"));
        ALIASES.put("price", List.of("price", "price / share", "price per share", "tradeprice", "trade price",
                "execution price"));
        ALIASES.put("amount", List.of("amount", "total amount", "total", "trademoney", "net amount", "value"));
        ALIASES.put("fees", List.of("fees", "fee", "fees & comm", "commission", "ibcommission", "fees and commissions",
                "transaction fee"));
        ALIASES.put("currency", List.of("currency", "currencyprimary", "currency (price / share)", "instrument currency",
                "originalcurrency"));
        ALIASES.put("account", List.of("account", "account id", "account_id", "accountid", "account number", "portfolio"));
        // holdings snapshot
        ALIASES.put("shares", List.of("shares", "quantity", "units", "qty", "position", "no. of shares"));
        ALIASES.put("cost_basis", List.of("cost_basis", "cost basis", "cost basis per share", "average cost", "avg cost",
                "average price", "avg price", "purchase price", "cost per share", "unit cost"));
        ALIASES.put("total_cost", List.of("total cost", "cost basis total", "total cost basis", "book cost"));
        ALIASES.put("purchase_date", List.of("purchase_date", "purchase date", "acquired", "date acquired",
                "acquisition date", "open date"));
        ALIASES.put("market_price", List.of("market_price", "market price", "last price", "current price", "price"));
    }

    /** A header as the aliases are written: no BOM or quotes, spaces collapsed, lower case. */
    static String normalize(String header) {
        return header == null ? "" : header.replace("\uFEFF", "").replace("\"", "").strip().replaceAll("\\s+", " ")
                .toLowerCase(Locale.ROOT);
    }

    /**
     * Column index per canonical field: the explicit mapping first (a field not in {@link PortfolioCsv#FIELDS}, or a header
     * not in the file, is a 400 naming the {@code map_} parameter), then the first alias found in the header.
     */
    static Map<String, Integer> mapColumns(List<String> header, Map<String, String> explicit) {
        List<String> norm = header.stream().map(CsvHeaders::normalize).toList();
        Map<String, Integer> out = new LinkedHashMap<>();
        for (var e : explicit.entrySet()) {
            if (!PortfolioCsv.FIELDS.contains(e.getKey())) {
                throw DomainException.invalidField("query/map_" + e.getKey(), "is not a mappable field; fields: " + PortfolioCsv.FIELDS);
            }
            int idx = norm.indexOf(normalize(e.getValue()));
            if (idx < 0) {
                throw DomainException.invalidField("query/map_" + e.getKey(), "names column '" + e.getValue()
                        + "', which is not in the header " + header);
            }
            out.put(e.getKey(), idx);
        }
        for (var e : ALIASES.entrySet()) {
            if (out.containsKey(e.getKey())) {
                continue;
            }
            for (String alias : e.getValue()) {
                int idx = norm.indexOf(alias);
                if (idx >= 0) {
                    out.put(e.getKey(), idx);
                    break;
                }
            }
        }
        return out;
    }

    /** The broker layout the header matches (for the report and the default date order). */
    static String detectBroker(List<String> header) {
        List<String> h = header.stream().map(CsvHeaders::normalize).toList();
        if (h.contains("no. of shares") && h.contains("price / share")) {
            return "trading212";
        }
        if (h.contains("tradeprice") && h.contains("buy/sell")) {
            return "ibkr";
        }
        if (h.contains("fees & comm")) {
            return "schwab";
        }
        if (h.contains("price per share in account currency")) {
            return "freetrade";
        }
        if (h.contains("price per share") && h.contains("total amount")) {
            return "revolut";
        }
        if (h.contains("position id") && h.contains("units")) {
            return "etoro";
        }
        if (h.contains("holdingname") || h.contains("identifier") && h.contains("shares")) {
            return "parqet";
        }
        if (h.contains("omschrijving") || h.contains("mutatie")) {
            return "degiro-account-statement";
        }
        if (h.contains("instrument symbol") && h.contains("event")) {
            return "saxo-account-statement";
        }
        return "generic";
    }
}
