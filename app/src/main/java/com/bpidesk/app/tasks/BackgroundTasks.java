package com.bpidesk.app.tasks;

import com.bpidesk.app.client.EngineException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The one way the app runs slow work (engine calls, file reading): on a small pool of daemon threads,
 * with results, progress and errors delivered on the UI thread. The FX thread never waits.
 *
 * <p>Following a job on the engine (analysis, data refresh, research index) uses {@link #poll}: each status
 * request runs on the pool, and the wait between requests is a timer on one dedicated scheduler thread, so
 * a poll never holds a worker thread while it waits and any number of polls cannot starve the pool.
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

    /**
     * How a poll is followed: the request for the current status (typed, off the UI thread), when it is
     * final, and what to do with each status (on the UI thread).
     *
     * @param <S> the status type, e.g. a record read from the engine's JSON
     */
    public record Poll<S>(String label, long intervalMillis, java.util.concurrent.Callable<S> fetch, Predicate<S> isFinal,
                          Consumer<S> onProgress, Consumer<S> onFinal, Consumer<String> onError) {
        public Poll {
            if (intervalMillis < 0) {
                throw new IllegalArgumentException("intervalMillis must be >= 0");
            }
        }
    }

    /** Waits {@code delayMillis} then runs the task, without holding a worker thread while waiting. */
    @FunctionalInterface
    interface Timer {
        void schedule(Runnable task, long delayMillis);
    }

    private final Executor workers;
    private final Executor ui;
    private final ExecutorService owned;
    private final Timer timer;
    private final ScheduledExecutorService ownedTimer;
    private final AtomicInteger running = new AtomicInteger();
    private final ReadOnlyIntegerWrapper runningCount = new ReadOnlyIntegerWrapper(0);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    BackgroundTasks(Executor workers, Executor ui, ExecutorService owned, Timer timer, ScheduledExecutorService ownedTimer) {
        this.workers = workers;
        this.ui = ui;
        this.owned = owned;
        this.timer = timer;
        this.ownedTimer = ownedTimer;
    }

    /** Four daemon worker threads and one poll scheduler thread; callbacks on the JavaFX application thread. */
    public static BackgroundTasks forFx() {
        return pooled(4, Platform::runLater);
    }

    /** {@code threads} daemon workers and one daemon scheduler thread; callbacks on {@code ui}. */
    static BackgroundTasks pooled(int threads, Executor ui) {
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "bpi-background-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bpi-poll-timer");
            t.setDaemon(true);
            return t;
        });
        return new BackgroundTasks(pool, ui, pool, (task, delay) -> scheduler.schedule(task, delay, TimeUnit.MILLISECONDS),
                scheduler);
    }

    /**
     * Runs work and callbacks on the calling thread (view-model tests). A poll waits between its requests by
     * sleeping on the calling thread, so it returns only once the status is final.
     */
    public static BackgroundTasks direct() {
        return new BackgroundTasks(Runnable::run, Runnable::run, null, null, null);
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
        try {
            workers.execute(() -> {
                try {
                    future.complete(work.call(progress));
                } catch (Throwable t) {
                    future.completeExceptionally(t);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            // the app is closing (the pool is shut down): a reload asked for now is dropped, as a cancelled task, with no callback
            handle[0].cancel();
        }
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

    /**
     * Follows a job: requests its status now and then every {@code intervalMillis} after the previous answer,
     * until {@code isFinal} holds, the request fails or the handle is cancelled. Every status goes to
     * {@code onProgress}, the final one also to {@code onFinal} (both on the UI thread); a failure goes to
     * {@code onError} as a readable message; a cancelled poll calls nothing more. Between requests no worker
     * thread is held (the wait is a timer on the scheduler thread).
     */
    public <S> Handle poll(Poll<S> poll) {
        started(poll.label());
        CompletableFuture<S> future = new CompletableFuture<>();
        Handle handle = new Handle(future);
        future.whenComplete((value, error) -> ui.execute(() -> {
            finished();
            if (handle.isCancelled() || error instanceof CancellationException) {
                return;
            }
            if (error == null) {
                poll.onFinal().accept(value);
            } else {
                poll.onError().accept(readable(error));
            }
        }));
        if (timer == null) {
            pollInline(poll, handle, future);
        } else {
            workers.execute(() -> tick(poll, handle, future));
        }
        return handle;
    }

    private <S> void tick(Poll<S> poll, Handle handle, CompletableFuture<S> future) {
        if (handle.isCancelled() || future.isDone()) {
            return;
        }
        S status;
        try {
            status = poll.fetch().call();
        } catch (Throwable t) {
            future.completeExceptionally(t);
            return;
        }
        if (handle.isCancelled()) {
            return;
        }
        boolean done = poll.isFinal().test(status);
        ui.execute(() -> {
            if (!handle.isCancelled()) {
                poll.onProgress().accept(status);
            }
        });
        if (done) {
            future.complete(status);
        } else {
            timer.schedule(() -> workers.execute(() -> tick(poll, handle, future)), poll.intervalMillis());
        }
    }

    /**
     * Watches a value that may change at any time (the engine's change counters, ADR 0138): the same timer-based polling
     * as {@link #poll}, but it never ends until cancelled, is not counted as work in flight (the status bar and tests
     * waiting for idle ignore it), and a failed request is retried at the next tick. Each answer goes to
     * {@code onEach} on the UI thread. With {@link #direct()} (no timer) nothing is scheduled: tests call the fetch.
     */
    public <S> Handle watch(long intervalMillis, java.util.concurrent.Callable<S> fetch, Consumer<S> onEach) {
        CompletableFuture<Void> never = new CompletableFuture<>();
        Handle handle = new Handle(never);
        if (timer != null) {
            workers.execute(() -> watchTick(intervalMillis, fetch, onEach, handle));
        }
        return handle;
    }

    private <S> void watchTick(long intervalMillis, java.util.concurrent.Callable<S> fetch, Consumer<S> onEach, Handle handle) {
        if (handle.isCancelled()) {
            return;
        }
        try {
            S value = fetch.call();
            ui.execute(() -> {
                if (!handle.isCancelled()) {
                    onEach.accept(value);
                }
            });
        } catch (Throwable t) {
            // an engine restarting or a network hiccup: try again at the next tick
        }
        if (!handle.isCancelled()) {
            timer.schedule(() -> workers.execute(() -> watchTick(intervalMillis, fetch, onEach, handle)), intervalMillis);
        }
    }

    private <S> void pollInline(Poll<S> poll, Handle handle, CompletableFuture<S> future) {
        try {
            while (!handle.isCancelled()) {
                S status = poll.fetch().call();
                poll.onProgress().accept(status);
                if (poll.isFinal().test(status)) {
                    future.complete(status);
                    return;
                }
                Thread.sleep(poll.intervalMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.completeExceptionally(e);
        } catch (Throwable t) {
            future.completeExceptionally(t);
        }
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
        return m == null || m.isBlank() ? "The operation did not complete because of an unexpected problem in the app." : m;
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
        if (ownedTimer != null) {
            ownedTimer.shutdownNow();
        }
    }
}
