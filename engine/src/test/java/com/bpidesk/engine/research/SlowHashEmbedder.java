package com.bpidesk.engine.research;

/**
 * A stand-in for the embedding model in indexing tests: each text becomes an 8-dimensional one-hot vector chosen by its
 * hash, after a pause of {@code millis} that makes the indexer's queue fill as with a real model.
 */
final class SlowHashEmbedder implements TextEmbedder {

    private final long millis;

    SlowHashEmbedder(long millis) {
        this.millis = millis;
    }

    @Override
    public float[] embed(String text) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        float[] v = new float[8];
        v[Math.floorMod(text.hashCode(), 8)] = 1;
        return v;
    }

    @Override
    public int dimensions() {
        return 8;
    }

    @Override
    public String modelId() {
        return "test-slow/1";
    }
}
