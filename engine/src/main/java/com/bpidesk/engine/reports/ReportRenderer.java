package com.bpidesk.engine.reports;

import com.bpidesk.engine.market.Bar;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.general.DefaultPieDataset;
import org.jfree.data.time.Day;
import org.jfree.data.time.TimeSeries;
import org.jfree.data.time.TimeSeriesCollection;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Element;
import org.openpdf.text.Font;
import org.openpdf.text.Image;
import org.openpdf.text.PageSize;
import org.openpdf.text.Paragraph;
import org.openpdf.text.Phrase;
import org.openpdf.text.Rectangle;
import org.openpdf.text.pdf.BaseFont;
import org.openpdf.text.pdf.ColumnText;
import org.openpdf.text.pdf.PdfContentByte;
import org.openpdf.text.pdf.PdfPCell;
import org.openpdf.text.pdf.PdfPTable;
import org.openpdf.text.pdf.PdfPageEventHelper;
import org.openpdf.text.pdf.PdfTemplate;
import org.openpdf.text.pdf.PdfWriter;

/**
 * Renders a branded research report (B5) from a completed investment-committee result: cover, executive
 * summary, macro regime, allocation and sector charts, risk table, price chart of the largest holdings,
 * behavioral findings, ranked review items, standing restrictions and a methods appendix. Charts are
 * JFreeChart drawn into PDF templates as vector paths; text uses the embedded DejaVu Sans. Brand colours used
 * as text are darkened until they reach WCAG AA (4.5:1) on white, with a warning.
 */
public final class ReportRenderer {

    /** The PDF and what was adjusted on the way. */
    public record Rendered(byte[] pdf, int pages, List<String> warnings) {
    }

    private static final Color INK = new Color(0x1A1A1A);
    private static final Color MUTED = new Color(0x595959);
    private static final Color RULE = new Color(0xD0D0D0);
    private static final Color ZEBRA = new Color(0xF4F5F7);
    public static final List<String> RESTRICTIONS = List.of(
            "No trades are executed by this service.",
            "No client communication is sent by this service.",
            "No suitability determination is made by this service.",
            "Advisors remain responsible for client-facing recommendations and regulatory obligations.");

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
     * @param result      the analysis result ({@code job_id}, {@code as_of}, {@code data_source}, {@code ic_briefing})
     * @param priceSeries adjusted closes of the largest holdings over the chart window, by symbol
     */
    public Rendered render(JsonNode result, Brand brand, String title, String subjectLine, LocalDate preparedOn,
                           Map<String, List<Bar>> priceSeries) {
        return render(result, brand, title, subjectLine, preparedOn, priceSeries, null);
    }

