package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.Briefing;
import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;
import com.bpidesk.engine.swarm.briefing.SectorSpecialistSection;
import java.awt.Color;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PiePlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.general.DefaultPieDataset;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfWriter;

/** Allocation and sectors: a pie of the largest holdings by weight and the sector weights against the benchmark. */
final class AllocationWriter {

    /** Holdings drawn as their own slice; the rest is "Other". */
    static final int SLICES = 7;

    private AllocationWriter() {
    }

    static void write(Document doc, PdfWriter writer, ReportStyles st, Briefing b, Color primary, Color accent, Audience audience)
            throws DocumentException {
        DefaultPieDataset<String> pie = new DefaultPieDataset<>();
        double other = 0;
        int n = 0;
        for (PortfolioAnalystSection.PositionRow p : ReportStyles.list(b.portfolioAnalyst().positions())) {
            if (n++ < SLICES) {
                pie.setValue(p.symbol(), p.weight());
            } else {
                other += p.weight();
            }
        }
        if (other > 0) {
            pie.setValue("Other", other);
        }
        JFreeChart pieChart = ChartFactory.createPieChart("Holdings by weight", pie, true, false, false);
        PiePlot<?> pp = (PiePlot<?>) pieChart.getPlot();
        Color[] palette = ReportStyles.palette(primary, accent, 8);
        for (int i = 0; i < pie.getItemCount(); i++) {
            pp.setSectionPaint(pie.getKey(i), palette[i % palette.length]);
        }
        pp.setBackgroundPaint(Color.WHITE);
        pp.setOutlineVisible(false);
        pp.setLabelGenerator(new org.jfree.chart.labels.StandardPieSectionLabelGenerator("{0} {2}"));
        pp.setLabelFont(st.awtFont.deriveFont(8f));
        pp.setLabelBackgroundPaint(Color.WHITE);
        pp.setShadowPaint(null);
        st.style(pieChart);
        st.keepWithNext(doc, st.headingParagraph("Allocation and sectors"), st.chart(writer, pieChart, 487, 250));

        SectorSpecialistSection ss = b.sectorSpecialist();
        DefaultCategoryDataset sectors = new DefaultCategoryDataset();
        for (SectorSpecialistSection.ExposureRow x : ReportStyles.list(ss.sectors())) {
            sectors.addValue(100 * x.portfolioWeight(), "Portfolio", x.name());
            sectors.addValue(100 * x.benchmarkWeight(), "Benchmark", x.name());
        }
        JFreeChart bar = ChartFactory.createBarChart(audience.internal() ? "Sector weights vs benchmark (%)" : "Sector weights: portfolio and broad market (%)", null, "%", sectors,
                PlotOrientation.HORIZONTAL, true, false, false);
        CategoryPlot cp = bar.getCategoryPlot();
        BarRenderer r = (BarRenderer) cp.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, ReportStyles.palette(primary, accent, 2)[0]);
        r.setSeriesPaint(1, new Color(0xB8BEC6));
        r.setItemMargin(0.05);
        cp.setBackgroundPaint(Color.WHITE);
        cp.setRangeGridlinePaint(ReportStyles.RULE);
        cp.setOutlineVisible(false);
        CategoryAxis ca = cp.getDomainAxis();
        ca.setTickLabelFont(st.awtFont.deriveFont(8f));
        cp.getRangeAxis().setTickLabelFont(st.awtFont.deriveFont(8f));
        cp.getRangeAxis().setLabelFont(st.awtFont.deriveFont(8f));
        st.style(bar);
        doc.add(st.chart(writer, bar, 487, 300));
        st.para(doc, audience.internal()
                ? String.format(Locale.ROOT, "Sector deviation from the benchmark (half the sum of absolute active weights): %s. Benchmark: %s.",
                        ReportStyles.pct(ss.sectorDeviation()), ReportStyles.text(ss.sectorBenchmark()))
                : String.format(Locale.ROOT, "To match the sector mix of the broad market, %s of the portfolio would have to move "
                        + "from one sector to another.", ReportStyles.pct(ss.sectorDeviation())));
    }
}
