package com.bpidesk.engine.platform.cli;

import com.bpidesk.engine.platform.Services;
import com.bpidesk.engine.platform.settings.Settings;
import java.io.PrintStream;

/**
 * What every command of {@code ./bpi engine} runs with, provided by the root command: the settings resolved from the
 * global options ({@code --data-dir}, {@code --config}, {@code --db-url}), the environment and the config file, and
 * the output streams; and, for a command that works with the engine's services, those services started the one way the
 * engine starts them (ADR 0256).
 */
public interface CliContext {

    /** The resolved settings (read on first use, after the command line is parsed). */
    Settings settings();

    /**
     * The engine's services on the resolved settings' data: every feature of {@code Features.all()} started in order by
     * the engine itself, without a listening port (the one composition root, ADR 0256). Started on first use and stopped
     * when the command ends.
     */
    Services services();

    PrintStream out();

    PrintStream err();
}
