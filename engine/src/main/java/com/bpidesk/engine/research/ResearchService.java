package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.Validation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.lucene.search.Query;

/** Semantic search over the organization's visible notes (B3): validation, filters, hybrid ranking, answers. */
public final class ResearchService {

    public static final int MAX_QUESTION_CHARS = 1000;
    public static final int MAX_LIMIT = 50;
    public static final int DEFAULT_LIMIT = 10;
    private static final java.util.regex.Pattern TICKER = java.util.regex.Pattern.compile("[A-Z0-9][A-Z0-9.\\-]{0,11}");

    /** The answer: hits plus how they were found. */
    public record Answer(String question, String mode, List<ResearchHit> hits, ResearchIndexer.Status index, String method) {
    }

    private final ResearchNotes notes;
    private final ResearchIndexer indexer;
    private final Duration wait;

    public ResearchService(ResearchNotes notes, ResearchIndexer indexer, Duration wait) {
        this.notes = notes;
        this.indexer = indexer;
        this.wait = wait;
    }

    public ResearchNotes notes() {
        return notes;
    }

    public ResearchIndexer indexer() {
        return indexer;
    }

    public Answer query(String organizationId, ResearchQuery q) {
        Validation v = new Validation();
        String question = q.question() == null ? "" : q.question().strip();
        v.check(!question.isEmpty(), "/question", "is required: ask a question in plain language");
        v.check(question.length() <= MAX_QUESTION_CHARS, "/question",
                "is too long (" + question.length() + " characters); the limit is " + MAX_QUESTION_CHARS);
        int limit = q.limit() == null ? DEFAULT_LIMIT : q.limit();
        v.check(limit >= 1 && limit <= MAX_LIMIT, "/limit", "must be between 1 and " + MAX_LIMIT + ", got " + limit);
        ResearchQuery.Filters f = q.filters();
        Set<String> types = new LinkedHashSet<>();
        Set<String> tickers = new LinkedHashSet<>();
        List<String> matchedFilters = new ArrayList<>();
        if (f != null) {
            if (f.types() != null) {
                for (int i = 0; i < f.types().size(); i++) {
                    String t = f.types().get(i);
                    Optional<NoteType> nt = NoteType.parse(t);
                    v.check(nt.isPresent(), "/filters/types/" + i, "unknown note type '" + t + "'; allowed: " + NoteType.wireNames());
                    nt.ifPresent(x -> types.add(x.wireName()));
                }
            }
            if (f.tickers() != null) {
                List<String> known = notes.knownTickers(organizationId);
                for (int i = 0; i < f.tickers().size(); i++) {
                    String t = f.tickers().get(i) == null ? "" : f.tickers().get(i).strip().toUpperCase(Locale.ROOT);
                    if (!TICKER.matcher(t).matches()) {
                        v.error("/filters/tickers/" + i, "'" + f.tickers().get(i) + "' is not a ticker symbol (letters, digits, '.' or '-', up to 12)");
                    } else if (!known.contains(t)) {
                        v.error("/filters/tickers/" + i, "no research note mentions ticker '" + t + "'; tickers with notes: " + known);
                    } else {
                        tickers.add(t);
                    }
                }
            }
            if (f.dateFrom() != null && f.dateTo() != null) {
                v.check(!f.dateFrom().isAfter(f.dateTo()), "/filters/date_to", "must not be before date_from (" + f.dateFrom() + ")");
            }
            if (!types.isEmpty()) {
                matchedFilters.add("type in " + types);
            }
            if (f.dateFrom() != null || f.dateTo() != null) {
                matchedFilters.add("date " + (f.dateFrom() == null ? "…" : f.dateFrom()) + " to " + (f.dateTo() == null ? "…" : f.dateTo()));
            }
            if (!tickers.isEmpty()) {
                matchedFilters.add("mentions " + tickers);
            }
        }
        v.throwIfInvalid("The research query is not valid");

        awaitSearchable();
        Query filter = PassageIndex.filter(notes.visibleOrganizations(organizationId), types,
                f == null ? null : f.dateFrom(), f == null ? null : f.dateTo(), tickers);
        HybridRanker ranker = new HybridRanker(indexer.index(), queryVectors(indexer.embedder()));
        List<HybridRanker.NoteResult> ranked = ranker.rank(question, filter, limit, HybridRanker.Mode.HYBRID,
                RetrievalEval.DEPTH);
        List<ResearchHit> hits = new ArrayList<>();
        Map<Long, ResearchNote> cache = new HashMap<>();
        for (HybridRanker.NoteResult r : ranked) {
            long id = Long.parseLong(r.key());
            ResearchNote n = cache.computeIfAbsent(id, x -> notes.get(organizationId, x).orElse(null));
            if (n == null) {
                continue; // deleted between indexing and now
            }
            Snippets.Snippet snippet = Snippets.of(indexer.index().analyzer(), r.bestPassage().text(), r.matchedTerms());
            hits.add(new ResearchHit(hits.size() + 1, id, n.type().wireName(), n.date(), n.title(), n.source(), n.tickers(),
                    n.demo(), new ResearchHit.Passage(r.bestPassage().ordinal(), r.bestPassage().section(), r.bestPassage().text(),
                    snippet.text(), snippet.highlights()),
                    round(r.score(), 6), new ResearchHit.Why(summary(r), r.lexicalRank(), r.vectorRank(),
                    r.similarity() == null ? null : round(r.similarity(), 4), r.matchedTerms(), matchedFilters), n.briefingJobId()));
        }
        return new Answer(question, "hybrid", hits, indexer.status(),
                "BM25 (English, Porter stemming, financial synonyms) and " + indexer.embedder().modelId()
                        + " cosine kNN over passages, fused by " + FusionParameters.shipped().describe());
    }

