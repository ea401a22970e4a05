package com.bpidesk.engine.reports;

import com.bpidesk.engine.clientfile.ClientFile;
import com.bpidesk.engine.signals.ClientPerformanceViews;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfPTable;

/**
 * The client file in the advisor brief (issue 25 "Exports", ADR 0258): the client's holdings valued as the client file
 * values them ({@code clientfile.ClientValuation}: last close, converted at the close's date, unrealised gain from the
 * average cost), the performance summary (time-weighted and money-weighted returns for the standard periods against the
 * client's policy benchmark and the broad index, exactly the figures of {@code GET .../performance}, docs/performance.md),
 * and the policy fit (each asset class against its target and band, positions above the largest-position limit and the
 * held positions). Figures are not recomputed here: the page writes what the client file and the performance library
 * answered, so the PDF and the screen agree.
 */
final class ClientFileWriter {

    /** The standard periods in words. */
    static final Map<String, String> PERIODS = Map.of("1M", "1 month", "3M", "3 months", "YTD", "Year to date", "1Y", "1 year",
            "3Y", "3 years", "SI", "Since the start");

    private ClientFileWriter() {
    }

    static void write(Document doc, ReportStyles st, ClientFileSection s) throws DocumentException {
        ClientFile f = s.file();
        String cur = f.baseCurrency();
        st.heading(doc, "Client file");
        st.para(doc, String.format(Locale.ROOT, "Holdings valued as of %s in %s: %s in total, of which %s cash; unrealised %s %s.",
                ReportStyles.date(f.asOf()), cur, ReportStyles.money(f.totals().value(), cur), ReportStyles.money(f.totals().cash(), cur),
                f.totals().unrealisedGain() >= 0 ? "gain" : "loss", ReportStyles.money(Math.abs(f.totals().unrealisedGain()), cur)));
        holdings(doc, st, f);
        performance(doc, st, s.performance(), s.performanceProblem());
        policyFit(doc, st, f);
        st.note(doc, "Figures for the advisor's review, as the client file shows them. The service does not execute trades, does "
                + "not send client communications and does not make suitability determinations.");
    }

    private static void holdings(Document doc, ReportStyles st, ClientFile f) throws DocumentException {
        String cur = f.baseCurrency();
        PdfPTable t = st.table(new float[] {2.2f, 3.6f, 1.3f, 1.9f, 1.1f, 1.9f}, "Account", "Position", "Shares", "Value", "Weight",
                "Unrealised gain");
        int i = 0;
        for (ClientFile.Account a : f.accounts()) {
            String account = ReportStyles.label(a.accountType()) + " (" + a.currency() + ")";
            for (ClientFile.Holding h : a.holdings().stream().sorted(Comparator.comparing((ClientFile.Holding h) ->
                    h.value() == null ? Double.NEGATIVE_INFINITY : h.value()).reversed()).toList()) {
                st.row(t, i++, account, h.name() + " (" + h.symbol() + ")" + (h.held() ? ", held" : ""),
                        String.format(Locale.ROOT, "%,.2f", h.shares()).replaceAll("\\.00$", ""),
                        h.value() == null ? "no price" : ReportStyles.money(h.value(), cur), ReportStyles.pct(h.weight()),
                        h.unrealisedGain() == null ? "n/a" : signedMoney(h.unrealisedGain(), cur));
            }
            if (a.cash() != null && a.cash() != 0) {
                st.row(t, i++, account, "Cash", "", ReportStyles.money(a.cash(), cur),
                        ReportStyles.pct(f.totals().value() == 0 ? null : a.cash() / f.totals().value()), "");
            }
        }
        st.keepWithNext(doc, st.headingParagraph("Holdings"), t);
    }

