package com.bpidesk.engine.research;

import dev.langchain4j.model.embedding.EmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A sentence-embedding model of {@link EmbeddingModels} run in-process by ONNX Runtime through LangChain4j.
 * One instance per model per JVM ({@link #shared()}, {@link #of}): a model takes seconds to load and tens of
 * megabytes of native memory, so the engine, the evaluation command and the tests share it.
 *
 * <p>No network: the DJL tokenizer underneath tries to contact an instance-metadata address and the
 * Hugging Face hub unless {@code ai.djl.offline=true} and {@code OPT_OUT_TRACKING=true}. {@link #offline()}
 * sets both as system properties, and this class calls it before it first touches a model class (whose
 * static initializer loads the model). See ADR 0050 and docs/research.md.
 *
 * <p>Native library: ONNX Runtime extracts its shared libraries to a new temporary directory on every start
 * unless {@code onnxruntime.native.path} names a directory that holds them. {@link #useNativeCache(Path)}
 * extracts them once to {@code <data dir>/cache/onnxruntime-<version>-<platform>} and sets that property.
 */
public final class OnnxEmbedder implements TextEmbedder {

    private static final Logger LOG = LoggerFactory.getLogger(OnnxEmbedder.class);
    private static final Map<String, OnnxEmbedder> LOADED = new ConcurrentHashMap<>();

    private final EmbeddingModel model;
    private final EmbeddingModels.Candidate candidate;
    private final String modelId;
    private final long loadMillis;

    private OnnxEmbedder(EmbeddingModel model, EmbeddingModels.Candidate candidate, long loadMillis) {
        this.model = model;
        this.candidate = candidate;
        this.modelId = candidate.versionedId();
        this.loadMillis = loadMillis;
    }

    /** Switches the embedding stack's network features off (idempotent; must run before a model class loads). */
    public static void offline() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }

    /** The engine's model ({@link EmbeddingModels#DEFAULT}), loaded on first use (blocking; load it off the request path). */
    public static OnnxEmbedder shared() {
        return of(EmbeddingModels.DEFAULT);
    }

    /** The JVM-wide instance of a candidate model; fails with a plain message when its artifact is not on the classpath. */
    public static OnnxEmbedder of(EmbeddingModels.Candidate candidate) {
        return LOADED.computeIfAbsent(candidate.id(), id -> load(candidate));
    }

    private static OnnxEmbedder load(EmbeddingModels.Candidate c) {
        if (!c.available()) {
            throw new IllegalStateException("The embedding model " + c.id() + " is not installed (Maven artifact dev.langchain4j:"
                    + c.artifact() + " is not on the classpath)");
        }
        offline();
        long t0 = System.nanoTime();
        try {
            EmbeddingModel m = (EmbeddingModel) Class.forName(c.modelClass()).getDeclaredConstructor().newInstance();
            long ms = (System.nanoTime() - t0) / 1_000_000;
            LOG.info("Loaded embedding model {} in {} ms", c.versionedId(), ms);
            return new OnnxEmbedder(m, c, ms);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot load the embedding model " + c.id(), e);
        }
    }

    /**
     * Extracts ONNX Runtime's native libraries for this platform once into {@code <dataDir>/cache} and points
     * ONNX Runtime at them (no-op when the property is already set or the libraries are not on the classpath).
     * Must run before the first model loads.
     *
     * @return the directory used, or null when ONNX Runtime keeps its default behaviour
     */
    public static synchronized Path useNativeCache(Path dataDir) {
        if (System.getProperty("onnxruntime.native.path") != null) {
            return Path.of(System.getProperty("onnxruntime.native.path"));
        }
        String platform = platform();
        String prefix = "ai/onnxruntime/native/" + platform + "/";
        List<String> libs = List.of(System.mapLibraryName("onnxruntime"), System.mapLibraryName("onnxruntime4j_jni"));
        ClassLoader cl = OnnxEmbedder.class.getClassLoader();
        if (libs.stream().anyMatch(l -> cl.getResource(prefix + l) == null)) {
            return null;
        }
        Path dir = dataDir.resolve("cache").resolve("onnxruntime-" + onnxVersion(cl) + "-" + platform);
        try {
            // owner-only from the start, like the rest of the data directory (issue 29: they were 755/644)
            com.bpidesk.engine.platform.db.PrivateFiles.directory(dir);
            for (String lib : libs) {
                Path target = dir.resolve(lib);
                if (Files.isRegularFile(target)) {
                    continue; // extracted by an earlier start: the directory name carries the version
                }
                Path tmp = Files.createTempFile(dir, lib, ".part"); // rw------- on POSIX; written in place, not replaced
                try (InputStream in = cl.getResourceAsStream(prefix + lib);
                     java.io.OutputStream out = com.bpidesk.engine.platform.db.PrivateFiles.newOutputStream(tmp)) {
                    in.transferTo(out);
                }
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            LOG.warn("Cannot cache the ONNX Runtime libraries in {} ({}); using a temporary copy", dir, e.toString());
            return null;
        }
        System.setProperty("onnxruntime.native.path", dir.toString());
        return dir;
    }

    /** ONNX Runtime's platform folder name ({@code ai.onnxruntime.OnnxRuntime}: os-arch). */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String o = os.contains("mac") || os.contains("darwin") ? "osx" : os.contains("win") ? "win" : "linux";
        String a = arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch.equals("aarch64") || arch.equals("arm64") ? "aarch64" : arch;
        return o + "-" + a;
    }

    private static String onnxVersion(ClassLoader cl) {
        try (InputStream in = cl.getResourceAsStream("META-INF/maven/com.microsoft.onnxruntime/onnxruntime/pom.properties")) {
            if (in != null) {
                java.util.Properties p = new java.util.Properties();
                p.load(in);
                return p.getProperty("version", "unknown");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            Package p = Class.forName("ai.onnxruntime.OrtEnvironment", false, cl).getPackage();
            return p.getImplementationVersion() == null ? "unknown" : p.getImplementationVersion();
        } catch (ClassNotFoundException e) {
            return "unknown";
        }
    }

    public EmbeddingModels.Candidate candidate() {
        return candidate;
    }

    public long loadMillis() {
        return loadMillis;
    }

    @Override
    public float[] embed(String text) {
        return model.embed(text).content().vector();
    }

    /** Embeds in parallel on LangChain4j's executor (one thread per core): for bulk work such as evaluation. */
    @Override
    public List<float[]> embedAll(List<String> texts) {
        return model.embedAll(texts.stream().map(dev.langchain4j.data.segment.TextSegment::from).toList()).content().stream()
                .map(dev.langchain4j.data.embedding.Embedding::vector).toList();
    }

    @Override
    public float[] embedQuery(String question) {
        return embed(candidate.queryPrefix() + question);
    }

    @Override
    public int dimensions() {
        return candidate.dimensions();
    }

    @Override
    public String modelId() {
        return modelId;
    }
}
