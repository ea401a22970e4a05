package com.bpidesk.engine.reports;

import com.bpidesk.engine.market.Bar;
import java.awt.BasicStroke;
import java.awt.Color;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.time.Day;
import org.jfree.data.time.TimeSeries;
import org.jfree.data.time.TimeSeriesCollection;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.pdf.PdfWriter;

/** Price history of the largest holdings, each rebased to 100 on its first day in the window. */
final class PriceChartWriter {

    private PriceChartWriter() {
    }

    static void write(Document doc, PdfWriter writer, ReportStyles st, Map<String, List<Bar>> series, Color primary, Color accent,
                      Audience audience) throws DocumentException {
        String title = audience.internal() ? "Price history of the largest holdings (rebased to 100)" : "How the largest holdings' prices moved";
        if (series.isEmpty()) {
            st.keepWithNext(doc, st.subheadingParagraph(title), st.paraParagraph("No price history is available for the holdings."));
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
        JFreeChart c = ChartFactory.createTimeSeriesChart(null, null, audience.internal() ? "Rebased (first day = 100)" : "Price (first day = 100)", ds,
                true, false, false);
        XYPlot p = c.getXYPlot();
        p.setBackgroundPaint(Color.WHITE);
        p.setRangeGridlinePaint(ReportStyles.RULE);
        p.setDomainGridlinePaint(ReportStyles.RULE);
        p.setOutlineVisible(false);
        Color[] pal = ReportStyles.palette(primary, accent, Math.max(1, ds.getSeriesCount()));
        for (int i = 0; i < ds.getSeriesCount(); i++) {
            p.getRenderer().setSeriesPaint(i, pal[i]);
            p.getRenderer().setSeriesStroke(i, new BasicStroke(1.4f));
        }
        ((NumberAxis) p.getRangeAxis()).setAutoRangeIncludesZero(false);
        p.getRangeAxis().setTickLabelFont(st.awtFont.deriveFont(8f));
        p.getDomainAxis().setTickLabelFont(st.awtFont.deriveFont(8f));
        p.getRangeAxis().setLabelFont(st.awtFont.deriveFont(8f));
        st.style(c);
        c.setPadding(new org.jfree.chart.ui.RectangleInsets(2, 2, 2, 16)); // room for the last date label at the right edge
        st.keepWithNext(doc, st.subheadingParagraph(title), st.chart(writer, c, 487, 220), st.paraParagraph(
                "Closing prices adjusted for dividends and splits; each line starts at 100 on the first day of the window, so a "
                        + "line at 120 means that holding's price rose 20% since then."));
    }
}
