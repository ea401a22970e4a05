package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfPTable;

/** Risk: the risk manager's measures with their methods, and the historical stress windows. */
final class RiskWriter {

    private RiskWriter() {
    }

    static void write(Document doc, ReportStyles st, RiskManagerSection r, Audience audience, String currency) throws DocumentException {
        boolean internal = audience.internal();
        String bench = r.benchmark() == null ? "benchmark" : r.benchmark();
        PdfPTable t = st.table(new float[] {3.6f, 2.4f, 4}, "Measure", "Value", internal ? "Method" : "What it means");
        int i = 0;
        st.row(t, i++, "Volatility (annualised, 1y)", ReportStyles.pct(r.volatilityAnnual()), internal ? "stdev of daily returns x sqrt(252)"
                : "How much the portfolio's value typically swung in a year, from the past year's daily moves");
        st.row(t, i++, "Benchmark volatility (" + bench + ")", ReportStyles.pct(r.benchmarkVolatilityAnnual()),
                internal ? "same method" : "The same measure for the market benchmark, for comparison");
        st.row(t, i++, "Beta to benchmark", ReportStyles.num(r.beta()), internal ? "cov(rp, rb) / var(rb), 1y daily"
                : "How far the portfolio moved for each 1% move of the benchmark (1.00 = in step)");
        st.row(t, i++, "Correlation to benchmark", ReportStyles.num(r.correlation()), internal ? "Pearson, 1y daily"
                : "How closely its daily moves followed the benchmark's, from -1 to 1");
        for (RiskManagerSection.VarRow v : ReportStyles.list(r.valueAtRisk())) {
            String value = ReportStyles.pct(v.var()) + "  (" + ReportStyles.money(v.varAmount(), currency) + ")";
            if (internal) {
                st.row(t, i++, String.format(Locale.ROOT, "VaR %.0f%% %d-day (%s)", 100 * v.confidence(), v.horizonDays(), v.method()),
                        value, "ES " + ReportStyles.pct(v.expectedShortfall()));
            } else {
                st.row(t, i++, String.format(Locale.ROOT, "Value at risk, %.0f%%, %d-day (%s)", 100 * v.confidence(), v.horizonDays(),
                        v.method()), value, String.format(Locale.ROOT, "On %.0f in 100 such periods the loss was smaller than this; "
                        + "when it was larger, it averaged %s", 100 * v.confidence(), ReportStyles.pct(v.expectedShortfall())));
            }
        }
        for (RiskManagerSection.DrawdownRow d : ReportStyles.list(r.maxDrawdown())) {
            String peak = ReportStyles.date(d.peakDate());
            String trough = ReportStyles.date(d.troughDate());
            st.row(t, i++, "Maximum drawdown " + d.window(), ReportStyles.pct(d.maxDrawdown()), internal ? "peak " + peak + ", trough " + trough
                    : "The largest fall from a high to a later low: from " + peak + " to " + trough);
        }
        st.keepWithNext(doc, st.headingParagraph("Risk"), t);
        List<RiskManagerSection.StressResult> stress = ReportStyles.list(r.stressTests());
        if (!stress.isEmpty()) {
            PdfPTable s = st.table(new float[] {3.6f, 3f, 1.3f, 1.4f}, "Episode", "Window", "Portfolio", "Benchmark");
            int j = 0;
            for (RiskManagerSection.StressResult x : stress) {
                // a benchmark decline is named by its dates, which the Window column already shows
                String episode = "worst_benchmark_drawdown".equals(x.kind()) ? "Benchmark decline" : x.name();
                st.row(s, j++, episode, ReportStyles.date(x.start()) + " to " + ReportStyles.date(x.end()), ReportStyles.signedPct(x.portfolioReturn()),
                        ReportStyles.signedPct(x.benchmarkReturn()));
            }
            st.keepWithNext(doc, st.subheadingParagraph("Historical stress windows"), s);
            st.note(doc, "Each row replays the named period on today's holdings: the return the current portfolio would have had if it "
                    + "had been held, unchanged, from the first to the last day of the window.");
        }
    }
}
