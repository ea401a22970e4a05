package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.BehavioralAgentSection;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** Behavioral findings: the behavioral agent's flags with what the holdings show, and its note. */
final class BehavioralWriter {

    private BehavioralWriter() {
    }

    static void write(Document doc, ReportStyles st, BehavioralAgentSection ba, Audience audience) throws DocumentException {
        boolean internal = audience.internal();
        Paragraph heading = st.headingParagraph(internal ? "Behavioral findings" : "Patterns in the holdings");
        List<BehavioralAgentSection.Flag> flags = ReportStyles.list(ba.flags());
        if (flags.isEmpty()) {
            st.keepWithNext(doc, heading, st.paraParagraph("No behavioral pattern crossed its threshold in the holdings."));
        } else {
            PdfPTable t = st.table(new float[] {2, 1.25f, 5}, "Pattern", internal ? "Severity" : "Importance", "What the holdings show");
            int i = 0;
            for (BehavioralAgentSection.Flag f : flags) {
                st.row(t, i++, PlainWords.pattern(f.code()), PlainWords.severity(f.severity()),
                        internal ? f.explanation() : PlainWords.forClient(f.explanation()));
            }
            st.keepWithNext(doc, heading, t);
        }
        if (ba.note() != null) {
            st.note(doc, internal ? ba.note() : PlainWords.forClient(ba.note()));
        }
    }
}
