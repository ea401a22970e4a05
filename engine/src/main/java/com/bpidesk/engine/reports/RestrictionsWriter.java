package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import java.awt.Color;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;

/** The boxed standing restrictions, then the briefing's further disclaimers. */
final class RestrictionsWriter {

    /** What the product never does; printed in every report. */
    static final List<String> RESTRICTIONS = List.of(
            "No trades are executed by this service.",
            "No client communication is sent by this service.",
            "No suitability determination is made by this service.",
            "Advisors remain responsible for client-facing recommendations and regulatory obligations.");

    /** Words of internal workings a client report never prints. */
    static final List<String> INTERNAL_WORDS = List.of("disposition", "envelope", "review item", "proceed", "escalate", "churn");

    private RestrictionsWriter() {
    }

    /** A disclaimer about the firm's internal workings (review items, decision envelopes) is left out of a client report. */
    static boolean forClient(String disclaimer) {
        String lower = disclaimer.toLowerCase(java.util.Locale.ROOT);
        return INTERNAL_WORDS.stream().noneMatch(lower::contains);
    }

    static void write(Document doc, ReportStyles st, SynthesisAgentSection syn, Color primary, Audience audience) throws DocumentException {
        PdfPTable box = new PdfPTable(1);
        box.setWidthPercentage(100);
        box.setSpacingBefore(10);
        box.setKeepTogether(true);
        PdfPCell cell = new PdfPCell();
        cell.setBorderColor(primary);
        cell.setBorderWidth(1.2f);
        cell.setPadding(10);
        cell.addElement(new Paragraph("Standing restrictions", st.h2));
        for (String r : RESTRICTIONS) {
            cell.addElement(new Paragraph("•  " + r, st.body));
        }
        for (String d : ReportStyles.list(syn.disclaimers())) {
            if (RESTRICTIONS.stream().noneMatch(d::contains) && (audience.internal() || forClient(d))) {
                // analyses stored before the disclaimer named its methods still point to "the methods document"
                Paragraph p = new Paragraph(d.replace("the methods document", "the glossary"), st.small);
                p.setSpacingBefore(3);
                cell.addElement(p);
            }
        }
        box.addCell(cell);
        doc.add(box);
    }
}
