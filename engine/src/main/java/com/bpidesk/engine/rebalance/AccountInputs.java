package com.bpidesk.engine.rebalance;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.clientfile.ClientFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One account of the client file as the {@link Rebalancer}'s inputs (docs/rebalancing.md "API and envelopes"). Everything
 * is in the client's base currency, at the client file's prices and rates: a holding's price is its last close times the
 * file's exchange rate, its average cost the file's cost basis divided by its units. A position the file could not value
 * (no price or no rate) is left out of the proposal and named, never valued at zero; a stale price is used and named; a
 * position in no policy asset class is left out and named. The policy's targets and bands per asset class and its single-
 * position limit become {@link Policy}; the policy's held symbols mark holdings as held.
 *
 * @param leftOut the positions left out, in words
 */
public record AccountInputs(List<Holding> holdings, double cash, Policy policy, List<String> leftOut) {

    public static AccountInputs of(ClientFile.Account account, ClientPolicy policy) {
        List<Holding> holdings = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (ClientFile.Holding h : account.holdings()) {
            String label = h.name() + " (" + h.symbol() + ")";
            if (h.value() == null || h.price() == null || h.fxRate() == null) {
                leftOut.add(label + " has no " + ("missing_rate".equals(h.priceStatus()) ? "exchange rate" : "price")
                        + " on the file's date: it is left out of the proposal and not traded.");
                continue;
            }
            if (h.assetClass() == null) {
                leftOut.add(label + " belongs to no asset class of the policy: it is left out of the proposal and not traded.");
                continue;
            }
            if ("stale".equals(h.priceStatus())) {
                leftOut.add(label + " is valued at its last price, from " + h.priceDate() + ", which is stale: check the price "
                        + "before acting on a trade in it.");
            }
            double price = h.price() * h.fxRate();
            double averageCost = h.costBasis() == null ? price : h.costBasis() / h.shares();
            if (h.costBasis() == null) {
                leftOut.add(label + " has no known cost: its estimated realised gain is counted as zero.");
            }
            holdings.add(new Holding(h.symbol(), h.name(), h.assetClass(), h.shares(), price, averageCost, h.held()));
        }
        if (account.cash() == null) {
            leftOut.add("The account's cash is not known (a missing exchange rate): the proposal counts it as zero and buys "
                    + "only with the proceeds of its sales.");
        }
        double cash = account.cash() == null ? 0 : Math.max(0, account.cash());
        return new AccountInputs(holdings, cash, policy(policy), leftOut);
    }

    /** The client's policy as the rebalancer's: targets and bands of every asset class, the single-position limit. */
    public static Policy policy(ClientPolicy policy) {
        Map<String, Double> targets = new LinkedHashMap<>();
        Map<String, Double> bands = new LinkedHashMap<>();
        for (String c : ClientPolicy.ASSET_CLASSES) {
            targets.put(c, policy.target(c).targetWeight());
            bands.put(c, policy.target(c).band());
        }
        // the stored targets add up to 1 within rounding; the rebalancer needs an exact sum, so cash takes the remainder
        double others = targets.entrySet().stream().filter(e -> !Policy.CASH.equals(e.getKey())).mapToDouble(Map.Entry::getValue).sum();
        targets.put(Policy.CASH, Math.max(0, 1 - others));
        return new Policy(targets, bands, policy.maxPositionWeight() > 0 ? Math.min(1, policy.maxPositionWeight()) : 1);
    }
}
