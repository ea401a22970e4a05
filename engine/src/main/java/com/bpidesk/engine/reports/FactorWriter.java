package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.FactorQuantSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** Factor exposures (advisor brief): the factor quant's regression of the portfolio's excess returns on the factor returns. */
final class FactorWriter {

    private FactorWriter() {
    }

    /** Advisor brief only (ADR 0250): a regression is not for the client report. */
    static void write(Document doc, ReportStyles st, FactorQuantSection f) throws DocumentException {
        Paragraph heading = st.subheadingParagraph("Factor exposures");
        List<FactorQuantSection.Exposure> exposures = ReportStyles.list(f.exposures());
        if (exposures.isEmpty()) {
            st.keepWithNext(doc, heading, st.paraParagraph(String.format(Locale.ROOT,
                    "Too little overlapping history for a factor regression (%d days).", f.observations())));
            return;
        }
        Paragraph intro = st.paraParagraph(String.format(Locale.ROOT, "Daily excess returns regressed on the factor returns over %d "
                + "trading days (%s to %s): R² %s, annualised alpha %s (t %s).", f.observations(), ReportStyles.date(f.from()),
                ReportStyles.date(f.to()), ReportStyles.num(f.rSquared()), ReportStyles.pct(f.alphaAnnual()), ReportStyles.num(f.alphaTStat())));
        PdfPTable t = st.table(new float[] {2.4f, 1.2f, 1.2f, 1.2f, 1.4f}, "Factor", "Beta", "Std. error", "t-stat", "Significant");
        int i = 0;
        for (FactorQuantSection.Exposure e : exposures) {
            st.row(t, i++, PlainWords.factor(e.factor()), ReportStyles.num(e.beta()), String.format(Locale.ROOT, "%.3f", e.standardError()),
                    ReportStyles.num(e.tStat()), e.significant() ? "yes (|t| >= 2)" : "no");
        }
        st.keepWithNext(doc, heading, intro, t);
        if (f.construction() != null) {
            st.note(doc, f.construction());
        }
    }
}
