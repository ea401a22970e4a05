package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** ONNX Runtime's native libraries are extracted once into the data directory and reused (issue 11). */
class NativeLibrariesTest {

    @Test
    void onnxRuntimeIsExtractedOnceIntoTheDataDirectory() throws Exception {
        String before = System.getProperty(NativeLibraries.ONNX_PATH_PROPERTY);
        Path dir = Files.createTempDirectory("bpi-native-");
        try {
            System.clearProperty(NativeLibraries.ONNX_PATH_PROPERTY);
            NativeLibraries.useOnnxRuntimeCache(dir);
            Path cache = Path.of(System.getProperty(NativeLibraries.ONNX_PATH_PROPERTY));
            assertThat(cache.getParent()).isEqualTo(dir.resolve("native"));
            Path lib = cache.resolve(System.mapLibraryName("onnxruntime"));
            assertThat(Files.size(lib)).isGreaterThan(1_000_000);
            long modified = Files.getLastModifiedTime(lib).toMillis();
            // a second start reuses the files (the property is cleared as in a new process)
            System.clearProperty(NativeLibraries.ONNX_PATH_PROPERTY);
            Thread.sleep(20);
            NativeLibraries.useOnnxRuntimeCache(dir);
            assertThat(Files.getLastModifiedTime(lib).toMillis()).isEqualTo(modified);
        } finally {
            if (before != null) {
                System.setProperty(NativeLibraries.ONNX_PATH_PROPERTY, before);
            } else {
                System.clearProperty(NativeLibraries.ONNX_PATH_PROPERTY);
            }
        }
    }
}
