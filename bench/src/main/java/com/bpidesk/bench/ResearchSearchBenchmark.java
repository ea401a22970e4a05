package com.bpidesk.bench;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.research.HybridRanker;
import com.bpidesk.engine.research.OnnxEmbedder;
import com.bpidesk.engine.research.PassageIndex;
import com.bpidesk.engine.research.Passages;
import com.bpidesk.engine.research.ResearchIndexer;
import com.bpidesk.engine.research.RetrievalEval;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.lucene.search.Query;
import org.apache.lucene.store.FSDirectory;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Research search at scale (issue 15): {@code search} is one question through the engine's path, query embedding by
 * the shipped model (bge-small-en-v1.5-q, never cached), BM25 and HNSW kNN over a 20,000-note on-disk Lucene index
 * restricted by the organization filter, and the fitted fusion; JMH's sample mode reports its p50/p95/p99.
 * {@code embedPassage} is the indexing cost that dominates (one passage through the model, the indexer's unit of
 * work); {@code indexNote} adds one note with its vectors to the 20,000-note index and commits, as a note added while the
 * engine runs.
 *
 * <p>Corpus: the texts of the FiQA-derived set ({@code ../shared/data/retrieval/fiqa_mtrag/corpus.jsonl}, 2,000
 * documents, param {@code corpus}), used ten times over as 20,000 notes of two organizations, split into passages as the
 * engine does. Vectors: 400 distinct passages are embedded by the real model at set-up; each of the ~30,000 passages gets
 * one of them plus Gaussian noise (sigma 0.02 per dimension, re-normalized), so the HNSW graph has the size, dimension
 * and a realistic clustered geometry of a real index without the ~40 minutes the model would need to embed every passage
 * on this machine (that rate is {@code embedPassage}). Questions: the set's advisor-style queries, in turn.
 *
 * <p>Run: {@code ./bpi bench -f 1 -wi 1 -i 3 ResearchSearch}.
 */
@State(Scope.Benchmark)
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g", "-Djava.awt.headless=true", "--enable-native-access=ALL-UNNAMED",
        "--add-modules", "jdk.incubator.vector", "-Dai.djl.offline=true", "-DOPT_OUT_TRACKING=true"})
public class ResearchSearchBenchmark {

    @Param({"20000"})
    public int notes;

    @Param({"../shared/data/retrieval/fiqa_mtrag"})
    public String corpus;

    /** True: one segment after the bulk load, as the engine's indexer leaves it (false: as Lucene's merges left it). */
    @Param({"true"})
    public boolean merged;

    private final java.util.Map<String, float[]> queryVectors = new java.util.HashMap<>();
    private HybridRanker precomputed;

