package com.bpidesk.engine.platform.cli;

import com.bpidesk.engine.platform.Services;
import com.bpidesk.engine.platform.settings.Settings;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command of {@code ./bpi engine} (ADR 0173), contributed by a feature ({@code Feature.commands()}): a picocli
 * {@code @Command} class whose options and parameters are annotated fields, so the parser, {@code --help} and the
 * shell completion come from one declaration. {@link #call()} returns the exit code: {@link #OK}, {@link #PROBLEM} (the
 * command ran and found a problem, e.g. a tampered chain) or {@link #USAGE}. Commands open what they need from
 * {@link #settings()}, or ask for the engine's {@link #services()} (started without a listening port, never wired a
 * second way). An {@code IllegalArgumentException} or an {@code INVALID}
 * domain failure is reported as a usage error (exit 2), any other failure as exit 1, always as one line.
 */
public abstract class CliCommand implements Callable<Integer> {

    public static final int OK = 0;
    public static final int PROBLEM = 1;
    public static final int USAGE = 2;

    @Spec
    private CommandSpec spec;

    /** This command's picocli model (its name, options, usage). */
    protected final CommandSpec spec() {
        return spec;
    }

    /** The settings resolved from the global options, the environment and the config file. */
    protected final Settings settings() {
        return context().settings();
    }

    /**
     * The engine's services, started on this command line's data by the engine itself without a listening port (every
     * feature in {@code Features} order, as a served engine wires them; ADR 0256), stopped when the command ends. For a
     * command that needs a feature's service ({@code book demo} the signal service); a command that only reads or writes
     * a store opens that store from {@link #settings()}.
     */
    protected final Services services() {
        return context().services();
    }

    protected final PrintStream out() {
        return context().out();
    }

    protected final PrintStream err() {
        return context().err();
    }

    private CliContext context() {
        if (spec.root().userObject() instanceof CliContext c) {
            return c;
        }
        throw new IllegalStateException("The command '" + spec.qualifiedName() + "' runs outside the engine's command line");
    }

    /** A command that only groups subcommands ({@code book import|export|demo}): alone, it prints its usage and exits 2. */
    public abstract static class Group extends CliCommand {
        @Override
        public Integer call() {
            spec().commandLine().usage(err());
            return USAGE;
        }
    }
}
