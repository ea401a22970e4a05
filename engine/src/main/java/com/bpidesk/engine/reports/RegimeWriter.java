package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.MacroStrategistSection;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/**
 * The macro regime. Advisor brief: the macro strategist's regime call, its signals and narrative, and up to six readings.
 * Client report (ADR 0250): the regime in a word and what it means in one sentence.
 */
final class RegimeWriter {

    static final int READINGS = 6;

    private RegimeWriter() {
    }

    /** What each regime means for a client, in one sentence (the regimes of RegimeClassifier, investment clock). */
    static final java.util.Map<String, String> MEANING = java.util.Map.of(
            "risk_on", "Growth is holding up and markets are calm, a backdrop in which riskier investments have tended to do well.",
            "recovery", "The economy is coming out of a weak spell, a time when company profits and share prices often pick up.",
            "overheating", "Growth is strong and prices are rising fast, so interest rates may rise.",
            "slowdown", "Growth is slowing, a time when steadier investments have tended to hold up better.",
            "stagflation", "Growth is weak while prices rise fast, a hard backdrop for most investments.",
            "risk_off", "Signs of strain are showing in the economy or in markets, a time when steadier investments have tended to hold up better.",
            "insufficient_data", "There is not enough recent economic data to describe the backdrop.");

    /**
     * The client report's backdrop (ADR 0250): the regime in a word and what it means in one sentence, and the data's
     * source; the narrative (index levels, the Sahm rule, term spreads) and the readings stay in the advisor brief.
     */
    private static void writeForClient(Document doc, ReportStyles st, MacroStrategistSection macro) throws DocumentException {
        MacroStrategistSection.RegimeView r = macro.regime();
        Paragraph p = new Paragraph("", st.body);
        p.add(new Chunk(PlainWords.regime(r.regime()), st.accent));
        String meaning = MEANING.get(r.regime());
        p.add(new Chunk(meaning == null ? "" : ". " + meaning, st.body));
        List<org.openpdf.text.Element> block = new java.util.ArrayList<>(List.of(p));
        block.add(st.paraParagraph("This is a summary of the economy from published data on growth, prices, jobs, borrowing costs "
                + "and markets. It describes the past few months; it does not forecast."));
        if (macro.dataSource() != null) {
            String source = "demo".equals(macro.dataSource()) ? "simulated demo series (not real economic data)"
                    : PlainWords.words(macro.dataSource()).toLowerCase(Locale.ROOT);
            block.add(new Paragraph("Economic data: " + source + (macro.asOf() == null ? "" : "; latest reading "
                    + com.bpidesk.engine.platform.text.Readable.date(macro.asOf())) + ".", st.small));
        }
        st.keepWithNext(doc, st.subheadingParagraph("Economic backdrop"), block.toArray(new org.openpdf.text.Element[0]));
    }

    static void write(Document doc, ReportStyles st, MacroStrategistSection macro, Audience audience) throws DocumentException {
        MacroStrategistSection.RegimeView r = macro.regime();
        if (!audience.internal()) {
            writeForClient(doc, st, macro);
            return;
        }
        Paragraph p = new Paragraph("", st.body);
        p.add(new Chunk(PlainWords.regime(r.regime()), st.accent));
        List<String> signals = ReportStyles.list(r.signals()).stream().map(x -> PlainWords.words(x).toLowerCase(java.util.Locale.ROOT)).toList();
        p.add(new Chunk(String.format(Locale.ROOT, "   confidence %.0f%%   ·   signals: %s", 100 * r.confidence(), String.join(", ", signals)),
                st.body));
        List<org.openpdf.text.Element> block = new java.util.ArrayList<>(List.of(p,
                st.paraParagraph(r.narrative() == null ? "" : r.narrative())));
        // the section's own source and date (issue 30): demo economic data is said so, even when the prices are real
        String source = macro.dataSource() == null ? null : "demo".equals(macro.dataSource())
                ? "simulated demo series (not real economic data)" : PlainWords.words(macro.dataSource()).toLowerCase(Locale.ROOT);
        if (source != null) {
            block.add(new Paragraph("Economic data: " + source + (macro.asOf() == null ? "" : "; latest reading "
                    + com.bpidesk.engine.platform.text.Readable.date(macro.asOf())) + ".", st.small));
        }
        List<MacroStrategistSection.Reading> readings = ReportStyles.list(macro.readings());
        if (!readings.isEmpty()) {
            PdfPTable t = st.table(new float[] {3.5f, 1.2f, 1.2f, 1.2f}, "Reading", "Value", "Change", "Significance");
            int i = 0;
            for (MacroStrategistSection.Reading x : readings.subList(0, Math.min(READINGS, readings.size()))) {
                String title = x.title() == null ? PlainWords.words(x.seriesId()) : x.title();
                st.row(t, i++, title, ReportStyles.num(x.value()), ReportStyles.signed(x.change()), ReportStyles.num(x.significance()));
            }
            block.add(t);
        }
        // the heading, the call, its narrative and the readings stay on one page
        st.keepWithNext(doc, st.subheadingParagraph("Macro regime"),
                block.toArray(new org.openpdf.text.Element[0]));
    }
}
