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
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The crash the {@code kill -9} trials found (ADR 0110): the newest complete commit sits in a chunk that neither
 * H2's file header, nor the footer at the end of the file, nor the previous chunk's prediction leads to. The file is
 * made that way by hand from a real H2 database: the header is the one written before the last commit, the previous
 * chunk's prediction points elsewhere, and a block follows the newest chunk. A plain H2 open then loses the last
 * commit (so the test can fail), and {@link H2CrashRecovery} finds it.
 */
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
