package com.bpidesk.app.tasks;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class BackgroundTasksTest {

    @Test
    void deliversResultProgressAndReadableErrors() {
        BackgroundTasks tasks = BackgroundTasks.direct();
        List<Double> progress = new ArrayList<>();
        AtomicReference<Integer> result = new AtomicReference<>();
        tasks.run("sum", p -> {
            p.update(0.5, "half");
            p.update(1.0, "done");
            return 42;
        }, result::set, e -> { }, (f, m) -> progress.add(f));
        assertThat(result.get()).isEqualTo(42);
        assertThat(progress).containsExactly(0.5, 1.0);
        assertThat(tasks.runningCountProperty().get()).isZero();

        AtomicReference<String> error = new AtomicReference<>();
        tasks.run("fail", () -> {
            throw new EngineException(400, "t", "Bad", "Positions are empty.",
                    List.of(new EngineException.FieldError("/positions", "must not be empty")));
        }, v -> { }, error::set);
        assertThat(error.get()).isEqualTo("Positions are empty.\n• Positions: must not be empty".replace("\n", System.lineSeparator()));
    }

    /** Work asked for after the pool was shut down (a reload while the app closes) is dropped: no exception, no callback. */
    @Test
    void workAskedForAfterShutdownIsDroppedQuietly() {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        pool.shutdownNow();
        BackgroundTasks tasks = new BackgroundTasks(pool, Runnable::run, pool, null, null);
        List<String> calls = new ArrayList<>();
        BackgroundTasks.Handle h = tasks.run("late", () -> "x", calls::add, calls::add);
        assertThat(h.isCancelled()).isTrue();
        assertThat(calls).isEmpty();
        assertThat(tasks.runningCountProperty().get()).as("not counted as work in flight").isZero();
    }
}
