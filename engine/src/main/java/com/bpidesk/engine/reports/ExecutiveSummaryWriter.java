package com.bpidesk.engine.reports;

import com.bpidesk.engine.swarm.briefing.Briefing;
import com.bpidesk.engine.swarm.briefing.SynthesisAgentSection;
import java.util.Locale;
import org.openpdf.text.Chunk;
import org.openpdf.text.Document;
import org.openpdf.text.DocumentException;
import org.openpdf.text.Paragraph;
import org.openpdf.text.pdf.PdfPTable;

/** The executive summary: the synthesis agent's posture, the portfolio's size and concentration, the top findings. */
final class ExecutiveSummaryWriter {

    private ExecutiveSummaryWriter() {
    }

    /** @param client the client page when the report's subject is a client of the book (its policy judges the holdings), else null */
    static void write(Document doc, ReportStyles st, Briefing b, Audience audience, ClientSection client) throws DocumentException {
        SynthesisAgentSection syn = b.synthesisAgent();
        boolean internal = audience.internal();
        st.heading(doc, internal ? "Executive summary" : "Summary");
        Paragraph posture = new Paragraph("", st.body);
        posture.add(new Chunk(internal ? "Posture: " : "Overall positioning: ", st.bodyBold));
        posture.add(new Chunk(PlainWords.words(syn.posture()), st.accent));
        doc.add(posture);
        if (!internal) {
            st.para(doc, "The positioning compares how much the portfolio's value swung over the past year (its volatility) with the "
                    + "market benchmark's: defensive is below 0.8 times the benchmark's, balanced 0.8 to 1.2 times, aggressive above "
                    + "1.2 times; concentrated is added when the portfolio is as spread as fewer than 10 equal holdings.");
        }
        if (internal) {
            st.para(doc, syn.postureRationale() == null ? "" : syn.postureRationale());
        } else {
            // the rationale names beta and the effective number; the client reads the same volatilities in words (ADR 0250)
            var rm = b.riskManager();
            st.para(doc, String.format(Locale.ROOT, "Over the past year the portfolio's value moved up and down by %s a year; the "
                    + "broad market's moved by %s.", ReportStyles.pct(rm.volatilityAnnual()), ReportStyles.pct(rm.benchmarkVolatilityAnnual())));
        }
        var pa = b.portfolioAnalyst();
        // issue 30: what the figures rest on (out-of-date prices, demo data in a real analysis, import warnings), up front
        java.util.List<String> warnings = ReportStyles.list(pa.dataWarnings());
        if (!warnings.isEmpty()) {
            st.subheading(doc, internal ? "Data warnings" : "About the data behind these figures");
            for (String w : warnings) {
                st.para(doc, internal ? w : PlainWords.forClient(w));
            }
        }
        var c = pa.concentration();
        String money = ReportStyles.money(pa.totalMarketValue(), pa.baseCurrency());
        st.para(doc, internal
                ? String.format(Locale.ROOT, "The portfolio holds %d positions worth %s. The largest, %s, is %s of value; the five largest "
                        + "are %s; the effective number of holdings (1/HHI) is %.1f.", pa.positionCount(), money, c.largestSymbol(),
                        ReportStyles.pct(c.largestWeight()), ReportStyles.pct(c.top5Weight()), c.effectiveHoldings())
                : String.format(Locale.ROOT, "The portfolio holds %d positions worth %s in total. The largest holding, %s, is %s of the "
                        + "value and the five largest together are %s. Weighing each holding by its size, the portfolio is as spread as "
                        + "%.1f equally sized holdings would be (the effective number of holdings).", pa.positionCount(), money,
                        c.largestSymbol(), ReportStyles.pct(c.largestWeight()), ReportStyles.pct(c.top5Weight()), c.effectiveHoldings()));
        if (client != null) {
            writePolicyFit(doc, st, client, internal);
        }
        PdfPTable t = internal
                ? st.table(new float[] {0.5f, 1, 1.6f, 5}, "#", "Severity", "Agent", "Finding")
                : st.table(new float[] {0.5f, 1.1f, 1.6f, 5}, "#", "Importance", "Topic", "What the analysis found");
        int i = 0;
        java.util.List<SynthesisAgentSection.RankedFinding> context = new java.util.ArrayList<>();
        for (SynthesisAgentSection.RankedFinding f : ReportStyles.list(syn.topFindings())) {
            if (client != null && PolicyFit.isBenchmarkContext(f.figure())) {
                context.add(f); // a client is judged by the client's policy; the market index is context only
                continue;
            }
            String rank = Integer.toString(client == null ? f.rank() : i + 1); // numbered as shown once context is set apart
            if (internal) {
                st.row(t, i++, rank, PlainWords.severity(f.severity()), ReportStyles.label(f.agent()), f.title());
            } else {
                st.row(t, i++, rank, PlainWords.severity(f.severity()), PlainWords.topic(f.agent()),
                        PlainWords.forClient(f.title()));
            }
        }
        st.keepWithNext(doc, st.subheadingParagraph(internal ? "Top findings of the committee" : "What stands out"), t);
        if (!internal) {
            st.note(doc, "Each line is one point to talk over with your advisor, most important first. None of them is an instruction.");
        }
        if (!context.isEmpty()) {
            st.subheading(doc, internal ? "Compared with the benchmark (context only)" : "For context: compared with the broad market");
            for (SynthesisAgentSection.RankedFinding f : context) {
                st.para(doc, internal ? f.title() : PlainWords.forClient(f.title()));
            }
            st.note(doc, internal ? "The client's policy, not the benchmark, is the measure for this client; these comparisons are context."
                    : "These compare your portfolio with a broad market index. Your own policy, above, is what your portfolio is measured against.");
        }
    }

    private static void writePolicyFit(Document doc, ReportStyles st, ClientSection client, boolean internal) throws DocumentException {
        st.subheading(doc, internal ? "Against the client's investment policy" : "How the portfolio fits your investment policy");
        st.para(doc, (internal ? "The limits of the client's policy for a " : "Your policy's limits for a ")
                + (client.portfolio().client().riskTolerance() == null ? "stated" : PlainWords.words(client.portfolio().client().riskTolerance()).toLowerCase(Locale.ROOT))
                + " risk tolerance, as held in the client book:");
        for (PolicyFit.Finding f : PolicyFit.of(client)) {
            Paragraph p = new Paragraph("", st.body);
            if (f.breach()) {
                p.add(new Chunk("Outside the policy: ", st.bodyBold));
            }
            p.add(new Chunk(f.text(), st.body));
            doc.add(p);
        }
    }
}
