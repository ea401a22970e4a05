package com.bpidesk.engine.reports;

import com.bpidesk.engine.market.Bar;
import com.bpidesk.engine.swarm.briefing.AnalysisResult;
import com.bpidesk.engine.swarm.briefing.Briefing;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.PageSize;
import org.openpdf.text.Phrase;
import org.openpdf.text.Rectangle;
import org.openpdf.text.pdf.BaseFont;
import org.openpdf.text.pdf.ColumnText;
import org.openpdf.text.pdf.PdfContentByte;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfPageEventHelper;
import org.openpdf.text.pdf.PdfWriter;

/**
 * Renders a branded research report (B5) for one {@link Audience} (a client report or an advisor brief) from a completed investment-committee result, read into the typed briefing
 * records ({@link AnalysisResult}): cover ({@link CoverWriter}), client page ({@link ClientPageWriter}), executive
 * summary, macro regime, allocation and sector charts, risk table, factor exposures, price chart of the largest holdings, behavioral
 * findings, ranked review items, standing restrictions and a methods appendix, one writer per section over the shared
 * {@link ReportStyles}. Charts are JFreeChart drawn into PDF templates as vector paths; text uses the embedded DejaVu
 * Sans. Brand colours used as text are darkened until they reach WCAG AA (4.5:1) on white, with a warning.
 */
public final class ReportRenderer {

    /** The PDF and what was adjusted on the way. */
    public record Rendered(byte[] pdf, int pages, List<String> warnings) {
    }

    /** What the product never does; printed in every report. */
    public static final List<String> RESTRICTIONS = RestrictionsWriter.RESTRICTIONS;

    private static volatile byte[] regularTtf;
    private static volatile byte[] boldTtf;

    private final BaseFont regular;
    private final BaseFont bold;
    private final java.awt.Font awtFont;

