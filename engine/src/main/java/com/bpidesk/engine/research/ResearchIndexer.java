package com.bpidesk.engine.research;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the passage index in step with the note store, on one background thread: loads the embedding
 * model (lazily, so engine start stays fast), opens the index in {@code <data dir>/research-index},
 * rebuilds it when missing or built by another model or chunking version (recorded in
 * {@code index.properties}), indexes notes that are not yet indexed, removes deleted ones, then follows
 * every added or deleted note. {@link #status()} reports progress.
 *
 * <p>Bounded and paced (issue 11, ADR 0114): at most {@link Pacing#queueNotes()} tasks wait behind the running one; a
 * note added when it is full is not queued but left to a catch-up pass that indexes, from the database, every
 * note the index lacks once the queue has drained (the database is the source of truth, so nothing is lost and
 * memory stays bounded). Imports ask {@link #admit} first and are refused with {@link QueueFull} (and an
 * estimated wait) while the queued text would exceed {@link Pacing#queueChars()}. Embedding runs in slices of
 * {@link #SLICE_PASSAGES} passages and rests after each so that it takes at most {@link Pacing#duty()} of the
 * indexer thread's wall time, leaving the cores to request threads in between. Notes the engine generates from
 * analyses take a lane of their own (ADR 0224, {@link #generatedLane}): indexed by turns at the tail of the queue, never
 * counted against imports, so users' notes are not starved however many analyses run.
 *
 * <p>One class because the start-up reconciliation, the bounded queue, the catch-up pass and the pacing share one
 * worker thread and its counters (pending, queued notes and characters, the catch-up flag): split apart, each would
 * have to reason about the others' state through a shared object anyway.
 */
public final class ResearchIndexer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ResearchIndexer.class);
    static final int FORMAT_VERSION = 1;
    /** Notes indexed between commits during the start-up reconciliation. */
    static final int COMMIT_BATCH = 200;
    /** After indexing at least this many notes at start-up, the index is merged into one segment. */
    static final int MERGE_AFTER = 1000;
    public static final String DIRECTORY = "research-index";

    /** Passages embedded between two rests of the pacing. */
    static final int SLICE_PASSAGES = 16;
    /** Generated notes indexed per turn of their lane (ADR 0224): a user's task waits behind at most this many. */
    static final int GENERATED_SLICE = 8;

    /**
     * Progress of the index: state is {@code loading_model}, {@code indexing}, {@code ready} or {@code failed}; the
     * queue (notes and characters waiting, and their limits), the measured rate and the estimated time left.
     */
    public record Status(String state, String model, long indexedNotes, long totalNotes, long passages,
                         double progressPct, boolean rebuilt, String lastError, int queuedNotes, long queuedCharacters,
                         int queueLimitNotes, long queueLimitCharacters, double passagesPerSecond, Long secondsLeft) {
    }

    /**
     * The indexing queue's bounds and pace: at most {@code queueNotes} queued tasks, imports admitted while the queued
     * text stays within {@code queueChars} characters, embedding busy at most {@code duty} (0-1] of the time.
     */
    public record Pacing(int queueNotes, long queueChars, double duty) {
        /** 256 notes, 40 million characters (twenty notes of the 2-million-character maximum), 80 % duty. */
        public static final Pacing DEFAULT = new Pacing(256, 40_000_000L, 0.8);

        public Pacing {
            if (queueNotes < 1 || queueChars < 1 || !(duty > 0 && duty <= 1)) {
                throw new IllegalArgumentException("research index pacing: queue of at least one note and one character, duty in (0, 1]");
            }
        }
    }

    /** An import refused because the indexing queue is full; {@code retryAfterSeconds} estimates when it will fit. */
    public static final class QueueFull extends RuntimeException {
        private final long retryAfterSeconds;

        QueueFull(String message, long retryAfterSeconds) {
            super(message);
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }

    private final ResearchNotes notes;
    private final Path dir;
    private final Supplier<TextEmbedder> embedderFactory;
    private final java.util.concurrent.ThreadPoolExecutor worker;
    private final Pacing pacing;
    private final AtomicInteger queuedNotes = new AtomicInteger();
    private final java.util.concurrent.atomic.AtomicLong queuedChars = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicBoolean catchUp = new java.util.concurrent.atomic.AtomicBoolean();
    /** The generated-notes lane (ADR 0224): one turn waiting at most, and the pruned notes it removes from the index. */
    private final java.util.concurrent.atomic.AtomicBoolean laneWaiting = new java.util.concurrent.atomic.AtomicBoolean();
    private final java.util.concurrent.ConcurrentLinkedQueue<Long> pruned = new java.util.concurrent.ConcurrentLinkedQueue<>();
    /** Embedding work measured so far (passages, characters, busy nanoseconds), for the rate and the estimates. */
    private final java.util.concurrent.atomic.AtomicLong embeddedPassages = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicLong embeddedChars = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicLong embeddingNanos = new java.util.concurrent.atomic.AtomicLong();
    private final CountDownLatch ready = new CountDownLatch(1);
    private final AtomicInteger pending = new AtomicInteger();
    private volatile String state = "loading_model";
    private volatile String lastError;
    private volatile TextEmbedder embedder;
    private volatile PassageIndex index;
    private volatile boolean rebuilt;
    private volatile boolean closed;
    private final java.util.concurrent.atomic.AtomicLong total = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicLong done = new java.util.concurrent.atomic.AtomicLong();

    public ResearchIndexer(ResearchNotes notes, Path dataDir, Supplier<TextEmbedder> embedderFactory) {
        this(notes, dataDir, embedderFactory, Pacing.DEFAULT);
    }

    public ResearchIndexer(ResearchNotes notes, Path dataDir, Supplier<TextEmbedder> embedderFactory, Pacing pacing) {
        this.notes = notes;
        this.dir = dataDir.resolve(DIRECTORY);
        this.embedderFactory = embedderFactory;
        this.pacing = pacing;
        // one thread; at most queueNotes tasks wait behind the one running (the start-up task is the thread's first,
        // never queued): a full queue hands the note to catch-up
        this.worker = new java.util.concurrent.ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
                new java.util.concurrent.ArrayBlockingQueue<>(pacing.queueNotes() + 1), r -> { // + the lane's one turn
                    Thread t = new Thread(r, "bpi-research-indexer");
                    t.setDaemon(true);
                    t.setPriority(Thread.NORM_PRIORITY - 1);
                    return t;
                });
        notes.onAdded(this::added);
        notes.onDeleted(id -> submit(() -> index.delete(key(id)), 0));
        notes.onPruned(ids -> {
            pruned.addAll(ids);
            generatedLane();
        });
    }

    private void added(long id) {
        if (notes.generated(id)) {
            generatedLane();
            return;
        }
        long chars = notes.textLength(id);
        submit(() -> indexNote(id, true), chars);
    }

    /**
     * Admits an import of {@code count} notes holding {@code chars} characters in all, or refuses it with
     * {@link QueueFull} while the queue cannot take it. An import is always admitted into an empty queue (so any
     * valid import succeeds eventually); concurrent admissions may together overshoot the character bound by at most
     * one import each, which the note-count bound of the queue still caps.
     */
    public void admit(int count, long chars) {
        int n = queuedNotes.get();
        long c = queuedChars.get();
        if (n == 0 && !catchUp.get()) {
            return;
        }
        if (n + count > pacing.queueNotes() || c + chars > pacing.queueChars() || catchUp.get()) {
            long wait = estimateSeconds(Math.max(c + chars - pacing.queueChars(), Math.min(c, chars)));
            throw new QueueFull("The research index is still busy with " + n + " note(s) (" + c
                    + " characters) waiting to be indexed, and this import would take it over its limit of " + pacing.queueNotes()
                    + " notes or " + pacing.queueChars() + " characters. Nothing was imported; try again in about " + wait
                    + " seconds.", wait);
        }
    }

    /** Seconds to index {@code chars} more characters at the rate measured so far (2,000 characters/s before any). */
    long estimateSeconds(long chars) {
        long busy = embeddingNanos.get();
        double perSecond = busy < 1_000_000_000L ? 2_000 : embeddedChars.get() * 1e9 / busy * pacing.duty();
        return Math.max(1, Math.min(3600, (long) Math.ceil(chars / Math.max(1, perSecond))));
    }

    /** Starts loading and reconciling in the background; returns at once. */
    public void start() {
        pending.incrementAndGet();
        worker.submit(() -> {
            try {
                embedder = embedderFactory.get();
                state = "indexing";
                index = open();
                reconcile();
                state = "ready";
                // notes that overflowed the queue before the index opened (their tasks found no index): index them now
                catchUpWhenDrained();
            } catch (Throwable e) {
                state = "failed";
                lastError = e.toString();
                LOG.error("Research index could not be prepared", e);
            } finally {
                pending.decrementAndGet();
                ready.countDown();
            }
        });
    }

    private void submit(Runnable task, long chars) {
        if (closed) {
            return;
        }
        pending.incrementAndGet();
        total.incrementAndGet();
        queuedNotes.incrementAndGet();
        queuedChars.addAndGet(chars);
        try {
            if (worker.getQueue().size() >= pacing.queueNotes() + (laneWaiting.get() ? 1 : 0)) {
                throw new java.util.concurrent.RejectedExecutionException("full"); // the lane's slot is not the users'
            }
            worker.execute(() -> {
                try {
                    if (index != null && !closed) {
                        task.run();
                        if (pending.get() == 1) {
                            index.commit(); // the last queued task: make the burst durable (one fsync, not one per note)
                        }
                    }
                } catch (RuntimeException e) {
                    lastError = e.toString();
                    LOG.warn("Research indexing task failed: {}", e.toString());
                } finally {
                    queuedNotes.decrementAndGet();
                    queuedChars.addAndGet(-chars);
                    done.incrementAndGet();
                    pending.decrementAndGet();
                }
                catchUpWhenDrained();
            });
        } catch (java.util.concurrent.RejectedExecutionException full) {
            // the queue is full (or the indexer closing): the note is in the database; catch-up indexes it later
            queuedNotes.decrementAndGet();
            queuedChars.addAndGet(-chars);
            total.decrementAndGet();
            pending.decrementAndGet();
            if (!closed && catchUp.compareAndSet(false, true)) {
                pending.incrementAndGet();
                LOG.info("Research indexing queue full ({} tasks): later notes are indexed by a catch-up pass", pacing.queueNotes());
            }
        }
    }

    /**
     * The generated-notes lane (ADR 0224): notes the engine writes from analyses are not queued one task each (they
     * would fill the queue and starve users' notes, issue 29) but indexed by turns of {@link #GENERATED_SLICE} notes,
     * one turn waiting at a time at the tail of the queue, so a user's note queued meanwhile goes first; they never
     * count against {@link #admit}.
     */
    private void generatedLane() {
        if (closed || !laneWaiting.compareAndSet(false, true)) {
            return;
        }
        pending.incrementAndGet();
        try {
            worker.execute(() -> {
                boolean more = false;
                try {
                    laneWaiting.set(false); // an addition during this turn schedules the next one
                    more = index != null && !closed && generatedTurn();
                } catch (RuntimeException e) {
                    lastError = e.toString();
                    LOG.warn("Research indexing of generated notes failed: {}", e.toString());
                } finally {
                    pending.decrementAndGet();
                }
                if (more) {
                    generatedLane();
                }
                catchUpWhenDrained();
            });
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            laneWaiting.set(false);
            pending.decrementAndGet();
        }
    }

    /** Removes pruned notes from the index, then indexes up to a slice of the generated notes it lacks; true if more remain. */
    private boolean generatedTurn() {
        for (Long id = pruned.poll(); id != null; id = pruned.poll()) {
            index.delete(key(id));
        }
        Set<String> indexed = new HashSet<>(index.keys());
        List<Long> missing = notes.generatedIds().stream().filter(id -> !indexed.contains(key(id))).toList();
        int n = Math.min(GENERATED_SLICE, missing.size());
        for (int i = 0; i < n && !closed; i++) {
            indexNote(missing.get(i), false);
        }
        index.commit();
        return missing.size() > n;
    }

    /** When the queue has drained after an overflow: indexes every note the index lacks, from the database. */
    private void catchUpWhenDrained() {
        if (!catchUp.get() || !worker.getQueue().isEmpty() || closed || index == null) {
            return;
        }
        try {
            reconcile();
        } catch (RuntimeException e) {
            lastError = e.toString();
            LOG.warn("Research index catch-up failed: {}", e.toString());
        } finally {
            if (catchUp.compareAndSet(true, false)) {
                pending.decrementAndGet();
            }
        }
    }

    private PassageIndex open() throws IOException {
        Path metaFile = dir.resolve("index.properties");
        Properties expected = new Properties();
        expected.setProperty("model", embedder.modelId());
        expected.setProperty("dimensions", Integer.toString(embedder.dimensions()));
        expected.setProperty("passages", Integer.toString(Passages.VERSION));
        expected.setProperty("format", Integer.toString(FORMAT_VERSION));
        Properties found = new Properties();
        if (Files.isRegularFile(metaFile)) {
            try (InputStream in = Files.newInputStream(metaFile)) {
                found.load(in);
            }
        }
        if (!found.equals(expected)) {
            if (Files.exists(dir)) {
                LOG.info("Rebuilding the research index (built by {} / passages v{}, now {} / v{})",
                        found.getProperty("model", "none"), found.getProperty("passages", "?"), embedder.modelId(), Passages.VERSION);
                try (Stream<Path> walk = Files.walk(dir)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            rebuilt = true;
        }
        // owner-only from the first run, files included (issue 29; PrivateFiles)
        PassageIndex idx = new PassageIndex(OwnerOnlyDirectory.open(dir));
        try (OutputStream out = com.bpidesk.engine.platform.db.PrivateFiles.newOutputStream(metaFile)) {
            expected.store(out, "BPI Desk research index: rebuilt when any value changes");
        }
        return idx;
    }

    private void reconcile() {
        Set<String> indexed = new HashSet<>(index.keys());
        List<Long> ids = notes.allIds();
        Set<String> wanted = new HashSet<>();
        List<Long> missing = new ArrayList<>();
        for (long id : ids) {
            wanted.add(key(id));
            if (!indexed.contains(key(id))) {
                missing.add(id);
            }
        }
        for (String k : indexed) {
            if (!wanted.contains(k)) {
                index.delete(k);
            }
        }
        total.addAndGet(missing.size());
        long lastCommit = System.nanoTime();
        int uncommitted = 0;
        for (long id : missing) {
            if (closed) {
                break;
            }
            try {
                indexNote(id, false);
                uncommitted++;
            } finally {
                done.incrementAndGet();
            }
            // one commit per batch, not per note (fewer segments to search); at least every 2 s, so searches see progress
            if (uncommitted >= COMMIT_BATCH || System.nanoTime() - lastCommit > 2_000_000_000L) {
                index.commit();
                uncommitted = 0;
                lastCommit = System.nanoTime();
            }
        }
        index.commit();
        if (closed) {
            return;
        }
        if (missing.size() >= MERGE_AFTER && index.segmentCount() > 1) {
            long m0 = System.nanoTime();
            index.merge(); // one HNSW graph to search instead of one per segment (docs/research.md, scale)
            LOG.info("Research index merged into one segment in {} ms", (System.nanoTime() - m0) / 1_000_000);
        }
        LOG.info("Research index ready: {} notes, {} passages ({} indexed now)", ids.size(), index.passageCount(), missing.size());
    }

    private void indexNote(long id, boolean commit) {
        Optional<ResearchNote> note = notes.byId(id);
        Optional<String> owner = notes.owner(id);
        if (note.isEmpty() || owner.isEmpty()) {
            index.delete(key(id));
            return;
        }
        ResearchNote n = note.get();
        List<Passages.Passage> passages = Passages.split(n.text());
        if (passages.isEmpty()) {
            passages = List.of(new Passages.Passage(0, "", n.title()));
        }
        List<float[]> vectors = new ArrayList<>();
        long sliceStart = System.nanoTime();
        long sliceChars = 0;
        for (int i = 0; i < passages.size(); i++) {
            String input = embeddingInput(n.title(), passages.get(i));
            vectors.add(embedder.embed(input));
            sliceChars += input.length();
            if ((i + 1) % SLICE_PASSAGES == 0 || i == passages.size() - 1) {
                sliceStart = rest(sliceStart, (i % SLICE_PASSAGES) + 1, sliceChars);
                sliceChars = 0;
                if (closed) {
                    return;
                }
            }
        }
        PassageIndex.NoteMeta meta = new PassageIndex.NoteMeta(key(id), owner.get(), n.type().wireName(), n.date(), n.tickers(), n.title());
        if (commit) {
            index.put(meta, passages, vectors);
        } else {
            index.add(meta, passages, vectors);
        }
    }

    /**
     * Records a slice of embedding work and rests so that embedding is busy at most {@link Pacing#duty()} of the time
     * (a slice that took b ms is followed by a rest of b * (1 - duty) / duty ms); returns when the next slice starts.
     */
    private long rest(long sliceStart, int slicePassages, long sliceChars) {
        long busy = System.nanoTime() - sliceStart;
        embeddedPassages.addAndGet(slicePassages);
        embeddedChars.addAndGet(sliceChars);
        embeddingNanos.addAndGet(busy);
        long restNanos = (long) (busy * (1 - pacing.duty()) / pacing.duty());
        if (restNanos > 0 && !closed) {
            try {
                TimeUnit.NANOSECONDS.sleep(restNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return System.nanoTime();
    }

    /** What is embedded for a passage: the note title and section give it context. */
    public static String embeddingInput(String title, Passages.Passage p) {
        return title + ". " + (p.section().isEmpty() ? "" : p.section() + ". ") + p.text();
    }

    public static String key(long noteId) {
        return Long.toString(noteId);
    }

    /** Waits until the model is loaded, the index reconciled and queued work done; false on timeout. */
    public boolean awaitReady(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (!ready.await(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
            return false;
        }
        while (pending.get() > 0) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return "ready".equals(state);
    }

    /** Waits for the model and the start-up reconciliation only (later additions index in the background). */
    public boolean awaitInitial(Duration timeout) throws InterruptedException {
        return ready.await(timeout.toNanos(), TimeUnit.NANOSECONDS) && searchable();
    }

    /** True once the model is loaded and the index open (searches may run while notes are still being added). */
    public boolean searchable() {
        return index != null && embedder != null && !"loading_model".equals(state);
    }

    public PassageIndex index() {
        return index;
    }

    public TextEmbedder embedder() {
        return embedder;
    }

    public Status status() {
        long d = done.get();
        long tot = Math.max(total.get(), d);
        String s = "failed".equals(state) ? state : "loading_model".equals(state) ? state
                : pending.get() > 0 ? "indexing" : "ready";
        double pct = tot == 0 ? ("ready".equals(s) ? 100.0 : 0.0) : Math.round(1000.0 * d / tot) / 10.0;
        PassageIndex idx = index;
        long indexedNotes = idx == null ? 0 : idx.keys().size();
        long busy = embeddingNanos.get();
        double rate = busy < 100_000_000L ? 0 : Math.round(embeddedPassages.get() * 1e9 / busy * pacing.duty() * 10) / 10.0;
        long waiting = queuedChars.get();
        Long left = null; // unknown until a rate is measured
        if ("ready".equals(s)) {
            left = 0L;
        } else if ("indexing".equals(s) && busy >= 100_000_000L && waiting > 0) {
            left = estimateSeconds(waiting);
        }
        return new Status(s, embedder == null ? EmbeddingModels.DEFAULT.versionedId() : embedder.modelId(), indexedNotes,
                notes.allIds().size(), idx == null ? 0 : idx.passageCount(), pct, rebuilt, lastError, queuedNotes.get(), waiting,
                pacing.queueNotes(), pacing.queueChars(), rate, left);
    }

    @Override
    public void close() throws IOException {
        closed = true;
        worker.shutdown();
        try {
            if (!worker.awaitTermination(20, TimeUnit.SECONDS)) {
                worker.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (index != null) {
            index.close();
        }
    }

    static void uncheckedClose(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            throw new UncheckedIOException(new IOException(e));
        }
    }
}
