package com.bpidesk.engine.platform.cli;

import com.bpidesk.engine.platform.settings.Settings;
import java.io.PrintStream;
import java.util.List;

/**
 * A command of {@code ./bpi engine}, contributed by a feature ({@code Feature.commands()}): its name, its one-line
 * usage for the help, and what it runs with the resolved settings and its arguments. Exit codes: 0 success, 1 the
 * command ran and found a problem (e.g. a tampered chain), 2 a usage error.
 */
public record CliCommand(String name, String usage, Action action) {

    /** What the command does; an IllegalArgumentException is reported as a usage error (exit 2). */
    @FunctionalInterface
    public interface Action {
        int run(Settings settings, List<String> args, PrintStream out, PrintStream err) throws Exception;
    }
}