    /** @param client the client page (subject kind {@code client}), or null */
    public Rendered render(JsonNode result, Brand brand, String title, String subjectLine, LocalDate preparedOn,
                           Map<String, List<Bar>> priceSeries, ClientSection client) {
        List<String> warnings = new ArrayList<>();
        Color primaryRaw = Contrast.parse(brand.primaryColor());
        Color accentRaw = Contrast.parse(brand.accentColor());
        Color primaryText = Contrast.ensure(primaryRaw, Color.WHITE, Contrast.AA_NORMAL);
        Color accentText = Contrast.ensure(accentRaw, Color.WHITE, Contrast.AA_NORMAL);
        Contrast.warning("Primary", brand.primaryColor()).ifPresent(warnings::add);
        Contrast.warning("Accent", brand.accentColor()).ifPresent(warnings::add);
        JsonNode b = result.path("ic_briefing");
        boolean demo = result.path("data_source").asText("").contains("demo");
        String footer = (brand.footer() == null || brand.footer().isBlank() ? brand.firmName() : brand.footer())
                + (demo ? "  ·  DEMO DATA (simulated market)" : "");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document(PageSize.A4, 54, 54, 64, 60);
        try {
            PdfWriter writer = PdfWriter.getInstance(doc, out);
            writer.setPageEvent(new Decorations(brand.firmName(), footer, primaryRaw, primaryText));
            doc.addTitle(title);
            doc.addAuthor(brand.firmName());
            doc.addCreator("BPI Desk");
            doc.open();
            Styles s = new Styles(primaryText, accentText);
            cover(doc, writer, brand, primaryRaw, accentRaw, title, subjectLine, preparedOn, result, demo);
            doc.newPage();
            if (client != null) {
                client(doc, s, client);
                doc.newPage();
            }
            executiveSummary(doc, s, b);
            regime(doc, s, b.path("macro_strategist"));
            doc.newPage();
            allocation(doc, writer, s, b, primaryRaw, accentRaw);
            doc.newPage();
            risk(doc, s, b.path("risk_manager"));
            prices(doc, writer, s, priceSeries, primaryRaw, accentRaw);
            doc.newPage();
            behavioral(doc, s, b.path("behavioral_agent"));
            reviewItems(doc, s, b.path("synthesis_agent"));
            restrictions(doc, s, b.path("synthesis_agent"), primaryRaw);
            doc.newPage();
            methods(doc, s, result, warnings);
            int pages = writer.getPageNumber();
            doc.close();
            return new Rendered(out.toByteArray(), pages, warnings);
        } catch (DocumentException e) {
            throw new IllegalStateException("Cannot render the report", e);
        }
    }

    private final class Styles {
        final Font h1;
        final Font h2;
        final Font body;
        final Font bodyBold;
        final Font small;
        final Font accent;
        final Color primary;

        Styles(Color primary, Color accent) {
            this.primary = primary;
            h1 = new Font(bold, 18, Font.NORMAL, primary);
            h2 = new Font(bold, 12, Font.NORMAL, primary);
            body = new Font(regular, 9.5f, Font.NORMAL, INK);
            bodyBold = new Font(bold, 9.5f, Font.NORMAL, INK);
            small = new Font(regular, 8, Font.NORMAL, MUTED);
            this.accent = new Font(bold, 9.5f, Font.NORMAL, accent);
        }
    }

    private void cover(Document doc, PdfWriter writer, Brand brand, Color primary, Color accent, String title, String subjectLine,
                       LocalDate preparedOn, JsonNode result, boolean demo) throws DocumentException {
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
            try {
                Image logo = Image.getInstance(brand.logo());
                logo.scaleToFit(150, 70);
                // white plate so any logo reads on any brand colour
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
        ColumnText ct = new ColumnText(writer.getDirectContent());
        ct.setSimpleColumn(54, page.getHeight() - 290, page.getWidth() - 54, page.getHeight() - 150);
        ct.addElement(new Paragraph(brand.firmName(), new Font(regular, 12, Font.NORMAL, onPrimary)));
        Paragraph t = new Paragraph(title, new Font(bold, 26, Font.NORMAL, onPrimary));
        t.setLeading(30);
        ct.addElement(t);
        ct.addElement(new Paragraph(subjectLine, new Font(regular, 11, Font.NORMAL, onPrimary)));
        ct.go();
        JsonNode syn = result.path("ic_briefing").path("synthesis_agent");
        JsonNode pa = result.path("ic_briefing").path("portfolio_analyst");
        PdfPTable facts = new PdfPTable(new float[] {1, 2});
        facts.setTotalWidth(360);
        facts.setLockedWidth(true);
        facts.setHorizontalAlignment(Element.ALIGN_LEFT);
        fact(facts, "Prepared", preparedOn.toString());
        fact(facts, "Data as of", result.path("as_of").asText("n/a"));
        fact(facts, "Data source", demo ? "Demo: simulated market data shipped with BPI Desk" : result.path("data_source").asText("n/a"));
        fact(facts, "Analysis job", result.path("job_id").asText("n/a"));
        fact(facts, "Positions", pa.path("position_count").asText("n/a"));
        fact(facts, "Market value", money(pa.path("total_market_value").asDouble()));
        fact(facts, "Posture", syn.path("posture").asText("n/a"));
        float bottom = facts.writeSelectedRows(0, -1, 54, page.getHeight() - 340, writer.getDirectContent());
        Paragraph note = new Paragraph("Analysis for a licensed advisor's review. The service does not execute trades, does not send client "
                + "communications and does not make suitability determinations; advisors remain responsible.",
                new Font(regular, 8.5f, Font.NORMAL, MUTED));
        ColumnText nt = new ColumnText(writer.getDirectContent());
        nt.setSimpleColumn(54, bottom - 80, page.getWidth() - 54, bottom - 16);
        nt.addElement(note);
        nt.go();
        doc.add(new Paragraph(" ", new Font(regular, 6, Font.NORMAL, Color.WHITE)));
        writer.setPageEmpty(false);
    }

    private void fact(PdfPTable t, String k, String v) {
        PdfPCell a = new PdfPCell(new Phrase(k, new Font(regular, 9.5f, Font.NORMAL, MUTED)));
        PdfPCell b = new PdfPCell(new Phrase(v, new Font(bold, 9.5f, Font.NORMAL, INK)));
        for (PdfPCell c : List.of(a, b)) {
            c.setBorder(Rectangle.BOTTOM);
            c.setBorderColor(RULE);
            c.setPadding(5);
            t.addCell(c);
        }
    }

    private void heading(Document doc, Styles s, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, s.h1);
        p.setSpacingBefore(6);
        p.setSpacingAfter(8);
        doc.add(p);
    }

