package com.bpidesk.engine.market;

import com.bpidesk.engine.testing.TestEngine;
import java.nio.file.Path;
import java.util.Map;

/** Opens ImportApiTest's multipart helper to tests of other packages. */
public final class ImportApiTestAccess {
    private ImportApiTestAccess() {
    }

    public static TestEngine.Response multipart(TestEngine t, String path, Path file) throws Exception {
        return ImportApiTest.multipart(t, path, file, Map.of());
    }
}
