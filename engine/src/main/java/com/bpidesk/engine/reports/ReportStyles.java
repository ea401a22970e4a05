package com.bpidesk.engine.reports;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.Image;
import org.openpdf.text.Paragraph;
import org.openpdf.text.Phrase;
import org.openpdf.text.Rectangle;
import org.openpdf.text.pdf.BaseFont;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfTemplate;
import org.openpdf.text.pdf.PdfWriter;

/**
 * The shared look of one report: fonts (embedded DejaVu Sans), ink colours, the brand's primary and accent colours as
 * text colours (already contrast-checked by the renderer), and the building blocks every section writer uses: headings,
 * paragraphs, zebra tables, vector charts and the number formats.
 */
final class ReportStyles {

    static final Color INK = new Color(0x1A1A1A);
    static final Color MUTED = new Color(0x595959);
    static final Color RULE = new Color(0xD0D0D0);
    static final Color ZEBRA = new Color(0xF4F5F7);

    final BaseFont regular;
    final BaseFont bold;
    final java.awt.Font awtFont;
    final Font h1;
    final Font h2;
    final Font body;
    final Font bodyBold;
    final Font small;
    final Font accent;
    /** The brand's primary colour as a text colour (WCAG AA on white). */
    final Color primary;

    ReportStyles(BaseFont regular, BaseFont bold, java.awt.Font awtFont, Color primaryText, Color accentText) {
        this.regular = regular;
        this.bold = bold;
        this.awtFont = awtFont;
        this.primary = primaryText;
        h1 = new Font(bold, 18, Font.NORMAL, primaryText);
        h2 = new Font(bold, 12, Font.NORMAL, primaryText);
        body = new Font(regular, 9.5f, Font.NORMAL, INK);
        bodyBold = new Font(bold, 9.5f, Font.NORMAL, INK);
        small = new Font(regular, 8, Font.NORMAL, MUTED);
        accent = new Font(bold, 9.5f, Font.NORMAL, accentText);
    }

