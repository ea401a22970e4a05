package com.bpidesk.engine.reports;

import java.util.Locale;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/**
 * The client page. Client report: the profile the advisor holds and the holdings summary, in words. Advisor brief: the
 * same plus the internal signals, churn risk (C1) and suitability drift (C4) with their notices; headings name the
 * signals in words, never by their ids.
 */
final class ClientPageWriter {

    private ClientPageWriter() {
    }

    static void write(Document doc, ReportStyles st, ClientSection cs, Audience audience, String currency) throws DocumentException {
        var c = cs.portfolio().client();
        PdfPTable facts = st.table(new float[] {2, 5}, audience.internal() ? "Client" : "Prepared for", c.name());
        int i = 0;
        if (audience.internal()) {
            st.row(facts, i++, "Client ID", c.clientId());
            st.row(facts, i++, "Advisor", cs.advisorName() == null ? c.advisorId() : cs.advisorName());
        }
        st.row(facts, i++, "Risk tolerance", PlainWords.words(c.riskTolerance()));
        st.row(facts, i++, "Time horizon", c.timeHorizonYears() + " years");
        st.row(facts, i++, "Investment policy", c.investmentPolicySummary() == null ? "" : c.investmentPolicySummary());
        st.row(facts, i++, "Holdings as of", String.format(Locale.ROOT, "%s: %d positions and %s cash, %s in total",
                ReportStyles.date(cs.portfolio().asOf()), cs.portfolio().positions().size(), ReportStyles.money(cs.portfolio().cash(), currency),
                ReportStyles.money(cs.portfolio().value(), currency)));
        st.keepWithNext(doc, st.headingParagraph(audience.internal() ? "Client" : "About this report"), facts);
        if (!audience.internal()) {
            st.para(doc, "This report looks at the investments you hold today: how they are spread, how much they have moved in the "
                    + "past, and what the economic backdrop is. Cash is counted in the total above but not in the analysis. Risk "
                    + "tolerance and time horizon are the ones on file with your advisor; every term used is explained in the "
                    + "glossary at the end.");
            return;
        }
        st.para(doc, "The analysis in this report was run on the client's current holdings in the client book (cash is not analysed).");

        var r = cs.risk();
        st.subheading(doc, "Churn risk");
        Paragraph band = new Paragraph("", st.body);
        band.add(new Chunk("Churn band: ", st.bodyBold));
        band.add(new Chunk(PlainWords.words(r.riskBand()), st.accent));
        band.add(new Chunk(String.format(Locale.ROOT, "   churn probability %s (model %s)%s", ReportStyles.pct(r.churnProbabilityScore()),
                r.modelVersion(), r.advisorReviewRequired() ? "; advisor review required" : ""), st.body));
        doc.add(band);
        PdfPTable reasons = st.table(new float[] {0.5f, 7}, "#", "Top reasons");
        i = 0;
        for (String reason : r.topReasons()) {
            st.row(reasons, i, Integer.toString(i + 1), reason);
            i++;
        }
        doc.add(reasons);

        var d = cs.drift();
        st.subheading(doc, "Suitability drift");
        st.para(doc, String.format(Locale.ROOT, "Drift score %.2f band steps: %s%s.", d.driftScore(),
                d.inBand() ? "within the " + d.riskTolerance() + " bands" : "outside the " + d.riskTolerance() + " bands",
                d.outOfBandSince() == null || d.inBand() ? "" : " since " + ReportStyles.date(d.outOfBandSince())));
        PdfPTable m = st.table(new float[] {2, 1.2f, 1.8f, 1.2f}, "Metric", "Value", "Band", "Distance (steps)");
        i = 0;
        for (var x : cs.metrics()) {
            // shares of the portfolio as percentages; the HHI is an index (sum of squared weights), written as a number
            boolean index = x.metric().equals("hhi");
            java.util.function.DoubleFunction<String> f = v -> index ? String.format(Locale.ROOT, "%.3f", v) : ReportStyles.pct(v);
            st.row(m, i++, index ? "Concentration (HHI)" : ReportStyles.label(x.metric()), f.apply(x.value()),
                    f.apply(x.bandMin()) + " to " + f.apply(x.bandMax()), String.format(Locale.ROOT, "%.2f", x.distance()));
        }
        doc.add(m);
        st.note(doc, d.notice());
        st.note(doc, r.notice());
    }
}
