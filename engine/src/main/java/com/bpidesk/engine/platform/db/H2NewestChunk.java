package com.bpidesk.engine.platform.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the newest complete commit of an H2 file in one sequential read, and names it in the file's header (ADR 0253).
 *
 * <p>Why: H2's own recovery-mode open found that commit (ADR 0110) but took 10.8 s on a 1 GB file (it reads and checks
 * the file block by block), against 0.8 s for this scan on the same file, which reads it in 16 MB pieces and looks only
 * at the first bytes of each 4 KB block.
 *
 * <p>H2 2.5's file format (MVStore format 3, read from files it wrote): a chunk (one commit) starts on a block boundary
 * with a header line {@code chunk:<id>,len:<blocks>,...,version:<version>,...} and ends with a 128-byte footer
 * {@code chunk:<id>,len:<blocks>,version:<version>,fletcher:<checksum>}, the checksum being H2's Fletcher-32
 * ({@link DataUtils#getFletcher32}) of the footer's text before {@code ,fletcher}. A chunk counts only with a footer that
 * matches its header and its checksum. The file header (blocks 0 and 1, the same text twice,
 * {@code H:2,block:<first block of the newest chunk>,chunk:<id>,version:<version>,...,fletcher:<checksum>}) tells H2's
 * normal open where to start.
 */
final class H2NewestChunk {

    private static final Logger LOG = LoggerFactory.getLogger(H2NewestChunk.class);

    static final int BLOCK = 4096;
    private static final int FOOTER = 128;
    private static final int HEADER_MAX = 1024;
    private static final byte[] CHUNK = "chunk:".getBytes(StandardCharsets.ISO_8859_1);

    /** One complete chunk: its id, version, first block and length in blocks. */
    record Chunk(int id, long version, long block, long blocks) {
    }

    /** The complete chunks found, by first block, and the newest of them (null when none). */
    record Scan(Map<Long, Chunk> byBlock, Chunk newest) {
    }

    private H2NewestChunk() {
    }

    /** Reads every block boundary of the file once; a chunk counts when its footer matches its header. */
    static Scan scan(FileChannel ch) throws IOException {
        long size = ch.size();
        ByteBuffer buf = ByteBuffer.allocate(16 << 20);
        byte[] head = new byte[HEADER_MAX];
        Map<Long, Chunk> byBlock = new HashMap<>();
        Chunk newest = null;
        for (long pos = 0; pos < size; pos += buf.capacity()) {
            buf.clear();
            while (buf.hasRemaining() && ch.read(buf, pos + buf.position()) > 0) {
                // read the piece fully
            }
            int n = buf.position();
            for (int o = 0; o + CHUNK.length <= n; o += BLOCK) {
                if (!startsWithChunk(buf, o)) {
                    continue;
                }
                int len = Math.min(HEADER_MAX, n - o);
                buf.get(o, head, 0, len);
                Chunk c = chunk(ch, new String(head, 0, len, StandardCharsets.ISO_8859_1), (pos + o) / BLOCK);
                if (c != null) {
                    byBlock.put(c.block(), c);
                    if (newest == null || c.version() > newest.version()) {
                        newest = c;
                    }
                }
            }
        }
        return new Scan(byBlock, newest);
    }

    private static boolean startsWithChunk(ByteBuffer buf, int o) {
        for (int i = 0; i < CHUNK.length; i++) {
            if (buf.get(o + i) != CHUNK[i]) {
                return false;
            }
        }
        return true;
    }

    /** The chunk whose header text starts {@code header} at {@code block}, or null unless its footer matches. */
    static Chunk chunk(FileChannel ch, String header, long block) {
        try {
            int newline = header.indexOf('\n');
            if (newline < 0) {
                return null;
            }
            Map<String, String> h = DataUtils.parseMap(header.substring(0, newline).strip());
            long blocks = Long.parseLong(h.get("len"), 16);
            long version = Long.parseLong(h.get("version"), 16);
            ByteBuffer foot = ByteBuffer.allocate(FOOTER);
            long at = (block + blocks) * BLOCK - FOOTER;
            if (blocks <= 0 || at < 0 || at + FOOTER > ch.size()) {
                return null;
            }
            while (foot.hasRemaining() && ch.read(foot, at + foot.position()) > 0) {
                // read the footer fully
            }
            String footer = new String(foot.array(), StandardCharsets.ISO_8859_1).strip();
            Map<String, String> f = checksummed(footer);
            if (f == null || !h.get("chunk").equals(f.get("chunk")) || !h.get("len").equals(f.get("len"))
                    || !h.get("version").equals(f.get("version"))) {
                return null;
            }
            return new Chunk(Integer.parseInt(h.get("chunk"), 16), version, block, blocks);
        } catch (RuntimeException | IOException notAChunk) {
            return null; // data that happens to start with "chunk:", or a header cut short
        }
    }

    /** The map of a text ending {@code ,fletcher:<checksum>}, or null when the checksum does not match. */
    static Map<String, String> checksummed(String text) {
        int at = text.lastIndexOf(",fletcher:");
        if (at < 0) {
            return null;
        }
        byte[] bytes = text.substring(0, at).getBytes(StandardCharsets.ISO_8859_1);
        Map<String, String> map = DataUtils.parseMap(text);
        if ((int) Long.parseLong(map.get("fletcher"), 16) != DataUtils.getFletcher32(bytes, 0, bytes.length)) {
            return null;
        }
        map.remove("fletcher");
        return map;
    }

    /** The file header (the newer of its two copies whose checksum matches), or null when neither does. */
    static Map<String, String> header(FileChannel ch) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(2 * BLOCK);
        while (buf.hasRemaining() && ch.read(buf, buf.position()) > 0) {
            // read both copies
        }
        Map<String, String> best = null;
        for (int copy = 0; copy < 2; copy++) {
            String text = new String(buf.array(), copy * BLOCK, BLOCK, StandardCharsets.ISO_8859_1);
            int newline = text.indexOf('\n');
            Map<String, String> h;
            try {
                h = newline < 0 ? null : checksummed(text.substring(0, newline).strip());
            } catch (RuntimeException unreadable) {
                h = null;
            }
            if (h != null && (best == null || version(h) > version(best))) {
                best = h;
            }
        }
        return best;
    }

    /** The version a file header names; -1 when it names none (H2 writes it first when a chunk is not where predicted). */
    static long version(Map<String, String> header) {
        String v = header.get("version");
        return v == null ? -1 : Long.parseLong(v, 16);
    }

    /** The header's two copies as H2 writes them, naming {@code c} as the newest chunk. */
    static byte[] headerNaming(Map<String, String> header, Chunk c) {
        Map<String, String> h = new java.util.TreeMap<>(header);
        h.put("block", Long.toHexString(c.block()));
        h.put("chunk", Integer.toHexString(c.id()));
        h.put("version", Long.toHexString(c.version()));
        StringBuilder text = new StringBuilder();
        h.forEach((k, v) -> DataUtils.appendMap(text, k, v)); // in key order, as H2 writes it
        byte[] plain = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        DataUtils.appendMap(text, "fletcher", Integer.toHexString(DataUtils.getFletcher32(plain, 0, plain.length)));
        text.append('\n');
        byte[] line = text.toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] both = new byte[2 * BLOCK];
        System.arraycopy(line, 0, both, 0, line.length);
        System.arraycopy(line, 0, both, BLOCK, line.length);
        return both;
    }

    /** Writes the first two blocks of the file and flushes them to the disk. */
    static void writeHeader(FileChannel ch, byte[] twoBlocks) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(twoBlocks);
        while (b.hasRemaining()) {
            ch.write(b, b.position());
        }
        ch.force(true);
    }

    /** The first two blocks of the file as they are. */
    static byte[] readHeaderBlocks(FileChannel ch) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(2 * BLOCK);
        while (buf.hasRemaining() && ch.read(buf, buf.position()) > 0) {
            // read both copies
        }
        return buf.array();
    }

    /**
     * Whether H2's normal open of {@code file} starts from the scan's newest chunk and finds every chunk its layout lists
     * at the block where the scan found a complete chunk of that id (H2's "complete chunk set").
     */
    static boolean opensOn(Path file, Scan scan) {
        try (MVStore s = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            if (s.getCurrentVersion() != scan.newest().version()) {
                return false;
            }
            for (Map.Entry<String, String> e : s.getLayoutMap().entrySet()) {
                if (e.getKey().startsWith("chunk.")) {
                    int id = Integer.parseInt(e.getKey().substring("chunk.".length()), 16);
                    long block = Long.parseLong(DataUtils.parseMap(e.getValue()).get("block"), 16);
                    Chunk found = scan.byBlock().get(block);
                    if (found == null || found.id() != id) {
                        return false;
                    }
                }
            }
            return true;
        } catch (MVStoreException | IllegalStateException | NumberFormatException | NullPointerException e) {
            LOG.debug("The scanned newest chunk of {} does not open: {}", file, e.getMessage());
            return false;
        }
    }

    /**
     * Marks the file as H2 marks a clean close, once {@link #opensOn} has shown that its header names the newest complete
     * chunk: H2's normal open of an unclean file checks every chunk again ({@code FileStore.findLastChunkWithCompleteValidChunkSet},
     * 2.2 to 11 s at 1 GB on the shared machine, against 0.3 to 1 s for the same file marked clean), which is what the
     * scan and the check have just done. A file that cannot be marked opens as it is (H2 then checks it itself).
     */
    static void markClean(Path file, Scan scan) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
             FileLock lock = ch.tryLock()) {
            Map<String, String> header = lock == null ? null : header(ch);
            if (header == null || version(header) != scan.newest().version()) {
                return;
            }
            Map<String, String> clean = new java.util.HashMap<>(header);
            clean.put("clean", "1");
            writeHeader(ch, headerNaming(clean, scan.newest()));
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not mark {} as checked: {}", file, e.getMessage());
        }
    }

    static void restoreHeader(Path file, byte[] before) {
        if (before == null) {
            return;
        }
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            writeHeader(ch, before);
        } catch (IOException e) {
            LOG.warn("Could not put the database header back ({}); H2's recovery decides", e.getMessage());
        }
    }
}
