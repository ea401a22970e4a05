package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.db.PrivateFiles;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * A file-backed memo of passage embeddings for the evaluation command, keyed by the SHA-256 of the text, one
 * file per model version ({@code <dir>/<model>.bin}, appended to). Re-running {@code research-eval} on the same
 * corpus then costs only the queries. Query embeddings are never cached (they are what search latency measures).
 */
public final class EmbeddingCache implements TextEmbedder, AutoCloseable {

    private final TextEmbedder inner;
    private final Path file;
    private final Map<String, float[]> memo = new HashMap<>();
    private final Map<String, float[]> added = new HashMap<>();
    private int hits;

    public EmbeddingCache(TextEmbedder inner, Path dir) {
        this.inner = inner;
        this.file = dir.resolve(inner.modelId().replaceAll("[^A-Za-z0-9._-]", "_") + ".bin");
        if (Files.isRegularFile(file)) {
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
                while (true) {
                    String key;
                    try {
                        key = in.readUTF();
                    } catch (EOFException e) {
                        break;
                    }
                    float[] v = new float[in.readInt()];
                    for (int i = 0; i < v.length; i++) {
                        v[i] = in.readFloat();
                    }
                    memo.put(key, v);
                }
            } catch (IOException e) {
                memo.clear(); // a damaged cache is only a slower run
            }
        }
    }

    @Override
    public float[] embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public synchronized List<float[]> embedAll(List<String> texts) {
        List<String> keys = texts.stream().map(EmbeddingCache::sha256).toList();
        List<String> todo = new ArrayList<>();
        List<String> todoKeys = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            if (!memo.containsKey(keys.get(i)) && !todoKeys.contains(keys.get(i))) {
                todo.add(texts.get(i));
                todoKeys.add(keys.get(i));
            }
        }
        hits += texts.size() - todo.size();
        if (!todo.isEmpty()) {
            List<float[]> vs = inner.embedAll(todo);
            for (int i = 0; i < todo.size(); i++) {
                memo.put(todoKeys.get(i), vs.get(i));
                added.put(todoKeys.get(i), vs.get(i));
            }
        }
        return keys.stream().map(memo::get).toList();
    }

    @Override
    public float[] embedQuery(String question) {
        return inner.embedQuery(question);
    }

    @Override
    public int dimensions() {
        return inner.dimensions();
    }

    @Override
    public String modelId() {
        return inner.modelId();
    }

    /** Passages served from the cache so far. */
    public int hits() {
        return hits;
    }

    /** Appends the new embeddings to the cache file. */
    @Override
    public synchronized void close() {
        if (added.isEmpty()) {
            return;
        }
        try {
            PrivateFiles.directory(file.getParent()); // owner-only, as the whole data directory (issue 29)
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(PrivateFiles.newOutputStream(file,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND)))) {
                for (Map.Entry<String, float[]> e : added.entrySet()) {
                    out.writeUTF(e.getKey());
                    out.writeInt(e.getValue().length);
                    for (float f : e.getValue()) {
                        out.writeFloat(f);
                    }
                }
            }
            added.clear();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the embedding cache " + file, e);
        }
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
