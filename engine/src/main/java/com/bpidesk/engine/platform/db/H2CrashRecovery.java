package com.bpidesk.engine.platform.db;

import java.nio.file.Files;
import java.nio.file.Path;
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
 * <p>Only a file that was not closed cleanly is scanned (H2 marks a clean close in its header); a clean file, a
 * missing one, or one that another process holds open is left to the normal open.
 */
final class H2CrashRecovery {

    private static final Logger LOG = LoggerFactory.getLogger(H2CrashRecovery.class);
    /** The key H2's file header carries after a clean close. */
    private static final String CLEAN = "clean";

    private H2CrashRecovery() {
    }

    /**
     * Recovers the newest complete commit of the H2 database at {@code database} (the path without {@code .mv.db}).
     *
     * @return true when the file was scanned (it had not been closed cleanly)
     */
    static boolean recoverNewestCommit(Path database) {
        Path file = database.resolveSibling(database.getFileName() + ".mv.db");
        if (!Files.isRegularFile(file)) {
            return false;
        }
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
