package com.bpidesk.engine.market;

import java.nio.file.Path;

/** The real public files under ../shared/data (system property {@code bpi.shared.data}). */
public final class SharedData {
    private SharedData() {
    }

    public static Path path(String relative) {
        return Path.of(System.getProperty("bpi.shared.data", "../../shared/data")).resolve(relative);
    }

    public static Path fixture(String relative) {
        try {
            return Path.of(SharedData.class.getResource("/fixtures/" + relative).toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
