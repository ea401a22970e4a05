package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import java.awt.Color;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;

/**
 * The closing box. Advisor brief: the standing restrictions, then the briefing's further disclaimers. Client report: a
 * box addressed to the client (ADR 0250), never the advisor-facing disclaimers.
 */
final class RestrictionsWriter {

    /** What the product never does; printed in every report. */
    static final List<String> RESTRICTIONS = List.of(
            "No trades are executed by this service.",
            "No client communication is sent by this service.",
            "No suitability determination is made by this service.",
            "Advisors remain responsible for client-facing recommendations and regulatory obligations.");

    private RestrictionsWriter() {
    }

    /** The closing box of a client report, addressed to the client (ADR 0250). */
    static final List<String> FOR_THE_CLIENT = List.of(
            "This report explains your portfolio. Your advisor decides with you what, if anything, to change; nothing here is an "
                    + "instruction to trade.",
            "The software your advisor uses does not place trades, does not send you messages and does not decide what is "
                    + "suitable for you. Your advisor does that with you.",
            "The figures come from past prices. Past results do not promise future ones.");

    /** The client report's "What happens next": what the advisor proposes is a conversation, never an order. */
    static void writeNextSteps(Document doc, ReportStyles st, boolean hasPolicy) throws DocumentException {
        st.keepWithNext(doc, st.headingParagraph("What happens next"), st.paraParagraph((hasPolicy
                ? "Your advisor will go through the points in this report with you, starting with any that are outside your policy. "
                : "Your advisor will go through the points in this report with you. ")
                + "If a change seems worth making, your advisor will propose it and explain why. Nothing in your portfolio changes "
                + "unless you agree to it."));
    }

    static void write(Document doc, ReportStyles st, SynthesisAgentSection syn, Color primary, Audience audience) throws DocumentException {
        if (!audience.internal()) {
            box(doc, st, primary, "About this report and your advisor", FOR_THE_CLIENT, List.of());
            return;
        }
        List<String> more = ReportStyles.list(syn.disclaimers()).stream().filter(d -> RESTRICTIONS.stream().noneMatch(d::contains))
                // analyses stored before the disclaimer named its methods still point to "the methods document"
                .map(d -> d.replace("the methods document", "the glossary")).toList();
        box(doc, st, primary, "Standing restrictions", RESTRICTIONS, more);
    }

    private static void box(Document doc, ReportStyles st, Color primary, String title, List<String> points, List<String> small)
            throws DocumentException {
        PdfPTable box = new PdfPTable(1);
        box.setWidthPercentage(100);
        box.setSpacingBefore(10);
        box.setKeepTogether(true);
        PdfPCell cell = new PdfPCell();
        cell.setBorderColor(primary);
        cell.setBorderWidth(1.2f);
        cell.setPadding(10);
        cell.addElement(new Paragraph(title, st.h2));
        for (String r : points) {
            cell.addElement(new Paragraph("•  " + r, st.body));
        }
        for (String d : small) {
            Paragraph p = new Paragraph(d, st.small);
            p.setSpacingBefore(3);
            cell.addElement(p);
        }
        box.addCell(cell);
        doc.add(box);
    }
}
