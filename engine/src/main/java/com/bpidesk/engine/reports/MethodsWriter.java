package com.bpidesk.engine.reports;

import java.util.List;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/**
 * The glossary at the end of every report: each term the report uses, what it means in words and how it is computed
 * with its published source, then the data source and any accessibility adjustment. It replaces the former appendix that
 * cited the repository's documents: a reader of the PDF has no access to them.
 */
final class MethodsWriter {

    /** Term, meaning in plain words, method and source. */
    static final String[][] GLOSSARY = {
            {"Market value and weight", "What each holding is worth at the latest price, and its share of the total.",
                    "Shares x latest close from the price store; weight = value / total."},
            {"Effective number of holdings", "How many equally sized holdings would be as spread out as the portfolio.",
                    "1 / HHI, where HHI (Herfindahl-Hirschman index) is the sum of the squared weights."},
            {"Economic backdrop (regime)", "A one-word summary of the economy: risk-on, recovery, overheating, slowdown, stagflation or risk-off.",
                    "Rule-based votes of growth, inflation, labour, credit and market-trend signals (investment clock, Greetham and Hartnett 2004)."},
            {"Volatility", "How much the value typically swings in a year.",
                    "Sample standard deviation of the last 252 daily returns x sqrt(252)."},
            {"Beta and correlation", "How far and how closely the portfolio moved with the market benchmark.",
                    "Beta = cov(portfolio, benchmark) / var(benchmark); Pearson correlation of daily returns, one year."},
            {"Value at risk (VaR)", "A loss level that past periods of the same length stayed within at the stated confidence.",
                    "Historical: the ceil(n(1-alpha))-th worst return (Acerbi and Tasche 2002). Parametric: normal, z sigma - mu (RiskMetrics 1996)."},
            {"Expected shortfall", "The average loss in the periods that went beyond the value at risk.", "Mean of the returns beyond VaR."},
            {"Maximum drawdown", "The largest fall from a high point to a later low.",
                    "Peak-to-trough decline of the value path (Magdon-Ismail and Atiya 2004)."},
            {"Stress window", "How today's holdings would have fared through a named past period.",
                    "Buy-and-hold returns of the current weights over the window's prices."},
            {"Factor exposure (investment style)", "How strongly the portfolio moved with market, size, value, momentum and low-volatility styles.",
                    "OLS regression of daily excess returns on long-short style returns (Fama and French 1993; Carhart 1997); clear when |t| >= 2."},
            {"Sector deviation", "How different the sector mix is from the benchmark's.",
                    "Half the sum of absolute active sector weights (Cremers and Petajisto 2009, on sectors)."},
            {"Patterns in the holdings", "Habits that often shape portfolios: holding on to large losses, chasing recent winners, home-country "
                    + "concentration, lottery-like stocks.", "Thresholds on the holdings (Shefrin and Statman 1985; Odean 1998; French and "
                    + "Poterba 1991; Kumar 2009)."},
            {"Colours", "Brand colours are checked so text stays readable and chart lines stay distinct.",
                    "WCAG 2.1 contrast (4.5:1 text, 3:1 graphics); CIEDE2000 colour difference of at least 15 between chart series."},
    };

    /** Advisor brief only: the terms of the internal sections. */
    static final String[][] ADVISOR_GLOSSARY = {
            {"Review items", "Proposals for the advisor to consider, ranked; never orders.",
                    "Medium and high severity findings of the committee, ranked by severity then agent order."},
            {"Churn risk", "Internal client signal: how likely the client is to leave, as a band and a probability.",
                    "Logistic regression on the client's activity, holdings and returns as of the data date."},
            {"Suitability drift", "Internal client signal: how far the portfolio sits outside the house bands of the client's "
                    + "risk tolerance.", "Distance of each metric outside its band in band steps, combined into one score; 0 = "
                    + "within every band."},
    };

    /** Client report: the terms it uses, in words only (ADR 0250); methods and sources stay in the advisor brief. */
    static final String[][] CLIENT_GLOSSARY = {
            {"Value and share", "What each holding is worth at the latest price, and its part of the total."},
            {"Spread (equally sized holdings)", "How many holdings of the same size would be as spread out as your portfolio. More is more spread."},
            {"Overall positioning", "Whether the portfolio has moved less than the market (defensive), about as much (balanced) or more (aggressive)."},
            {"Economic backdrop", "A one-word summary of the economy from published data: risk-on, recovery, overheating, slowdown, stagflation or risk-off."},
            {"Ups and downs (volatility)", "How much the value typically moves up or down in a year."},
            {"Largest fall", "The biggest drop from a high point to a later low."},
            {"Past periods", "How today's holdings would have done in a named past period, had they been held unchanged."},
            {"Sector mix", "How the holdings are split across parts of the economy, such as technology or health care."},
            {"Patterns in the holdings", "Habits that often shape portfolios, such as holding on to large losses or keeping most money at home."},
    };

