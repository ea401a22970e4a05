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

    static void write(Document doc, ReportStyles st, MacroStrategistSection macro, Audience audience) throws DocumentException {
        MacroStrategistSection.RegimeView r = macro.regime();
        boolean internal = audience.internal();
        Paragraph p = new Paragraph("", st.body);
        p.add(new Chunk(PlainWords.regime(r.regime()), st.accent));
        List<String> signals = ReportStyles.list(r.signals()).stream().map(x -> PlainWords.words(x).toLowerCase(java.util.Locale.ROOT)).toList();
        p.add(new Chunk(internal
                ? String.format(Locale.ROOT, "   confidence %.0f%%   ·   signals: %s", 100 * r.confidence(), String.join(", ", signals))
                : String.format(Locale.ROOT, "   (confidence %.0f%%: how strongly the seven economic signals agree with this "
                        + "classification and how many of them have data%s)", 100 * r.confidence(), signals.isEmpty() ? "" : "; signals seen: " + String.join(", ", signals)), st.body));
        List<org.openpdf.text.Element> block = new java.util.ArrayList<>(List.of(p,
                st.paraParagraph(r.narrative() == null ? "" : internal ? r.narrative() : PlainWords.clean(r.narrative()))));
        // the section's own source and date (issue 30): demo economic data is said so, even when the prices are real
        String source = macro.dataSource() == null ? null : "demo".equals(macro.dataSource())
                ? "simulated demo series (not real economic data)" : PlainWords.words(macro.dataSource()).toLowerCase(Locale.ROOT);
        if (source != null) {
            block.add(new Paragraph("Economic data: " + source + (macro.asOf() == null ? "" : "; latest reading "
                    + com.bpidesk.engine.platform.text.Readable.date(macro.asOf())) + ".", st.small));
        }
        List<MacroStrategistSection.Reading> readings = ReportStyles.list(macro.readings());
        if (!readings.isEmpty()) {
            PdfPTable t = internal
                    ? st.table(new float[] {3.5f, 1.2f, 1.2f, 1.2f}, "Reading", "Value", "Change", "Significance")
                    : st.table(new float[] {3.5f, 1.2f, 1.4f}, "Economic reading", "Latest value", "Change");
            int i = 0;
            for (MacroStrategistSection.Reading x : readings.subList(0, Math.min(READINGS, readings.size()))) {
                String title = x.title() == null ? PlainWords.words(x.seriesId()) : x.title();
                if (internal) {
                    st.row(t, i++, title, ReportStyles.num(x.value()), ReportStyles.signed(x.change()), ReportStyles.num(x.significance()));
                } else {
                    st.row(t, i++, title, ReportStyles.num(x.value()), ReportStyles.signed(x.change()));
                }
            }
            block.add(t);
            if (!internal) {
                Paragraph note = new Paragraph("Latest value is the most recent published figure in the series' own unit (a rate in "
                        + "percent, or an index level); change is the difference from the reading before it.", st.small);
                block.add(note);
            }
        }
        // the heading, the call, its narrative and the readings stay on one page
        st.keepWithNext(doc, st.subheadingParagraph(internal ? "Macro regime" : "Economic backdrop"),
                block.toArray(new org.openpdf.text.Element[0]));
    }
}
