package com.bpidesk.engine.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.Book;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.signals.ClientEvaluator;
import com.bpidesk.engine.signals.Signals;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The two vocabularies (ADR 0250), without an engine: the real-price briefing snapshot of the swarm tests
 * ({@code reference/briefing_snapshot.json}) with a client page is rendered through {@link ReportRenderer} for both
 * audiences. The client report's prose reads at Flesch reading ease 50 or more (Flesch 1948), and none of the
 * advisor's vocabulary (value at risk, regressions, index levels, the Sahm rule, citations, ids) reaches it; the advisor
 * brief keeps the technical sections and ends with the technical terms.
 */
class ClientReportReadabilityTest {

    /** Flesch (1948), "A new readability yardstick": 60-70 is plain English; 50 is the floor of "fairly difficult". */
    static final double MINIMUM_READING_EASE = 50;

    static String clientText;
    static String advisorText;

    @BeforeAll
    static void render() throws IOException {
        JsonNode snap = Json.MAPPER.readTree(ClientReportReadabilityTest.class.getResourceAsStream("/reference/briefing_snapshot.json"));
        ObjectNode result = Json.MAPPER.createObjectNode();
        result.put("job_id", "0b7f2a7e-1c1d-4f7e-9d55-3f7a9b1c2d3e").put("status", "complete").put("as_of", "2025-04-04")
                .put("data_source", "imported").put("generated_at", "2026-01-01T00:00:00Z");
        ObjectNode b = result.putObject("ic_briefing");
        for (String k : new String[] {"portfolio_analyst", "macro_strategist", "risk_manager", "sector_specialist", "factor_quant",
                "behavioral_agent"}) {
            b.set(k, snap.get(k));
        }
        b.set("synthesis_agent", snap.get("synthesis_with_mandate"));
        // a narrative as the macro strategist writes it, with the advisor's vocabulary a client must not read
        ((ObjectNode) b.at("/macro_strategist/regime")).put("narrative", "Risk-off: CPI inflation is 2.71% y/y in Mar 2025; "
                + "unemployment is 4.2% (+0.1 pp in three months); Sahm indicator 0.27; 10y-3m -0.05 pp.");
        ClientSection client = client();
        Brand brand = new Brand(null, "b", "Harbour Wealth", "#123456", "#2E7D32", "Footer", null, null);
        clientText = text(new ReportRenderer().render(result, brand, "Portfolio report", "Maria Lopez", LocalDate.of(2026, 1, 2),
                Map.of(), client, Audience.CLIENT).pdf());
        advisorText = text(new ReportRenderer().render(result, brand, "Portfolio report", "Maria Lopez", LocalDate.of(2026, 1, 2),
                Map.of(), client, Audience.ADVISOR).pdf());
    }

    /** A moderate client of the book holding the snapshot's positions (weights as the snapshot's portfolio analyst has them). */
    static ClientSection client() {
        Book.Client c = new Book.Client("demo-c034", "adv-007", "Maria Lopez", "moderate", 12,
                "Growth with income; no single holding above 15%.", "US", LocalDate.of(2019, 5, 1), false, null, "demo", "USD");
        List<ClientEvaluator.Position> positions = List.of(new ClientEvaluator.Position("AAPL", 10, 100, 100, 16_000, 0.16),
                new ClientEvaluator.Position("NVDA", 10, 100, 100, 10_600, 0.106));
        List<ClientEvaluator.Distance> metrics = List.of(new ClientEvaluator.Distance("max_position", 0.16, 0, 0.15, 0.10, 0.1),
                new ClientEvaluator.Distance("volatility", 0.135, 0, 0.16, 0.05, 0));
        return new ClientSection(new Signals.ClientPortfolio(c, LocalDate.of(2025, 4, 4), 100_000, 2_000, positions, 0.15, "demo", "USD"),
                new Signals.ClientRisk("demo-c034", 0.31, "medium", List.of("Logins fell"), List.of(), true, null, "churn-1", null, "demo",
                        "Churn notice.", "USD"),
                new Signals.SuitabilityDrift("demo-c034", "moderate", 12, "", metrics, 0.1, false, LocalDate.of(2025, 3, 1), List.of(),
                        "house", null, null, "demo", "Not a suitability determination.", "USD"),
                "Ana Ruiz");
    }

    static String pdfText(byte[] pdf) throws IOException {
        return text(pdf);
    }

