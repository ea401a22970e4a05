package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeSummary;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openpdf.text.Document;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.PageSize;
import org.openpdf.text.Paragraph;
import org.openpdf.text.Phrase;
import org.openpdf.text.pdf.BaseFont;
import org.openpdf.text.pdf.ColumnText;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfPageEventHelper;
import org.openpdf.text.pdf.PdfWriter;

/**
 * The filtered review queue exported for a person or an examiner (issue 26, ADR 0244): CSV (spreadsheet-safe cells as in
 * {@link EnvelopeHistory}) and an A4 landscape PDF (OpenPDF, the history PDF's fonts and layout), in words: client and
 * advisor names, the action, disposition and status, assignee, dates; no field names, no ids (the CSV keeps the decision's
 * reference in its last column so a row can be found again).
 */
final class QueueExport {

    /** At most this many rows are exported (a queue bigger than this is filtered first). */
    static final int MAX_ROWS = 5_000;
    static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.ROOT).withZone(ZoneOffset.UTC);
    static final List<String> COLUMNS = List.of("Client", "Advisor", "Action", "Disposition", "Review status", "Assignee",
            "Recorded (UTC)", "Age (days)", "Due", "Overdue", "Confidence", "Proposed by", "Reference");
    static final String NOT_IN_BOOK = "Not in the client book";
    static final String DISCLAIMER = "BPI Desk records and organizes reviews; it does not execute trades, contact clients or"
            + " make suitability determinations: advisors and reviewers decide.";

    private QueueExport() {
    }

    static byte[] csv(List<EnvelopeSummary> rows) {
        StringBuilder sb = new StringBuilder();
        line(sb, COLUMNS);
        for (EnvelopeSummary s : rows) {
            line(sb, List.of(client(s), nz(s.advisorName()), action(s), word(s.disposition().name()), word(s.reviewStatus().name()),
                    nz(s.assignee()), EnvelopeHistory.UTC.format(s.createdAt()), Integer.toString(s.ageDays()), s.dueOn().toString(),
                    s.overdue() ? "yes" : "no", s.confidence() == null ? "" : FindingSentences.percent(s.confidence()),
                    proposer(s), s.decisionId()));
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void line(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            sb.append(i > 0 ? "," : "").append(EnvelopeHistory.cell(cells.get(i)));
        }
        sb.append("\r\n");
    }

    static byte[] pdf(List<EnvelopeSummary> rows, String filters, Instant generatedAt) {
        BaseFont regular = EnvelopeHistory.font("DejaVuSans.ttf");
        BaseFont bold = EnvelopeHistory.font("DejaVuSans-Bold.ttf");
        Font cell = new Font(regular, 8);
        Font cellBold = new Font(bold, 8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(PageSize.A4.rotate(), 36, 36, 36, 48);
        PdfWriter writer = PdfWriter.getInstance(doc, out);
        String footer = "Review queue generated " + EnvelopeHistory.UTC.format(generatedAt) + "  ·  " + DISCLAIMER;
        writer.setPageEvent(new PdfPageEventHelper() {
            @Override
            public void onEndPage(PdfWriter w, Document d) {
                ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_LEFT, new Phrase(footer, new Font(regular, 6.5f)), 36, 24, 0);
                ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_RIGHT, new Phrase("Page " + w.getPageNumber(),
                        new Font(regular, 7)), d.getPageSize().getWidth() - 36, 24, 0);
            }
        });
        doc.addTitle("Compliance review queue");
        doc.addCreator("BPI Desk");
        doc.open();
        doc.add(new Paragraph("Compliance review queue", new Font(bold, 15)));
        long overdue = rows.stream().filter(EnvelopeSummary::overdue).count();
        Paragraph sub = new Paragraph(rows.size() + (rows.size() == 1 ? " decision" : " decisions") + ", " + overdue + " overdue. "
                + filters, new Font(regular, 8.5f));
        sub.setSpacingAfter(8);
        doc.add(sub);
        PdfPTable t = new PdfPTable(new float[] {2.2f, 1.8f, 4.4f, 1.2f, 1.2f, 1.8f, 1.4f, 1.6f});
        t.setWidthPercentage(100);
        t.setHeaderRows(1);
        for (String head : List.of("Client", "Advisor", "Action", "Disposition", "Status", "Assignee", "Recorded", "Due")) {
            PdfPCell c = EnvelopeHistory.pad(new PdfPCell(new Phrase(head, cellBold)));
            c.setBackgroundColor(new Color(235, 238, 242));
            t.addCell(c);
        }
        for (EnvelopeSummary s : rows) {
            for (String v : List.of(client(s), s.advisorName() == null ? "—" : s.advisorName(), action(s), word(s.disposition().name()),
                    word(s.reviewStatus().name()), s.assignee() == null ? "Unassigned" : s.assignee(),
                    DAY.format(s.createdAt()) + "\n" + s.ageDays() + (s.ageDays() == 1 ? " day ago" : " days ago"),
                    s.dueOn() + (s.overdue() ? "\nOVERDUE" : ""))) {
                t.addCell(EnvelopeHistory.pad(new PdfPCell(new Phrase(v, v.endsWith("OVERDUE") ? cellBold : cell))));
            }
        }
        t.setSplitRows(false);
        doc.add(t);
        doc.close();
        return out.toByteArray();
    }

    /** The filters of an export in words, for its heading. */
    static String describe(AssuranceService.Query q) {
        List<String> parts = new ArrayList<>();
        if (q.dispositions() != null && !q.dispositions().isEmpty()) {
            parts.add("disposition " + String.join(" or ", q.dispositions().stream().map(d -> word(d.name())).toList()));
        }
        if (q.reviewStatuses() != null && !q.reviewStatuses().isEmpty()) {
            parts.add("status " + String.join(" or ", q.reviewStatuses().stream().map(d -> word(d.name())).toList()));
        }
        if (q.clientName() != null) {
            parts.add("client \u201c" + q.clientName() + "\u201d");
        }
        if (q.advisorName() != null) {
            parts.add("advisor \u201c" + q.advisorName() + "\u201d");
        }
        if (q.text() != null) {
            parts.add("text \u201c" + q.text() + "\u201d");
        }
        if (q.from() != null) {
            parts.add("recorded from " + DAY.format(q.from()));
        }
        if (q.to() != null) {
            parts.add("recorded before " + DAY.format(q.to()));
        }
        return parts.isEmpty() ? "All decisions, newest first." : "Filtered by " + String.join(", ", parts) + ".";
    }

    static String client(EnvelopeSummary s) {
        return s.clientName() == null ? NOT_IN_BOOK : s.clientName();
    }

    static String action(EnvelopeSummary s) {
        return s.action() == null ? word(s.proposedActionType()) : s.action();
    }

    /** Who proposed: the name the envelope records, else "an AI agent" or "a person" (never an id). */
    static String proposer(EnvelopeSummary s) {
        if (s.actorOrAgent().name() != null) {
            return s.actorOrAgent().name();
        }
        return s.actorOrAgent().type() == com.bpidesk.envelope.ActorType.AI_AGENT ? "An AI agent" : "A person";
    }

    /** An engine word as a person writes it: {@code PROCEED} → "Proceed", {@code rebalance_now} → "Rebalance now". */
    static String word(String id) {
        if (id == null || id.isBlank()) {
            return "";
        }
        String s = id.replace('_', ' ').toLowerCase(Locale.ROOT);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
