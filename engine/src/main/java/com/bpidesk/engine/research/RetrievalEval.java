package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * Retrieval quality, measured: nDCG@10 and recall@10 of lexical, vector and hybrid ranking over a
 * labelled set. Definitions (as in BEIR / trec_eval, linear gain):
 * {@code DCG@k = sum_{i=1..k} rel_i / log2(i + 1)}, {@code nDCG@k = DCG@k / IDCG@k} where IDCG@k is the
 * DCG of the ideal ordering of the judged documents; {@code recall@k = |relevant in top k| / |relevant|}.
 * Both are averaged over queries with at least one relevant document.
 */
public final class RetrievalEval {

    public static final int K = 10;

    /** A labelled collection: documents (id, title, text), queries (id, text), judgements (query, doc, grade). */
    public record Dataset(String name, Map<String, String[]> docs, Map<String, String> queries,
                          Map<String, Map<String, Integer>> qrels) {
    }

    /** Figures of one method on one dataset. */
    public record Result(String dataset, HybridRanker.Mode mode, int queries, int docs, double ndcg, double recall) {
    }

    private RetrievalEval() {
    }

    public static double ndcgAtK(List<String> ranked, Map<String, Integer> rels, int k) {
        double dcg = 0;
        for (int i = 0; i < Math.min(k, ranked.size()); i++) {
            dcg += rels.getOrDefault(ranked.get(i), 0) / log2(i + 2);
        }
        List<Integer> ideal = rels.values().stream().filter(g -> g > 0).sorted((a, b) -> b - a).toList();
        double idcg = 0;
        for (int i = 0; i < Math.min(k, ideal.size()); i++) {
            idcg += ideal.get(i) / log2(i + 2);
        }
        return idcg == 0 ? 0 : dcg / idcg;
    }

    public static double recallAtK(List<String> ranked, Map<String, Integer> rels, int k) {
        long relevant = rels.values().stream().filter(g -> g > 0).count();
        if (relevant == 0) {
            return 0;
        }
        long found = ranked.stream().limit(k).filter(d -> rels.getOrDefault(d, 0) > 0).count();
        return (double) found / relevant;
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    /** The shipped demo corpus with its labelled questions. */
    public static Dataset demo() {
        Map<String, String[]> docs = new LinkedHashMap<>();
        for (DemoCorpus.DemoNote n : DemoCorpus.load()) {
            docs.put(n.id(), new String[] {n.title(), n.text()});
        }
        Map<String, String> queries = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
        for (DemoCorpus.LabelledQuestion q : DemoCorpus.questions()) {
            queries.put(q.id(), q.question());
            Map<String, Integer> r = new HashMap<>();
            q.relevant().forEach(d -> r.put(d, 1));
            qrels.put(q.id(), r);
        }
        return new Dataset("demo", docs, queries, qrels);
    }

    /** A BEIR-layout directory: corpus.jsonl ({@code _id,title,text}), queries.jsonl ({@code _id,text}), qrels/{split}.tsv. */
    public static Dataset beir(Path dir, String split) {
        try {
            Map<String, String[]> docs = new LinkedHashMap<>();
            for (JsonNode n : jsonl(dir.resolve("corpus.jsonl"))) {
                docs.put(n.get("_id").asText(), new String[] {n.path("title").asText(""), n.path("text").asText("")});
            }
            Map<String, Map<String, Integer>> qrels = new LinkedHashMap<>();
            Path qrelFile = dir.resolve("qrels").resolve(split + ".tsv");
            for (String line : Files.readAllLines(qrelFile, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t");
                if (f.length < 3 || f[0].equals("query-id") || !f[2].strip().matches("-?\\d+")) {
                    continue;
                }
                qrels.computeIfAbsent(f[0], x -> new HashMap<>()).put(f[1], Integer.parseInt(f[2].strip()));
            }
            Map<String, String> queries = new LinkedHashMap<>();
            for (JsonNode n : jsonl(dir.resolve("queries.jsonl"))) {
                String id = n.get("_id").asText();
                if (qrels.containsKey(id)) {
                    queries.put(id, n.get("text").asText());
                }
            }
            return new Dataset(dir.getFileName().toString(), docs, queries, qrels);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the BEIR dataset in " + dir, e);
        }
    }

    private static List<JsonNode> jsonl(Path file) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank()) {
                    out.add(Json.MAPPER.readTree(line));
                }
            }
        }
        return out;
    }

    /** Indexes the dataset in memory (same passages and embeddings as the engine) and scores the three methods. */
    public static List<Result> evaluate(Dataset d, TextEmbedder embedder) {
        try (PassageIndex index = new PassageIndex(new ByteBuffersDirectory())) {
            LocalDate date = LocalDate.of(2000, 1, 1);
            for (Map.Entry<String, String[]> e : d.docs().entrySet()) {
                String title = e.getValue()[0];
                List<Passages.Passage> passages = Passages.split(e.getValue()[1]);
                if (passages.isEmpty()) {
                    passages = List.of(new Passages.Passage(0, "", title));
                }
                List<float[]> vectors = new ArrayList<>();
                for (Passages.Passage p : passages) {
                    vectors.add(embedder.embed(ResearchIndexer.embeddingInput(title, p)));
                }
                index.put(new PassageIndex.NoteMeta(e.getKey(), "eval", "eval", date, List.of(), title), passages, vectors);
            }
            HybridRanker ranker = new HybridRanker(index, embedder);
            List<Result> out = new ArrayList<>();
            for (HybridRanker.Mode mode : HybridRanker.Mode.values()) {
                double ndcg = 0;
                double recall = 0;
                int n = 0;
                for (Map.Entry<String, String> q : d.queries().entrySet()) {
                    Map<String, Integer> rels = d.qrels().getOrDefault(q.getKey(), Map.of());
                    if (rels.values().stream().noneMatch(g -> g > 0)) {
                        continue;
                    }
                    List<String> ranked = ranker.rank(q.getValue(), new MatchAllDocsQuery(), K, mode, 100).stream()
                            .map(HybridRanker.NoteResult::key).toList();
                    ndcg += ndcgAtK(ranked, rels, K);
                    recall += recallAtK(ranked, rels, K);
                    n++;
                }
                out.add(new Result(d.name(), mode, n, d.docs().size(), n == 0 ? 0 : ndcg / n, n == 0 ? 0 : recall / n));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void print(List<Result> results, PrintStream out) {
        out.printf(Locale.ROOT, "%-16s %8s %6s  %-8s %8s %10s%n", "dataset", "queries", "docs", "method", "nDCG@10", "recall@10");
        for (Result r : results) {
            out.printf(Locale.ROOT, "%-16s %8d %6d  %-8s %8.3f %10.3f%n", r.dataset(), r.queries(), r.docs(),
                    r.mode().name().toLowerCase(Locale.ROOT), r.ndcg(), r.recall());
        }
    }
}
