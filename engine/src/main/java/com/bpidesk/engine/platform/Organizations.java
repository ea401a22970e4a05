package com.bpidesk.engine.platform;

/** Organization ids the engine itself knows. */
public final class Organizations {

    /** The desktop app's organization (its key is created on first start; the demo book belongs to it by default). */
    public static final String LOCAL = "local";

    private Organizations() {
    }
}
