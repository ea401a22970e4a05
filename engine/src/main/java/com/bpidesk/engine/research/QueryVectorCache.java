package com.bpidesk.engine.research;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small LRU memo of query embeddings (the last {@link #CAPACITY} questions, after query analysis) in front of the
 * engine's model: the app re-runs the same question whenever a filter changes, and embedding the question is most of a
 * search's cost (docs/research.md, scale). Passages are passed through untouched. Keyed by model id and text, so a
 * different model never sees another's vectors.
 */
final class QueryVectorCache implements TextEmbedder {

    static final int CAPACITY = 256;

    private final TextEmbedder inner;
    private final Map<String, float[]> memo = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
            return size() > CAPACITY;
        }
    };

    QueryVectorCache(TextEmbedder inner) {
        this.inner = inner;
    }

    @Override
    public float[] embed(String text) {
        return inner.embed(text);
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return inner.embedAll(texts);
    }

    @Override
    public float[] embedQuery(String question) {
        String key = inner.modelId() + "\u0000" + question;
        synchronized (memo) {
            float[] v = memo.get(key);
            if (v != null) {
                return v;
            }
        }
        float[] v = inner.embedQuery(question);
        synchronized (memo) {
            memo.put(key, v);
        }
        return v;
    }

    @Override
    public int dimensions() {
        return inner.dimensions();
    }

    @Override
    public String modelId() {
        return inner.modelId();
    }

    TextEmbedder inner() {
        return inner;
    }
}
