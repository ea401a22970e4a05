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
 * Retrieval quality, measured: nDCG@10, recall@10 and MRR@10 of lexical, vector and hybrid ranking over a
 * labelled set, each with a 95 % percentile-bootstrap interval ({@link Bootstrap}). Definitions (as in BEIR /
 * trec_eval, linear gain): {@code DCG@k = sum_{i=1..k} rel_i / log2(i + 1)}, {@code nDCG@k = DCG@k / IDCG@k}
 * where IDCG@k is the DCG of the ideal ordering of the judged documents; {@code recall@k = |relevant in top k| /
 * |relevant|}; {@code MRR@k} = mean of 1 / rank of the first relevant document in the top k (0 if none). All are
 * averaged over queries with at least one relevant document.
 *
 * <p>Methods: {@code lexical} (BM25), {@code vector} (cosine kNN), {@code hybrid-rrf} (reciprocal rank fusion,
 * the former default), {@code hybrid} (the shipped {@link FusionParameters}; honest only on data they were not
 * fitted on) and {@code hybrid-cv} (fusion fitted by {@link FusionFit} on the other folds of a grouped 5-fold
 * cross-validation, so no query is ranked with parameters fitted on itself).
 */
public final class RetrievalEval {

    public static final int K = 10;
    /** Passages retrieved per method before fusion, in the evaluation and in the engine. */
    public static final int DEPTH = 100;

    /** A labelled collection: documents (id, title, text), queries (id, text), judgements (query, doc, grade). */
    public record Dataset(String name, Map<String, String[]> docs, Map<String, String> queries,
                          Map<String, Map<String, Integer>> qrels) {
    }

    /** Per-query figures of one method (same query order for every method, so they can be paired). */
    public record MethodScores(String method, double[] ndcg, double[] recall, double[] mrr) {
    }

