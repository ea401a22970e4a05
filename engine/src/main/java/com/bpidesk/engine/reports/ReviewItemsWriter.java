package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.ReviewItem;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfPTable;

/** The synthesis agent's ranked review items: proposals for the advisor to consider, with why. */
final class ReviewItemsWriter {

    private ReviewItemsWriter() {
    }

    static void write(Document doc, ReportStyles st, SynthesisAgentSection syn) throws DocumentException {
        st.subheading(doc, "Ranked review items (proposals for the advisor to consider)");
        PdfPTable t = st.table(new float[] {0.6f, 4.5f, 3.2f}, "#", "Proposal", "Why");
        int i = 0;
        for (ReviewItem r : ReportStyles.list(syn.reviewItems())) {
            st.row(t, i++, r.id(), r.proposal(), r.rationale());
        }
        if (i == 0) {
            st.row(t, 0, "-", "No review items: no medium or high finding.", "");
        }
        doc.add(t);
    }
}
