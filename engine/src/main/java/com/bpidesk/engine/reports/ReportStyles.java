package com.bpidesk.engine.reports;

import com.bpidesk.engine.platform.text.Readable;
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

    /**
     * A heading kept on the same page as what follows it (a chart, a table, a paragraph): both go into one borderless
     * single-cell table marked keep-together, so a page break falls before the heading, never between them.
     */
    void keepWithNext(Document doc, Paragraph heading, Element... next) throws DocumentException {
        PdfPTable block = new PdfPTable(1);
        block.setWidthPercentage(100);
        block.setKeepTogether(true);
        block.setSplitLate(true);
        PdfPCell cell = new PdfPCell();
        cell.setBorder(Rectangle.NO_BORDER);
        cell.setPadding(0);
        cell.addElement(heading);
        for (Element e : next) {
            cell.addElement(e);
        }
        block.addCell(cell);
        doc.add(block);
    }

    Paragraph headingParagraph(String text) {
        Paragraph p = new Paragraph(text, h1);
        p.setSpacingBefore(6);
        p.setSpacingAfter(8);
        return p;
    }

    Paragraph subheadingParagraph(String text) {
        Paragraph p = new Paragraph(text, h2);
        p.setSpacingBefore(10);
        p.setSpacingAfter(4);
        return p;
    }

    Paragraph paraParagraph(String text) {
        Paragraph p = new Paragraph(text, body);
        p.setLeading(13);
        p.setSpacingAfter(5);
        return p;
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
        t.setKeepTogether(true); // on one page when it fits; a longer table breaks between rows, never inside one
        t.setSplitLate(true);
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

    /** Least CIEDE2000 difference between any two series colours of one chart, guaranteed (ADR 0130). */
    static final double MIN_SERIES_DELTA_E = 15;
    /** The CIEDE2000 difference the palette aims for first; lowered in steps towards the guaranteed minimum. */
    static final double TARGET_SERIES_DELTA_E = 25;
    /** Least CIEDE2000 difference between a series colour and the white page. */
    static final double MIN_PAGE_DELTA_E = 15;
    /** WCAG 2.1 non-text contrast (1.4.11) a series colour must reach on white; brand colours are darkened to it. */
    static final double GRAPHIC_CONTRAST = 3.0;
    /**
     * The colours tried after the brand's: the Okabe and Ito (2008) colour-blind-safe set without its yellow and black,
     * then Tableau 10 hues and a dark grey.
     */
    static final List<Color> CANDIDATES = List.of(new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73),
            new Color(0xCC79A7), new Color(0xE69F00), new Color(0x56B4E9), new Color(0x59A14F), new Color(0x9C755F),
            new Color(0xE15759), new Color(0x4E79A7), new Color(0xB07AA1), new Color(0x7F3C8D), new Color(0x17BECF),
            new Color(0xBCBD22), new Color(0x8C564B), new Color(0x595959));

    /**
     * {@code n} series colours: the brand's primary and accent, then the {@link #CANDIDATES}, all darkened to 3:1 on
     * white when lighter, each kept only when its CIEDE2000 difference from every colour already kept is at least the
     * threshold and from white at least {@link #MIN_PAGE_DELTA_E}. The threshold starts at {@link #TARGET_SERIES_DELTA_E}
     * and is lowered by a tenth while fewer than {@code n} colours pass, never below {@link #MIN_SERIES_DELTA_E} (two
     * nearly equal brand colours thus keep only one of them).
     */
    static Color[] palette(Color primary, Color accent, int n) {
        int want = Math.max(n, 2);
        List<Color> pool = new java.util.ArrayList<>();
        pool.add(Contrast.ensure(primary, Color.WHITE, GRAPHIC_CONTRAST));
        pool.add(Contrast.ensure(accent, Color.WHITE, GRAPHIC_CONTRAST));
        CANDIDATES.forEach(c -> pool.add(Contrast.ensure(c, Color.WHITE, GRAPHIC_CONTRAST)));
        double min = TARGET_SERIES_DELTA_E;
        List<Color> kept = new java.util.ArrayList<>();
        while (true) {
            kept.clear();
            for (Color c : pool) {
                if (kept.size() == want) {
                    break;
                }
                final double m = min;
                if (ColourDistance.ciede2000(c, Color.WHITE) >= MIN_PAGE_DELTA_E
                        && kept.stream().allMatch(k -> ColourDistance.ciede2000(k, c) >= m)) {
                    kept.add(c);
                }
            }
            if (kept.size() == want || min <= MIN_SERIES_DELTA_E) {
                break;
            }
            min = Math.max(MIN_SERIES_DELTA_E, min * 0.9);
        }
        while (kept.size() < want) { // more series than distinguishable colours: repeat (not reached for up to 8 series)
            kept.add(kept.get(kept.size() % Math.max(1, kept.size())));
        }
        return kept.toArray(new Color[0]);
    }

    /** The least CIEDE2000 difference between two colours of the palette. */
    static double minimumDistance(Color[] palette) {
        double min = Double.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            for (int j = i + 1; j < palette.length; j++) {
                min = Math.min(min, ColourDistance.ciede2000(palette[i], palette[j]));
            }
        }
        return min;
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
        return v == null ? "n/a" : Readable.money(v, currency);
    }

    /** A day as people read it ({@link Readable#date}): {@code 15 Mar 2024}; "n/a" for none. */
    static String date(java.time.LocalDate d) {
        return Readable.date(d);
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
            parts.add(String.format(Locale.ROOT, "1 %s = %.6g %s on %s (%s)", r.currency(), r.rate(), b, date(r.rateDate()),
                    r.source() == null ? "source not stated" : r.source()));
        }
        return "All amounts are in " + b + ", converted with the rate on or before the data date: " + String.join("; ", parts)
                + ". Returns of foreign holdings combine the local return with the currency's return.";
    }

    static String text(Object v) {
        return v == null ? "n/a" : v.toString();
    }

    static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : l;
    }
}
