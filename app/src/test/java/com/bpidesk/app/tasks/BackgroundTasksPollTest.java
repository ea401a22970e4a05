package com.bpidesk.app.tasks;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The one polling helper: typed statuses in order, the final one, errors, cancellation, and no pool starvation. */
class BackgroundTasksPollTest {

    /** A status as a view model would read it from the engine. */
    record Status(String state, int pct) {
        boolean isFinal() {
            return state.equals("complete") || state.equals("failed");
        }
    }

    @Test
    void directPollDeliversEveryTypedStatusThenTheFinalOne() {
        BackgroundTasks tasks = BackgroundTasks.direct();
        AtomicInteger calls = new AtomicInteger();
        List<Status> seen = new CopyOnWriteArrayList<>();
        AtomicReference<Status> last = new AtomicReference<>();
        tasks.poll(new BackgroundTasks.Poll<>("job", 1, () -> {
            int n = calls.incrementAndGet();
            return n < 3 ? new Status("running", n * 30) : new Status("complete", 100);
        }, Status::isFinal, seen::add, last::set, e -> { throw new AssertionError(e); }));
        assertThat(seen).containsExactly(new Status("running", 30), new Status("running", 60), new Status("complete", 100));
        assertThat(last.get()).isEqualTo(new Status("complete", 100));
        assertThat(tasks.runningCountProperty().get()).isZero();
    }

    @Test
    void aFailingRequestEndsThePollWithAReadableMessage() {
        BackgroundTasks tasks = BackgroundTasks.direct();
        AtomicReference<String> error = new AtomicReference<>();
        AtomicReference<Status> last = new AtomicReference<>();
        tasks.poll(new BackgroundTasks.Poll<Status>("job", 1, () -> {
            throw new EngineException(404, "not-found", "Not found", "No analysis job with this id.", List.of());
        }, Status::isFinal, s -> { }, last::set, error::set));
        assertThat(error.get()).isEqualTo("No analysis job with this id.");
        assertThat(last.get()).isNull();
    }

    /**
     * Eight polls and a one-shot task share ONE worker thread. The polls only finish once the one-shot task has
     * run, so a poll that held its thread while waiting (the old sleep loop) would deadlock here.
     */
    @Test
    void pollsWaitingBetweenRequestsDoNotHoldTheOnlyWorkerThread() throws Exception {
        BackgroundTasks tasks = BackgroundTasks.pooled(1, Runnable::run);
        try {
            CountDownLatch released = new CountDownLatch(1);
            CountDownLatch finished = new CountDownLatch(8);
            AtomicInteger requests = new AtomicInteger();
            for (int i = 0; i < 8; i++) {
                tasks.poll(new BackgroundTasks.Poll<>("poll " + i, 20, () -> {
                    requests.incrementAndGet();
                    return released.getCount() == 0 ? new Status("complete", 100) : new Status("running", 0);
                }, Status::isFinal, s -> { }, s -> finished.countDown(), e -> { }));
            }
            tasks.run("release", () -> {
                released.countDown();
                return true;
            }, v -> { }, e -> { });
            assertThat(finished.await(10, TimeUnit.SECONDS)).as("every poll finished").isTrue();
            assertThat(requests.get()).isGreaterThanOrEqualTo(8);
        } finally {
            tasks.shutdown();
        }
    }

    @Test
    void aCancelledPollStopsAskingAndCallsNothingMore() throws Exception {
        BackgroundTasks tasks = BackgroundTasks.pooled(2, Runnable::run);
        try {
            AtomicInteger requests = new AtomicInteger();
            AtomicReference<Object> after = new AtomicReference<>();
            CountDownLatch twice = new CountDownLatch(2);
            BackgroundTasks.Handle h = tasks.poll(new BackgroundTasks.Poll<>("job", 10, () -> {
                requests.incrementAndGet();
                twice.countDown();
                return new Status("running", 1);
            }, Status::isFinal, s -> { }, after::set, after::set));
            assertThat(twice.await(5, TimeUnit.SECONDS)).isTrue();
            h.cancel();
            int atCancel = requests.get();
            Thread.sleep(200);
            assertThat(requests.get()).isLessThanOrEqualTo(atCancel + 1);
            assertThat(after.get()).isNull();
            assertThat(h.isDone()).isTrue();
            assertThat(tasks.runningCountProperty().get()).isZero();
        } finally {
            tasks.shutdown();
        }
    }
}
