package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.FactorQuantSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** Factor exposures: the factor quant's regression of the portfolio's excess returns on the factor returns. */
final class FactorWriter {

    private FactorWriter() {
    }

    static void write(Document doc, ReportStyles st, FactorQuantSection f, Audience audience) throws DocumentException {
        boolean internal = audience.internal();
        Paragraph heading = st.subheadingParagraph(internal ? "Factor exposures" : "Investment style (factor exposures)");
        List<FactorQuantSection.Exposure> exposures = ReportStyles.list(f.exposures());
        if (exposures.isEmpty()) {
            st.keepWithNext(doc, heading, st.paraParagraph(String.format(Locale.ROOT,
                    "Too little overlapping history for a factor regression (%d days).", f.observations())));
            return;
        }
        Paragraph intro = st.paraParagraph(internal
                ? String.format(Locale.ROOT, "Daily excess returns regressed on the factor returns over %d trading days (%s to %s): "
                        + "R² %s, annualised alpha %s (t %s).", f.observations(), ReportStyles.date(f.from()), ReportStyles.date(f.to()), ReportStyles.num(f.rSquared()),
                        ReportStyles.pct(f.alphaAnnual()), ReportStyles.num(f.alphaTStat()))
                : String.format(Locale.ROOT, "Over %d trading days (%s to %s) the portfolio's daily returns were compared with the "
                        + "returns of five well-known investment styles. A sensitivity of 1.00 means the portfolio moved one for one "
                        + "with that style; 0 means not at all. Together the styles explain %s of the portfolio's daily moves; the "
                        + "return left unexplained was %s a year. A sensitivity is called clear when it is at least twice its "
                        + "uncertainty.", f.observations(), ReportStyles.date(f.from()), ReportStyles.date(f.to()), ReportStyles.pct(f.rSquared()), ReportStyles.pct(f.alphaAnnual())));
        PdfPTable t = internal
                ? st.table(new float[] {2.4f, 1.2f, 1.2f, 1.2f, 1.4f}, "Factor", "Beta", "Std. error", "t-stat", "Significant")
                : st.table(new float[] {2.6f, 1.3f, 1.3f, 1.6f}, "Style", "Sensitivity", "Uncertainty", "Clear?");
        int i = 0;
        for (FactorQuantSection.Exposure e : exposures) {
            if (internal) {
                st.row(t, i++, PlainWords.factor(e.factor()), ReportStyles.num(e.beta()), String.format(Locale.ROOT, "%.3f", e.standardError()),
                        ReportStyles.num(e.tStat()), e.significant() ? "yes (|t| >= 2)" : "no");
            } else {
                st.row(t, i++, PlainWords.factor(e.factor()), ReportStyles.num(e.beta()), String.format(Locale.ROOT, "%.3f", e.standardError()),
                        e.significant() ? "yes" : "no");
            }
        }
        st.keepWithNext(doc, heading, intro, t);
        if (f.construction() != null && internal) {
            st.note(doc, f.construction());
        }
    }
}