    private static void performance(Document doc, ReportStyles st, ClientPerformanceViews.Performance p, String problem)
            throws DocumentException {
        if (p == null) {
            st.subheading(doc, "Performance");
            st.para(doc, "The performance could not be computed for this brief: " + problem);
            return;
        }
        PdfPTable t = st.table(new float[] {2, 2, 2, 2, 2}, "Period", "Time-weighted return", "Money-weighted return",
                "Policy benchmark", "Broad index (" + p.benchmark().broadIndex() + ")");
        int i = 0;
        for (ClientPerformanceViews.Period r : p.periods()) {
            String name = PERIODS.getOrDefault(r.period(), r.period());
            if (!r.available()) {
                st.row(t, i++, name, "No history this long", "", "", "");
                continue;
            }
            // an annualised period says so in its name, so every figure stays a plain, aligned percentage
            st.row(t, i++, r.annualised() ? name + " (per year)" : name, ReportStyles.signedPct(r.twr()), ReportStyles.signedPct(r.mwr()),
                    ReportStyles.signedPct(r.benchmarkTwr()), ReportStyles.signedPct(r.broadIndexTwr()));
        }
        st.keepWithNext(doc, st.headingParagraph("Performance against the policy benchmark"), t);
        st.para(doc, String.format(Locale.ROOT, "Returns in %s %s fees, to %s. Time-weighted: daily-linked, so deposits and "
                + "withdrawals do not move it; money-weighted: the internal rate of return of the dated flows (XIRR). Periods "
                + "longer than a year are per year (marked). Policy benchmark: %s, rebalanced %s.", p.baseCurrency(),
                "net".equalsIgnoreCase(p.basis()) ? "after" : "before", ReportStyles.date(p.asOf()), mix(p.benchmark().weights()),
                p.benchmark().rebalancing()));
    }

    /** "38.0% SPY, 17.0% EFA, 30.0% AGG, 5.0% cash" in the benchmark's order. */
    static String mix(Map<String, Double> weights) {
        return String.join(", ", weights.entrySet().stream().filter(e -> e.getValue() > 0)
                .map(e -> ReportStyles.pct(e.getValue()) + " " + ("cash".equals(e.getKey()) ? "cash" : e.getKey())).toList());
    }

    private static void policyFit(Document doc, ReportStyles st, ClientFile f) throws DocumentException {
        PdfPTable t = st.table(new float[] {2.2f, 1.6f, 2.4f, 3.2f}, "Asset class", "Weight", "Policy target", "Fit");
        int i = 0;
        for (ClientFile.Allocation a : f.allocation()) {
            String fit = switch (a.state()) {
                case "within" -> "Within the band";
                case "above" -> "Above the band by " + points(a.weight() - a.upper());
                case "below" -> "Below the band by " + points(a.lower() - a.weight());
                default -> "Not in the policy";
            };
            st.row(t, i++, ReportStyles.label(a.assetClass()), ReportStyles.pct(a.weight()),
                    ReportStyles.pct(a.targetWeight()) + " \u00b1 " + ReportStyles.pct(a.band()), fit);
        }
        st.keepWithNext(doc, st.headingParagraph("Policy fit"), t);
        List<String> above = f.accounts().stream().flatMap(a -> a.holdings().stream()).filter(ClientFile.Holding::aboveLimit)
                .map(h -> h.symbol() + " at " + ReportStyles.pct(h.weight())).toList();
        String limit = ReportStyles.pct(f.policy().maxPositionWeight());
        st.para(doc, (above.isEmpty() ? "No position is above the policy's largest-position limit of " + limit + "."
                : "Above the policy's largest-position limit of " + limit + ": " + String.join(", ", above) + ".")
                + (f.policy().heldSymbols().isEmpty() ? "" : " Held positions (not to be sold): " + String.join(", ", f.policy().heldSymbols()) + ".")
                + ("house_default".equals(f.policy().source()) ? " No policy is recorded for this client: the house default for the "
                + "client's risk tolerance applies." : ""));
    }

    /** A difference of two weights in percentage points: 0.036 → "3.6 percentage points". */
    static String points(double d) {
        return String.format(Locale.ROOT, "%.1f percentage points", 100 * d);
    }

    private static String signedMoney(double v, String cur) {
        return (v < 0 ? "-" : "+") + ReportStyles.money(Math.abs(v), cur);
    }
}