    private volatile QueryVectorCache queryVectors;

    /** The query-embedding memo in front of the indexer's model (rebuilt if the model object changes). */
    private TextEmbedder queryVectors(TextEmbedder model) {
        QueryVectorCache c = queryVectors;
        if (c == null || c.inner() != model) {
            c = new QueryVectorCache(model);
            queryVectors = c;
        }
        return c;
    }

    private void awaitSearchable() {
        try {
            if (!indexer.awaitInitial(wait)) {
                ResearchIndexer.Status s = indexer.status();
                throw DomainException.unavailable("The research index is not ready yet (" + s.state() + ", "
                        + s.progressPct() + "% done" + (s.lastError() == null ? "" : "; last error: " + s.lastError())
                        + "). Try again shortly; GET /api/research/index shows progress.")
                        .with("index", s).retryAfter(Duration.ofSeconds(5));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw DomainException.unavailable("Interrupted while waiting for the research index");
        }
    }

    /**
     * Why a note matched, in words a reader follows (the app shows it under each result): how close in meaning the best
     * passage is, as a percentage like the result's relevance, and which of the question's words it shares, each with
     * the note's rank in that search. {@code "similar in meaning (81% match, rank 1); shares the words rates, hike (rank
     * 2)"}. The similarity itself (cosine, -1 to 1) stays in {@code why.similarity} for the API.
     */
    static String summary(HybridRanker.NoteResult r) {
        List<String> parts = new ArrayList<>();
        if (r.vectorRank() != null) {
            long pct = r.similarity() == null ? 0 : Math.round(100 * Math.max(0, Math.min(1, r.similarity())));
            parts.add(String.format(Locale.ROOT, "similar in meaning (%d%% match, rank %d)", pct, r.vectorRank()));
        }
        if (r.lexicalRank() != null) {
            parts.add((r.matchedTerms().isEmpty() ? "shares words of the question" : "shares the words " + String.join(", ", r.matchedTerms()))
                    + " (rank " + r.lexicalRank() + ")");
        }
        return String.join("; ", parts);
    }

    private static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
