package com.bpidesk.engine.platform;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Native libraries extracted once into the data directory instead of into a new temporary directory at every
 * start (issue 11: each start left 16 MB under {@code /tmp/onnxruntime-java*}). The ONNX Runtime jar's libraries
 * for this platform are copied to {@code <data dir>/native/onnxruntime-<digest>/} (the digest of the JNI library,
 * so an upgrade gets a new directory) and {@code onnxruntime.native.path} points ONNX Runtime there; it then loads
 * them in place. Nothing happens when the property is already set or the jar has no library for this platform.
 */
public final class NativeLibraries {

    private static final Logger LOG = LoggerFactory.getLogger(NativeLibraries.class);
    public static final String ONNX_PATH_PROPERTY = "onnxruntime.native.path";
    private static String setByUs;

    private NativeLibraries() {
    }

    /** Extracts ONNX Runtime's libraries into the data directory's cache once and points ONNX Runtime at them. */
    public static synchronized void useOnnxRuntimeCache(Path dataDir) {
        String current = System.getProperty(ONNX_PATH_PROPERTY);
        if (current != null && (!current.equals(setByUs) || Files.isDirectory(Path.of(current)))) {
            return; // set by the user, or our cache is still there (ONNX Runtime loads once per process)
        }
        String folder = "ai/onnxruntime/native/" + platform() + "/";
        List<String> libraries = List.of(System.mapLibraryName("onnxruntime"), System.mapLibraryName("onnxruntime4j_jni"));
        ClassLoader loader = NativeLibraries.class.getClassLoader();
        if (libraries.stream().anyMatch(l -> loader.getResource(folder + l) == null)) {
            return;
        }
        try {
            Path dir = dataDir.resolve("native").resolve("onnxruntime-" + digest(loader, folder + libraries.get(1)));
            // owner-only from the start like the rest of the data directory (issue 29: native/onnxruntime-* was 755)
            com.bpidesk.engine.platform.db.PrivateFiles.directory(dir);
            for (String lib : libraries) {
                Path target = dir.resolve(lib);
                if (!Files.isRegularFile(target)) {
                    Path tmp = Files.createTempFile(dir, lib, ".part"); // rw------- on POSIX; written in place, not replaced
                    try (InputStream in = loader.getResourceAsStream(folder + lib);
                         java.io.OutputStream out = com.bpidesk.engine.platform.db.PrivateFiles.newOutputStream(tmp)) {
                        in.transferTo(out);
                    }
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            System.setProperty(ONNX_PATH_PROPERTY, dir.toString());
            setByUs = dir.toString();
        } catch (IOException | RuntimeException e) {
            LOG.warn("Could not cache the ONNX Runtime libraries in the data directory; it extracts them to a temporary "
                    + "directory instead: {}", e.toString());
        }
    }

    private static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String o = os.contains("win") ? "win" : os.contains("mac") || os.contains("darwin") ? "osx" : "linux";
        String a = arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch;
        return o + "-" + a;
    }

    private static String digest(ClassLoader loader, String resource) throws IOException {
        try (InputStream in = loader.getResourceAsStream(resource)) {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(in.readAllBytes())).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
