package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.AssuranceRecords.EnvelopeRecord;
import com.bpidesk.envelope.Envelope;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
 * An envelope's history for an examiner (ADR 0136): every audit event with who (name, role and key), when (UTC), what,
 * the reason typed with the review, the digests and whether the event still verifies, as CSV and as PDF.
 *
 * <p>The CSV is safe to open in a spreadsheet: every cell is quoted, and a cell that starts with {@code =}, {@code +},
 * {@code -}, {@code @}, a tab or a carriage return gets a leading apostrophe, so a reason such as
 * {@code =HYPERLINK(...)} is shown as text and never evaluated (OWASP, "CSV Injection").
 */
public final class EnvelopeHistory {

    static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);
    /** The CSV columns, in order. */
    public static final List<String> COLUMNS = List.of("decision_id", "chain_index", "occurred_at_utc", "event", "actor_name",
            "actor_role", "actor_id", "reason", "envelope_version", "envelope_digest", "prev_hash", "event_hash", "event_verified");

    private EnvelopeHistory() {
    }

    /** The history as CSV (RFC 4180, UTF-8, CRLF line ends, one header row, one row per event). */
    public static byte[] csv(EnvelopeRecord r) {
        StringBuilder sb = new StringBuilder();
        row(sb, COLUMNS);
        for (AuditEvent e : r.auditTrail()) {
            row(sb, List.of(r.decisionId(), Long.toString(e.chainIndex()), UTC.format(e.occurredAt()), what(e.eventType()),
                    nz(e.actorName()), nz(e.actorRole()), e.actor(), nz(e.reason()), Integer.toString(e.envelopeVersion()),
                    e.envelopeDigest(), e.prevHash(), e.eventHash(), e.computeHash().equals(e.eventHash()) ? "yes" : "no"));
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** One spreadsheet cell, quoted, with a formula-starting value neutralised. */
    static String cell(String value) {
        String v = value == null ? "" : value;
        if (!v.isEmpty() && "=+-@\t\r".indexOf(v.charAt(0)) >= 0) {
            v = "'" + v;
        }
        return '"' + v.replace("\"", "\"\"") + '"';
    }

    private static void row(StringBuilder sb, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(cell(cells.get(i)));
        }
        sb.append("\r\n");
    }

    /** The event type in words. */
    static String what(AuditEvent.EventType t) {
        return switch (t) {
            case CREATED -> "Recorded";
            case APPROVED -> "Approved";
            case DENIED -> "Denied";
            case ESCALATED -> "Escalated";
        };
    }

    // ------------------------------------------------------------------ PDF

    /** The history as an A4 landscape PDF: the decision, the chain status and every event with its reason. */
    public static byte[] pdf(EnvelopeRecord r, String organizationId, Instant generatedAt) {
        BaseFont regular = font("DejaVuSans.ttf");
        BaseFont bold = font("DejaVuSans-Bold.ttf");
        Font title = new Font(bold, 15);
        Font h = new Font(bold, 10.5f);
        Font body = new Font(regular, 8.5f);
        Font cellBold = new Font(bold, 8);
        Font cell = new Font(regular, 8);
        Font mono = new Font(regular, 6.5f, Font.NORMAL, new Color(80, 80, 80));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(PageSize.A4.rotate(), 40, 40, 40, 48);
        PdfWriter writer = PdfWriter.getInstance(doc, out);
        String footer = "Decision " + r.decisionId() + "  ·  organization " + organizationId + "  ·  generated "
                + UTC.format(generatedAt) + "  ·  BPI Desk records reviews; it does not trade or decide suitability.";
        writer.setPageEvent(new PdfPageEventHelper() {
            @Override
            public void onEndPage(PdfWriter w, Document d) {
                // Two separate phrases, left and right, so the footer text and the page number never run together.
                ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_LEFT, new Phrase(footer, new Font(regular, 7)),
                        40, 24, 0);
                ColumnText.showTextAligned(w.getDirectContent(), Element.ALIGN_RIGHT,
                        new Phrase("Page " + w.getPageNumber(), new Font(regular, 7)), d.getPageSize().getWidth() - 40, 24, 0);
            }
        });
        doc.addTitle("Decision history " + r.decisionId());
        doc.addCreator("BPI Desk");
        doc.open();
        doc.add(new Paragraph("Decision history for an examiner", title));
        Paragraph sub = new Paragraph("Decision " + r.decisionId() + ", every recorded event from the append-only audit trail.", body);
        sub.setSpacingAfter(8);
        doc.add(sub);

        Envelope e = r.envelope();
        PdfPTable facts = new PdfPTable(new float[] {2, 7});
        facts.setWidthPercentage(100);
        facts.setSpacingAfter(10);
        List<String[]> rows = new ArrayList<>();
        AssuranceRecords.ReviewOverview o = r.overview();
        if (e != null) {
            // names and words only (issue 26): the client and advisor from the client book, the action in words
            rows.add(new String[] {"Client", o == null || o.clientName() == null ? QueueExport.NOT_IN_BOOK : o.clientName()});
            if (o != null && o.advisorName() != null) {
                rows.add(new String[] {"Advisor", o.advisorName()});
            }
            boolean agent = e.actorOrAgent().type() == com.bpidesk.envelope.ActorType.AI_AGENT;
            rows.add(new String[] {"Proposed by", e.actorOrAgent().name() == null ? (agent ? "An AI agent" : "A person")
                    : e.actorOrAgent().name() + (agent ? ", an AI agent" : ", a person")});
            rows.add(new String[] {"Proposed action", o != null && o.action() != null ? o.action() : e.proposedAction().description()});
            rows.add(new String[] {"Engine's disposition", QueueExport.word(e.disposition().name()) + (e.confidence() == null ? ""
                    : ", confidence " + FindingSentences.percent(e.confidence()) + " as recorded in the envelope")});
        }
        rows.add(new String[] {"Review status", r.reviewStatus().name().charAt(0) + r.reviewStatus().name().substring(1).toLowerCase(Locale.ROOT)});
        rows.add(new String[] {"Current version", r.version() + " of " + r.versions().size()});
        rows.add(new String[] {"Envelope integrity", r.digestVerified()
                ? "The stored envelope still hashes to its recorded digest (SHA-256 of RFC 8785 JSON)."
                : "WARNING: the stored envelope does not match its recorded digest."});
        rows.add(new String[] {"Audit chain", r.trailVerified()
                ? "Every event below hashes to its content and links to the event before it."
                : "WARNING: " + String.join(" ", r.trailProblems())});
        for (String[] row : rows) {
            facts.addCell(pad(new PdfPCell(new Phrase(row[0], cellBold))));
            facts.addCell(pad(new PdfPCell(new Phrase(row[1], cell))));
        }
        doc.add(facts);
        checks(doc, o, h, cell, cellBold);

        doc.add(new Paragraph("Audit trail", h));
        PdfPTable t = new PdfPTable(new float[] {0.6f, 1.9f, 1.1f, 2.3f, 4.5f, 2.6f});
        t.setWidthPercentage(100);
        t.setSpacingBefore(4);
        t.setHeaderRows(1);
        for (String head : List.of("#", "When (UTC)", "What", "Who", "Reason given", "Chain")) {
            PdfPCell c = pad(new PdfPCell(new Phrase(head, cellBold)));
            c.setBackgroundColor(new Color(235, 238, 242));
            t.addCell(c);
        }
        for (AuditEvent ev : r.auditTrail()) {
            t.addCell(pad(new PdfPCell(new Phrase(Long.toString(ev.chainIndex()), cell))));
            t.addCell(pad(new PdfPCell(new Phrase(UTC.format(ev.occurredAt()), cell))));
            t.addCell(pad(new PdfPCell(new Phrase(what(ev.eventType()) + " (version " + ev.envelopeVersion() + ")", cell))));
            t.addCell(pad(new PdfPCell(new Phrase(who(ev), cell))));
            t.addCell(pad(new PdfPCell(new Phrase(ev.reason() == null ? "(none: recording a proposal needs no reason)" : ev.reason(), cell))));
            boolean ok = ev.computeHash().equals(ev.eventHash());
            PdfPCell chain = pad(new PdfPCell());
            chain.addElement(new Phrase(ok ? "Verified" : "DOES NOT VERIFY", cellBold));
            chain.addElement(new Phrase("event " + ev.eventHash().substring(0, 16) + "…\nprevious " + ev.prevHash().substring(0, 16) + "…", mono));
            t.addCell(chain);
            t.completeRow();
        }
        // keep a row on one page
        t.setSplitRows(false);
        doc.add(t);
        doc.close();
        return out.toByteArray();
    }

    /** The evaluation's checks as sentences (FindingSentences), with their verdicts; nothing when none were kept. */
    private static void checks(Document doc, AssuranceRecords.ReviewOverview o, Font h, Font cell, Font cellBold) {
        if (o == null || o.checks().isEmpty()) {
            return;
        }
        doc.add(new Paragraph("Checks made when the proposal was recorded", h));
        PdfPTable t = new PdfPTable(new float[] {1.6f, 8});
        t.setWidthPercentage(100);
        t.setSpacingBefore(4);
        t.setSpacingAfter(10);
        for (FindingSentences.CheckSentence c : o.checks()) {
            t.addCell(pad(new PdfPCell(new Phrase(c.verdict(), c.passed() ? cell : cellBold))));
            t.addCell(pad(new PdfPCell(new Phrase(c.sentence(), cell))));
        }
        doc.add(t);
    }

    /** Who recorded an event, in words: the holder's name and role, and the key as "key ID" (never a field name). */
    static String who(AuditEvent ev) {
        String id = ev.actor() == null ? "" : ev.actor();
        String key = id.startsWith("api_key:") ? "key " + id.substring("api_key:".length()) : id.replace('_', ' ');
        return ev.actorName() == null || ev.actorName().isBlank() ? key : ev.actorDisplay() + "\n" + key;
    }

    static PdfPCell pad(PdfPCell c) {
        c.setPadding(4);
        c.setBorderColor(new Color(200, 205, 212));
        return c;
    }

    static BaseFont font(String name) {
        try (InputStream in = EnvelopeHistory.class.getResourceAsStream("/fonts/" + name)) {
            if (in == null) {
                throw new IllegalStateException("Font " + name + " is missing from the class path");
            }
            return BaseFont.createFont(name, BaseFont.IDENTITY_H, BaseFont.EMBEDDED, true, in.readAllBytes(), null);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
