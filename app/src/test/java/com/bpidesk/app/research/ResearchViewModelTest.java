package com.bpidesk.app.research;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.research.ResearchApi;
import com.bpidesk.app.research.Highlighter.Span;
import com.bpidesk.app.tasks.BackgroundTasks;
import java.net.URI;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The research view model and the highlighter without a stage (no engine: the calls that would reach it are not made). */
class ResearchViewModelTest {

    ResearchViewModel model() {
        AppContext ctx = new AppContext(new EngineClient(URI.create("http://127.0.0.1:1"), "k"), BackgroundTasks.direct(), null, null, () -> null);
        return new ResearchViewModel(ctx, 0);
    }

    @Test
    void queryBodyCarriesTheQuestionAndOnlyTheFiltersSet() throws Exception {
        ResearchViewModel m = model();
        m.questionProperty().set("  which clients are hurt most by rising rates?  ");
        assertThat(EngineClient.JSON.writeValueAsString(m.queryBody()))
                .isEqualTo("{\"question\":\"which clients are hurt most by rising rates?\",\"limit\":10}");
        m.typeFilterProperty().set("sector_note");
        m.dateFromProperty().set(LocalDate.of(2025, 1, 1));
        m.dateToProperty().set(LocalDate.of(2025, 3, 31));
        m.tickersProperty().set("jpm, nvda ;xom");
        assertThat(EngineClient.JSON.valueToTree(m.queryBody()).path("filters").toString()).isEqualTo(
                "{\"types\":[\"sector_note\"],\"date_from\":\"2025-01-01\",\"date_to\":\"2025-03-31\",\"tickers\":[\"JPM\",\"NVDA\",\"XOM\"]}");
        m.clearFilters();
        assertThat(EngineClient.JSON.valueToTree(m.queryBody()).has("filters")).isFalse();
    }

    @Test
    void emptyQuestionIsRefusedBeforeAnyCall() {
        ResearchViewModel m = model();
        m.questionProperty().set("   ");
        m.search();
        assertThat(m.errorProperty().get()).startsWith("Type a question first");
        assertThat(m.searchedProperty().get()).isFalse();
    }

    @Test
    void unreachableEngineGivesAReadableError() {
        ResearchViewModel m = model();
        m.questionProperty().set("inflation");
        m.search();
        assertThat(m.errorProperty().get()).startsWith("The search did not run: The engine at http://127.0.0.1:1");
        assertThat(m.searchingProperty().get()).isFalse();
    }

    @Test
    void answerBecomesHitsWithWhyAndPassage() throws Exception {
        ResearchViewModel m = model();
        m.applyAnswer("rising rates", EngineClient.JSON.readValue("""
                {"question":"rising rates","hits":[{"rank":1,"note_id":7,"type":"committee","date":"2025-02-14",
                 "title":"Rate sensitivity","source":"demo","tickers":["JPM"],"demo":true,
                 "passage":{"ordinal":2,"section":"Rates","text":"When rates rise, banks' margins widen."},"score":0.0325,
                 "why":{"summary":"similar in meaning (71% match, rank 1); shares the words rates (rank 2)","lexical_rank":2,"vector_rank":1,
                  "similarity":0.71,"matched_terms":["rates"],"matched_filters":[]}}],
                 "index":{"state":"ready","indexed_notes":25,"total_notes":25,"passages":80,"progress_pct":100}}
                """, ResearchApi.Answer.class));
        assertThat(m.hits()).hasSize(1);
        ResearchViewModel.Hit h = m.hits().get(0);
        assertThat(h.noteId()).isEqualTo(7);
        assertThat(h.section()).isEqualTo("Rates");
        assertThat(h.why()).contains("similar in meaning (71% match");
        assertThat(h.matchedTerms()).containsExactly("rates");
        assertThat(m.indexTextProperty().get()).isEqualTo("Index ready: 25 of 25 notes, 80 passages");
        assertThat(m.indexProgressProperty().get()).isEqualTo(1.0);
    }

    @Test
    void indexProgressWhileIndexing() throws Exception {
        ResearchViewModel m = model();
        m.applyIndex(EngineClient.JSON.readValue("{\"state\":\"indexing\",\"indexed_notes\":10,\"total_notes\":40,\"progress_pct\":25.0}",
                ResearchApi.IndexStatus.class));
        assertThat(m.indexStateProperty().get()).isEqualTo("indexing");
        assertThat(m.indexProgressProperty().get()).isEqualTo(0.25);
        assertThat(m.indexTextProperty().get()).startsWith("Indexing research notes: 10 of 40 notes (25%)");
    }

    @Test
    void highlighterMarksInflectedQuestionWordsButNotStopWords() {
        var stems = Highlighter.stems("which clients are hurt most by rising rates?", List.of());
        List<Span> spans = Highlighter.spans("When the central bank rates rise, clients with floating debt are hurt.", stems);
        assertThat(spans.stream().filter(Span::highlighted).map(Span::text).toList()).containsExactly("rates", "rise", "clients", "hurt");
        assertThat(String.join("", spans.stream().map(Span::text).toList()))
                .isEqualTo("When the central bank rates rise, clients with floating debt are hurt.");
        assertThat(Highlighter.spans("", stems)).isEmpty();
    }

    @Test
    void onlyMarkdownTextAndPdfFilesAreImported() {
        ResearchViewModel m = model();
        m.importFiles(List.of(Path.of("prices.xlsx"), Path.of("notes.docx")));
        assertThat(m.errorProperty().get()).contains("prices.xlsx", "notes.docx").contains("only Markdown, text and PDF");
        assertThat(ResearchViewModel.contentType(Path.of("a.PDF"))).isEqualTo("application/pdf");
        assertThat(ResearchViewModel.contentType(Path.of("a.md"))).isEqualTo("text/markdown");
        assertThat(ResearchViewModel.contentType(Path.of("a.txt"))).isEqualTo("text/plain");
    }

    @Test
    void feedReleasesCarryTheirSignificanceBand() throws Exception {
        ResearchViewModel m = model();
        m.applyFeed(EngineClient.JSON.readValue("""
                {"items":[{"series_id":"FEDFUNDS","title":"Fed funds rate","category":"rates","region":"US","source":"demo",
                  "period":"2025-03-01","value":4.33,"change":-0.25,"significance":0.8,"units":"Percent"},
                 {"series_id":"CPI","title":"CPI","category":"inflation","region":"US","source":"demo","period":"2025-02-01",
                  "value":3.1,"significance":0.2}]}
                """, MacroApi.FeedPage.class));
        assertThat(m.feed()).extracting(ResearchViewModel.Release::band).containsExactly("high", "low");
        assertThat(m.feed().get(1).change()).isNull();
    }
}
