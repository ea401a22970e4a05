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

    static void write(Document doc, ReportStyles st, RiskManagerSection r, String currency) throws DocumentException {
        st.heading(doc, "Risk");
        PdfPTable t = st.table(new float[] {4, 2, 4}, "Measure", "Value", "Method");
        int i = 0;
        st.row(t, i++, "Volatility (annualised, 1y)", ReportStyles.pct(r.volatilityAnnual()), "stdev of daily returns x sqrt(252)");
        st.row(t, i++, "Benchmark volatility (" + (r.benchmark() == null ? "benchmark" : r.benchmark()) + ")",
                ReportStyles.pct(r.benchmarkVolatilityAnnual()), "same method");
        st.row(t, i++, "Beta to benchmark", ReportStyles.num(r.beta()), "cov(rp, rb) / var(rb), 1y daily");
        st.row(t, i++, "Correlation to benchmark", ReportStyles.num(r.correlation()), "Pearson, 1y daily");
        for (RiskManagerSection.VarRow v : ReportStyles.list(r.valueAtRisk())) {
            st.row(t, i++, String.format(Locale.ROOT, "VaR %.0f%% %d-day (%s)", 100 * v.confidence(), v.horizonDays(), v.method()),
                    ReportStyles.pct(v.var()) + "  (" + ReportStyles.money(v.varAmount(), currency) + ")", "ES " + ReportStyles.pct(v.expectedShortfall()));
        }
        for (RiskManagerSection.DrawdownRow d : ReportStyles.list(r.maxDrawdown())) {
            st.row(t, i++, "Maximum drawdown " + d.window(), ReportStyles.pct(d.maxDrawdown()),
                    "peak " + (d.peakDate() == null ? "?" : d.peakDate()) + ", trough " + (d.troughDate() == null ? "?" : d.troughDate()));
        }
        doc.add(t);
        List<RiskManagerSection.StressResult> stress = ReportStyles.list(r.stressTests());
        if (!stress.isEmpty()) {
            st.subheading(doc, "Historical stress windows");
            PdfPTable s = st.table(new float[] {4, 2.4f, 1.4f, 1.4f}, "Episode", "Window", "Portfolio", "Benchmark");
            int j = 0;
            for (RiskManagerSection.StressResult x : stress) {
                st.row(s, j++, x.name(), x.start() + " to " + x.end(), ReportStyles.signedPct(x.portfolioReturn()),
                        ReportStyles.signedPct(x.benchmarkReturn()));
            }
            doc.add(s);
        }
    }
}
