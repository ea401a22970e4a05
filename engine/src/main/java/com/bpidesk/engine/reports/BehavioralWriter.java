package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.BehavioralAgentSection;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfPTable;

/** Behavioral findings: the behavioral agent's flags with what the holdings show, and its note. */
final class BehavioralWriter {

    private BehavioralWriter() {
    }

    static void write(Document doc, ReportStyles st, BehavioralAgentSection ba) throws DocumentException {
        st.heading(doc, "Behavioral findings");
        List<BehavioralAgentSection.Flag> flags = ReportStyles.list(ba.flags());
        if (flags.isEmpty()) {
            st.para(doc, "No behavioral pattern crossed its threshold in the holdings.");
        } else {
            PdfPTable t = st.table(new float[] {2, 1, 5}, "Pattern", "Severity", "What the holdings show");
            int i = 0;
            for (BehavioralAgentSection.Flag f : flags) {
                st.row(t, i++, ReportStyles.label(f.code()), f.severity(), f.explanation());
            }
            doc.add(t);
        }
        if (ba.note() != null) {
            st.note(doc, ba.note());
        }
    }
}
