package com.bpidesk.engine.research;

/** Turns text into a dense vector; implementations must be thread-safe. */
public interface TextEmbedder {

    /** Embeds a passage (document side). */
    float[] embed(String text);

    /** Embeds a search question (query side); models trained with a query instruction add it here. */
    default float[] embedQuery(String question) {
        return embed(question);
    }

    /** Embeds passages; implementations may run them in parallel. */
    default java.util.List<float[]> embedAll(java.util.List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }

    int dimensions();

    /** Identifies model and version; the index is rebuilt when it changes. */
    String modelId();
}