    static String text(byte[] pdf) throws IOException {
        try (var doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void theSyllableCounterAgreesWithHandCountedWords() {
        // counted by hand, with a dictionary's syllable breaks
        Map<String, Integer> hand = Map.of("portfolio", 4, "the", 1, "value", 2, "advisor", 3, "table", 2, "economy", 4,
                "moved", 1, "large", 1, "holdings", 2, "volatility", 5);
        hand.forEach((w, n) -> assertThat(Readability.syllables(w)).as(w).isEqualTo(n));
        assertThat(Readability.syllables("diversification")).isEqualTo(6); // di-ver-si-fi-ca-tion
        assertThat(Readability.syllables("traded")).isEqualTo(2);
        assertThat(Readability.syllables("whole")).isEqualTo(1);
    }

    @Test
    void fleschOfAHandWorkedPassage() {
        // "The cat sat on the mat. It was a very happy cat." 12 words, 2 sentences, syllables 1+1+1+1+1+1 + 1+1+1+2+2+1 = 14:
        // 206.835 - 1.015 x 12/2 - 84.6 x 14/12 = 206.835 - 6.09 - 98.7 = 102.045
        List<List<String>> s = Readability.prose("The cat sat on the mat. It was a very happy cat.");
        assertThat(s).hasSize(2);
        assertThat(Readability.fleschReadingEase(s)).isCloseTo(102.045, org.assertj.core.data.Offset.offset(1e-3));
        // a heading line and a table label are not prose
        assertThat(Readability.prose("Risk\nUps and downs: the value moved by 13.5% a year.")).hasSize(1);
    }

    @Test
    void theClientReportReadsAtFleschFiftyOrMore() {
        List<List<String>> sentences = Readability.prose(clientText);
        assertThat(sentences).hasSizeGreaterThan(20);
        double ease = Readability.fleschReadingEase(sentences);
        System.out.printf(Locale.ROOT, "Client report: %d sentences, Flesch reading ease %.1f%n", sentences.size(), ease);
        assertThat(ease).isGreaterThanOrEqualTo(MINIMUM_READING_EASE);
    }

    /** The advisor's vocabulary, none of which a client report prints. */
    static final List<Pattern> FORBIDDEN = List.of(Pattern.compile("\\bVaR\\b"), Pattern.compile("\\bOLS\\b"),
            Pattern.compile("(?i)\\bt-stat"), Pattern.compile("\\bSahm\\b"), Pattern.compile("\\bpp\\b"), Pattern.compile("Kumar"),
            Pattern.compile("\\bHHI\\b"), Pattern.compile("(?i)index level"), Pattern.compile("(?i)not investment advice to the client"),
            Pattern.compile("\\b[a-z0-9]+_[a-z0-9_]+\\b"), Pattern.compile("\\bdemo-c\\d+"), Pattern.compile("\\badv-\\d+"),
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), Pattern.compile("\\bCPI\\b"),
            Pattern.compile("\\b(?:19|20)\\d{2}\\)"), Pattern.compile("(?i)regression"), Pattern.compile("(?i)\\bbeta\\b"),
            Pattern.compile("\\by/y\\b"), Pattern.compile("\\b10y-"));

    static List<String> forbiddenIn(String text) {
        List<String> hits = new ArrayList<>();
        for (Pattern p : FORBIDDEN) {
            Matcher m = p.matcher(text);
            if (m.find()) {
                hits.add(p.pattern() + ": …" + text.substring(Math.max(0, m.start() - 40), Math.min(text.length(), m.end() + 40)) + "…");
            }
        }
        return hits;
    }

    @Test
    void theClientReportHasNoneOfTheAdvisorsVocabulary() {
        assertThat(forbiddenIn(clientText)).isEmpty();
        // what the client reads instead: the plain sections and the closing box addressed to the client
        String flat = clientText.replaceAll("\\s+", " ");
        assertThat(flat).contains("Summary", "How the portfolio fits your investment policy", "Economic backdrop", "Risk",
                "Ups and downs", "Largest fall", "How today's holdings would have done in past periods", "Patterns in the holdings",
                "What happens next", "Glossary",
                "This report explains your portfolio. Your advisor decides with you what, if anything, to change; nothing here is an "
                        + "instruction to trade.");
        assertThat(flat).doesNotContain("Standing restrictions", "Investment style", "Value at risk", "Economic reading");
    }

    @Test
    void plainWordsTakeOutAsidesAndCitationsButKeepEveryFigureAndDate() {
        assertThat(PlainWords.forClient("Effective number of holdings is 9.3 (HHI 0.108)"))
                .isEqualTo("The portfolio is as spread as 9.3 equally sized holdings");
        assertThat(PlainWords.forClient("Low-priced, high-idiosyncratic-volatility, positively skewed stocks (Kumar 2009): 3.4% of value."))
                .isEqualTo("Low-priced stocks whose prices make large jumps of their own: 3.4% of value.");
        assertThat(PlainWords.forClient("Maximum drawdown over 3y was 21.5%")).isEqualTo("Largest fall over 3 years was 21.5%");
        assertThat(PlainWords.forClient("Annualized volatility 13.5% vs benchmark 15.8%")).isEqualTo("Yearly ups and downs 13.5% against benchmark 15.8%");
        assertThat(PlainWords.forClient("unemployment +0.1 pp")).isEqualTo("unemployment +0.1 percentage points");
        // a date in a parenthesis is not a citation
        assertThat(PlainWords.forClient("XOM (last price 4 Apr 2025, 245 trading days old) is stale"))
                .isEqualTo("XOM (last price 4 Apr 2025, 245 trading days old) is stale");
    }

    @Test
    void theForbiddenListCatchesTheAdvisorBrief() {
        // the list can fail: the advisor brief of the same analysis trips it
        assertThat(forbiddenIn(advisorText)).hasSizeGreaterThanOrEqualTo(6);
    }

    @Test
    void theAdvisorBriefKeepsTheTechnicalSectionsAndEndsWithTheirTerms() {
        String flat = advisorText.replaceAll("\\s+", " ");
        assertThat(flat).contains("VaR 95%", "Factor exposures", "t-stat", "Macro regime", "Sahm indicator 0.27", "Standing restrictions",
                "not investment advice to the client", "Technical terms of this brief");
        int terms = flat.indexOf("Technical terms of this brief");
        for (String term : List.of("VaR", "Expected shortfall", "Beta", "OLS, t-statistic", "HHI", "Sahm rule", "Term spread")) {
            assertThat(flat.indexOf(term, terms)).as(term).isGreaterThan(terms);
        }
        assertThat(flat.substring(terms)).contains("equal holdings' diversification");
    }
}
