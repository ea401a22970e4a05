package com.bpidesk.engine.research;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A repeated question (a filter change re-runs it) is embedded once; the oldest of more than 256 questions is dropped. */
class QueryVectorCacheTest {

    @Test
    void repeatedQuestionsAreEmbeddedOnce() {
        AtomicInteger calls = new AtomicInteger();
        TextEmbedder counting = new TextEmbedder() {
            @Override
            public float[] embed(String text) {
                calls.incrementAndGet();
                return new float[] {text.length()};
            }

            @Override
            public int dimensions() {
                return 1;
            }

            @Override
            public String modelId() {
                return "count";
            }
        };
        QueryVectorCache c = new QueryVectorCache(counting);
        assertThat(c.embedQuery("rates")).containsExactly(5f);
        assertThat(c.embedQuery("rates")).containsExactly(5f);
        assertThat(calls).hasValue(1);
        for (int i = 0; i < QueryVectorCache.CAPACITY; i++) {
            c.embedQuery("q" + i);
        }
        c.embedQuery("rates");
        assertThat(calls).hasValue(2 + QueryVectorCache.CAPACITY);
        c.embed("passage");
        c.embed("passage");
        assertThat(calls).hasValue(4 + QueryVectorCache.CAPACITY); // passages are never memoized here
    }
}
