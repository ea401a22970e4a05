package com.bpidesk.engine.research;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.QueryBuilder;

/**
 * The passage index: one Lucene document per passage with its text (BM25, English analysis with
 * Porter stemming), its embedding (HNSW graph, cosine similarity) and the note's filter fields.
 * Thread-safe: writes are serialized by the caller (the indexer thread), searches run concurrently.
 */
public final class PassageIndex implements Closeable {

    static final String KEY = "key";
    static final String ORG = "org";
    static final String TYPE = "type";
    static final String DATE = "date";
    static final String DATE_STORED = "date_s";
    static final String TICKER = "ticker";
    static final String TEXT = "text";
    static final String PASSAGE = "passage";
    static final String SECTION = "section";
    static final String ORDINAL = "ordinal";
    static final String VECTOR = "vec";

    /** What a note contributes to each of its passages' filter fields. */
    public record NoteMeta(String key, String organizationId, String type, LocalDate date, List<String> tickers,
                           String title) {
    }

    /** One passage retrieved by one method: rank is 1-based within that method's list. */
    public record PassageHit(String key, int ordinal, String section, String text, int rank, float score) {
    }

    private final Directory directory;
    private final Analyzer analyzer = new EnglishAnalyzer();
    private final IndexWriter writer;
    private final SearcherManager searchers;

