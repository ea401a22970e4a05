package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.bpidesk.engine.macro.FeedItem;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pure parts of research: metrics against hand-worked values, chunking, macro release notes (committee notes: CommitteeNotesTest), demo corpus labels. */
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
    void whyAResultMatchedReadsInWordsNotAsACosine() {
        // the app shows this under each result: a percentage like the relevance, never "cosine 0.81"
        String both = ResearchService.summary(new HybridRanker.NoteResult("1", 0.5, null, 2, 1, 0.8123, List.of("rates", "hike")));
        assertThat(both).isEqualTo("similar in meaning (81% match, rank 1); shares the words rates, hike (rank 2)");
        assertThat(ResearchService.summary(new HybridRanker.NoteResult("1", 0.5, null, null, 3, -0.2, List.of())))
                .isEqualTo("similar in meaning (0% match, rank 3)");
        assertThat(ResearchService.summary(new HybridRanker.NoteResult("1", 0.5, null, 4, null, null, List.of())))
                .isEqualTo("shares words of the question (rank 4)");
        assertThat(both).doesNotContainIgnoringCase("cosine");
    }

    @Test
    void macroReleaseNoteStatesChangeAndSignificance() {
        NewNote n = MacroReleaseNotes.note(new FeedItem("FEDFUNDS", "Effective federal funds rate", "rates", "US", "FRED",
                LocalDate.of(2025, 1, 1), 4.33, -0.15, 0.72, "percent", "monthly"));
        assertThat(n.type()).isEqualTo(NoteType.MACRO_RELEASE);
        assertThat(n.organizationId()).isEqualTo(ResearchNotes.SHARED_ORGANIZATION);
        assertThat(n.originKey()).isEqualTo("macro:FEDFUNDS:2025-01-01");
        // the period as people read it, by the series' frequency (never ISO 2025-01-01 in the title or the text)
        assertThat(n.title()).isEqualTo("Effective federal funds rate, Jan 2025: 4.33% (-0.15)");
        assertThat(n.text()).contains("for Jan 2025:").doesNotContain("2025-01-01")
                .contains("fell by 0.15 percentage points").contains("Significance: 0.72").contains("(high)");
        NewNote daily = MacroReleaseNotes.note(new FeedItem("DGS10", "10-year Treasury yield", "rates", "US", "FRED",
                LocalDate.of(2025, 3, 14), 4.31, 0.02, 0.2, "percent", "daily"));
        assertThat(daily.title()).isEqualTo("10-year Treasury yield, 14 Mar 2025: 4.31% (+0.02)");
        NewNote quarterly = MacroReleaseNotes.note(new FeedItem("GDPC1", "Real GDP", "growth", "US", "FRED",
                LocalDate.of(2025, 4, 1), 23500, 1.2, 0.4, "bn USD", "quarterly"));
        assertThat(quarterly.title()).startsWith("Real GDP, Q2 2025: ");
        assertThat(MacroReleaseNotes.band(0.5)).isEqualTo("moderate");
        assertThat(MacroReleaseNotes.band(0.2)).isEqualTo("low");
    }

    @Test
    void demoLabelsReferToShippedNotes() {
        var ids = DemoCorpus.load().stream().map(DemoCorpus.DemoNote::id).toList();
        assertThat(ids).hasSizeGreaterThanOrEqualTo(20).doesNotHaveDuplicates();
        assertThat(DemoCorpus.questions()).hasSizeGreaterThanOrEqualTo(20)
                .allSatisfy(q -> assertThat(ids).containsAll(q.relevant()));
    }
}
