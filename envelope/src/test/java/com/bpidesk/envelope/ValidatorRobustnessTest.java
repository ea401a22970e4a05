package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The validator never throws: hostile or broken input comes back as violations. */
class ValidatorRobustnessTest {

    static final EnvelopeValidator V = new EnvelopeValidator();

    static Violation only(ValidationReport r) {
        assertThat(r.violations()).hasSize(1);
        return r.violations().get(0);
    }

    @Test
    void nonJsonText() {
        Violation v = only(V.validate("this is not json"));
        assertThat(v.keyword()).isEqualTo("json");
        assertThat(v.pointer()).isEmpty();
        assertThat(v.message()).contains("line 1");
    }

    @Test
    void emptyBlankAndNull() {
        assertThat(only(V.validate("")).keyword()).isEqualTo("json");
        assertThat(only(V.validate("   ")).keyword()).isEqualTo("json");
        assertThat(only(V.validate((String) null)).keyword()).isEqualTo("json");
        assertThat(only(V.validate((byte[]) null)).keyword()).isEqualTo("json");
    }

    @Test
    void scalarsAndArraysAtTheRootAreTypeViolations() {
        for (String doc : new String[] {"[]", "[1,2]", "42", "\"text\"", "true", "null"}) {
            Violation v = only(V.validate(doc));
            assertThat(v.keyword()).as(doc).isEqualTo("type");
            assertThat(v.pointer()).isEmpty();
        }
    }

    @Test
    void trailingGarbage() {
        assertThat(only(V.validate("{} {}")).keyword()).isEqualTo("json");
    }

    @Test
    void invalidUtf8() {
        byte[] bad = {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        assertThat(only(V.validate(bad)).keyword()).isEqualTo("json");
    }

    @Test
    void deepNestingIsCappedNotAStackOverflow() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        Violation v = only(V.validate(deep));
        assertThat(v.keyword()).isEqualTo("maxDepth");
        String deepInParameters = "{\"proposed_action\":{\"type\":\"t\",\"description\":\"d\",\"parameters\":"
                + "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000) + "}}";
        assertThat(only(V.validate(deepInParameters)).keyword()).isEqualTo("maxDepth");
    }

    @Test
    void hugeDocumentIsCapped() {
        String huge = "{\"decision_id\":\"" + "x".repeat(EnvelopeJson.MAX_BYTES) + "\"}";
        Violation v = only(V.validate(huge));
        assertThat(v.keyword()).isEqualTo("maxBytes");
        assertThat(v.message()).contains(Integer.toString(EnvelopeJson.MAX_BYTES));
        Violation small = only(new EnvelopeValidator(1000).validate("{\"decision_id\":\"" + "x".repeat(2000) + "\"}"));
        assertThat(small.keyword()).isEqualTo("maxBytes");
    }

    @Test
    void emptyObjectListsEveryMissingField() {
        ValidationReport r = V.validate("{}");
        assertThat(r.violations()).extracting(Violation::pointer).containsExactly(
                "/actor_or_agent", "/decision_id", "/disposition", "/evidence", "/investor_context", "/investor_id",
                "/mandate", "/organization_id", "/portfolio_context", "/proposed_action", "/suitability", "/trace_id");
        assertThat(r.violations()).allSatisfy(v -> assertThat(v.keyword()).isEqualTo("required"));
    }

    @Test
    void manyViolationsAreAllReported() {
        String doc = "{\"decision_id\":1,\"trace_id\":2,\"organization_id\":\"o\",\"investor_id\":\"i\","
                + "\"actor_or_agent\":{\"type\":\"x\"},\"mandate\":{},\"investor_context\":{},\"portfolio_context\":{},"
                + "\"proposed_action\":{\"type\":\"t\",\"description\":\"d\"},\"suitability\":{},\"evidence\":{},"
                + "\"disposition\":\"MAYBE\",\"confidence\":7,\"extra\":true}";
        ValidationReport r = V.validate(doc.getBytes(StandardCharsets.UTF_8));
        assertThat(r.violations()).extracting(Violation::pointer).contains(
                "/decision_id", "/trace_id", "/actor_or_agent/type", "/actor_or_agent/id", "/disposition", "/confidence", "/extra");
    }
}
