package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** The macro regime: the macro strategist's regime call, its signals and narrative, and up to six readings. */
final class RegimeWriter {

    static final int READINGS = 6;

    private RegimeWriter() {
    }

    static void write(Document doc, ReportStyles st, MacroStrategistSection macro) throws DocumentException {
        MacroStrategistSection.RegimeView r = macro.regime();
        st.subheading(doc, "Macro regime");
        Paragraph p = new Paragraph("", st.body);
        p.add(new Chunk(ReportStyles.text(r.regime()).replace('_', '-').toUpperCase(Locale.ROOT), st.accent));
        p.add(new Chunk(String.format(Locale.ROOT, "   confidence %.2f   ·   signals: %s", r.confidence(),
                String.join(", ", ReportStyles.list(r.signals()))), st.body));
        doc.add(p);
        st.para(doc, r.narrative() == null ? "" : r.narrative());
        List<MacroStrategistSection.Reading> readings = ReportStyles.list(macro.readings());
        if (!readings.isEmpty()) {
            PdfPTable t = st.table(new float[] {3.5f, 1.2f, 1.2f, 1.2f}, "Reading", "Value", "Change", "Significance");
            int i = 0;
            for (MacroStrategistSection.Reading x : readings.subList(0, Math.min(READINGS, readings.size()))) {
                st.row(t, i++, x.title() == null ? x.seriesId() : x.title(), ReportStyles.num(x.value()),
                        ReportStyles.signed(x.change()), ReportStyles.num(x.significance()));
            }
            doc.add(t);
        }
    }
}
