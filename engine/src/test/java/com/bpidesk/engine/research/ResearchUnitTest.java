package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.macro.FeedItem;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pure parts of research: metrics against hand-worked values, chunking, note generators, demo corpus labels. */
class ResearchUnitTest {

    @Test
    void ndcgAndRecallMatchHandWorkedValues() {
        // relevant: a, b. Ranking: x a y b. DCG = 1/log2(3) + 1/log2(5) = 0.63093 + 0.43068 = 1.06161;
        // IDCG = 1 + 1/log2(3) = 1.63093; nDCG = 0.65092. recall@10 = 2/2; recall@2 = 1/2.
        Map<String, Integer> rels = Map.of("a", 1, "b", 1);
        List<String> ranked = List.of("x", "a", "y", "b");
        assertThat(RetrievalEval.ndcgAtK(ranked, rels, 10)).isCloseTo(0.65092, within(1e-5));
        assertThat(RetrievalEval.recallAtK(ranked, rels, 10)).isEqualTo(1.0);
        assertThat(RetrievalEval.recallAtK(ranked, rels, 2)).isEqualTo(0.5);
        assertThat(RetrievalEval.ndcgAtK(List.of("a", "b"), rels, 10)).isCloseTo(1.0, within(1e-12));
        assertThat(RetrievalEval.ndcgAtK(List.of("x"), rels, 10)).isZero();
    }

    @Test
    void passagesFollowHeadingsAndSizeLimits() {
        String body = "# Alpha\nFirst para one.\n\nSecond para.\n\n# Beta\n" + "word ".repeat(300).strip() + ".";
        List<Passages.Passage> p = Passages.split(body);
        assertThat(p.get(0).section()).isEqualTo("Alpha");
        assertThat(p.get(0).text()).isEqualTo("First para one. Second para.");
        assertThat(p.subList(1, p.size())).allMatch(x -> x.section().equals("Beta"));
        assertThat(p.subList(1, p.size())).allMatch(x -> Passages.countWords(x.text()) <= Passages.TARGET_WORDS);
        assertThat(p.subList(1, p.size()).stream().mapToInt(x -> Passages.countWords(x.text())).sum()).isEqualTo(300);
    }

    @Test
    void macroReleaseNoteStatesChangeAndSignificance() {
        NewNote n = MacroReleaseNotes.note(new FeedItem("FEDFUNDS", "Effective federal funds rate", "rates", "US", "FRED",
                LocalDate.of(2025, 1, 1), 4.33, -0.15, 0.72, "percent"));
        assertThat(n.type()).isEqualTo(NoteType.MACRO_RELEASE);
        assertThat(n.organizationId()).isEqualTo(ResearchNotes.SHARED_ORGANIZATION);
        assertThat(n.originKey()).isEqualTo("macro:FEDFUNDS:2025-01-01");
        assertThat(n.title()).isEqualTo("Effective federal funds rate 2025-01-01: 4.33 % (-0.15)");
        assertThat(n.text()).contains("fell by 0.15 percentage points").contains("Significance: 0.72").contains("(high)");
        assertThat(MacroReleaseNotes.band(0.5)).isEqualTo("moderate");
        assertThat(MacroReleaseNotes.band(0.2)).isEqualTo("low");
    }

    @Test
    void committeeNotesOnePerSection() throws Exception {
        var briefing = new ObjectMapper().readTree("""
                {"portfolio_analyst": {"summary": "Tech heavy. More text.", "positions": ["NVDA 38%", "AAPL 20%"]},
                 "risk_manager": {"headline": "Concentration is the top risk", "hhi": 0.21},
                 "synthesis_agent": {"executive_summary": "Review concentration first.", "review_items": [{"rank": 1, "item": "Trim NVDA?"}]},
                 "macro_strategist": {}, "sector_specialist": null, "factor_quant": {"beta": 1.15}, "behavioral_agent": {"notes": "none"}}""");
        List<NewNote> notes = CommitteeNotes.from("org-a", "job-7", LocalDate.of(2025, 3, 1), List.of("NVDA"), (com.fasterxml.jackson.databind.JsonNode) briefing, false);
        assertThat(notes).extracting(NewNote::originKey).containsExactly("committee:job-7:synthesis_agent",
                "committee:job-7:portfolio_analyst", "committee:job-7:risk_manager", "committee:job-7:factor_quant",
                "committee:job-7:behavioral_agent");
        assertThat(notes.get(0).title()).isEqualTo("Committee synthesis: Review concentration first.");
        assertThat(notes.get(1).text()).contains("- NVDA 38%").contains("Summary: Tech heavy.");
        assertThat(notes.get(2).title()).isEqualTo("Risk manager: Concentration is the top risk");
        assertThat(notes.get(2).text()).contains("Hhi: 0.21");
    }

    @Test
    void demoLabelsReferToShippedNotes() {
        var ids = DemoCorpus.load().stream().map(DemoCorpus.DemoNote::id).toList();
        assertThat(ids).hasSizeGreaterThanOrEqualTo(20).doesNotHaveDuplicates();
        assertThat(DemoCorpus.questions()).hasSizeGreaterThanOrEqualTo(20)
                .allSatisfy(q -> assertThat(ids).containsAll(q.relevant()));
    }
}