    private Path dir;
    private PassageIndex index;
    private HybridRanker ranker;
    private OnnxEmbedder model;
    private Query filter;
    private List<String> questions;
    private List<String[]> docs;
    private int next;
    private int extra;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        Path base = Path.of(corpus);
        docs = new ArrayList<>();
        questions = new ArrayList<>();
        for (JsonNode n : com.bpidesk.engine.research.RetrievalEval.jsonl(base.resolve("corpus.jsonl"))) {
            docs.add(new String[] {n.path("title").asText(""), n.path("text").asText("")});
        }
        for (JsonNode n : com.bpidesk.engine.research.RetrievalEval.jsonl(base.resolve("queries.jsonl"))) {
            questions.add(n.path("text").asText());
        }
        dir = Files.createTempDirectory("bpi-bench-research-");
        OnnxEmbedder.useNativeCache(Path.of(System.getProperty("java.io.tmpdir"), "bpi-bench-native")); // extracted once
        model = OnnxEmbedder.shared();
        long t0 = System.nanoTime();
        List<float[]> seeds = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            String[] d = docs.get(i * docs.size() / 400);
            List<Passages.Passage> ps = Passages.split(d[1]);
            seeds.add(model.embed(ResearchIndexer.embeddingInput(d[0], ps.isEmpty() ? new Passages.Passage(0, "", d[0]) : ps.get(0))));
        }
        double embedSeconds = (System.nanoTime() - t0) / 1e9;
        index = new PassageIndex(FSDirectory.open(dir.resolve("index")));
        SplittableRandom rnd = new SplittableRandom(15);
        long t1 = System.nanoTime();
        int passages = 0;
        for (int i = 0; i < notes; i++) {
            String[] d = docs.get(i % docs.size());
            List<Passages.Passage> ps = Passages.split(d[1]);
            if (ps.isEmpty()) {
                ps = List.of(new Passages.Passage(0, "", d[0]));
            }
            List<float[]> vs = new ArrayList<>();
            for (int p = 0; p < ps.size(); p++) {
                vs.add(perturbed(seeds.get(rnd.nextInt(seeds.size())), rnd));
            }
            index.add(meta(i), ps, vs);
            passages += ps.size();
            if (i % 1000 == 999) {
                index.commit();
            }
        }
        index.commit();
        int segments = index.segmentCount();
        long m0 = System.nanoTime();
        if (merged) {
            index.merge(); // as the engine's indexer does after a bulk indexing of 1,000 notes or more
        }
        double mergeSeconds = (System.nanoTime() - m0) / 1e9;
        double indexSeconds = (System.nanoTime() - t1) / 1e9;
        ranker = new HybridRanker(index, model);
        filter = PassageIndex.filter(List.of("org-a", "_shared"), List.of(), null, null, List.of());
        for (String q : questions) { // keyed as the ranker asks: the question after query analysis
            String semantic = com.bpidesk.engine.research.QueryAnalysis.shipped().analyze(q).semantic();
            queryVectors.put(semantic, model.embedQuery(semantic));
        }
        precomputed = new HybridRanker(index, new PrecomputedQueries(model, queryVectors));
        System.out.printf("%n[ResearchSearchBenchmark] %,d notes, %,d passages; model %s: %.1f passages/s at set-up;"
                        + " Lucene indexing with precomputed vectors %.1f s (%.0f passages/s) into %d segments%s%n", notes, passages,
                model.modelId(), 400 / embedSeconds, indexSeconds, passages / indexSeconds, segments,
                merged ? String.format(", merged into %d in %.1f s", index.segmentCount(), mergeSeconds) : "");
    }

    private static PassageIndex.NoteMeta meta(int i) {
        return new PassageIndex.NoteMeta("n" + i, i % 2 == 0 ? "org-a" : "org-b", "imported",
                LocalDate.of(2020, 1, 1).plusDays(i % 1500), List.of(), "Note " + i);
    }

    private static float[] perturbed(float[] v, SplittableRandom rnd) {
        float[] out = new float[v.length];
        double norm = 0;
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] + 0.02 * rnd.nextDouble(-1.7320508, 1.7320508));
            norm += out[i] * out[i];
        }
        float inv = (float) (1 / Math.sqrt(norm));
        for (int i = 0; i < out.length; i++) {
            out[i] *= inv;
        }
        return out;
    }

    /** One question: embed, BM25 + kNN (100 passages each), fuse, top 10. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public List<HybridRanker.NoteResult> search() {
        String q = questions.get(next++ % questions.size());
        return ranker.rank(q, filter, 10, HybridRanker.Mode.HYBRID, RetrievalEval.DEPTH);
    }

    /** The query's share: embedding one question (the model, with BAAI's query instruction). */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public float[] embedQuery() {
        return model.embedQuery(questions.get(next++ % questions.size()));
    }

    /** The index's share: {@code search} with the question's vector computed beforehand. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public List<HybridRanker.NoteResult> searchWithoutEmbedding() {
        String q = questions.get(next++ % questions.size());
        return precomputed.rank(q, filter, 10, HybridRanker.Mode.HYBRID, RetrievalEval.DEPTH);
    }

    /** The set's questions embedded beforehand (everything else delegated to the model). */
    private record PrecomputedQueries(OnnxEmbedder model, java.util.Map<String, float[]> vectors)
            implements com.bpidesk.engine.research.TextEmbedder {
        @Override
        public float[] embed(String text) {
            return model.embed(text);
        }

        @Override
        public float[] embedQuery(String question) {
            float[] v = vectors.get(question);
            return v != null ? v : model.embedQuery(question);
        }

        @Override
        public int dimensions() {
            return model.dimensions();
        }

        @Override
        public String modelId() {
            return model.modelId();
        }
    }

    /** Indexing's dominant cost: one passage through the model (ops/s = passages/s). */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public float[] embedPassage() {
        String[] d = docs.get(next++ % docs.size());
        List<Passages.Passage> ps = Passages.split(d[1]);
        return model.embed(ResearchIndexer.embeddingInput(d[0], ps.isEmpty() ? new Passages.Passage(0, "", d[0]) : ps.get(0)));
    }

    /** A note added while the engine runs: its passages (vectors precomputed) into the 20,000-note index, made searchable. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void indexNote() {
        String[] d = docs.get(next++ % docs.size());
        List<Passages.Passage> ps = Passages.split(d[1]);
        if (ps.isEmpty()) {
            ps = List.of(new Passages.Passage(0, "", d[0]));
        }
        SplittableRandom rnd = new SplittableRandom(next);
        List<float[]> vs = new ArrayList<>();
        float[] seed = perturbed(new float[384], rnd);
        for (int p = 0; p < ps.size(); p++) {
            vs.add(perturbed(seed, rnd));
        }
        index.put(meta(notes + (extra++ % 1000)), ps, vs); // replaces the same 1,000 extra notes over and over
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        index.close();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
