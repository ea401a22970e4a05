package com.bpidesk.app.clientfile;

import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.fasterxml.jackson.databind.JsonNode;
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

    static TradeRow trade(JsonNode t, String currency) {
        Formats f = Formats.app();
        return new TradeRow(t.path("name").asText() + " (" + t.path("symbol").asText() + ")",
                "BUY".equals(t.path("side").asText()) ? "Buy" : "Sell", units(t.path("shares").asDouble()),
                f.money(t.path("price").asDouble(), currency), f.money(t.path("value").asDouble(), currency),
                capitalised(t.path("reason").asText()));
    }

    static ClassRow assetClass(JsonNode c) {
        Formats f = Formats.app();
        return new ClassRow(Labels.of(c.path("asset_class").asText()), f.percent(c.path("before").asDouble()),
                f.percent(c.path("after").asDouble()), f.percent(c.path("target").asDouble()),
                "± " + f.number(c.path("band").asDouble() * 100, 1) + " pts",
                c.path("in_band_after").asBoolean() ? "Within band" : "Outside band");
    }

    /** "Sell 120 shares of Apple (AAPL) for about USD 22,830.00" for each trade. */
    static List<String> actions(JsonNode trades, String currency) {
        List<String> out = new ArrayList<>();
        for (JsonNode t : trades) {
            double shares = t.path("shares").asDouble();
            out.add(("BUY".equals(t.path("side").asText()) ? "Buy " : "Sell ") + units(shares) + (shares == 1 ? " share" : " shares")
                    + " of " + t.path("name").asText() + " (" + t.path("symbol").asText() + ") for about "
                    + Formats.app().money(t.path("value").asDouble(), currency));
        }
        return out;
    }

    /** The confirmation before acceptance: what is sent for compliance review, and that nothing is executed. */
    static String confirmation(String clientName, JsonNode trades, String currency) {
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
    static String account(JsonNode p) {
        Formats f = Formats.app();
        String type = p.path("account_type").asText("");
        return (type.isBlank() ? "Account" : Labels.of(type) + " account") + " · value "
                + f.money(p.at("/proposal/total_value").asDouble(), p.path("base_currency").asText()) + " · prices of "
                + f.date(java.time.LocalDate.parse(p.path("as_of").asText()));
    }

    /** "Cash USD 1,200.00 before, USD 31,500.00 after · estimated realised gain +USD 4,210.00 (before fees and taxes)". */
    static String cashAndGain(JsonNode p) {
        Formats f = Formats.app();
        String ccy = p.path("base_currency").asText();
        double gain = p.at("/proposal/estimated_realised_gain").asDouble();
        return "Cash " + f.money(p.at("/proposal/cash_before").asDouble(), ccy) + " before, " + f.money(p.at("/proposal/cash_after").asDouble(), ccy)
                + " after · estimated realised gain " + ClientFileViewModel.signedMoney(gain, ccy) + " (at average cost, before fees and taxes)";
    }

    private static String capitalised(String s) {
        return s == null || s.isEmpty() ? "" : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
