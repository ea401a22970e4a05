package com.bpidesk.engine.platform.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses the {@code --name value} pairs of a command's arguments. */
public final class CliOptions {

    private CliOptions() {
    }

    /** The pairs in order; anything else is a usage error (IllegalArgumentException, exit 2). */
    public static Map<String, String> options(List<String> args) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!a.startsWith("--") || i + 1 >= args.size()) {
                throw new IllegalArgumentException("Expected '--option value', got '" + a + "'");
            }
            out.put(a, args.get(++i));
        }
        return out;
    }
}