    private void subheading(Document doc, Styles s, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, s.h2);
        p.setSpacingBefore(10);
        p.setSpacingAfter(4);
        doc.add(p);
    }

    private void para(Document doc, Styles s, String text) throws DocumentException {
        Paragraph p = new Paragraph(text, s.body);
        p.setLeading(13);
        p.setSpacingAfter(5);
        doc.add(p);
    }

    private PdfPTable table(Styles s, float[] widths, String... headers) {
        PdfPTable t = new PdfPTable(widths);
        t.setWidthPercentage(100);
        t.setSpacingBefore(4);
        t.setSpacingAfter(8);
        t.setHeaderRows(1);
        Font hf = new Font(bold, 8.5f, Font.NORMAL, Contrast.textOn(s.primary));
        for (String h : headers) {
            PdfPCell c = new PdfPCell(new Phrase(h, hf));
            c.setBackgroundColor(s.primary);
            c.setBorder(Rectangle.NO_BORDER);
            c.setPadding(5);
            t.addCell(c);
        }
        return t;
    }

    private void row(PdfPTable t, Styles s, int index, String... cells) {
        for (int i = 0; i < cells.length; i++) {
            PdfPCell c = new PdfPCell(new Phrase(cells[i], s.body));
            c.setBorder(Rectangle.BOTTOM);
            c.setBorderColor(RULE);
            c.setPadding(4.5f);
            if (index % 2 == 1) {
                c.setBackgroundColor(ZEBRA);
            }
            if (i > 0 && cells[i].matches("[-+$0-9.,%x ]+")) {
                c.setHorizontalAlignment(Element.ALIGN_RIGHT);
            }
            t.addCell(c);
        }
    }

    /** The client page: profile, holdings summary, churn signal (C1) and suitability drift (C4) with its notice. */
    private void client(Document doc, Styles s, ClientSection cs) throws DocumentException {
        var c = cs.portfolio().client();
        heading(doc, s, "Client");
        PdfPTable facts = table(s, new float[] {2, 5}, "Client", c.name());
        int i = 0;
        row(facts, s, i++, "Client ID", c.clientId());
        row(facts, s, i++, "Advisor", c.advisorId());
        row(facts, s, i++, "Risk tolerance", c.riskTolerance());
        row(facts, s, i++, "Time horizon", c.timeHorizonYears() + " years");
        row(facts, s, i++, "Investment policy", c.investmentPolicySummary() == null ? "" : c.investmentPolicySummary());
        row(facts, s, i++, "Holdings as of", String.format(Locale.ROOT, "%s: %d positions and %s cash, %s in total",
                cs.portfolio().asOf(), cs.portfolio().positions().size(), money(cs.portfolio().cash()), money(cs.portfolio().value())));
        doc.add(facts);
        para(doc, s, "The analysis in this report was run on the client's current holdings in the client book (cash is not analysed).");

        var r = cs.risk();
        subheading(doc, s, "Churn risk (C1)");
        Paragraph band = new Paragraph("", s.body);
        band.add(new Chunk("Churn band: ", s.bodyBold));
        band.add(new Chunk(r.riskBand().toUpperCase(Locale.ROOT), s.accent));
        band.add(new Chunk(String.format(Locale.ROOT, "   churn probability score %.2f (model %s)%s", r.churnProbabilityScore(),
                r.modelVersion(), r.advisorReviewRequired() ? "; advisor review required" : ""), s.body));
        doc.add(band);
        PdfPTable reasons = table(s, new float[] {0.5f, 7}, "#", "Top reasons");
        i = 0;
        for (String reason : r.topReasons()) {
            row(reasons, s, i, Integer.toString(i + 1), reason);
            i++;
        }
        doc.add(reasons);

        var d = cs.drift();
        subheading(doc, s, "Suitability drift (C4)");
        para(doc, s, String.format(Locale.ROOT, "Drift score %.2f band steps: %s%s.", d.driftScore(),
                d.inBand() ? "within the " + d.riskTolerance() + " bands" : "outside the " + d.riskTolerance() + " bands",
                d.outOfBandSince() == null || d.inBand() ? "" : " since " + d.outOfBandSince()));
        PdfPTable m = table(s, new float[] {2, 1.2f, 1.8f, 1.2f}, "Metric", "Value", "Band", "Distance (steps)");
        i = 0;
        for (var x : cs.metrics()) {
            row(m, s, i++, label(x.metric()), String.format(Locale.ROOT, "%.3f", x.value()),
                    String.format(Locale.ROOT, "%.3f - %.3f", x.bandMin(), x.bandMax()), String.format(Locale.ROOT, "%.2f", x.distance()));
        }
        doc.add(m);
        Paragraph note = new Paragraph(d.notice(), s.small);
        note.setSpacingAfter(6);
        doc.add(note);
        Paragraph n2 = new Paragraph(r.notice(), s.small);
        n2.setSpacingAfter(6);
        doc.add(n2);
    }

    private void executiveSummary(Document doc, Styles s, JsonNode b) throws DocumentException {
        JsonNode syn = b.path("synthesis_agent");
        heading(doc, s, "Executive summary");
        Paragraph posture = new Paragraph("", s.body);
        posture.add(new Chunk("Posture: ", s.bodyBold));
        posture.add(new Chunk(syn.path("posture").asText("n/a"), s.accent));
        doc.add(posture);
        para(doc, s, syn.path("posture_rationale").asText(""));
        JsonNode c = b.path("portfolio_analyst").path("concentration");
        para(doc, s, String.format(Locale.ROOT, "The portfolio holds %s positions worth %s. The largest, %s, is %s of value; the five largest "
                        + "are %s; the effective number of holdings (1/HHI) is %.1f.", b.path("portfolio_analyst").path("position_count").asText("?"),
                money(b.path("portfolio_analyst").path("total_market_value").asDouble()), c.path("largest_symbol").asText("?"),
                pct(c.path("largest_weight").asDouble()), pct(c.path("top5_weight").asDouble()), c.path("effective_holdings").asDouble()));
        subheading(doc, s, "Top findings of the committee");
        PdfPTable t = table(s, new float[] {0.5f, 1, 1.6f, 5}, "#", "Severity", "Agent", "Finding");
        int i = 0;
        for (JsonNode f : syn.path("top_findings")) {
            row(t, s, i++, f.path("rank").asText(), f.path("severity").asText(), label(f.path("agent").asText()), f.path("title").asText());
        }
        doc.add(t);
    }

    private void regime(Document doc, Styles s, JsonNode macro) throws DocumentException {
        JsonNode r = macro.path("regime");
        subheading(doc, s, "Macro regime");
        Paragraph p = new Paragraph("", s.body);
        p.add(new Chunk(r.path("regime").asText("n/a").replace('_', '-').toUpperCase(Locale.ROOT), s.accent));
        p.add(new Chunk(String.format(Locale.ROOT, "   confidence %.2f   ·   signals: %s", r.path("confidence").asDouble(),
                String.join(", ", texts(r.path("signals")))), s.body));
        doc.add(p);
        para(doc, s, r.path("narrative").asText(""));
        if (macro.path("readings").isArray() && macro.path("readings").size() > 0) {
            PdfPTable t = table(s, new float[] {3.5f, 1.2f, 1.2f, 1.2f}, "Reading", "Value", "Change", "Significance");
            int i = 0;
            for (JsonNode x : macro.path("readings")) {
                row(t, s, i++, x.path("title").asText(x.path("series_id").asText()), num(x.path("value").asDouble()),
                        x.path("change").isNumber() ? signed(x.path("change").asDouble()) : "n/a", num(x.path("significance").asDouble()));
                if (i >= 6) {
                    break;
                }
            }
            doc.add(t);
        }
    }

    private void allocation(Document doc, PdfWriter writer, Styles s, JsonNode b, Color primary, Color accent) throws DocumentException {
        heading(doc, s, "Allocation and sectors");
        DefaultPieDataset<String> pie = new DefaultPieDataset<>();
        double other = 0;
        int n = 0;
        for (JsonNode p : b.path("portfolio_analyst").path("positions")) {
            if (n++ < 7) {
                pie.setValue(p.path("symbol").asText(), p.path("weight").asDouble());
            } else {
                other += p.path("weight").asDouble();
            }
        }
        if (other > 0) {
            pie.setValue("Other", other);
        }
        JFreeChart pieChart = ChartFactory.createPieChart("Holdings by weight", pie, true, false, false);
        PiePlot<?> pp = (PiePlot<?>) pieChart.getPlot();
        Color[] palette = palette(primary, accent, 8);
        for (int i = 0; i < pie.getItemCount(); i++) {
            pp.setSectionPaint(pie.getKey(i), palette[i % palette.length]);
        }
        pp.setBackgroundPaint(Color.WHITE);
        pp.setOutlineVisible(false);
        pp.setLabelGenerator(new org.jfree.chart.labels.StandardPieSectionLabelGenerator("{0} {2}"));
        pp.setLabelFont(awtFont.deriveFont(8f));
        pp.setLabelBackgroundPaint(Color.WHITE);
        pp.setShadowPaint(null);
        style(pieChart);
        doc.add(chart(writer, pieChart, 487, 250));

        DefaultCategoryDataset sectors = new DefaultCategoryDataset();
        for (JsonNode x : b.path("sector_specialist").path("sectors")) {
            sectors.addValue(100 * x.path("portfolio_weight").asDouble(), "Portfolio", x.path("name").asText());
            sectors.addValue(100 * x.path("benchmark_weight").asDouble(), "Benchmark", x.path("name").asText());
        }
        JFreeChart bar = ChartFactory.createBarChart("Sector weights vs benchmark (%)", null, "%", sectors,
                PlotOrientation.HORIZONTAL, true, false, false);
        CategoryPlot cp = bar.getCategoryPlot();
        BarRenderer r = (BarRenderer) cp.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, primary);
        r.setSeriesPaint(1, new Color(0xB8BEC6));
        r.setItemMargin(0.05);
        cp.setBackgroundPaint(Color.WHITE);
        cp.setRangeGridlinePaint(RULE);
        cp.setOutlineVisible(false);
        CategoryAxis ca = cp.getDomainAxis();
        ca.setTickLabelFont(awtFont.deriveFont(8f));
        cp.getRangeAxis().setTickLabelFont(awtFont.deriveFont(8f));
        style(bar);
        doc.add(chart(writer, bar, 487, 300));
        para(doc, s, String.format(Locale.ROOT, "Sector deviation from the benchmark (half the sum of absolute active weights): %s. Benchmark: %s.",
                pct(b.path("sector_specialist").path("sector_deviation").asDouble()), b.path("sector_specialist").path("sector_benchmark").asText("n/a")));
    }

    private void risk(Document doc, Styles s, JsonNode r) throws DocumentException {
        heading(doc, s, "Risk");
        PdfPTable t = table(s, new float[] {4, 2, 4}, "Measure", "Value", "Method");
        int i = 0;
        row(t, s, i++, "Volatility (annualised, 1y)", pct(r.path("volatility_annual").asDouble()), "stdev of daily returns x sqrt(252)");
        row(t, s, i++, "Benchmark volatility (" + r.path("benchmark").asText("benchmark") + ")", pct(r.path("benchmark_volatility_annual").asDouble()), "same method");
        row(t, s, i++, "Beta to benchmark", num(r.path("beta").asDouble()), "cov(rp, rb) / var(rb), 1y daily");
        row(t, s, i++, "Correlation to benchmark", num(r.path("correlation").asDouble()), "Pearson, 1y daily");
        for (JsonNode v : r.path("value_at_risk")) {
            row(t, s, i++, String.format(Locale.ROOT, "VaR %.0f%% %d-day (%s)", 100 * v.path("confidence").asDouble(), v.path("horizon_days").asInt(),
                    v.path("method").asText()), pct(v.path("var").asDouble()) + "  (" + money(v.path("var_amount").asDouble()) + ")",
                    "ES " + pct(v.path("expected_shortfall").asDouble()));
        }
        for (JsonNode d : r.path("max_drawdown")) {
            row(t, s, i++, "Maximum drawdown " + d.path("window").asText(), pct(d.path("max_drawdown").asDouble()),
                    "peak " + d.path("peak_date").asText("?") + ", trough " + d.path("trough_date").asText("?"));
        }
        doc.add(t);
        if (r.path("stress_tests").size() > 0) {
            subheading(doc, s, "Historical stress windows");
            PdfPTable st = table(s, new float[] {4, 2.4f, 1.4f, 1.4f}, "Episode", "Window", "Portfolio", "Benchmark");
            int j = 0;
            for (JsonNode x : r.path("stress_tests")) {
                row(st, s, j++, x.path("name").asText(), x.path("start").asText() + " to " + x.path("end").asText(),
                        signedPct(x.path("portfolio_return").asDouble()), signedPct(x.path("benchmark_return").asDouble()));
            }
            doc.add(st);
        }
    }

    private void prices(Document doc, PdfWriter writer, Styles s, Map<String, List<Bar>> series, Color primary, Color accent)
            throws DocumentException {
        subheading(doc, s, "Price history of the largest holdings (rebased to 100)");
        if (series.isEmpty()) {
            para(doc, s, "No price history is available for the holdings.");
            return;
        }
        TimeSeriesCollection ds = new TimeSeriesCollection();
        for (Map.Entry<String, List<Bar>> e : series.entrySet()) {
            List<Bar> bars = e.getValue();
            if (bars.isEmpty()) {
                continue;
            }
            TimeSeries ts = new TimeSeries(e.getKey());
            double base = bars.get(0).adjClose();
            for (Bar bar : bars) {
                LocalDate d = bar.date();
                ts.addOrUpdate(new Day(d.getDayOfMonth(), d.getMonthValue(), d.getYear()), 100 * bar.adjClose() / base);
            }
            ds.addSeries(ts);
        }
        JFreeChart c = ChartFactory.createTimeSeriesChart(null, null, "Rebased (first day = 100)", ds, true, false, false);
        XYPlot p = c.getXYPlot();
        p.setBackgroundPaint(Color.WHITE);
        p.setRangeGridlinePaint(RULE);
        p.setDomainGridlinePaint(RULE);
        p.setOutlineVisible(false);
        Color[] pal = palette(primary, accent, Math.max(1, ds.getSeriesCount()));
        for (int i = 0; i < ds.getSeriesCount(); i++) {
            p.getRenderer().setSeriesPaint(i, pal[i]);
            p.getRenderer().setSeriesStroke(i, new BasicStroke(1.4f));
        }
        ((NumberAxis) p.getRangeAxis()).setAutoRangeIncludesZero(false);
        p.getRangeAxis().setTickLabelFont(awtFont.deriveFont(8f));
        p.getDomainAxis().setTickLabelFont(awtFont.deriveFont(8f));
        p.getRangeAxis().setLabelFont(awtFont.deriveFont(8f));
        style(c);
        doc.add(chart(writer, c, 487, 220));
        para(doc, s, "Adjusted closes from the engine's price store; each line is divided by its first close in the window.");
    }

    private void behavioral(Document doc, Styles s, JsonNode ba) throws DocumentException {
        heading(doc, s, "Behavioral findings");
        if (ba.path("flags").size() == 0) {
            para(doc, s, "No behavioral pattern crossed its threshold in the holdings.");
        } else {
            PdfPTable t = table(s, new float[] {2, 1, 5}, "Pattern", "Severity", "What the holdings show");
            int i = 0;
            for (JsonNode f : ba.path("flags")) {
                row(t, s, i++, label(f.path("code").asText()), f.path("severity").asText(), f.path("explanation").asText());
            }
            doc.add(t);
        }
        if (ba.has("note")) {
            Paragraph p = new Paragraph(ba.path("note").asText(), s.small);
            p.setSpacingAfter(6);
            doc.add(p);
        }
    }

    private void reviewItems(Document doc, Styles s, JsonNode syn) throws DocumentException {
        subheading(doc, s, "Ranked review items (proposals for the advisor to consider)");
        PdfPTable t = table(s, new float[] {0.6f, 4.5f, 3.2f}, "#", "Proposal", "Why");
        int i = 0;
        for (JsonNode r : syn.path("review_items")) {
            row(t, s, i++, r.path("id").asText(), r.path("proposal").asText(), r.path("rationale").asText());
        }
        if (i == 0) {
            row(t, s, 0, "-", "No review items: no medium or high finding.", "");
        }
        doc.add(t);
    }

    private void restrictions(Document doc, Styles s, JsonNode syn, Color primary) throws DocumentException {
        PdfPTable box = new PdfPTable(1);
        box.setWidthPercentage(100);
        box.setSpacingBefore(10);
        PdfPCell cell = new PdfPCell();
        cell.setBorderColor(primary);
        cell.setBorderWidth(1.2f);
        cell.setPadding(10);
        cell.addElement(new Paragraph("Standing restrictions", s.h2));
        for (String r : RESTRICTIONS) {
            cell.addElement(new Paragraph("•  " + r, s.body));
        }
        for (String d : texts(syn.path("disclaimers"))) {
            if (RESTRICTIONS.stream().noneMatch(d::contains)) {
                Paragraph p = new Paragraph(d, s.small);
                p.setSpacingBefore(3);
                cell.addElement(p);
            }
        }
        box.addCell(cell);
        doc.add(box);
    }

    private void methods(Document doc, Styles s, JsonNode result, List<String> warnings) throws DocumentException {
        heading(doc, s, "Methods appendix");
        String[][] m = {
                {"Positions and weights", "Market value = shares x latest close from the price store; weight = value / total. Concentration: HHI = sum of squared weights, effective holdings = 1/HHI."},
                {"Macro regime", "Rule-based classification of growth, inflation, labour, credit and market-trend signals from the macro store (docs/market-data.md); confidence in [0, 1]."},
                {"Volatility, beta, correlation", "Daily returns of the constant-weight portfolio over the last 252 trading days; volatility = sample standard deviation x sqrt(252); beta = cov/var against the benchmark."},
                {"Value at risk", "Historical: the ceil(n(1-alpha))-th worst return (Acerbi and Tasche 2002). Parametric: normal, z sigma - mu (RiskMetrics 1996). Expected shortfall is the mean beyond VaR."},
                {"Drawdown and stress", "Maximum peak-to-trough decline of the portfolio value path (Magdon-Ismail and Atiya 2004); stress windows replay buy-and-hold returns over named historical episodes."},
                {"Sectors", "Portfolio sector weights against the benchmark's sector weights; deviation = half the sum of absolute active weights (Cremers and Petajisto 2009, on buckets)."},
                {"Behavioral findings", "Threshold flags on the holdings: disposition effect (Shefrin and Statman 1985; Odean 1998), recency concentration, home bias (French and Poterba 1991), lottery-like stocks (Kumar 2009)."},
                {"Review items", "Medium and high severity findings of the committee, ranked by severity then agent order, phrased as proposals."},
                {"Colours", "Brand colours used as text are checked against WCAG 2.1 contrast (AA, 4.5:1) and darkened when needed."},
        };
        PdfPTable t = table(s, new float[] {2, 6}, "Figure", "Method and source");
        for (int i = 0; i < m.length; i++) {
            row(t, s, i, m[i][0], m[i][1]);
        }
        doc.add(t);
        para(doc, s, "Full definitions: docs/analysis.md (committee figures), docs/market-data.md (regime), docs/reports.md (this report). Data source of "
                + "this report: " + result.path("data_source").asText("n/a") + (result.path("data_source").asText("").contains("demo")
                ? " (simulated demo market shipped with BPI Desk; not real prices)." : "."));
        for (String w : warnings) {
            Paragraph p = new Paragraph("Accessibility adjustment: " + w, s.small);
            p.setSpacingBefore(4);
            doc.add(p);
        }
    }

    private Image chart(PdfWriter writer, JFreeChart chart, float w, float h) throws DocumentException {
        PdfTemplate tpl = writer.getDirectContent().createTemplate(w, h);
        Graphics2D g = tpl.createGraphicsShapes(w, h); // vector paths, text as glyph outlines
        chart.draw(g, new Rectangle2D.Double(0, 0, w, h));
        g.dispose();
        Image img = Image.getInstance(tpl);
        img.setSpacingBefore(4);
        return img;
    }

    private void style(JFreeChart c) {
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
            cb.setColorStroke(RULE);
            cb.setLineWidth(0.5f);
            cb.moveTo(54, 44);
            cb.lineTo(page.getWidth() - 54, 44);
            cb.stroke();
            cb.restoreState();
            ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, new Phrase(footer, new Font(regular, 7.5f, Font.NORMAL, MUTED)), 54, 32, 0);
            ColumnText.showTextAligned(cb, Element.ALIGN_RIGHT, new Phrase("Page " + writer.getPageNumber(),
                    new Font(regular, 7.5f, Font.NORMAL, MUTED)), page.getWidth() - 54, 32, 0);
        }
    }

    private static List<String> texts(JsonNode arr) {
        List<String> out = new ArrayList<>();
        arr.forEach(x -> out.add(x.asText()));
        return out;
    }

    static String label(String code) {
        String s = code.replace("_agent", "").replace('_', ' ');
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * v);
    }

    static String signedPct(double v) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * v);
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    static String signed(double v) {
        return String.format(Locale.ROOT, "%+.2f", v);
    }

    static String money(double v) {
        return String.format(Locale.ROOT, "$%,.0f", v);
    }
}
