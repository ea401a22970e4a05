package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundle verifier's own RFC 8785 canonical form (verify_bundle.py, standard Python 3) against the same vectors as
 * the envelope library (BundleCanonicalVectorsTest): runs {@code rfc8785/check_vectors.py} as a process, hence slow.
 */
@Tag("slow")
class VerifyBundleScriptTest {

    @Test
    void verifierAgreesWithTheRfcVectors(@TempDir Path dir) throws Exception {
        Path verifier = dir.resolve("verify_bundle.py");
        Files.write(verifier, ExaminerBundle.verifier());
        for (String name : new String[] {"numbers.txt", "main-input.json", "main-output.json", "sorting-input.json",
                "sorting-output.json", "extra.json", "check_vectors.py"}) {
            try (InputStream in = getClass().getResourceAsStream(BundleCanonicalVectorsTest.DIR + name)) {
                Files.write(dir.resolve(name), in.readAllBytes());
            }
        }
        Process p = new ProcessBuilder("python3", dir.resolve("check_vectors.py").toString(), verifier.toString(), dir.toString())
                .redirectErrorStream(true).start();
        String out = read(p);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(out).contains("33 of 33 vectors agree");
        assertThat(p.exitValue()).as(out).isZero();
    }

    static String read(Process p) throws IOException {
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
