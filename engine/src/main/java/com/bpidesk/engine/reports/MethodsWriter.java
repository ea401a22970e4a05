package com.bpidesk.engine.reports;

import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** The methods appendix: each figure's method and source, the data source, and any accessibility adjustment. */
final class MethodsWriter {

    static final String[][] METHODS = {
            {"Positions and weights", "Market value = shares x latest close from the price store; weight = value / total. Concentration: HHI = sum of squared weights, effective holdings = 1/HHI."},
            {"Macro regime", "Rule-based classification of growth, inflation, labour, credit and market-trend signals from the macro store (docs/market-data.md); confidence in [0, 1]."},
            {"Volatility, beta, correlation", "Daily returns of the constant-weight portfolio over the last 252 trading days; volatility = sample standard deviation x sqrt(252); beta = cov/var against the benchmark."},
            {"Value at risk", "Historical: the ceil(n(1-alpha))-th worst return (Acerbi and Tasche 2002). Parametric: normal, z sigma - mu (RiskMetrics 1996). Expected shortfall is the mean beyond VaR."},
            {"Drawdown and stress", "Maximum peak-to-trough decline of the portfolio value path (Magdon-Ismail and Atiya 2004); stress windows replay buy-and-hold returns over named historical episodes."},
            {"Factor exposures", "OLS (QR) of daily excess returns on market, size, value, momentum and low-volatility factor returns built from the price universe (Fama and French 1993; Carhart 1997; ADR 0033); classical standard errors, |t| >= 2 significant."},
            {"Sectors", "Portfolio sector weights against the benchmark's sector weights; deviation = half the sum of absolute active weights (Cremers and Petajisto 2009, on buckets)."},
            {"Behavioral findings", "Threshold flags on the holdings: disposition effect (Shefrin and Statman 1985; Odean 1998), recency concentration, home bias (French and Poterba 1991), lottery-like stocks (Kumar 2009)."},
            {"Review items", "Medium and high severity findings of the committee, ranked by severity then agent order, phrased as proposals."},
            {"Colours", "Brand colours used as text are checked against WCAG 2.1 contrast (AA, 4.5:1) and darkened when needed."},
    };

    private MethodsWriter() {
    }

    static void write(Document doc, ReportStyles st, String dataSource, List<String> warnings, String currencyStatement)
            throws DocumentException {
        st.heading(doc, "Methods appendix");
        PdfPTable t = st.table(new float[] {2, 6}, "Figure", "Method and source");
        for (int i = 0; i < METHODS.length; i++) {
            st.row(t, i, METHODS[i][0], METHODS[i][1]);
        }
        doc.add(t);
        String source = dataSource == null ? "n/a" : dataSource;
        st.para(doc, "Full definitions: docs/analysis.md (committee figures), docs/market-data.md (regime), docs/reports.md (this report). Data source of "
                + "this report: " + source + (source.contains("demo") ? " (simulated demo market shipped with BPI Desk; not real prices)." : "."));
        st.para(doc, "Currency: " + currencyStatement);
        for (String w : warnings) {
            Paragraph p = new Paragraph("Accessibility adjustment: " + w, st.small);
            p.setSpacingBefore(4);
            doc.add(p);
        }
    }
}
