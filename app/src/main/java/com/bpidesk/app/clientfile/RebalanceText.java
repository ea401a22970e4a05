package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.client.rebalance.RebalanceApi.ClassWeight;
import com.bpidesk.app.client.rebalance.RebalanceApi.Proposal;
import com.bpidesk.app.client.rebalance.RebalanceApi.Trade;
import java.util.ArrayList;
import java.util.List;

/**
 * A rebalance proposal in words for the advisor (docs/rebalancing.md "In the app"): trades with the instrument's name,
 * units and money in the base currency, each asset class's weights against its target and band in percent, the
 * confirmation that repeats what goes to compliance review. Names only: the account by its type, never an id.
 */
final class RebalanceText {

    /** One trade as a row: "Apple (AAPL)", "Sell", "120", "USD 190.25", "USD 22,830.00", the reason. */
    record TradeRow(String instrument, String side, String units, String price, String value, String reason) {
    }

    /** One asset class: before, after, target, band, and whether it ends within the band. */
    record ClassRow(String assetClass, String before, String after, String target, String band, String state) {
    }

    private RebalanceText() {
    }

    static String units(double shares) {
        return Math.rint(shares) == shares ? Formats.app().number(shares, 0) : Formats.app().number(shares, 4);
    }

    static TradeRow trade(Trade t, String currency) {
        Formats f = Formats.app();
        return new TradeRow(t.name() + " (" + t.symbol() + ")", "BUY".equals(t.side()) ? "Buy" : "Sell", units(t.shares()),
                f.money(t.price(), currency), f.money(t.value(), currency), capitalised(t.reason()));
    }

    static ClassRow assetClass(ClassWeight c) {
        Formats f = Formats.app();
        return new ClassRow(Labels.of(c.assetClass()), f.percent(c.before()), f.percent(c.after()), f.percent(c.target()),
                "± " + f.number(c.band() * 100, 1) + " pts", c.inBandAfter() ? "Within band" : "Outside band");
    }

    /** "Sell 120 shares of Apple (AAPL) for about USD 22,830.00" for each trade. */
    static List<String> actions(List<Trade> trades, String currency) {
        List<String> out = new ArrayList<>();
        for (Trade t : trades) {
            double shares = t.shares();
            out.add(("BUY".equals(t.side()) ? "Buy " : "Sell ") + units(shares) + (shares == 1 ? " share" : " shares")
                    + " of " + t.name() + " (" + t.symbol() + ") for about " + Formats.app().money(t.value(), currency));
        }
        return out;
    }

    /** The confirmation before acceptance: what is sent for compliance review, and that nothing is executed. */
    static String confirmation(String clientName, List<Trade> trades, String currency) {
        List<String> actions = actions(trades, currency);
        if (actions.isEmpty()) {
            return "Accept this proposal for " + clientName + "? It has no trades, so nothing is sent for compliance review.";
        }
        return "Accept this proposal for " + clientName + "? " + actions.size() + (actions.size() == 1 ? " review item goes" : " review items go")
                + " to compliance, one per trade:\n• " + String.join("\n• ", actions)
                + "\n\nNothing is executed and nothing is sent to the client: the trades are carried out, if at all, outside BPI "
                + "Desk after review.";
    }

    /** The account and value line: "Taxable account · value USD 812,400 · prices of 27 Nov 2026". */
    static String account(Proposal p) {
        Formats f = Formats.app();
        String type = p.accountType() == null ? "" : p.accountType();
        return (type.isBlank() ? "Account" : Labels.of(type) + " account") + " · value "
                + f.money(p.proposal().totalValue(), p.baseCurrency()) + " · prices of " + f.date(p.asOf());
    }

    /** "Cash USD 1,200.00 before, USD 31,500.00 after · estimated realised gain +USD 4,210.00 (before fees and taxes)". */
    static String cashAndGain(Proposal p) {
        Formats f = Formats.app();
        String ccy = p.baseCurrency();
        double gain = p.proposal().estimatedRealisedGain();
        return "Cash " + f.money(p.proposal().cashBefore(), ccy) + " before, " + f.money(p.proposal().cashAfter(), ccy)
                + " after · estimated realised gain " + ClientFileViewModel.signedMoney(gain, ccy) + " (at average cost, before fees and taxes)";
    }

    private static String capitalised(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
