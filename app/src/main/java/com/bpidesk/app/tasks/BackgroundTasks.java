package com.bpidesk.app.tasks;

import com.bpidesk.app.client.EngineException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The one way the app runs slow work (engine calls, file reading): on a small pool of daemon threads,
 * with results, progress and errors delivered on the UI thread. The FX thread never waits.
 *
 * <p>View models take a {@code BackgroundTasks}; tests use {@link #direct()} to run work synchronously
 * without a JavaFX toolkit.
 */
public final class BackgroundTasks {

    /** Work that reports progress as it goes. */
    @FunctionalInterface
    public interface Work<T> {
        T call(Progress progress) throws Exception;
    }

    /** Progress reporting and cancellation for {@link Work}. */
    public interface Progress {
        /** Fraction done in [0, 1] (or negative when unknown) and a short message. */
        void update(double fraction, String message);

        boolean isCancelled();
    }

    /** A running task: cancel it, or wait for it (tests). */
    public static final class Handle {
        private final CompletableFuture<?> future;
        private volatile boolean cancelled;

        Handle(CompletableFuture<?> future) {
            this.future = future;
        }

        public void cancel() {
            cancelled = true;
            future.cancel(true);
        }

        public boolean isCancelled() {
            return cancelled;
        }

        public boolean isDone() {
            return future.isDone();
        }

        public CompletableFuture<?> future() {
            return future;
        }
    }

    private final Executor workers;
    private final Executor ui;
    private final ExecutorService owned;
    private final AtomicInteger running = new AtomicInteger();
    private final ReadOnlyIntegerWrapper runningCount = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    private BackgroundTasks(Executor workers, Executor ui, ExecutorService owned) {
        this.workers = workers;
        this.ui = ui;
        this.owned = owned;
    }

    /** Four daemon worker threads; callbacks on the JavaFX application thread. */
    public static BackgroundTasks forFx() {
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "bpi-background-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        return new BackgroundTasks(pool, Platform::runLater, pool);
    }

    /** Runs work and callbacks on the calling thread (view-model tests). */
    public static BackgroundTasks direct() {
        return new BackgroundTasks(Runnable::run, Runnable::run, null);
    }

    public <T> Handle run(String label, java.util.concurrent.Callable<T> work, Consumer<T> onSuccess, Consumer<String> onError) {
        return run(label, p -> work.call(), onSuccess, onError, (f, m) -> { });
    }

    /**
     * Runs {@code work} off the UI thread. {@code onSuccess}, {@code onError} (a readable message) and
     * {@code onProgress} run on the UI thread. A cancelled task calls neither callback.
     */
    public <T> Handle run(String label, Work<T> work, Consumer<T> onSuccess, Consumer<String> onError,
                          ProgressListener onProgress) {
        started(label);
        Handle[] handle = new Handle[1];
        Progress progress = new Progress() {
            @Override
            public void update(double fraction, String msg) {
                ui.execute(() -> onProgress.progress(fraction, msg));
            }

            @Override
            public boolean isCancelled() {
                return handle[0] != null && handle[0].isCancelled();
            }
        };
        CompletableFuture<T> future = new CompletableFuture<>();
        handle[0] = new Handle(future);
        workers.execute(() -> {
            try {
                future.complete(work.call(progress));
            } catch (Throwable t) {
                future.completeExceptionally(t);
            }
        });
        future.whenComplete((value, error) -> ui.execute(() -> {
            finished();
            if (handle[0].isCancelled() || error instanceof CancellationException) {
                return;
            }
            if (error == null) {
                onSuccess.accept(value);
            } else {
                onError.accept(readable(error));
            }
        }));
        return handle[0];
    }

    /** Progress callback on the UI thread. */
    @FunctionalInterface
    public interface ProgressListener {
        void progress(double fraction, String message);
    }

    /** A message a user can act on, for any failure. */
    public static String readable(Throwable error) {
        Throwable e = error;
        while ((e instanceof CompletionException || e instanceof java.util.concurrent.ExecutionException) && e.getCause() != null) {
            e = e.getCause();
        }
        if (e instanceof EngineException ee) {
            return ee.readable();
        }
        if (e instanceof java.io.IOException io) {
            return "Could not read or write a file: " + io.getMessage();
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? "Unexpected error (" + e.getClass().getSimpleName() + ")" : m;
    }

    private void started(String label) {
        int n = running.incrementAndGet();
        ui.execute(() -> {
            runningCount.set(n);
            message.set(label);
        });
    }

    private void finished() {
        int n = running.decrementAndGet();
        runningCount.set(Math.max(0, n));
        if (n <= 0) {
            message.set("");
        }
    }

    /** Number of tasks in flight (for the status bar). */
    public ReadOnlyIntegerProperty runningCountProperty() {
        return runningCount.getReadOnlyProperty();
    }

    /** Label of the most recently started task in flight. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public void shutdown() {
        if (owned != null) {
            owned.shutdownNow();
        }
    }
}
