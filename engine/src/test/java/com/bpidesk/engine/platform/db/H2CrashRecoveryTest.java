package com.bpidesk.engine.platform.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tukaani.xz.XZInputStream;
import org.junit.jupiter.api.Tag;

/**
 * The crash the {@code kill -9} trials found (ADR 0110): the newest complete commit sits in a chunk that neither
 * H2's file header, nor the footer at the end of the file, nor the previous chunk's prediction leads to. The file is
 * made that way by hand from a real H2 database: the header is the one written before the last commit, the previous
 * chunk's prediction points elsewhere, and a block follows the newest chunk. A plain H2 open then loses the last
 * commit (so the test can fail), and {@link H2CrashRecovery} finds it.
 *
 * <p>The second crash is a real file: the trial's database after a restart in which locking the audit chain head spun
 * forever ({@code src/test/resources/h2/stale-row-lock-after-kill.mv.db.xz}, 12 MB before compression, taken from
 * {@code ./bpi reliability} on 2026-11-26). A plain open still cannot lock that row; the rebuild can, and reads the same.
 */
@Tag("slow")
class H2CrashRecoveryTest {

    static final int BLOCK = 4096;
    static final Pattern CHUNK = Pattern.compile("^chunk:([0-9a-f]+),.*?next:([0-9a-f]+)");

    @TempDir
    Path dir;

    @Test
    void theNewestCompleteCommitIsFoundWhereAPlainOpenLosesIt() throws Exception {
        byte[] crashed = crashedFileWhoseLastCommitIsHidden();

        Path plain = write("plain", crashed);
        assertThat(rows(plain)).as("a plain H2 open misses the last commit of this file").isEqualTo(1);

        Path recovered = write("recovered", crashed);
        assertThat(H2CrashRecovery.recoverNewestCommit(recovered)).as("the unclean file was scanned").isTrue();
        assertThat(rows(recovered)).as("rows after recovery").isEqualTo(2);
    }

