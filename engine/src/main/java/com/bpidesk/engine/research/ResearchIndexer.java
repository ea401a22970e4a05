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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.apache.lucene.store.FSDirectory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the passage index in step with the note store, on one background thread: loads the embedding
 * model (lazily, so engine start stays fast), opens the index in {@code <data dir>/research-index},
 * rebuilds it when missing or built by another model or chunking version (recorded in
 * {@code index.properties}), indexes notes that are not yet indexed, removes deleted ones, then follows
 * every added or deleted note. {@link #status()} reports progress.
 */
public final class ResearchIndexer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ResearchIndexer.class);
    static final int FORMAT_VERSION = 1;
    /** Notes indexed between commits during the start-up reconciliation. */
    static final int COMMIT_BATCH = 200;
    /** After indexing at least this many notes at start-up, the index is merged into one segment. */
    static final int MERGE_AFTER = 1000;
    public static final String DIRECTORY = "research-index";

    /** Progress of the index: state is {@code loading_model}, {@code indexing}, {@code ready} or {@code failed}. */
    public record Status(String state, String model, long indexedNotes, long totalNotes, long passages,
                         double progressPct, boolean rebuilt, String lastError) {
    }

    private final ResearchNotes notes;
    private final Path dir;
    private final Supplier<TextEmbedder> embedderFactory;
    private final ExecutorService worker;
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
        this.notes = notes;
        this.dir = dataDir.resolve(DIRECTORY);
        this.embedderFactory = embedderFactory;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "bpi-research-indexer");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        notes.onAdded(id -> submit(() -> indexNote(id, true)));
        notes.onDeleted(id -> submit(() -> index.delete(key(id))));
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

    private void submit(Runnable task) {
        pending.incrementAndGet();
        total.incrementAndGet();
        worker.submit(() -> {
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
                done.incrementAndGet();
                pending.decrementAndGet();
            }
        });
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
        Files.createDirectories(dir);
        PassageIndex idx = new PassageIndex(FSDirectory.open(dir));
        try (OutputStream out = Files.newOutputStream(metaFile)) {
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
        for (Passages.Passage p : passages) {
            // one passage at a time on this thread (embedAll would fan out to a thread per passage and take every core)
            vectors.add(embedder.embed(embeddingInput(n.title(), p)));
        }
        PassageIndex.NoteMeta meta = new PassageIndex.NoteMeta(key(id), owner.get(), n.type().wireName(), n.date(), n.tickers(), n.title());
        if (commit) {
            index.put(meta, passages, vectors);
        } else {
            index.add(meta, passages, vectors);
        }
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
        return new Status(s, embedder == null ? EmbeddingModels.DEFAULT.versionedId() : embedder.modelId(), indexedNotes,
                notes.allIds().size(), idx == null ? 0 : idx.passageCount(), pct, rebuilt, lastError);
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
