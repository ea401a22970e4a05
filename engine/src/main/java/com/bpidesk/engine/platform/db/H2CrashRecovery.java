package com.bpidesk.engine.platform.db;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the newest committed state of the desktop's H2 file after the process was killed, before the database opens.
 *
 * <p>Why (measured, docs/reliability.md and ADR 0110): H2 2.5's MVStore writes each commit as a chunk, and on the next
 * open finds the newest chunk from the file header, the footer at the end of the file and each chunk's prediction of
 * where the next one goes. When a chunk lands in reused space that matches none of these (seen in the {@code kill -9}
 * trials: chunk {@code 3b30} complete at block {@code bd45}, the header still naming {@code 3b2f}, whose prediction
 * was {@code 88ee}), a normal open falls back to the older chunk and the commits in the newer one, already
 * acknowledged, are gone. H2's recovery mode reads every chunk in the file and takes the newest whose chunk set is
 * complete; on that copy of the trial's file it found {@code 3b30} and the lost review and job were back. Closing the
 * store then writes a header that names it, so the database opens on it.
 *
 * <p>Then a commit cut short by the kill is finished ({@link H2LeftoverTransactions}, ADR 0253). Why (measured, one
 * restart in about 40 of the trials): H2 2.5.252 registers such a transaction as committed at start-up but never ends
 * it, and the rows whose newest value still names it cannot be locked: {@code SELECT ... FOR UPDATE} on the audit chain
 * head (the audit chain's append) spun forever in H2's {@code TransactionMap.set} at 100% CPU, and every later review
 * of that organization hung. Until ADR 0253 the whole file was rebuilt from an SQL export to clear that state (linear
 * in the data, 11 s for 235 MB); now only that transaction's rows are finished, and the rebuild
 * ({@link #rebuildFromCommittedState}) remains for a file the repair cannot prove sound.
 *
 * <p>The rebuild keeps no copy (issue 29: each recovery left the old file beside the new one, as large as the data,
 * 265 MB after the trials): the rebuilt file replaces the old one only after it reads the same number of rows in every
 * table ({@link #verifySameRows}); if it does not, the old file stays and opens as it is. Copies left by earlier
 * versions and leftovers of a rebuild cut short by a kill are removed ({@link #removeLeftovers}).
 *
 * <p>Only a file that was not closed cleanly is scanned (H2 marks a clean close in its header), and only a file holding
 * an undo log is repaired; a missing file, or one that another process holds open, is left to the normal open.
 */
final class H2CrashRecovery {

    private static final Logger LOG = LoggerFactory.getLogger(H2CrashRecovery.class);
    /** The key H2's file header carries after a clean close. */
    private static final String CLEAN = "clean";

    private H2CrashRecovery() {
    }

    /**
     * Before the engine opens the H2 file database of {@code url}: after a crash, recovers the newest complete commit
     * ({@link #recoverNewestCommit}); then, when H2's file holds a transaction's undo log (a transaction that was running
     * when the process died), finishes the commit that was cut short ({@link H2LeftoverTransactions}, ADR 0253), in time
     * proportional to that transaction and not to the data. Only when that repair cannot prove the file sound is the
     * file rebuilt from its committed state ({@link #rebuildFromCommittedState}, linear in the data). A repair or rebuild
     * that fails is logged and the file is opened as it is.
     *
     * @return true when the file had not been closed cleanly
     */
    static boolean recoverAfterCrash(String url, String user, String password) {
        Path database = Database.h2FilePath(url).orElse(null);
        if (database == null) {
            return false;
        }
        long start = System.nanoTime();
        boolean unclean = recoverNewestCommit(database);
        if (unclean) {
            removeLeftovers(url); // the file could be scanned, so no other process is rebuilding it
        }
        if (!hasUndoLog(database)) {
            logTime(unclean, start, "no transaction was running");
            return unclean; // no transaction was running: nothing can be left half-committed
        }
        H2LeftoverTransactions.Outcome outcome;
        try {
            outcome = H2LeftoverTransactions.finishLeftovers(url, user, password);
        } catch (SQLException | RuntimeException e) {
            LOG.warn("The transactions left by the crash could not be finished directly ({})", e.getMessage());
            outcome = H2LeftoverTransactions.Outcome.UNPROVEN;
        }
        if (outcome == H2LeftoverTransactions.Outcome.UNPROVEN) {
            try {
                rebuildFromCommittedState(url, user, password);
            } catch (SQLException | IOException | RuntimeException e) {
                LOG.warn("The database could not be rebuilt after the crash; it is opened as it is ({})", e.getMessage());
            }
        }
        logTime(unclean, start, outcome == H2LeftoverTransactions.Outcome.UNPROVEN ? "rebuilt" : "repaired in place: " + outcome);
        return unclean;
    }

    private static void logTime(boolean unclean, long start, String what) {
        if (unclean) {
            LOG.info("Crash recovery before the open took {} ms ({})", (System.nanoTime() - start) / 1_000_000, what);
        }
    }

    /**
     * Whether the H2 file of {@code database} holds a non-empty undo log: a transaction that had written and not ended
     * when the file was last written. Read from H2's layout (an undo log map with a root page), without opening the
     * database; a file that cannot be read this way (missing, held by a running engine) answers false.
     */
    static boolean hasUndoLog(Path database) {
        Path file = mvFile(database);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (MVStore s = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            for (String name : s.getMapNames()) {
                if (name.startsWith(org.h2.mvstore.tx.TransactionStore.UNDO_LOG_NAME_PREFIX)
                        && s.getLayoutMap().get("root." + s.getMetaMap().get("name." + name)) != null) {
                    return true;
                }
            }
            return false;
        } catch (MVStoreException | IllegalStateException e) {
            LOG.debug("Could not read the undo logs of {}: {}", file, e.getMessage());
            return false;
        }
    }

    /**
     * Rewrites the H2 file database of {@code url} from what it reads as committed: exported as SQL ({@code SCRIPT}),
     * loaded into a fresh file ({@code RUNSCRIPT}), checked to read the same number of rows in every table
     * ({@link #verifySameRows}), which then replaces the old one by an atomic rename. No copy of the old file is kept
     * (issue 29). A kill during the rebuild leaves the old file in place; the next start rebuilds again.
     */
    static void rebuildFromCommittedState(String url, String user, String password) throws SQLException, IOException {
        Path database = Database.h2FilePath(url).orElseThrow(() -> new IllegalArgumentException("Not an H2 file URL: " + url));
        int semicolon = url.indexOf(';');
        String options = semicolon < 0 ? "" : url.substring(semicolon); // the same settings for the fresh file
        Path dir = database.toAbsolutePath().getParent();
        String name = database.getFileName().toString();
        Path export = dir.resolve(name + ".rebuild.sql.gz");
        Path fresh = dir.resolve(name + "-rebuild");
        Path freshFile = mvFile(fresh);
        Path file = mvFile(database);
        removeLeftovers(database);
        long start = System.nanoTime();
        try {
            Map<String, Long> read;
            try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
                read = rowCounts(c);
                st.execute("SCRIPT TO " + literal(export) + " COMPRESSION GZIP");
            }
            try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + fresh + options, user, password);
                 Statement st = c.createStatement()) {
                st.execute("RUNSCRIPT FROM " + literal(export) + " COMPRESSION GZIP");
                verifySameRows(read, rowCounts(c)); // a rebuild that reads differently never replaces the file
            }
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(freshFile, PrivateFiles.FILE);
            }
            force(freshFile);
            Files.move(freshFile, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            force(dir);
        } finally {
            Files.deleteIfExists(export);
            Files.deleteIfExists(freshFile);
        }
        LOG.info("Rebuilt the database from its committed state after the crash in {} ms ({} bytes)",
                (System.nanoTime() - start) / 1_000_000, Files.size(file));
    }

    /**
     * Removes what earlier recoveries left beside the H2 file database of {@code url}: the copy of the file before a
     * rebuild ({@code <name>.before-rebuild.mv.db}, kept by versions before issue 29) and the export, fresh file and trace
     * of a rebuild cut short by a kill. Called by the rebuild and, once the database is open (so no other process is
     * rebuilding it), by {@link Database}. Not an H2 file URL: nothing to do.
     */
    static void removeLeftovers(String url) {
        Database.h2FilePath(url).ifPresent(database -> {
            try {
                removeLeftovers(database);
            } catch (IOException e) {
                LOG.warn("Could not remove what an earlier crash recovery left beside the database ({})", e.getMessage());
            }
        });
    }

    private static void removeLeftovers(Path database) throws IOException {
        Path dir = database.toAbsolutePath().getParent();
        String name = database.getFileName().toString();
        for (String leftover : new String[] {name + ".before-rebuild.mv.db", name + ".rebuild.sql.gz", name + "-rebuild.mv.db",
                name + "-rebuild.trace.db"}) {
            if (Files.deleteIfExists(dir.resolve(leftover))) {
                LOG.info("Removed {}, left by an earlier crash recovery", leftover);
            }
        }
    }

    /** Rows in every table of the database (schema-qualified names), read in one connection. */
    static Map<String, Long> rowCounts(Connection c) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet r = st.executeQuery("SELECT table_schema, table_name FROM"
                + " information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema <> 'INFORMATION_SCHEMA'"
                + " ORDER BY 1, 2")) {
            while (r.next()) {
                tables.add("\"" + r.getString(1).replace("\"", "\"\"") + "\".\"" + r.getString(2).replace("\"", "\"\"") + "\"");
            }
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        try (Statement st = c.createStatement()) {
            for (String t : tables) {
                try (ResultSet r = st.executeQuery("SELECT COUNT(*) FROM " + t)) {
                    r.next();
                    counts.put(t.replace("\"", ""), r.getLong(1));
                }
            }
        }
        return counts;
    }

    /**
     * The rebuild's check: the rebuilt file holds every table the old one read, with the same number of rows. Fails
     * naming the first table that differs (the rebuild is then abandoned and the old file opens as it is).
     */
    static void verifySameRows(Map<String, Long> read, Map<String, Long> rebuilt) {
        for (Map.Entry<String, Long> e : read.entrySet()) {
            Long now = rebuilt.get(e.getKey());
            if (!e.getValue().equals(now)) {
                throw new IllegalStateException("the rebuilt database differs from the one it was rebuilt from: table "
                        + e.getKey() + " had " + e.getValue() + " rows, the rebuild " + (now == null ? "does not have it" : "has " + now));
            }
        }
        if (!rebuilt.keySet().equals(read.keySet())) {
            throw new IllegalStateException("the rebuilt database has tables the old one did not: " + rebuilt.keySet());
        }
    }

    private static Path mvFile(Path database) {
        return database.resolveSibling(database.getFileName() + ".mv.db");
    }

    private static String literal(Path p) {
        return "'" + p.toAbsolutePath().toString().replace("'", "''") + "'";
    }

    /** Flushes a file's content, or a directory's entries, to the disk (best effort for directories). */
    private static void force(Path p) {
        try (FileChannel ch = FileChannel.open(p, Files.isDirectory(p) ? StandardOpenOption.READ : StandardOpenOption.WRITE)) {
            ch.force(true);
        } catch (IOException e) {
            LOG.debug("Could not flush {}: {}", p, e.getMessage());
        }
    }

    /**
     * Recovers the newest complete commit of the H2 database at {@code database} (the path without {@code .mv.db}):
     * finds it in one sequential read of the file ({@link H2NewestChunk#scan}), names it in the file header when the
     * header names an older one, and checks with H2 that its normal open now starts there and finds every chunk it lists
     * where the scan found it. When that check fails (or the header or chunks cannot be read this way) H2's own recovery
     * mode decides, as before ADR 0253 ({@link #recoverWithH2}, about ten times slower).
     *
     * @return true when the file was scanned (it had not been closed cleanly)
     */
    static boolean recoverNewestCommit(Path database) {
        Path file = mvFile(database);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        H2NewestChunk.Scan scan;
        byte[] before = null;
        long named;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
             FileLock lock = ch.tryLock()) {
            if (lock == null) {
                return false; // another process holds the database open: the normal open explains it
            }
            Map<String, String> header = H2NewestChunk.header(ch);
            if (header != null && header.containsKey(CLEAN)) {
                return false;
            }
            scan = header == null ? null : H2NewestChunk.scan(ch);
            if (scan == null || scan.newest() == null) {
                lock.release();
                return recoverWithH2(file);
            }
            named = H2NewestChunk.version(header);
            if (scan.newest().version() > named) {
                before = H2NewestChunk.readHeaderBlocks(ch);
                H2NewestChunk.writeHeader(ch, H2NewestChunk.headerNaming(header, scan.newest()));
            }
        } catch (IOException | RuntimeException e) { // OverlappingFileLockException: held in this process
            LOG.debug("No crash recovery for {}: {}", file, e.getMessage());
            return false;
        }
        if (!H2NewestChunk.opensOn(file, scan)) {
            H2NewestChunk.restoreHeader(file, before);
            return recoverWithH2(file);
        }
        H2NewestChunk.markClean(file, scan);
        if (before != null) {
            LOG.warn("The database was not closed cleanly; recovered its newest complete commit (version {}, the file's header"
                    + " named {})", Long.toHexString(scan.newest().version()), named < 0 ? "none" : "version " + Long.toHexString(named));
        } else {
            LOG.info("The database was not closed cleanly; its newest commit (version {}) was found as usual",
                    Long.toHexString(scan.newest().version()));
        }
        return true;
    }

    /**
     * H2's own recovery mode (ADR 0110): every chunk in the file read, the newest complete one taken, a header naming it
     * written at close. Linear in the file and slow (10.8 s at 1 GB); the fallback of {@link #recoverNewestCommit}.
     *
     * @return true when the file was scanned (it had not been closed cleanly)
     */
    static boolean recoverWithH2(Path file) {
        String name = file.toString();
        try {
            long before;
            try (MVStore s = new MVStore.Builder().fileName(name).readOnly().open()) {
                if (s.getFileStore().getStoreHeader().containsKey(CLEAN)) {
                    return false;
                }
                before = s.getCurrentVersion();
            }
            long recovered;
            try (MVStore s = new MVStore.Builder().fileName(name).recoveryMode().open()) {
                recovered = s.getCurrentVersion();
            }
            if (recovered != before) {
                LOG.warn("The database was not closed cleanly; recovered its newest complete commit (version {}, "
                        + "a normal open would have used version {})", Long.toHexString(recovered), Long.toHexString(before));
            } else {
                LOG.info("The database was not closed cleanly; its newest commit (version {}) was found as usual",
                        Long.toHexString(recovered));
            }
            return true;
        } catch (MVStoreException | IllegalStateException e) {
            // Locked by a running engine, or not an MVStore file: the normal open explains it.
            LOG.debug("No crash recovery for {}: {}", file, e.getMessage());
            return false;
        }
    }
}