    public PassageIndex(Directory directory) {
        try {
            this.directory = directory;
            IndexWriterConfig cfg = new IndexWriterConfig(analyzer);
            cfg.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
            this.writer = new IndexWriter(directory, cfg);
            this.searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot open the research index", e);
        }
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    /**
     * Replaces every passage of the note and makes it searchable at once (near-real-time refresh, no fsync: the
     * caller {@link #commit}s when a burst of work is done; the indexer's start-up reconciliation re-indexes whatever a
     * crash lost). {@code vectors.get(i)} embeds {@code passages.get(i)}.
     */
    public void put(NoteMeta meta, List<Passages.Passage> passages, List<float[]> vectors) {
        add(meta, passages, vectors);
        refresh();
    }

    /**
     * Replaces every passage of the note without committing: bulk indexing adds many notes, then {@link #commit}s once
     * (a commit per note made one small segment, and one HNSW graph to search, per note until merges caught up).
     */
    public void add(NoteMeta meta, List<Passages.Passage> passages, List<float[]> vectors) {
        try {
            List<Document> docs = new ArrayList<>();
            for (int i = 0; i < passages.size(); i++) {
                Passages.Passage p = passages.get(i);
                Document d = new Document();
                d.add(new StringField(KEY, meta.key(), Field.Store.YES));
                d.add(new StringField(ORG, meta.organizationId(), Field.Store.NO));
                d.add(new StringField(TYPE, meta.type(), Field.Store.YES));
                long day = meta.date().toEpochDay();
                d.add(new LongPoint(DATE, day));
                d.add(new StoredField(DATE_STORED, day));
                for (String t : meta.tickers()) {
                    d.add(new StringField(TICKER, t.toUpperCase(Locale.ROOT), Field.Store.NO));
                }
                d.add(new TextField(TEXT, meta.title() + "\n" + p.section() + "\n" + p.text(), Field.Store.NO));
                d.add(new StoredField(PASSAGE, p.text()));
                d.add(new StoredField(SECTION, p.section()));
                d.add(new IntField(ORDINAL, p.ordinal(), Field.Store.YES));
                d.add(new KnnFloatVectorField(VECTOR, vectors.get(i), VectorSimilarityFunction.COSINE));
                docs.add(d);
            }
            writer.updateDocuments(new Term(KEY, meta.key()), docs);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot index note " + meta.key(), e);
        }
    }

    /** Makes what was added durable and visible to searches. */
    public void commit() {
        try {
            writer.commit();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot commit the research index", e);
        }
    }

    public void delete(String key) {
        try {
            writer.deleteDocuments(new Term(KEY, key));
            writer.commit();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete note " + key + " from the index", e);
        }
    }

    public void deleteAll() {
        try {
            writer.deleteAll();
            writer.commit();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot clear the research index", e);
        }
    }

    /** The note keys present in the index. */
    public Set<String> keys() {
        return withSearcher(s -> {
            Set<String> out = new HashSet<>();
            for (LeafReaderContext leaf : s.getIndexReader().leaves()) {
                Bits live = leaf.reader().getLiveDocs();
                StoredFields fields = leaf.reader().storedFields();
                for (int i = 0; i < leaf.reader().maxDoc(); i++) {
                    if (live == null || live.get(i)) {
                        out.add(fields.document(i, Set.of(KEY)).get(KEY));
                    }
                }
            }
            return out;
        });
    }

    public int passageCount() {
        return withSearcher(s -> s.getIndexReader().numDocs());
    }

    /** Segments searched per query: each has its own HNSW graph, so kNN cost grows with their number. */
    public int segmentCount() {
        return withSearcher(s -> s.getIndexReader().leaves().size());
    }

    /**
     * Merges the index into one segment (one HNSW graph to search instead of one per segment), then commits. Costly
     * (the graph is rebuilt), so the indexer calls it once after a large bulk indexing, in the background.
     */
    public void merge() {
        try {
            writer.forceMerge(1);
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot merge the research index", e);
        }
    }

    /** Makes what was added visible to searches without the cost of a durable commit (near-real-time reader). */
    public void refresh() {
        try {
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot refresh the research index", e);
        }
    }

    /** BM25 over passage text (title and section included) plus exact ticker matches, restricted by the filter. */
    public List<PassageHit> lexical(String question, List<String> tickers, Query filter, int k) {
        Query text = new QueryBuilder(analyzer).createBooleanQuery(TEXT, question, BooleanClause.Occur.SHOULD);
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        boolean any = false;
        if (text != null) {
            b.add(text, BooleanClause.Occur.SHOULD);
            any = true;
        }
        for (String t : tickers) {
            b.add(new TermQuery(new Term(TICKER, t.toUpperCase(Locale.ROOT))), BooleanClause.Occur.SHOULD);
            any = true;
        }
        if (!any) {
            return List.of();
        }
        if (filter != null) {
            b.add(filter, BooleanClause.Occur.FILTER);
        }
        return search(b.build(), k);
    }

    /** Approximate nearest passages by cosine similarity (HNSW), restricted by the filter; score = (1 + cos) / 2. */
    public List<PassageHit> vector(float[] query, Query filter, int k) {
        return search(new KnnFloatVectorQuery(VECTOR, query, k, filter), k);
    }

    private List<PassageHit> search(Query q, int k) {
        return withSearcher(s -> {
            TopDocs top = s.search(q, k);
            List<PassageHit> out = new ArrayList<>();
            StoredFields fields = s.storedFields();
            int rank = 0;
            for (ScoreDoc sd : top.scoreDocs) {
                Document d = fields.document(sd.doc);
                out.add(new PassageHit(d.get(KEY), d.getField(ORDINAL).numericValue().intValue(), d.get(SECTION),
                        d.get(PASSAGE), ++rank, sd.score));
            }
            return out;
        });
    }

    /** A filter: organizations (required), types, date range (inclusive, either end optional), any of the tickers. */
    public static Query filter(Collection<String> organizations, Collection<String> types, LocalDate from, LocalDate to,
                               Collection<String> tickers) {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        if (organizations != null) {
            b.add(new TermInSetQuery(ORG, organizations.stream().map(BytesRef::new).toList()), BooleanClause.Occur.FILTER);
        }
        if (types != null && !types.isEmpty()) {
            b.add(new TermInSetQuery(TYPE, types.stream().map(BytesRef::new).toList()), BooleanClause.Occur.FILTER);
        }
        if (from != null || to != null) {
            b.add(LongPoint.newRangeQuery(DATE, from == null ? Long.MIN_VALUE : from.toEpochDay(),
                    to == null ? Long.MAX_VALUE : to.toEpochDay()), BooleanClause.Occur.FILTER);
        }
        if (tickers != null && !tickers.isEmpty()) {
            b.add(new TermInSetQuery(TICKER, tickers.stream().map(t -> new BytesRef(t.toUpperCase(Locale.ROOT))).toList()),
                    BooleanClause.Occur.FILTER);
        }
        BooleanQuery q = b.build();
        return q.clauses().isEmpty() ? new MatchAllDocsQuery() : q;
    }

    private interface SearcherWork<T> {
        T apply(IndexSearcher s) throws IOException;
    }

    private <T> T withSearcher(SearcherWork<T> work) {
        try {
            IndexSearcher s = searchers.acquire();
            try {
                return work.apply(s);
            } finally {
                searchers.release(s);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Research index read failed", e);
        }
    }

    @Override
    public void close() throws IOException {
        searchers.close();
        writer.close();
        directory.close();
    }
}
