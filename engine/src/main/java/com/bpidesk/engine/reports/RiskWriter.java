package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.RiskManagerSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfPTable;

/**
 * Risk: the risk manager's measures with their methods (advisor brief) or the volatility and largest falls in sentences
 * (client report, ADR 0250), then the historical stress windows.
 */
final class RiskWriter {

    private RiskWriter() {
    }

    static void write(Document doc, ReportStyles st, RiskManagerSection r, Audience audience, String currency) throws DocumentException {
        if (!audience.internal()) {
            writeForClient(doc, st, r);
            writeStress(doc, st, r, "How today's holdings would have done in past periods");
            return;
        }
        String bench = r.benchmark() == null ? "benchmark" : r.benchmark();
        PdfPTable t = st.table(new float[] {3.6f, 2.4f, 4}, "Measure", "Value", "Method");
        int i = 0;
        st.row(t, i++, "Volatility (annualised, 1y)", ReportStyles.pct(r.volatilityAnnual()), "stdev of daily returns x sqrt(252)");
        st.row(t, i++, "Benchmark volatility (" + bench + ")", ReportStyles.pct(r.benchmarkVolatilityAnnual()), "same method");
        st.row(t, i++, "Beta to benchmark", ReportStyles.num(r.beta()), "cov(rp, rb) / var(rb), 1y daily");
        st.row(t, i++, "Correlation to benchmark", ReportStyles.num(r.correlation()), "Pearson, 1y daily");
        for (RiskManagerSection.VarRow v : ReportStyles.list(r.valueAtRisk())) {
            String value = ReportStyles.pct(v.var()) + "  (" + ReportStyles.money(v.varAmount(), currency) + ")";
            st.row(t, i++, String.format(Locale.ROOT, "VaR %.0f%% %d-day (%s)", 100 * v.confidence(), v.horizonDays(), v.method()),
                    value, "ES " + ReportStyles.pct(v.expectedShortfall()));
        }
        for (RiskManagerSection.DrawdownRow d : ReportStyles.list(r.maxDrawdown())) {
            st.row(t, i++, "Maximum drawdown " + d.window(), ReportStyles.pct(d.maxDrawdown()),
                    "peak " + ReportStyles.date(d.peakDate()) + ", trough " + ReportStyles.date(d.troughDate()));
        }
        st.keepWithNext(doc, st.headingParagraph("Risk"), t);
        writeStress(doc, st, r, "Historical stress windows");
    }

    /**
     * The client report's risk (ADR 0250): the same volatility and drawdown figures as the advisor brief, one sentence
     * each; value at risk, beta and correlation stay in the advisor brief.
     */
    private static void writeForClient(Document doc, ReportStyles st, RiskManagerSection r) throws DocumentException {
        List<org.openpdf.text.Element> block = new java.util.ArrayList<>();
        block.add(st.paraParagraph(String.format(Locale.ROOT, "Ups and downs: over the past year the portfolio's value typically moved "
                + "up or down by %s a year; the broad market's moved by %s.", ReportStyles.pct(r.volatilityAnnual()),
                ReportStyles.pct(r.benchmarkVolatilityAnnual()))));
        for (RiskManagerSection.DrawdownRow d : ReportStyles.list(r.maxDrawdown())) {
            block.add(st.paraParagraph(String.format(Locale.ROOT, "Largest fall (%s): from its high on %s to its low on %s, the value fell by %s.",
                    window(d.window()), ReportStyles.date(d.peakDate()), ReportStyles.date(d.troughDate()), ReportStyles.pct(d.maxDrawdown()))));
        }
        block.add(st.paraParagraph("These figures describe the past. They do not promise what will happen next."));
        st.keepWithNext(doc, st.headingParagraph("Risk"), block.toArray(new org.openpdf.text.Element[0]));
    }

    /** A drawdown window in words: {@code 3y} is "past 3 years". */
    static String window(String w) {
        return w == null ? "whole history" : "past " + PlainWords.forClient(w);
    }

    private static void writeStress(Document doc, ReportStyles st, RiskManagerSection r, String heading) throws DocumentException {
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
            st.keepWithNext(doc, st.subheadingParagraph(heading), s);
            st.note(doc, "Each row replays the named period on today's holdings: the return the current portfolio would have had if it "
                    + "had been held, unchanged, from the first to the last day of the window.");
        }
    }
}
