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
