package com.bpidesk.engine.assurance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.envelope.Jcs;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The envelope library's canonical form (Jcs) against the RFC 8785 vectors the bundle verifier is checked against too
 * (VerifyBundleScriptTest): numbers from RFC 8785 Appendix B, the RFC's main and sorting examples, and hand-worked cases
 * (1e21, 0.1, -0, unicode escapes, UTF-16 key order), all in src/test/resources/.../assurance/rfc8785. Neither
 * implementation produced them, so agreeing with them is agreeing with each other.
 */
class BundleCanonicalVectorsTest {

    static final String DIR = "/com/bpidesk/engine/assurance/rfc8785/";

    static String resource(String name) {
        try (InputStream in = BundleCanonicalVectorsTest.class.getResourceAsStream(DIR + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void numbersOfAppendixB() {
        List<String> lines = resource("numbers.txt").lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertThat(lines).hasSize(24);
        for (String line : lines) {
            String[] p = line.split(" ");
            double d = Double.longBitsToDouble(Long.parseUnsignedLong(p[0], 16));
            assertThat(Jcs.number(d)).as(p[0]).isEqualTo(p[1]);
        }
    }

    @Test
    void examplesOfTheRfc() {
        assertThat(Jcs.canonicalize(resource("main-input.json"))).isEqualTo(resource("main-output.json"));
        assertThat(Jcs.canonicalize(resource("sorting-input.json"))).isEqualTo(resource("sorting-output.json"));
    }

    @Test
    void handWorkedCases() throws IOException {
        JsonNode cases = new ObjectMapper().readTree(resource("extra.json"));
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : cases) {
            String got = Jcs.canonicalize(c.get("input").asText());
            if (!got.equals(c.get("canonical").asText())) {
                wrong.add(c.get("why").asText() + ": got " + got);
            }
        }
        assertThat(cases).hasSize(7);
        assertThat(wrong).isEmpty();
    }
}
