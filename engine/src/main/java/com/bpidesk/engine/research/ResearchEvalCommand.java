package com.bpidesk.engine.research;

import com.bpidesk.engine.EngineConfig;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code ./bpi engine research-eval [--beir DIR] [--split dev]}: prints nDCG@10 and recall@10 of lexical,
 * vector and hybrid retrieval on the shipped labelled demo questions and, with {@code --beir}, on a
 * BEIR-layout dataset. Runs fully offline (in-memory index; no engine or database needed).
 */
public final class ResearchEvalCommand {

    public static final String HELP = "research-eval [--beir DIR] [--split dev]   retrieval quality (nDCG@10, recall@10) of lexical, vector, hybrid search";

    private ResearchEvalCommand() {
    }

    public static int run(EngineConfig config, List<String> args, PrintStream out, PrintStream err) {
        Map<String, String> opts = com.bpidesk.engine.cli.EngineCli.options(args);
        for (String k : opts.keySet()) {
            if (!k.equals("--beir") && !k.equals("--split")) {
                err.println("Unknown option " + k + "; usage: " + HELP);
                return 2;
            }
        }
        List<RetrievalEval.Dataset> sets = new ArrayList<>();
        sets.add(RetrievalEval.demo());
        if (opts.containsKey("--beir")) {
            Path dir = Path.of(opts.get("--beir"));
            if (!Files.isRegularFile(dir.resolve("corpus.jsonl"))) {
                err.println("No corpus.jsonl in " + dir + " (expected the BEIR layout: corpus.jsonl, queries.jsonl, qrels/<split>.tsv)");
                return 2;
            }
            sets.add(RetrievalEval.beir(dir, opts.getOrDefault("--split", "dev")));
        }
        TextEmbedder embedder = MiniLmEmbedder.shared();
        out.println("Embedding model: " + embedder.modelId() + "; fusion: reciprocal rank fusion, k=" + HybridRanker.RRF_K);
        List<RetrievalEval.Result> all = new ArrayList<>();
        for (RetrievalEval.Dataset d : sets) {
            long t0 = System.nanoTime();
            all.addAll(RetrievalEval.evaluate(d, embedder));
            err.printf("%s: %d documents, %d queries evaluated in %.1f s%n", d.name(), d.docs().size(), d.queries().size(),
                    (System.nanoTime() - t0) / 1e9);
        }
        RetrievalEval.print(all, out);
        return 0;
    }
}