    void heading(Document doc, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, h1);
        p.setSpacingBefore(6);
        p.setSpacingAfter(8);
        doc.add(p);
    }

    void subheading(Document doc, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, h2);
        p.setSpacingBefore(10);
        p.setSpacingAfter(4);
        doc.add(p);
    }

    void para(Document doc, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, body);
        p.setLeading(13);
        p.setSpacingAfter(5);
        doc.add(p);
    }

    void note(Document doc, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, small);
        p.setSpacingAfter(6);
        doc.add(p);
    }

    PdfPTable table(float[] widths, String... headers) {
        PdfPTable t = new PdfPTable(widths);
        t.setWidthPercentage(100);
        t.setSpacingBefore(4);
        t.setSpacingAfter(8);
        t.setHeaderRows(1);
        Font hf = new Font(bold, 8.5f, Font.NORMAL, Contrast.textOn(primary));
        for (String h : headers) {
            PdfPCell c = new PdfPCell(new Phrase(h, hf));
            c.setBackgroundColor(primary);
            c.setBorder(Rectangle.NO_BORDER);
            c.setPadding(5);
            t.addCell(c);
        }
        return t;
    }

    void row(PdfPTable t, int index, String... cells) {
        for (int i = 0; i < cells.length; i++) {
            PdfPCell c = new PdfPCell(new Phrase(cells[i], body));
            c.setBorder(Rectangle.BOTTOM);
            c.setBorderColor(RULE);
            c.setPadding(4.5f);
            if (index % 2 == 1) {
                c.setBackgroundColor(ZEBRA);
            }
            if (i > 0 && (cells[i].matches("[-+$0-9.,%x ]+") || cells[i].matches("[A-Z]{3} -?[0-9][0-9.,]*"))) {
                c.setHorizontalAlignment(Element.ALIGN_RIGHT);
            }
            t.addCell(c);
        }
    }

    /** A chart drawn into the PDF as vector paths (text as glyph outlines). */
    Image chart(PdfWriter writer, JFreeChart chart, float w, float h) throws DocumentException {
        PdfTemplate tpl = writer.getDirectContent().createTemplate(w, h);
        Graphics2D g = tpl.createGraphicsShapes(w, h);
        chart.draw(g, new Rectangle2D.Double(0, 0, w, h));
        g.dispose();
        Image img = Image.getInstance(tpl);
        img.setSpacingBefore(4);
        return img;
    }

    /** White background, anti-aliasing and the report's fonts on a chart. */
    void style(JFreeChart c) {
        c.setBackgroundPaint(Color.WHITE);
        c.setAntiAlias(true);
        c.setTextAntiAlias(true);
        if (c.getTitle() != null) {
            c.getTitle().setFont(awtFont.deriveFont(java.awt.Font.BOLD, 10f));
            c.getTitle().setPaint(INK);
            c.getTitle().setHorizontalAlignment(org.jfree.chart.ui.HorizontalAlignment.LEFT);
        }
        if (c.getLegend() != null) {
            c.getLegend().setItemFont(awtFont.deriveFont(8f));
            c.getLegend().setFrame(org.jfree.chart.block.BlockBorder.NONE);
        }
        for (Object sub : c.getSubtitles()) {
            if (sub instanceof TextTitle tt) {
                tt.setFont(awtFont.deriveFont(8f));
            }
        }
    }

    /** Primary, accent, then tints of both toward white for further series. */
    static Color[] palette(Color primary, Color accent, int n) {
        Color[] out = new Color[Math.max(n, 2)];
        for (int i = 0; i < out.length; i++) {
            Color base = i % 2 == 0 ? primary : accent;
            double t = Math.min(0.75, (i / 2) * 0.22);
            out[i] = new Color((int) (base.getRed() + (255 - base.getRed()) * t), (int) (base.getGreen() + (255 - base.getGreen()) * t),
                    (int) (base.getBlue() + (255 - base.getBlue()) * t));
        }
        return out;
    }

    static String label(String code) {
        String s = code.replace("_agent", "").replace('_', ' ');
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String pct(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }

    static String signedPct(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%+.1f%%", 100 * v);
    }

    static String num(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%.2f", v);
    }

    static String signed(Double v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%+.2f", v);
    }

    /**
     * The report's one money format (issue 16): the ISO currency code of the figures, thousands separators, and sensible
     * decimals: none from 1,000 up (or for a currency without minor units, such as JPY), else the currency's minor digits
     * (2 for USD, EUR, GBP). {@code USD 1,234,567}, {@code EUR 812.40}, {@code JPY 95,000}.
     */
    static String money(Double v, String currency) {
        if (v == null || !Double.isFinite(v)) {
            return "n/a";
        }
        String code = currency == null || currency.isBlank() ? "" : currency + " ";
        int digits = Math.abs(v) >= 1000 ? 0 : fractionDigits(currency);
        return code + String.format(Locale.ROOT, "%,." + digits + "f", v);
    }

    private static int fractionDigits(String currency) {
        try {
            int d = java.util.Currency.getInstance(currency).getDefaultFractionDigits();
            return d < 0 ? 2 : d;
        } catch (RuntimeException e) {
            return 2;
        }
    }

    /**
     * The sentence that states the currency of the report's amounts and the exchange rates behind them: each rate, its
     * date and source, as the analysis used them (portfolio_analyst.fx_rates).
     */
    static String currencyStatement(String base, List<com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection.FxRateUsed> rates) {
        String b = base == null ? "the holdings' currency" : base;
        if (rates == null || rates.isEmpty()) {
            return "All amounts are in " + b + "; every holding is quoted in it, so no exchange rate was needed.";
        }
        List<String> parts = new java.util.ArrayList<>();
        for (var r : rates) {
            parts.add(String.format(Locale.ROOT, "1 %s = %.6g %s on %s (%s)", r.currency(), r.rate(), b, r.rateDate(),
                    r.source() == null ? "source not stated" : r.source()));
        }
        return "All amounts are in " + b + ", converted with the rate on or before the data date: " + String.join("; ", parts)
                + ". Returns of foreign holdings combine the local return with the currency's (docs/currencies.md).";
    }

    static String text(Object v) {
        return v == null ? "n/a" : v.toString();
    }

    static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : l;
    }
}