    /** Everything measured on one dataset. */
    public record Report(String dataset, String model, int queries, int docs, int passages, List<MethodScores> methods,
                         FusionParameters fittedOnAll, List<FusionParameters> foldParameters, double indexSeconds,
                         int passagesEmbedded, double queryP50Millis, double queryP95Millis, double[] foldDifferences,
                         List<double[]> weightCurve) {

        public MethodScores method(String name) {
            return methods.stream().filter(m -> m.method().equals(name)).findFirst().orElseThrow();
        }
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

    public static double mrrAtK(List<String> ranked, Map<String, Integer> rels, int k) {
        for (int i = 0; i < Math.min(k, ranked.size()); i++) {
            if (rels.getOrDefault(ranked.get(i), 0) > 0) {
                return 1.0 / (i + 1);
            }
        }
        return 0;
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

    /** The non-blank lines of a JSON Lines file (a BEIR corpus, queries), each parsed. */
    public static List<JsonNode> jsonl(Path file) throws IOException {
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

    /** Indexes the dataset in memory (same passages and embeddings as the engine) and scores every method. */
    public static Report evaluate(Dataset d, TextEmbedder embedder) {
        try (PassageIndex index = new PassageIndex(new ByteBuffersDirectory())) {
            LocalDate date = LocalDate.of(2000, 1, 1);
            long t0 = System.nanoTime();
            List<String> inputs = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            List<List<Passages.Passage>> split = new ArrayList<>();
            for (Map.Entry<String, String[]> e : d.docs().entrySet()) {
                String title = e.getValue()[0];
                List<Passages.Passage> passages = Passages.split(e.getValue()[1]);
                if (passages.isEmpty()) {
                    passages = List.of(new Passages.Passage(0, "", title));
                }
                split.add(passages);
                counts.add(passages.size());
                for (Passages.Passage p : passages) {
                    inputs.add(ResearchIndexer.embeddingInput(title, p));
                }
            }
            List<float[]> vectors = embedder.embedAll(inputs);
            int at = 0;
            int di = 0;
            for (Map.Entry<String, String[]> e : d.docs().entrySet()) {
                List<Passages.Passage> passages = split.get(di);
                index.put(new PassageIndex.NoteMeta(e.getKey(), "eval", "eval", date, List.of(), e.getValue()[0]), passages,
                        vectors.subList(at, at + passages.size()));
                at += passages.size();
                di++;
            }
            double indexSeconds = (System.nanoTime() - t0) / 1e9;

            HybridRanker ranker = new HybridRanker(index, embedder);
            List<FusionFit.LabelledQuery> labelled = new ArrayList<>();
            List<Double> latencies = new ArrayList<>();
            for (Map.Entry<String, String> q : d.queries().entrySet()) {
                Map<String, Integer> rels = d.qrels().getOrDefault(q.getKey(), Map.of());
                if (rels.values().stream().noneMatch(g -> g > 0)) {
                    continue;
                }
                long s0 = System.nanoTime();
                HybridRanker.Candidates c = ranker.retrieve(q.getValue(), new MatchAllDocsQuery(), HybridRanker.Mode.HYBRID, DEPTH);
                ranker.fuse(c, HybridRanker.Mode.HYBRID, FusionParameters.shipped(), K);
                latencies.add((System.nanoTime() - s0) / 1e6);
                labelled.add(new FusionFit.LabelledQuery(q.getKey(), FusionFit.group(q.getKey()), rels, c));
            }
            List<MethodScores> methods = new ArrayList<>();
            methods.add(score("lexical", labelled, x -> ranker.fuse(x.candidates(), HybridRanker.Mode.LEXICAL, FusionParameters.shipped(), K)));
            methods.add(score("vector", labelled, x -> ranker.fuse(x.candidates(), HybridRanker.Mode.VECTOR, FusionParameters.shipped(), K)));
            methods.add(score("hybrid-rrf", labelled, x -> ranker.fuse(x.candidates(), HybridRanker.Mode.HYBRID, FusionParameters.rrf(), K)));
            methods.add(score("hybrid", labelled, x -> ranker.fuse(x.candidates(), HybridRanker.Mode.HYBRID, FusionParameters.shipped(), K)));
            FusionFit.CrossValidation cv = FusionFit.crossValidate(ranker, labelled, FusionFit.FOLDS, Bootstrap.SEED);
            Map<String, List<HybridRanker.NoteResult>> cvRank = new HashMap<>();
            for (int i = 0; i < labelled.size(); i++) {
                cvRank.put(labelled.get(i).id(), cv.rankings()[i]);
            }
            methods.add(score("hybrid-cv", labelled, x -> cvRank.get(x.id())));
            FusionParameters all = FusionFit.fit(ranker, labelled);
            List<Double> sorted = latencies.stream().sorted().toList();
            // held-out nDCG@10 of hybrid-cv minus vector, fold by fold (is fusion ever worse on unseen queries?)
            int[] fold = FusionFit.folds(labelled, FusionFit.FOLDS, Bootstrap.SEED);
            MethodScores cvScores = methods.get(methods.size() - 1);
            MethodScores vec = methods.get(1);
            double[] foldDiff = new double[FusionFit.FOLDS];
            int[] foldN = new int[FusionFit.FOLDS];
            for (int i = 0; i < labelled.size(); i++) {
                foldDiff[fold[i]] += cvScores.ndcg()[i] - vec.ndcg()[i];
                foldN[fold[i]]++;
            }
            for (int f = 0; f < foldDiff.length; f++) {
                foldDiff[f] = foldN[f] == 0 ? Double.NaN : foldDiff[f] / foldN[f];
            }
            // mean nDCG@10 and the paired interval against vector for every min-max weight of the grid
            List<double[]> curve = new ArrayList<>();
            for (int i = 0; i <= 20; i++) {
                FusionParameters p = FusionParameters.convex(i / 20.0, FusionParameters.Normalization.MIN_MAX);
                MethodScores m = score("w", labelled, x -> ranker.fuse(x.candidates(), HybridRanker.Mode.HYBRID, p, K));
                Bootstrap.Interval diff = Bootstrap.pairedDifference(m.ndcg(), vec.ndcg());
                curve.add(new double[] {p.vectorWeight(), Bootstrap.mean(m.ndcg()).mean(), diff.mean(), diff.low(), diff.high()});
            }
            return new Report(d.name(), embedder.modelId(), labelled.size(), d.docs().size(), inputs.size(), methods, all,
                    cv.foldParameters(), indexSeconds, inputs.size(), quantile(sorted, 0.5), quantile(sorted, 0.95), foldDiff, curve);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MethodScores score(String name, List<FusionFit.LabelledQuery> qs,
                                      java.util.function.Function<FusionFit.LabelledQuery, List<HybridRanker.NoteResult>> rank) {
        double[] ndcg = new double[qs.size()];
        double[] recall = new double[qs.size()];
        double[] mrr = new double[qs.size()];
        for (int i = 0; i < qs.size(); i++) {
            List<String> ranked = FusionFit.keys(rank.apply(qs.get(i)));
            ndcg[i] = ndcgAtK(ranked, qs.get(i).relevance(), K);
            recall[i] = recallAtK(ranked, qs.get(i).relevance(), K);
            mrr[i] = mrrAtK(ranked, qs.get(i).relevance(), K);
        }
        return new MethodScores(name, ndcg, recall, mrr);
    }

    static double quantile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        double[] a = sorted.stream().mapToDouble(Double::doubleValue).toArray();
        return Bootstrap.percentile(a, q);
    }

    public static void print(Report r, PrintStream out) {
        out.printf(Locale.ROOT, "%n%s: %d queries, %d documents, %d passages; model %s%n", r.dataset(), r.queries(), r.docs(),
                r.passages(), r.model());
        out.printf(Locale.ROOT, "%-11s %-22s %-22s %-22s%n", "method", "nDCG@10 [95% CI]", "recall@10 [95% CI]", "MRR@10 [95% CI]");
        for (MethodScores m : r.methods()) {
            out.printf(Locale.ROOT, "%-11s %-22s %-22s %-22s%n", m.method(), ci(Bootstrap.mean(m.ndcg())),
                    ci(Bootstrap.mean(m.recall())), ci(Bootstrap.mean(m.mrr())));
        }
        MethodScores cv = r.method("hybrid-cv");
        MethodScores shipped = r.method("hybrid");
        for (String single : List.of("vector", "lexical")) {
            MethodScores s = r.method(single);
            out.printf(Locale.ROOT, "nDCG@10 difference hybrid-cv - %-7s %s; hybrid - %-7s %s (paired bootstrap)%n", single,
                    ci(Bootstrap.pairedDifference(cv.ndcg(), s.ndcg())), single, ci(Bootstrap.pairedDifference(shipped.ndcg(), s.ndcg())));
        }
        out.printf(Locale.ROOT, "fusion fitted on all queries: %s; per fold: %s%n", r.fittedOnAll().describe(),
                r.foldParameters().stream().map(p -> String.format(Locale.ROOT, "w=%.2f/%s", p.vectorWeight(),
                        p.normalization() == FusionParameters.Normalization.MIN_MAX ? "mm" : "tmm")).toList());
        out.printf(Locale.ROOT, "held-out nDCG@10 of hybrid-cv minus vector per fold: %s%n", java.util.Arrays.stream(r.foldDifferences())
                .mapToObj(x -> String.format(Locale.ROOT, "%+.3f", x)).toList());
        out.println("min-max weight curve (w: nDCG@10, minus vector [95% paired CI]; fitted on these same queries, for reading only):");
        for (double[] c : r.weightCurve()) {
            out.printf(Locale.ROOT, "  w=%.2f: %.3f, %+.3f [%+.3f, %+.3f]%n", c[0], c[1], c[2], c[3], c[4]);
        }
        out.printf(Locale.ROOT, "indexing %.1f s (%d passages); query (embed + both searches + fusion) p50 %.1f ms, p95 %.1f ms%n",
                r.indexSeconds(), r.passagesEmbedded(), r.queryP50Millis(), r.queryP95Millis());
    }

    static String ci(Bootstrap.Interval i) {
        return String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", i.mean(), i.low(), i.high());
    }
}
