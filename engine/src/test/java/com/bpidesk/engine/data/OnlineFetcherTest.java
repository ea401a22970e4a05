package com.bpidesk.engine.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.bpidesk.engine.platform.online.OnlineFetcher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Timeouts, retries with backoff, the cache and the stale fallback, against a local fake provider. */
class OnlineFetcherTest {

    final List<Duration> sleeps = new ArrayList<>();

    OnlineFetcher fetcher(Path cache, Clock clock) {
        return new OnlineFetcher(new OnlineFetcher.Settings(Duration.ofSeconds(2), Duration.ofSeconds(2), 3,
                Duration.ofMillis(100), Duration.ofHours(12)), cache, clock, sleeps::add);
    }

    @Test
    void retriesServerErrorsWithExponentialBackoffThenCaches() throws Exception {
        try (FakeProvider fake = new FakeProvider()) {
            fake.script("/data.csv", new FakeProvider.Answer(503, "busy"), new FakeProvider.Answer(500, "oops"),
                    new FakeProvider.Answer(200, "observation_date,X\n2024-01-01,1\n"));
            Path cache = Files.createTempDirectory("cache");
            Clock clock = Clock.fixed(Instant.parse("2026-01-05T10:00:00Z"), ZoneOffset.UTC);
            OnlineFetcher f = fetcher(cache, clock);
            OnlineFetcher.Fetched got = f.get(fake.base() + "/data.csv");
            assertThat(got.body()).startsWith("observation_date");
            assertThat(got.fromCache()).isFalse();
            assertThat(sleeps).containsExactly(Duration.ofMillis(100), Duration.ofMillis(200));
            assertThat(fake.requests).hasSize(3);
            OnlineFetcher.Fetched again = f.get(fake.base() + "/data.csv");
            assertThat(again.fromCache()).isTrue();
            assertThat(fake.requests).hasSize(3);
        }
    }

    @Test
    void clientErrorsAreNotRetriedAndSayWhatFailed() throws Exception {
        try (FakeProvider fake = new FakeProvider()) {
            OnlineFetcher f = fetcher(Files.createTempDirectory("cache"), Clock.systemUTC());
            assertThatThrownBy(() -> f.get(fake.base() + "/missing?api_key=secret"))
                    .isInstanceOf(OnlineFetcher.OnlineException.class)
                    .hasMessageContaining("HTTP 404").hasMessageContaining("api_key=***").hasMessageNotContaining("secret")
                    .hasMessageContaining("keeps using the data it has");
            assertThat(fake.requests).hasSize(1);
        }
    }

    @Test
    void aStaleCopyIsUsedWhenTheProviderIsDown() throws Exception {
        Path cache = Files.createTempDirectory("cache");
        String url;
        try (FakeProvider fake = new FakeProvider()) {
            fake.script("/p.csv", new FakeProvider.Answer(200, "v1"));
            url = fake.base() + "/p.csv";
            fetcher(cache, Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC)).get(url);
        }
        // a day later, past the 12 h cache time, the server is gone (connection refused)
        OnlineFetcher later = fetcher(cache, Clock.fixed(Instant.parse("2026-01-02T00:00:00Z"), ZoneOffset.UTC));
        OnlineFetcher.Fetched got = later.get(url);
        assertThat(got.body()).isEqualTo("v1");
        assertThat(got.stale()).isTrue();
        assertThat(sleeps).hasSize(2);
    }

    @Test
    void noCacheAndNoNetworkIsAClearError() throws Exception {
        OnlineFetcher f = fetcher(Files.createTempDirectory("cache"), Clock.systemUTC());
        assertThatThrownBy(() -> f.get("http://127.0.0.1:9/nothing"))
                .isInstanceOf(OnlineFetcher.OnlineException.class)
                .hasMessageContaining("the network or the provider failed");
    }
}