    /** Advisor brief: the technical terms of its tables, in a sentence each (ADR 0250). */
    static final String[][] TECHNICAL_TERMS = {
            {"VaR", "Value at risk: the loss a past period of the stated length stayed within at the stated confidence (historical or parametric)."},
            {"Expected shortfall (ES)", "The average loss in the periods that went beyond the VaR."},
            {"Beta", "How far the portfolio moved for each 1% move of the benchmark: cov(portfolio, benchmark) / var(benchmark)."},
            {"OLS, t-statistic", "Ordinary least squares regression; t is a coefficient divided by its standard error, |t| >= 2 read as clear."},
            {"HHI", "Herfindahl-Hirschman index, the sum of squared weights; 1/HHI is the portfolio's worth of equal holdings' diversification."},
            {"Sahm rule", "The 3-month average unemployment rate minus its low of the prior 12 months; 0.5 percentage points or more has marked recessions (Sahm 2019)."},
            {"Term spread", "10-year minus 3-month (or 2-year) Treasury yield, in percentage points (pp); below zero, an inverted curve."},
    };

    private MethodsWriter() {
    }

    static void write(Document doc, ReportStyles st, String dataSource, List<String> warnings, Audience audience,
            String currencyStatement) throws DocumentException {
        if (!audience.internal()) {
            writeForClient(doc, st, dataSource, warnings, currencyStatement);
            return;
        }
        PdfPTable t = st.table(new float[] {2, 3.2f, 3.6f}, "Term", "What it means", "How it is computed");
        t.setKeepTogether(false); // longer than a page in the worst case: it breaks between rows
        int i = 0;
        for (String[] g : GLOSSARY) {
            st.row(t, i++, g[0], g[1], g[2]);
        }
        if (audience.internal()) {
            for (String[] g : ADVISOR_GLOSSARY) {
                st.row(t, i++, g[0], g[1], g[2]);
            }
        }
        st.keepWithNext(doc, st.headingParagraph("Glossary and methods"), st.paraParagraph(
                "Every figure in this report is computed from the prices and economic data named below by the method shown."));
        doc.add(t);
        String source = dataSource == null ? "n/a" : PlainWords.clean(dataSource);
        st.para(doc, "Data source of this report: " + source
                + (source.contains("demo") ? " (simulated demo market shipped with BPI Desk; not real prices)." : "."));
        st.para(doc, "Currency: " + currencyStatement);
        accessibility(doc, st, warnings);
        PdfPTable terms = st.table(new float[] {2, 6.8f}, "Technical term", "In short");
        int j = 0;
        for (String[] g : TECHNICAL_TERMS) {
            st.row(terms, j++, g[0], g[1]);
        }
        st.keepWithNext(doc, st.subheadingParagraph("Technical terms of this brief"), terms);
    }

    private static void writeForClient(Document doc, ReportStyles st, String dataSource, List<String> warnings, String currencyStatement)
            throws DocumentException {
        PdfPTable t = st.table(new float[] {2, 5.6f}, "Term", "What it means");
        int i = 0;
        for (String[] g : CLIENT_GLOSSARY) {
            st.row(t, i++, g[0], g[1]);
        }
        st.keepWithNext(doc, st.headingParagraph("Glossary"), st.paraParagraph(
                "Every figure in this report is worked out from the prices and economic data named below."), t);
        String source = dataSource == null ? "not stated" : PlainWords.clean(dataSource);
        st.para(doc, "Data source of this report: " + source
                + (source.contains("demo") ? " (simulated demo market shipped with BPI Desk; not real prices)." : "."));
        st.para(doc, "Currency: " + currencyStatement);
        accessibility(doc, st, warnings);
    }

    private static void accessibility(Document doc, ReportStyles st, List<String> warnings) throws DocumentException {
        for (String w : warnings) {
            Paragraph p = new Paragraph("Accessibility adjustment: " + w, st.small);
            p.setSpacingBefore(4);
            doc.add(p);
        }
    }
}
