package com.bpidesk.engine.platform;

/** The engine's version (from the jar manifest; "1.0.0-dev" when run from classes). */
public final class EngineVersion {

    private EngineVersion() {
    }

    public static String current() {
        String v = EngineVersion.class.getPackage().getImplementationVersion();
        return v == null ? "1.0.0-dev" : v;
    }
}
