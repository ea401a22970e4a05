package com.bpidesk.engine.platform.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Keeps the data directory readable by its owner only (issue 11): directories {@code rwx------}, files
 * {@code rw-------}. Java cannot set the process umask, so files the database creates later are protected by
 * the owner-only directories they live in. {@link #secure(Path)} tightens the data directory, its direct
 * entries and everything under {@code db/}, which repairs directories written by earlier versions (755
 * directories, 644 files); it does not descend further, so a data directory pointed at a folder holding other
 * things never has their permissions rewritten (the owner-only directory already keeps them from other users).
 *
 * <p>What the engine creates later under the data directory is created owner-only from the start (issue 29):
 * {@link #directory(Path)} for a directory, {@link #newOutputStream(Path, java.nio.file.OpenOption...)} for a file it
 * writes itself, {@link #file(Path)} for a file a library creates (the research index's Lucene files).
 *
 * <p>On file systems without POSIX permissions (Windows) nothing is changed: the user profile's ACLs apply.
 */
public final class PrivateFiles {

    public static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");
    public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private PrivateFiles() {
    }

    /** Creates the data directory if needed and makes it, its direct entries and {@code db/} owner-only. */
    public static void secure(Path dir) {
        try {
            Files.createDirectories(dir);
            if (!posix()) {
                return;
            }
            tighten(dir, 1);
            Path db = dir.resolve("db");
            if (Files.isDirectory(db, LinkOption.NOFOLLOW_LINKS)) {
                tighten(db, Integer.MAX_VALUE);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot make the data directory " + dir + " private to its owner", e);
        }
    }

    /**
     * Creates {@code dir} and any missing parent owner-only ({@code rwx------} from the moment it exists, not changed
     * afterwards), then tightens everything already under it (a tree written by an earlier version, issue 29:
     * {@code research-index/} 755 with 644 files). Returns {@code dir}.
     */
    public static Path directory(Path dir) throws IOException {
        if (!posix()) {
            return Files.createDirectories(dir);
        }
        Path missing = dir.toAbsolutePath();
        java.util.ArrayDeque<Path> toCreate = new java.util.ArrayDeque<>();
        while (missing != null && !Files.exists(missing, LinkOption.NOFOLLOW_LINKS)) {
            toCreate.push(missing);
            missing = missing.getParent();
        }
        for (Path d : toCreate) {
            try {
                Files.createDirectory(d, PosixFilePermissions.asFileAttribute(DIRECTORY));
            } catch (java.nio.file.FileAlreadyExistsException raced) {
                // another thread created it: tightened below
            }
        }
        tighten(dir, Integer.MAX_VALUE);
        return dir;
    }

    /**
     * Makes one file owner-only ({@code rw-------}); call it right after creating the file, before writing to it (a
     * library that creates its own files, such as Lucene's index, or a copy). No-op without POSIX permissions.
     */
    public static void file(Path file) throws IOException {
        if (posix() && !Files.isSymbolicLink(file) && !Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS).equals(FILE)) {
            Files.setPosixFilePermissions(file, FILE);
        }
    }

    /** Opens {@code file} for writing, creating it owner-only ({@code rw-------}) when it does not exist yet. */
    public static java.io.OutputStream newOutputStream(Path file, java.nio.file.OpenOption... options) throws IOException {
        if (posix() && !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(FILE));
            } catch (java.nio.file.FileAlreadyExistsException raced) {
                // created meanwhile: made owner-only below
            }
        }
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            file(file);
        }
        return Files.newOutputStream(file, options);
    }

    private static void tighten(Path dir, int depth) throws IOException {
        try (Stream<Path> all = Files.walk(dir, depth)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                if (Files.isSymbolicLink(p)) {
                    continue; // never follow or change what a link points to
                }
                Set<PosixFilePermission> wanted = Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? DIRECTORY : FILE;
                if (!Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS).equals(wanted)) {
                    Files.setPosixFilePermissions(p, wanted);
                }
            }
        }
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
