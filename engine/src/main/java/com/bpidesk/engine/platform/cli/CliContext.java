package com.bpidesk.engine.platform.cli;

import com.bpidesk.engine.platform.settings.Settings;
import java.io.PrintStream;

/**
 * What every command of {@code ./bpi engine} runs with, provided by the root command: the settings resolved from the
 * global options ({@code --data-dir}, {@code --config}, {@code --db-url}), the environment and the config file, and
 * the output streams.
 */
public interface CliContext {

    /** The resolved settings (read on first use, after the command line is parsed). */
    Settings settings();

    PrintStream out();

    PrintStream err();
}
