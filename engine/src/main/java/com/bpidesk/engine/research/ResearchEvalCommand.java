package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.cli.CliCommand;
import com.bpidesk.engine.platform.settings.Settings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./bpi engine research-eval [--beir DIR] [--split dev] [--model ID]}: prints nDCG@10, recall@10 and
 * MRR@10 with 95 % bootstrap intervals for lexical, vector and hybrid retrieval (RRF baseline, shipped fusion,
 * cross-validated fusion) on the shipped labelled demo questions and, with {@code --beir}, on a BEIR-layout
 * dataset; plus the model's load time, memory and query latency. Runs offline (in-memory index; no engine or
 * database needed). Passage embeddings are memoized in {@code <data dir>/cache/embeddings} so a re-run only
 * embeds the queries. {@code --model} picks one of {@link EmbeddingModels#ALL} (the non-default ones are on
 * the bench classpath: {@code ./bpi research-models}).
 */
@Command(name = "research-eval", sortOptions = false,
        description = {"Retrieval quality (nDCG@10, recall@10, MRR@10 with 95%% CIs) of lexical, vector and hybrid search.",
                "Evaluates the shipped labelled demo questions and, with --beir, a BEIR-layout dataset: RRF baseline, "
                        + "shipped fusion and cross-validated fusion; plus the model's load time, memory and query latency. "
                        + "Runs offline (in-memory index; no engine or database needed)."})
public final class ResearchEvalCommand extends CliCommand {

    @Option(names = "--beir", paramLabel = "DIR", description = "also evaluate a BEIR-layout dataset (corpus.jsonl, queries.jsonl, qrels/<split>.tsv)")
    Path beir;

    @Option(names = "--split", paramLabel = "SPLIT", defaultValue = "dev", description = "the BEIR qrels split (default dev)")
    String split;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model (default the shipped one; others: ./bpi research-models)")
    String modelId;

    @Override
    public Integer call() {
        return run(settings(), out(), err());
    }

    int run(Settings config, PrintStream out, PrintStream err) {
        EmbeddingModels.Candidate candidate = EmbeddingModels.DEFAULT;
        if (modelId != null) {
            candidate = EmbeddingModels.byId(modelId).orElse(null);
            if (candidate == null) {
                err.println("Unknown model '" + modelId + "'; known: "
                        + EmbeddingModels.ALL.stream().map(EmbeddingModels.Candidate::id).toList());
                return USAGE;
            }
            if (!candidate.available()) {
                err.println("The model " + candidate.id() + " is not installed with the engine; run the comparison from the"
                        + " bench module, which has every candidate: ./bpi research-models");
                return USAGE;
            }
        }
        List<RetrievalEval.Dataset> sets = new ArrayList<>();
        sets.add(RetrievalEval.demo());
        if (beir != null) {
            Path dir = beir;
            if (!Files.isRegularFile(dir.resolve("corpus.jsonl"))) {
                err.println("No corpus.jsonl in " + dir + " (expected the BEIR layout: corpus.jsonl, queries.jsonl, qrels/<split>.tsv)");
                return USAGE;
            }
            if (!Files.isRegularFile(dir.resolve("qrels").resolve(split + ".tsv"))) {
                err.println("No qrels/" + split + ".tsv in " + dir);
                return USAGE;
            }
            sets.add(RetrievalEval.beir(dir, split));
        }
        OnnxEmbedder.useNativeCache(config.dataDir());
        long rssBefore = residentKb();
        long heapBefore = usedHeapKb();
        OnnxEmbedder model = OnnxEmbedder.of(candidate);
        model.embedQuery("warm-up question about interest rates");
        long rssAfter = residentKb();
        out.printf(Locale.ROOT, "Embedding model: %s (%d dimensions), loaded in %d ms; resident memory +%d MB (heap +%d MB)%n",
                model.modelId(), model.dimensions(), model.loadMillis(), (rssAfter - rssBefore) / 1024,
                Math.max(0, usedHeapKb() - heapBefore) / 1024);
        out.println("Shipped fusion: " + FusionParameters.shipped().describe());
        try (EmbeddingCache cached = new EmbeddingCache(model, config.dataDir().resolve("cache").resolve("embeddings"))) {
            for (RetrievalEval.Dataset d : sets) {
                int hitsBefore = cached.hits();
                RetrievalEval.Report r = RetrievalEval.evaluate(d, cached);
                RetrievalEval.print(r, out);
                int fromCache = cached.hits() - hitsBefore;
                if (fromCache < r.passages()) {
                    out.printf(Locale.ROOT, "passage embedding rate: %.1f passages/s (%d embedded, %d from cache)%n",
                            (r.passages() - fromCache) / r.indexSeconds(), r.passages() - fromCache, fromCache);
                }
                cached.close();
            }
        }
        out.printf(Locale.ROOT, "process resident memory at the end: %d MB%n", residentKb() / 1024);
        return OK;
    }

    /** VmRSS of this process in kB (Linux /proc), or -1 elsewhere. */
    static long residentKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    private static long usedHeapKb() {
        Runtime rt = Runtime.getRuntime();
        return (rt.totalMemory() - rt.freeMemory()) / 1024;
    }
}
