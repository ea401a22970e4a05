package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.db.PrivateFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.apache.lucene.store.Lock;

/**
 * The research index's Lucene directory with every file it creates made owner-only ({@code rw-------}) as soon as it
 * exists, before Lucene writes to it (issue 29: the index's files were 644 on first run). Lucene creates its files
 * itself (segments, temporary files, the write lock), so the permission is set right after each creation; the
 * directory around them is already owner-only ({@link PrivateFiles#directory(Path)}), so no other user can open a
 * file in the instant between.
 */
final class OwnerOnlyDirectory extends FilterDirectory {

    private final Path path;

    private OwnerOnlyDirectory(FSDirectory in) {
        super(in);
        this.path = in.getDirectory();
    }

    /** Opens the index in {@code dir}, creating the directory owner-only when it is missing. */
    static OwnerOnlyDirectory open(Path dir) throws IOException {
        PrivateFiles.directory(dir);
        return new OwnerOnlyDirectory(FSDirectory.open(dir));
    }

    @Override
    public IndexOutput createOutput(String name, IOContext context) throws IOException {
        IndexOutput out = super.createOutput(name, context);
        PrivateFiles.file(path.resolve(name));
        return out;
    }

    @Override
    public IndexOutput createTempOutput(String prefix, String suffix, IOContext context) throws IOException {
        IndexOutput out = super.createTempOutput(prefix, suffix, context);
        PrivateFiles.file(path.resolve(out.getName()));
        return out;
    }

    @Override
    public Lock obtainLock(String name) throws IOException {
        Lock lock = super.obtainLock(name);
        Path file = path.resolve(name);
        if (Files.exists(file)) {
            PrivateFiles.file(file);
        }
        return lock;
    }
}