    public ReportRenderer() {
        try {
            regular = BaseFont.createFont("DejaVuSans.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED, true, ttf("DejaVuSans.ttf", false), null);
            bold = BaseFont.createFont("DejaVuSans-Bold.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED, true, ttf("DejaVuSans-Bold.ttf", true), null);
            awtFont = java.awt.Font.createFont(java.awt.Font.TRUETYPE_FONT, new java.io.ByteArrayInputStream(ttf("DejaVuSans.ttf", false)));
        } catch (IOException | java.awt.FontFormatException | DocumentException e) {
            throw new IllegalStateException("Cannot load the report fonts", e);
        }
    }

    private static byte[] ttf(String name, boolean isBold) throws IOException {
        byte[] cached = isBold ? boldTtf : regularTtf;
        if (cached == null) {
            try (InputStream in = ReportRenderer.class.getResourceAsStream("/fonts/" + name)) {
                cached = in.readAllBytes();
            }
            if (isBold) {
                boldTtf = cached;
            } else {
                regularTtf = cached;
            }
        }
        return cached;
    }

    /**
     * The advisor brief of a stored result (the internal audience, as before audiences existed).
     *
     * @param result      the stored analysis result ({@code job_id}, {@code as_of}, {@code data_source}, {@code ic_briefing})
     * @param priceSeries adjusted closes of the largest holdings over the chart window, by symbol
     */
    public Rendered render(JsonNode result, Brand brand, String title, String subjectLine, LocalDate preparedOn,
                           Map<String, List<Bar>> priceSeries) {
        return render(AnalysisResult.read(result), brand, title, subjectLine, preparedOn, priceSeries, null, Audience.ADVISOR);
    }

    /** @param client the client page (subject kind {@code client}), or null */
    public Rendered render(JsonNode result, Brand brand, String title, String subjectLine, LocalDate preparedOn,
                           Map<String, List<Bar>> priceSeries, ClientSection client, Audience audience) {
        return render(AnalysisResult.read(result), brand, title, subjectLine, preparedOn, priceSeries, client, audience);
    }

    /**
     * The report of a typed result for one audience ({@link Audience}); {@code client} is the client page (subject kind
     * {@code client}), or null.
     */
    public Rendered render(AnalysisResult result, Brand brand, String title, String subjectLine, LocalDate preparedOn,
                           Map<String, List<Bar>> priceSeries, ClientSection client, Audience audience) {
        List<String> warnings = new ArrayList<>();
        Color primaryRaw = Contrast.parse(brand.primaryColor());
        Color accentRaw = Contrast.parse(brand.accentColor());
        Color primaryText = Contrast.ensure(primaryRaw, Color.WHITE, Contrast.AA_NORMAL);
        Color accentText = Contrast.ensure(accentRaw, Color.WHITE, Contrast.AA_NORMAL);
        Contrast.warning("Primary", brand.primaryColor()).ifPresent(warnings::add);
        Contrast.warning("Accent", brand.accentColor()).ifPresent(warnings::add);
        Briefing b = result.icBriefing();
        boolean demo = result.dataSource() != null && result.dataSource().contains("demo");
        String footer = (brand.footer() == null || brand.footer().isBlank() ? brand.firmName() : brand.footer())
                + (demo ? "  ·  DEMO DATA (simulated market)" : "")
                + (audience.internal() ? "  ·  Advisor brief: internal, not for the client" : "");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(PageSize.A4, 54, 54, 64, 64);
        try {
            PdfWriter writer = PdfWriter.getInstance(doc, out);
            writer.setPageEvent(new Decorations(brand.firmName(), footer, primaryRaw, primaryText));
            doc.addTitle(title);
            doc.addAuthor(brand.firmName());
            doc.addCreator("BPI Desk");
            doc.open();
            ReportStyles st = new ReportStyles(regular, bold, awtFont, primaryText, accentText);
            String currency = b.portfolioAnalyst().baseCurrency();
            CoverWriter.write(doc, writer, st, brand, primaryRaw, accentRaw, title, subjectLine, preparedOn, result, demo, audience);
            doc.newPage();
            if (client != null) {
                ClientPageWriter.write(doc, st, client, audience, currency);
                doc.newPage();
                if (audience.internal() && client.clientFile() != null) {
                    ClientFileWriter.write(doc, st, client.clientFile()); // ADR 0258
                    doc.newPage();
                }
            }
            ExecutiveSummaryWriter.write(doc, st, b, audience, client);
            RegimeWriter.write(doc, st, b.macroStrategist(), audience);
            doc.newPage();
            AllocationWriter.write(doc, writer, st, b, primaryRaw, accentRaw, audience);
            doc.newPage();
            RiskWriter.write(doc, st, b.riskManager(), audience, currency);
            if (audience.internal()) {
                FactorWriter.write(doc, st, b.factorQuant()); // a regression: advisor brief only (ADR 0250)
            }
            PriceChartWriter.write(doc, writer, st, priceSeries, primaryRaw, accentRaw, audience);
            doc.newPage();
            BehavioralWriter.write(doc, st, b.behavioralAgent(), audience);
            if (audience.internal()) {
                ReviewItemsWriter.write(doc, st, b.synthesisAgent());
            } else {
                RestrictionsWriter.writeNextSteps(doc, st, client != null);
            }
            RestrictionsWriter.write(doc, st, b.synthesisAgent(), primaryRaw, audience);
            doc.newPage();
            MethodsWriter.write(doc, st, result.dataSource(), warnings, audience,
                    ReportStyles.currencyStatement(b.portfolioAnalyst().baseCurrency(), b.portfolioAnalyst().fxRates()));
            int pages = writer.getPageNumber();
            doc.close();
            return new Rendered(out.toByteArray(), pages, warnings);
        } catch (DocumentException e) {
            throw new IllegalStateException("Cannot render the report", e);
        }
    }

    /** The brand band and firm name on every page after the cover, and the footer with the page number on all. */
    private final class Decorations extends PdfPageEventHelper {
        private final String firm;
        private final String footer;
        private final Color band;
        private final Color text;

        Decorations(String firm, String footer, Color band, Color text) {
            this.firm = firm;
            this.footer = footer;
            this.band = band;
            this.text = text;
        }

        @Override
        public void onEndPage(PdfWriter writer, Document document) {
            PdfContentByte cb = writer.getDirectContent();
            Rectangle page = document.getPageSize();
            if (writer.getPageNumber() > 1) {
                cb.saveState();
                cb.setColorFill(band);
                cb.rectangle(0, page.getHeight() - 10, page.getWidth(), 10);
                cb.fill();
                cb.restoreState();
                ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, new Phrase(firm, new Font(bold, 8, Font.NORMAL, text)),
                        54, page.getHeight() - 34, 0);
            }
            cb.saveState();
            cb.setColorStroke(ReportStyles.RULE);
            cb.setLineWidth(0.5f);
            cb.moveTo(54, 44);
            cb.lineTo(page.getWidth() - 54, 44);
            cb.stroke();
            cb.restoreState();
            // The footer text and the page number in two cells of a fixed-width table: the text wraps inside its own
            // column and can never run into the page number ("market)Page 1").
            Font f = new Font(regular, 7.5f, Font.NORMAL, ReportStyles.MUTED);
            PdfPTable foot = new PdfPTable(new float[] {5.2f, 1});
            foot.setTotalWidth(page.getWidth() - 108);
            foot.setLockedWidth(true);
            PdfPCell text = new PdfPCell(new Phrase(footer, f));
            PdfPCell number = new PdfPCell(new Phrase("Page " + writer.getPageNumber(), f));
            number.setHorizontalAlignment(Element.ALIGN_RIGHT);
            for (PdfPCell c : List.of(text, number)) {
                c.setBorder(Rectangle.NO_BORDER);
                c.setPadding(0);
                c.setPaddingTop(3);
                foot.addCell(c);
            }
            foot.writeSelectedRows(0, -1, 54, 43, cb);
        }
    }
}
