package com.bpidesk.envelope.cli;

import com.bpidesk.envelope.EnvelopeJson;
import com.bpidesk.envelope.Jcs;
import com.bpidesk.envelope.ValidationReport;
import com.bpidesk.envelope.Envelopes;
import com.bpidesk.envelope.Violation;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The envelope command line ({@code ./bpi envelope ...}):
 * <pre>
 *   validate FILE...   one line per violation ("FILE: POINTER KEYWORD: MESSAGE") or "FILE: valid";
 *                      exit 0 when every file is a valid envelope, 1 otherwise
 *   digest FILE        the SHA-256 of the RFC 8785 canonical form of a valid envelope; exit 1 if invalid
 * </pre>
 * Exit code 2: usage error or unreadable file.
 */
public final class EnvelopeCli {

    private EnvelopeCli() {
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("help")) {
            usage(args.isEmpty() ? err : out);
            return args.isEmpty() ? 2 : 0;
        }
        return switch (args.get(0)) {
            case "validate" -> validate(args.subList(1, args.size()), out, err);
            case "digest" -> digest(args.subList(1, args.size()), out, err);
            default -> {
                err.println("Unknown command '" + args.get(0) + "'");
                usage(err);
                yield 2;
            }
        };
    }

    private static void usage(PrintStream s) {
        s.println("Usage: ./bpi envelope validate FILE...   (exit 0 when all are valid envelopes, 1 otherwise)");
        s.println("       ./bpi envelope digest FILE        (SHA-256 of the RFC 8785 canonical form)");
    }

    private static int validate(List<String> files, PrintStream out, PrintStream err) {
        if (files.isEmpty()) {
            err.println("validate needs at least one FILE");
            return 2;
        }
        boolean allValid = true;
        boolean unreadable = false;
        for (String f : files) {
            byte[] bytes = read(f, err);
            if (bytes == null) {
                unreadable = true;
                continue;
            }
            ValidationReport r = Envelopes.validator().validate(bytes);
            if (r.valid()) {
                out.println(f + ": valid");
            } else {
                allValid = false;
                for (Violation v : r.violations()) {
                    out.println(f + ": " + v);
                }
            }
        }
        return unreadable ? 2 : allValid ? 0 : 1;
    }

    private static int digest(List<String> files, PrintStream out, PrintStream err) {
        if (files.size() != 1) {
            err.println("digest needs exactly one FILE");
            return 2;
        }
        byte[] bytes = read(files.get(0), err);
        if (bytes == null) {
            return 2;
        }
        ValidationReport r = Envelopes.validator().validate(bytes);
        if (!r.valid()) {
            err.println(files.get(0) + " is not a valid envelope; no digest:");
            r.violations().forEach(v -> err.println(files.get(0) + ": " + v));
            return 1;
        }
        try {
            out.println(Jcs.sha256(EnvelopeJson.MAPPER.readTree(bytes)) + "  " + files.get(0));
            return 0;
        } catch (IOException | IllegalArgumentException e) {
            err.println(files.get(0) + ": " + e.getMessage());
            return 1;
        }
    }

    private static byte[] read(String file, PrintStream err) {
        try {
            return Files.readAllBytes(Path.of(file));
        } catch (IOException | RuntimeException e) {
            err.println(file + ": cannot read (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            return null;
        }
    }

}
