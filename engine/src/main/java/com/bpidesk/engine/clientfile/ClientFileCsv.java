package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.behavior.CsvSafe;

/**
 * The client file as CSV ({@code GET /api/book/clients/{client_id}.csv}): one section of holdings (one row per position
 * and account, with its price, rate, value and gain in the base currency) and one of the allocation against the policy,
 * separated by a blank line. Every cell goes through {@link CsvSafe} (formula injection neutralised, RFC 4180 quoting);
 * figures are plain numbers (fractions for weights) so a spreadsheet reads them as numbers.
 */
final class ClientFileCsv {

    static final String HOLDINGS_HEADER = "client,account,symbol,name,asset_class,shares,price_currency,price,price_date,price_source,"
            + "price_status,fx_rate,fx_rate_date,base_currency,value,cost_basis,unrealised_gain,unrealised_return,weight,held,above_limit";
    static final String ALLOCATION_HEADER = "client,asset_class,value,weight,target_weight,band,lower,upper,state";

    private ClientFileCsv() {
    }

    static String write(ClientFile f) {
        StringBuilder sb = new StringBuilder(HOLDINGS_HEADER).append("\r\n");
        String client = f.profile().name();
        for (ClientFile.Account a : f.accounts()) {
            for (ClientFile.Holding h : a.holdings()) {
                sb.append(CsvSafe.row(client, a.accountId(), h.symbol(), h.name(), h.assetClass(), h.shares(), h.priceCurrency(), h.price(),
                        h.priceDate(), h.priceSource(), h.priceStatus(), h.fxRate(), h.fxRateDate(), f.baseCurrency(), h.value(),
                        h.costBasis(), h.unrealisedGain(), h.unrealisedReturn(), h.weight(), h.held(), h.aboveLimit()));
            }
            if (a.cash() != null) {
                sb.append(CsvSafe.row(client, a.accountId(), "CASH", "Cash", "cash", null, a.currency(), null, f.asOf(), "book", "current",
                        null, null, f.baseCurrency(), a.cash(), null, null, null, null, false, false));
            }
        }
        sb.append("\r\n").append(ALLOCATION_HEADER).append("\r\n");
        for (ClientFile.Allocation x : f.allocation()) {
            sb.append(CsvSafe.row(client, x.assetClass(), x.value(), x.weight(), x.targetWeight(), x.band(), x.lower(), x.upper(), x.state()));
        }
        return sb.toString();
    }

    /** A file name from the client's name and the date ({@code client-file-Avery_Abbott-2026-03-27.csv}). */
    static String fileName(ClientFile f) {
        return "client-file-" + f.profile().name().replaceAll("[^A-Za-z0-9._-]+", "_") + "-" + f.asOf() + ".csv";
    }
}
