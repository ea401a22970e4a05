package com.bpidesk.app.client.research;

import com.bpidesk.app.client.Api;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.nio.file.Path;
import java.util.List;

/**
 * The research feature's API (engine/src/main/resources/openapi/research.yaml): questions over the notes, the notes
 * themselves, their import and the index's state, as records mirroring the schemas.
 */
public interface ResearchApi {

    /** Asks a question over the notes ({@code POST /api/research/query}). */
    Answer query(Query query);

    /** A note whole ({@code GET /api/research/notes/{note_id}}). */
    Note note(long noteId);

    /** Imports one Markdown, text or PDF file as notes ({@code POST /api/research/notes/import}). */
    List<NoteSummary> importNotes(Path file, String contentType);

    /** The index's state ({@code GET /api/research/index}). */
    IndexStatus index();

    /** Schema {@code ResearchQuery}; {@code filters} null asks without filters. */
    @Api.Schema("ResearchQuery")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Query(String question, int limit, Filters filters) {
    }

    /** The filters of a question; an empty or null one is not sent. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    record Filters(List<String> types, String dateFrom, String dateTo, List<String> tickers) {
        /** True when no filter is set. */
        public boolean none() {
            return (types == null || types.isEmpty()) && dateFrom == null && dateTo == null
                    && (tickers == null || tickers.isEmpty());
        }
    }

    /** Schema {@code ResearchAnswer}: the hits, best first, and the index's state (absent from older engines). */
    @Api.Schema("ResearchAnswer")
    record Answer(List<Hit> hits, IndexStatus index) {
        public Answer {
            hits = hits == null ? List.of() : List.copyOf(hits);
        }
    }

    /** One hit: the note, its best passage and why it matched. */
    record Hit(int rank, long noteId, String type, String date, String title, String source, List<String> tickers,
               boolean demo, Passage passage, double score, Why why) {
        public Hit {
            tickers = tickers == null ? List.of() : List.copyOf(tickers);
        }
    }

    /** The best passage; {@code snippet} at most 40 words with the question's words at {@code highlights}. */
    record Passage(String section, String text, String snippet, List<Range> highlights) {
        public Passage {
            highlights = highlights == null ? List.of() : List.copyOf(highlights);
        }
    }

    /** A character range of the snippet (start inclusive, end exclusive). */
    record Range(int start, int end) {
    }

    /** Why the note matched, in words, and the terms and filters it matched. */
    record Why(String summary, List<String> matchedTerms, List<String> matchedFilters) {
        public Why {
            matchedTerms = matchedTerms == null ? List.of() : List.copyOf(matchedTerms);
            matchedFilters = matchedFilters == null ? List.of() : List.copyOf(matchedFilters);
        }
    }

    /** Schema {@code ResearchNote}: {@code briefingJobId} is the analysis a committee note was written from (else null). */
    @Api.Schema("ResearchNote")
    record Note(long noteId, String type, String date, String title, String source, List<String> tickers,
                List<String> regions, String text, boolean demo, String briefingJobId) {
        public Note {
            tickers = tickers == null ? List.of() : List.copyOf(tickers);
            regions = regions == null ? List.of() : List.copyOf(regions);
        }
    }

    /** The answer of {@code POST /api/research/notes/import}. */
    @Api.Response(path = "/api/research/notes/import", method = "post", status = "201")
    record Imported(List<NoteSummary> notes) {
        public Imported {
            notes = notes == null ? List.of() : List.copyOf(notes);
        }
    }

    /** Schema {@code NoteSummary}. */
    @Api.Schema("NoteSummary")
    record NoteSummary(long noteId, String title) {
    }

    /** Schema {@code ResearchIndexStatus}: {@code model} and {@code lastError} are null when the engine says none. */
    @Api.Schema("ResearchIndexStatus")
    record IndexStatus(String state, String model, int indexedNotes, int totalNotes, int passages, double progressPct,
                       String lastError) {
    }
}
