package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.Image;
import org.openpdf.text.Paragraph;
import org.openpdf.text.Phrase;
import org.openpdf.text.Rectangle;
import org.openpdf.text.pdf.ColumnText;
import org.openpdf.text.pdf.PdfContentByte;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfWriter;

/**
 * The cover page: brand band and logo, title, the key facts of the analysis and the standing note. The analysis job id is
 * printed on the advisor brief only.
 */
final class CoverWriter {

    private CoverWriter() {
    }

    static void write(Document doc, PdfWriter writer, ReportStyles st, Brand brand, Color primary, Color accent, String title,
                      String subjectLine, LocalDate preparedOn, AnalysisResult result, boolean demo,
                      Audience audience) throws DocumentException {
        PdfContentByte cb = writer.getDirectContentUnder();
        Rectangle page = doc.getPageSize();
        cb.saveState();
        cb.setColorFill(primary);
        cb.rectangle(0, page.getHeight() - 300, page.getWidth(), 300);
        cb.fill();
        cb.setColorFill(accent);
        cb.rectangle(0, page.getHeight() - 308, page.getWidth(), 8);
        cb.fill();
        cb.restoreState();
        Color onPrimary = Contrast.textOn(primary);
        if (brand.logo() != null) {
            logo(writer, page, brand.logo());
        }
        ColumnText ct = new ColumnText(writer.getDirectContent());
        ct.setSimpleColumn(54, page.getHeight() - 290, page.getWidth() - 54, page.getHeight() - 150);
        ct.addElement(new Paragraph(brand.firmName(), new Font(st.regular, 12, Font.NORMAL, onPrimary)));
        Paragraph t = new Paragraph(title, new Font(st.bold, 26, Font.NORMAL, onPrimary));
        t.setLeading(30);
        ct.addElement(t);
        ct.addElement(new Paragraph(subjectLine, new Font(st.regular, 11, Font.NORMAL, onPrimary)));
        ct.go();
        var b = result.icBriefing();
        PdfPTable facts = new PdfPTable(new float[] {1, 2});
        facts.setTotalWidth(360);
        facts.setLockedWidth(true);
        facts.setHorizontalAlignment(Element.ALIGN_LEFT);
        fact(st, facts, "Prepared", ReportStyles.date(preparedOn));
        fact(st, facts, "Data as of", ReportStyles.date(result.asOf()));
        fact(st, facts, "Data source", demo ? "Demo: simulated market data shipped with BPI Desk" : ReportStyles.text(result.dataSource()));
        if (audience.internal()) {
            fact(st, facts, "Analysis job", ReportStyles.text(result.jobId()));
        }
        fact(st, facts, "Positions", Integer.toString(b.portfolioAnalyst().positionCount()));
        fact(st, facts, "Market value", ReportStyles.money(b.portfolioAnalyst().totalMarketValue(), b.portfolioAnalyst().baseCurrency()));
        fact(st, facts, "Currency", currencyFact(b.portfolioAnalyst()));
        fact(st, facts, audience.internal() ? "Posture" : "Overall positioning", PlainWords.words(b.synthesisAgent().posture()));
        if (audience.internal()) {
            fact(st, facts, "Audience", "Advisor brief (internal)");
        }
        float bottom = facts.writeSelectedRows(0, -1, 54, page.getHeight() - 340, writer.getDirectContent());
        Paragraph note = new Paragraph((audience.internal()
                ? "Internal advisor brief: analysis for a licensed advisor's review, not to be handed to the client. "
                : "Prepared by your advisor with BPI Desk. This report describes the portfolio; it is not a recommendation to buy or sell. ")
                + "The service does not execute trades, does not send client communications and does not make suitability "
                + "determinations; advisors remain responsible.",
                new Font(st.regular, 8.5f, Font.NORMAL, ReportStyles.MUTED));
        ColumnText nt = new ColumnText(writer.getDirectContent());
        nt.setSimpleColumn(54, bottom - 80, page.getWidth() - 54, bottom - 16);
        nt.addElement(note);
        nt.go();
        doc.add(new Paragraph(" ", new Font(st.regular, 6, Font.NORMAL, Color.WHITE)));
        writer.setPageEmpty(false);
    }

    /** The logo on a white plate, so any logo reads on any brand colour. */
    private static void logo(PdfWriter writer, Rectangle page, byte[] bytes) throws DocumentException {
        try {
            Image logo = Image.getInstance(bytes);
            logo.scaleToFit(150, 70);
            float x = 54;
            float y = page.getHeight() - 54 - logo.getScaledHeight();
            PdfContentByte over = writer.getDirectContent();
            over.saveState();
            over.setColorFill(Color.WHITE);
            over.roundRectangle(x - 8, y - 8, logo.getScaledWidth() + 16, logo.getScaledHeight() + 16, 4);
            over.fill();
            over.restoreState();
            logo.setAbsolutePosition(x, y);
            over.addImage(logo);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void fact(ReportStyles st, PdfPTable t, String k, String v) {
        PdfPCell a = new PdfPCell(new Phrase(k, new Font(st.regular, 9.5f, Font.NORMAL, ReportStyles.MUTED)));
        PdfPCell b = new PdfPCell(new Phrase(v, new Font(st.bold, 9.5f, Font.NORMAL, ReportStyles.INK)));
        for (PdfPCell c : List.of(a, b)) {
            c.setBorder(Rectangle.BOTTOM);
            c.setBorderColor(ReportStyles.RULE);
            c.setPadding(5);
            t.addCell(c);
        }
    }

    /** The base currency and, when amounts were converted, the rates' date and sources. */
    static String currencyFact(com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection pa) {
        String base = ReportStyles.text(pa.baseCurrency());
        var rates = ReportStyles.list(pa.fxRates());
        if (rates.isEmpty()) {
            return base + " (no conversion needed)";
        }
        java.time.LocalDate oldest = rates.stream().map(r -> r.rateDate()).filter(java.util.Objects::nonNull)
                .min(java.time.LocalDate::compareTo).orElse(null);
        String sources = String.join(", ", rates.stream().map(r -> r.source()).filter(java.util.Objects::nonNull).distinct().toList());
        return base + " (rates of " + ReportStyles.date(oldest) + ", " + sources + ")";
    }
}
