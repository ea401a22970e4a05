package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.Briefing;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import java.util.Locale;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** The executive summary: the synthesis agent's posture, the portfolio's size and concentration, the top findings. */
final class ExecutiveSummaryWriter {

    private ExecutiveSummaryWriter() {
    }

    static void write(Document doc, ReportStyles st, Briefing b) throws DocumentException {
        SynthesisAgentSection syn = b.synthesisAgent();
        st.heading(doc, "Executive summary");
        Paragraph posture = new Paragraph("", st.body);
        posture.add(new Chunk("Posture: ", st.bodyBold));
        posture.add(new Chunk(ReportStyles.text(syn.posture()), st.accent));
        doc.add(posture);
        st.para(doc, syn.postureRationale() == null ? "" : syn.postureRationale());
        var pa = b.portfolioAnalyst();
        var c = pa.concentration();
        st.para(doc, String.format(Locale.ROOT, "The portfolio holds %d positions worth %s. The largest, %s, is %s of value; the five largest "
                        + "are %s; the effective number of holdings (1/HHI) is %.1f.", pa.positionCount(),
                ReportStyles.money(pa.totalMarketValue(), pa.baseCurrency()), c.largestSymbol(), ReportStyles.pct(c.largestWeight()),
                ReportStyles.pct(c.top5Weight()), c.effectiveHoldings()));
        st.subheading(doc, "Top findings of the committee");
        PdfPTable t = st.table(new float[] {0.5f, 1, 1.6f, 5}, "#", "Severity", "Agent", "Finding");
        int i = 0;
        for (SynthesisAgentSection.RankedFinding f : ReportStyles.list(syn.topFindings())) {
            st.row(t, i++, Integer.toString(f.rank()), f.severity(), ReportStyles.label(f.agent()), f.title());
        }
        doc.add(t);
    }
}
