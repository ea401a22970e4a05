package com.bpidesk.engine.research;

/** Turns text into a dense vector; implementations must be thread-safe. */
public interface TextEmbedder {

    float[] embed(String text);

    int dimensions();

    /** Identifies model and version; the index is rebuilt when it changes. */
    String modelId();
}
