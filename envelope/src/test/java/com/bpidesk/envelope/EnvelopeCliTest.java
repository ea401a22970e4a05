package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.envelope.cli.EnvelopeCli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class EnvelopeCliTest {

    record Out(int code, String out, String err) {
    }

    static Out run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = EnvelopeCli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Out(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String example(String dir, String name) {
        return Examples.dir(dir).resolve(name).toString();
    }

    @Test
    void validateValidFilesExitsZero() {
        Out o = run("validate", example("valid", "full-proceed.json"), example("valid", "minimal-required-only.json"));
        assertThat(o.code()).isZero();
        assertThat(o.out().lines()).hasSize(2).allMatch(l -> l.endsWith(": valid"));
    }

    @Test
    void validateInvalidFilePrintsOneLinePerViolationAndExitsOne() {
        String bad = example("invalid", "maximum-confidence-above-1.json");
        Out o = run("validate", example("valid", "full-proceed.json"), bad);
        assertThat(o.code()).isEqualTo(1);
        assertThat(o.out().lines().filter(l -> l.startsWith(bad))).singleElement()
                .satisfies(l -> assertThat(l).contains("/confidence maximum:"));
    }

    @Test
    void digestPrintsTheJcsSha256() {
        String f = example("valid", "full-proceed.json");
        Out o = run("digest", f);
        assertThat(o.code()).isZero();
        String expected = Envelopes.digest(Envelopes.parse(Examples.read(java.nio.file.Path.of(f))));
        assertThat(o.out().trim()).isEqualTo(expected + "  " + f);
        assertThat(run("digest", example("invalid", "type-root-is-array.json")).code()).isEqualTo(1);
    }

    @Test
    void usageErrorsExitTwo() {
        assertThat(run().code()).isEqualTo(2);
        assertThat(run("validate").code()).isEqualTo(2);
        assertThat(run("frobnicate").code()).isEqualTo(2);
        assertThat(run("validate", "/no/such/file.json").code()).isEqualTo(2);
    }
}