    /**
     * ADR 0253: the newest commit found by one sequential read instead of H2's recovery mode. Reference: the newest chunk
     * id in the file as this test's own pattern reads it at every block boundary ({@link #CHUNK}); the old chunk's copy
     * at the end does not count as newer. After the header names it, H2's normal open starts there and loses nothing.
     */
    @Test
    void oneSequentialReadFindsTheNewestChunkAndTheHeaderNamesIt() throws Exception {
        byte[] crashed = crashedFileWhoseLastCommitIsHidden();
        int newestId = -1;
        for (int at = 2 * BLOCK; at + BLOCK <= crashed.length; at += BLOCK) {
            Matcher m = CHUNK.matcher(new String(crashed, at, 200, StandardCharsets.ISO_8859_1));
            if (m.find()) {
                newestId = Math.max(newestId, Integer.parseInt(m.group(1), 16));
            }
        }
        Path db = write("scanned", crashed);
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(mvFile(db),
                java.nio.file.StandardOpenOption.READ, java.nio.file.StandardOpenOption.WRITE)) {
            H2NewestChunk.Scan scan = H2NewestChunk.scan(ch);
            assertThat(scan.newest().id()).as("the newest chunk").isEqualTo(newestId);
            Map<String, String> header = H2NewestChunk.header(ch);
            assertThat(H2NewestChunk.version(header)).as("the header names an older commit").isLessThan(scan.newest().version());
            H2NewestChunk.writeHeader(ch, H2NewestChunk.headerNaming(header, scan.newest()));
            assertThat(H2NewestChunk.version(H2NewestChunk.header(ch))).isEqualTo(scan.newest().version());
            assertThat(H2NewestChunk.opensOn(mvFile(db), scan)).as("H2's normal open starts from it").isTrue();
        }
        assertThat(rows(db)).as("rows after a plain open of the file whose header names the newest chunk").isEqualTo(2);
    }

    @Test
    void aCleanlyClosedOrMissingFileIsLeftAlone() throws Exception {
        Path db = dir.resolve("clean").resolve("db");
        try (Connection c = DriverManager.getConnection(url(db), "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            st.execute("INSERT INTO t VALUES (1)");
        }
        assertThat(H2CrashRecovery.recoverNewestCommit(db)).isFalse();
        assertThat(H2CrashRecovery.recoverNewestCommit(dir.resolve("none").resolve("db"))).isFalse();
        assertThat(rows(db)).isEqualTo(1);
    }

    @Test
    void anUncleanFileIsRecoveredBeforeItOpensAndACleanOneIsNot() throws Exception {
        Path crashed = write("crashed", crashedFileWhoseLastCommitIsHidden());
        assertThat(H2CrashRecovery.recoverAfterCrash(url(crashed), "sa", "")).isTrue();
        assertThat(rows(crashed)).as("rows after recovery").isEqualTo(2);
        // issue 29: a verified rebuild keeps no copy of the old file (each crash used to leave one as large as the data)
        assertThat(crashed.resolveSibling("db.before-rebuild.mv.db")).as("no copy of the file before the rebuild").doesNotExist();
        assertThat(crashed.resolveSibling("db.rebuild.sql.gz")).doesNotExist();

        Path clean = dir.resolve("clean2").resolve("db");
        try (Connection c = DriverManager.getConnection(url(clean), "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id INT PRIMARY KEY)");
        }
        assertThat(H2CrashRecovery.recoverAfterCrash(url(clean), "sa", "")).isFalse();
        assertThat(clean.resolveSibling("db.before-rebuild.mv.db")).doesNotExist();
        assertThat(H2CrashRecovery.recoverAfterCrash("jdbc:h2:mem:x", "sa", "")).isFalse();
    }

    /**
     * Issue 29: crash recoveries must not pile up copies of the database. Three crashes in a row, with a copy left by an
     * earlier version and the leftovers of a rebuild cut short by a kill beside the file: afterwards the directory holds
     * the database file and nothing else of the recovery's (listed by hand: {@code db.mv.db}, H2's {@code db.trace.db}
     * if it wrote one), and every committed row is still there.
     */
    @Test
    void repeatedRecoveriesLeaveNoCopiesBehind() throws Exception {
        byte[] crashedBytes = crashedFileWhoseLastCommitIsHidden();
        Path crashed = write("repeated", crashedBytes);
        Path folder = crashed.getParent();
        Files.write(folder.resolve("db.before-rebuild.mv.db"), crashedBytes); // an earlier version's copy
        Files.write(folder.resolve("db-rebuild.mv.db"), new byte[] {1, 2, 3}); // a rebuild cut short by a kill
        Files.write(folder.resolve("db.rebuild.sql.gz"), new byte[] {1, 2, 3});
        for (int crash = 1; crash <= 3; crash++) {
            if (crash > 1) {
                Files.write(mvFile(crashed), crashedBytes); // the same crash again
            }
            assertThat(H2CrashRecovery.recoverAfterCrash(url(crashed), "sa", "")).as("crash " + crash + " recovered").isTrue();
        }
        assertThat(rows(crashed)).as("rows after three recoveries").isEqualTo(2);
        try (java.util.stream.Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(n -> !n.equals("db.trace.db")).sorted().toList())
                    .as("files beside the database after three recoveries").containsExactly("db.mv.db");
        }
    }

    /** The check before the rebuilt file replaces the old one: every table the same number of rows, or no swap. */
    @Test
    void aRebuildThatDoesNotReadTheSameIsRefused() throws Exception {
        // what the check compares: rows of every table, two tables written by hand here
        try (Connection c = DriverManager.getConnection(url(dir.resolve("counted").resolve("db")), "sa", "");
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            st.execute("INSERT INTO t VALUES (1), (2), (3)");
            st.execute("CREATE SCHEMA other");
            st.execute("CREATE TABLE other.u (id INT PRIMARY KEY)");
            assertThat(H2CrashRecovery.rowCounts(c)).isEqualTo(Map.of("OTHER.U", 0L, "PUBLIC.T", 3L));
        }
        Map<String, Long> before = new LinkedHashMap<>(Map.of("PUBLIC.JOBS", 772L, "PUBLIC.ENVELOPES", 754L));
        H2CrashRecovery.verifySameRows(before, new LinkedHashMap<>(before)); // the same: accepted
        Map<String, Long> lostRow = new LinkedHashMap<>(before);
        lostRow.put("PUBLIC.ENVELOPES", 753L);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> H2CrashRecovery.verifySameRows(before, lostRow))
                .hasMessageContaining("PUBLIC.ENVELOPES").hasMessageContaining("754").hasMessageContaining("753");
        Map<String, Long> lostTable = new LinkedHashMap<>(before);
        lostTable.remove("PUBLIC.JOBS");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> H2CrashRecovery.verifySameRows(before, lostTable))
                .hasMessageContaining("PUBLIC.JOBS");
    }

    @Test
    void aRowThatACutShortCommitLeftLockedLocksAgainAfterTheRebuild() throws Exception {
        String options = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0";
        Path plain = unpack("plain", "stale-row-lock-after-kill");
        Map<String, String> readBefore = committedState("jdbc:h2:file:" + plain + options);
        assertThat(readBefore).containsEntry("head org-kill", "192").containsEntry("audit_events", "197");
        assertThat(locksHeadsWithin("jdbc:h2:file:" + plain + options, 3_000))
                .as("a plain H2 open of this file cannot lock the chain head (so this test can fail)").isFalse();

        Path rebuilt = unpack("rebuilt", "stale-row-lock-after-kill");
        H2CrashRecovery.rebuildFromCommittedState("jdbc:h2:file:" + rebuilt + options, "sa", "");
        assertThat(committedState("jdbc:h2:file:" + rebuilt + options)).as("what the database reads").isEqualTo(readBefore);
        assertThat(locksHeadsWithin("jdbc:h2:file:" + rebuilt + options, 30_000)).as("locks after the rebuild").isTrue();
    }

    /**
     * ADR 0253: the same trial file, repaired in place instead of rebuilt. The references were read by hand from the
     * file with H2's own API before any repair: its undo log holds transaction 1 (11 changes, then H2's commit marker),
     * whose first changes (envelope {@code kill-1-75-7891a8d6dd598312} APPROVED) are committed and whose last (audit event
     * 193 of {@code org-kill} with hash {@code a111...}, its {@code prev_hash} {@code f44b...} being event 192's hash,
     * and the chain head moved from 192 to 193) still name the transaction. Finished, the chain reads whole: 193 events,
     * the head naming the newest. A rebuild would read the head at 192 (what a plain open reads), so this also shows
     * that no rebuild ran.
     */
    @Test
    void aHalfCommittedTransactionIsFinishedInPlaceWithoutARebuild() throws Exception {
        String options = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0";
        Path db = unpack("finished", "stale-row-lock-after-kill");
        String url = "jdbc:h2:file:" + db + options;
        assertThat(H2CrashRecovery.hasUndoLog(db)).as("the trial's file holds an undo log").isTrue();

        H2CrashRecovery.recoverAfterCrash(url, "sa", "");

        Map<String, String> state = committedState(url);
        assertThat(state).containsEntry("head org-kill", "193")
                .containsEntry("hash org-kill", "a111982573972a222d862f191029b6913b85f42899f80a52fcb3a2c40aeb9a0f")
                .containsEntry("audit_events", "198").containsEntry("head local", "5");
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            try (ResultSet r = st.executeQuery("SELECT COUNT(*), MAX(chain_index) FROM audit_events WHERE organization_id = 'org-kill'")) {
                r.next();
                assertThat(r.getLong(1)).as("events of org-kill").isEqualTo(193);
                assertThat(r.getLong(2)).isEqualTo(193);
            }
            try (ResultSet r = st.executeQuery("SELECT prev_hash, event_hash, decision_id FROM audit_events"
                    + " WHERE organization_id = 'org-kill' AND chain_index = 193")) {
                assertThat(r.next()).isTrue();
                assertThat(r.getString(1)).as("event 193 follows event 192")
                        .isEqualTo("f44b1755c0082a5641bfd523fdad1c75fec5932152852fc17518238ed906e7ff");
                assertThat(r.getString(3)).isEqualTo("kill-1-75-7891a8d6dd598312");
            }
            try (ResultSet r = st.executeQuery("SELECT event_hash FROM audit_events WHERE organization_id = 'org-kill' AND chain_index = 192")) {
                assertThat(r.next()).isTrue();
                assertThat(r.getString(1)).isEqualTo("f44b1755c0082a5641bfd523fdad1c75fec5932152852fc17518238ed906e7ff");
            }
            try (ResultSet r = st.executeQuery("SELECT review_status FROM assurance_envelopes WHERE decision_id = 'kill-1-75-7891a8d6dd598312'")) {
                assertThat(r.next()).isTrue();
                assertThat(r.getString(1)).isEqualTo("APPROVED");
            }
        }
        assertThat(H2CrashRecovery.hasUndoLog(db)).as("no undo log left, so the next open registers no leftover").isFalse();
        assertThat(H2LeftoverTransactions.finishLeftovers(url, "sa", "")).isEqualTo(H2LeftoverTransactions.Outcome.NONE);
        assertThat(locksHeadsWithin(url, 30_000)).as("the chain heads lock after the repair").isTrue();
    }

    /** A leftover transaction that had not begun committing is not one this repair proves: the rebuild decides. */
    @Test
    void aTransactionThatWasNotCommittingIsNotFinished() {
        try (org.h2.mvstore.MVStore mv = org.h2.mvstore.MVStore.open(null)) {
            org.h2.mvstore.tx.TransactionStore ts = new org.h2.mvstore.tx.TransactionStore(mv);
            ts.init();
            org.h2.mvstore.tx.Transaction t = ts.begin();
            t.<String, String>openMap("m").put("a", "b");
            assertThat(H2LeftoverTransactions.plan(mv, t)).as("an open transaction's rows are not finished").isNull();
            t.commit();
        }
    }

    Path unpack(String name, String fixture) throws Exception {
        Path db = dir.resolve(name).resolve("bpi-desk");
        Files.createDirectories(db.getParent());
        try (InputStream in = new XZInputStream(H2CrashRecoveryTest.class.getResourceAsStream("/h2/" + fixture + ".mv.db.xz"))) {
            Files.copy(in, mvFile(db));
        }
        return db;
    }

    /** Row counts of every table and the audit chain heads, as the database reads them. */
    static Map<String, String> committedState(String url) throws SQLException {
        Map<String, String> state = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet r = st.executeQuery("SELECT table_name FROM information_schema.tables"
                    + " WHERE table_schema = 'public' ORDER BY table_name")) {
                while (r.next()) {
                    tables.add(r.getString(1));
                }
            }
            for (String t : tables) {
                try (ResultSet r = st.executeQuery("SELECT COUNT(*) FROM \"" + t + "\"")) {
                    r.next();
                    state.put(t, Long.toString(r.getLong(1)));
                }
            }
            try (ResultSet r = st.executeQuery("SELECT organization_id, chain_index, head_hash FROM audit_chain_heads ORDER BY 1")) {
                while (r.next()) {
                    state.put("head " + r.getString(1), Long.toString(r.getLong(2)));
                    state.put("hash " + r.getString(1), r.getString(3));
                }
            }
        }
        return state;
    }

    /**
     * Whether {@code SELECT ... FOR UPDATE} on the chain heads returns within {@code millis}. When it does not, the
     * database is shut down from another connection, which ends the spinning statement.
     */
    static boolean locksHeadsWithin(String url, long millis) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Connection other = DriverManager.getConnection(url, "sa", "")) {
            c.setAutoCommit(false);
            AtomicReference<Boolean> locked = new AtomicReference<>(false);
            Thread t = Thread.ofPlatform().daemon().start(() -> {
                try (Statement st = c.createStatement();
                     ResultSet r = st.executeQuery("SELECT chain_index FROM audit_chain_heads FOR UPDATE")) {
                    while (r.next()) {
                        r.getLong(1);
                    }
                    c.rollback();
                    locked.set(true);
                } catch (SQLException e) {
                    locked.set(false);
                }
            });
            t.join(millis);
            if (t.isAlive()) {
                try (Statement st = other.createStatement()) {
                    st.execute("SHUTDOWN IMMEDIATELY");
                } catch (SQLException closedUnderUs) {
                    // the shutdown closes this connection too
                }
                t.join(30_000);
                assertThat(t.isAlive()).as("the spinning statement ended with the shutdown").isFalse();
                return false;
            }
            return locked.get();
        } catch (SQLException closed) {
            return false; // closing the connections of a database shut down above
        }
    }

    /** Two commits (one row each); the file as a kill -9 after the second leaves it, then hidden as in the trials. */
    byte[] crashedFileWhoseLastCommitIsHidden() throws Exception {
        Path db = dir.resolve("live").resolve("db");
        Path file = mvFile(db);
        byte[] afterFirst;
        byte[] afterSecond;
        try (Connection c = DriverManager.getConnection(url(db), "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(100))");
            st.execute("INSERT INTO t VALUES (1, 'acknowledged first')");
            afterFirst = Files.readAllBytes(file);
            st.execute("INSERT INTO t VALUES (2, 'acknowledged second')");
            afterSecond = Files.readAllBytes(file); // what the page cache holds when the process dies
        }
        byte[] f = Arrays.copyOf(afterSecond, afterSecond.length + BLOCK); // one block more, after the newest chunk
        System.arraycopy(afterFirst, 0, f, 0, 2 * BLOCK); // the header as it was before the last commit
        java.util.TreeMap<Integer, Integer> chunkAt = new java.util.TreeMap<>(); // chunk id -> offset
        for (int at = 2 * BLOCK; at + BLOCK <= afterSecond.length; at += BLOCK) {
            Matcher m = CHUNK.matcher(new String(f, at, 200, StandardCharsets.ISO_8859_1));
            if (m.find()) {
                chunkAt.put(Integer.parseInt(m.group(1), 16), at);
            }
        }
        assertThat(chunkAt).as("the file holds at least two chunks").hasSizeGreaterThanOrEqualTo(2);
        int previousAt = chunkAt.lowerEntry(chunkAt.lastKey()).getValue();
        // an old chunk's copy ends the file, as old data did in the trial's file: its footer is valid but not the newest
        int firstAt = chunkAt.firstEntry().getValue();
        System.arraycopy(f, firstAt, f, afterSecond.length, BLOCK);
        // the previous chunk predicted the next one elsewhere (same length, so the header text stays well-formed)
        String header = new String(f, previousAt, 200, StandardCharsets.ISO_8859_1);
        Matcher m = CHUNK.matcher(header);
        assertThat(m.find()).isTrue();
        int nextAt = previousAt + m.start(2);
        String wrong = "f".repeat(m.group(2).length());
        System.arraycopy(wrong.getBytes(StandardCharsets.ISO_8859_1), 0, f, nextAt, wrong.length());
        return f;
    }

    Path write(String name, byte[] bytes) throws Exception {
        Path db = dir.resolve(name).resolve("db");
        Files.createDirectories(db.getParent());
        Files.write(mvFile(db), bytes);
        return db;
    }

    static long rows(Path db) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(db), "sa", ""); Statement st = c.createStatement();
             ResultSet r = st.executeQuery("SELECT COUNT(*) FROM t")) {
            r.next();
            return r.getLong(1);
        }
    }

    static Path mvFile(Path db) {
        return db.resolveSibling(db.getFileName() + ".mv.db");
    }

    static String url(Path db) {
        return "jdbc:h2:file:" + db + ";WRITE_DELAY=0";
    }
}
