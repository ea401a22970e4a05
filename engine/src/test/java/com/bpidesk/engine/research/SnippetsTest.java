package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.junit.jupiter.api.Test;

/** Snippet window and highlight offsets, against offsets counted by hand. */
class SnippetsTest {

    @Test
    void shortPassageIsWholeAndStemsAreMarked() {
        // "Rising rates hurt bonds; the rate rise is priced." -- offsets: Rising 0-6, rates 7-12, rate 29-33, rise 34-38
        Snippets.Snippet s = Snippets.of(new EnglishAnalyzer(), "Rising rates hurt bonds; the rate rise is priced.", List.of("rates", "rising"));
        assertThat(s.text()).isEqualTo("Rising rates hurt bonds; the rate rise is priced.");
        assertThat(s.highlights()).containsExactly(new ResearchHit.Highlight(0, 6), new ResearchHit.Highlight(7, 12),
                new ResearchHit.Highlight(29, 33), new ResearchHit.Highlight(34, 38));
    }

    @Test
    void longPassageIsCutAroundTheMatches() {
        String filler = "word ".repeat(60);
        String passage = filler + "copper prices fell sharply " + filler.strip();
        Snippets.Snippet s = Snippets.of(new EnglishAnalyzer(), passage, List.of("copper"));
        assertThat(s.text()).startsWith("… ").endsWith(" …").contains("copper prices fell sharply");
        assertThat(s.text().split(" ")).hasSize(Snippets.WORDS + 2);
        assertThat(s.highlights()).hasSize(1);
        ResearchHit.Highlight h = s.highlights().get(0);
        assertThat(s.text().substring(h.start(), h.end())).isEqualTo("copper");
    }

    @Test
    void meaningOnlyMatchShowsTheStartWithoutHighlights() {
        String passage = "a ".repeat(50).strip();
        Snippets.Snippet s = Snippets.of(new EnglishAnalyzer(), passage, List.of());
        assertThat(s.text()).isEqualTo("a ".repeat(40).strip() + " …");
        assertThat(s.highlights()).isEmpty();
    }
}
