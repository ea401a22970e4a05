package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** parse -> write -> parse keeps every field, and the digest survives the trip. */
class RoundTripTest {

    static Stream<Path> valid() {
        return Examples.valid().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void everyValidExampleRoundTrips(Path file) throws Exception {
        String text = Examples.read(file);
        Envelope first = Envelopes.parse(text);
        String written = Envelopes.toJson(first);
        Envelope second = Envelopes.parse(written);
        assertThat(second).isEqualTo(first);
        // The written JSON is the same JSON value as the file (every field, every parameter member).
        JsonNode original = EnvelopeJson.MAPPER.readTree(text);
        assertThat(Jcs.canonicalize(EnvelopeJson.MAPPER.readTree(written))).isEqualTo(Jcs.canonicalize(original));
        assertThat(Envelopes.digest(second)).isEqualTo(Jcs.sha256(original));
    }

    @Test
    void parametersOfAnyShapeSurvive() {
        Envelope e = Envelopes.parse(Examples.read(Examples.dir("valid").resolve("parameters-any-json-shape.json")));
        ObjectNode p = e.proposedAction().parameters();
        assertThat(p.at("/nested/deep/1").decimalValue()).isEqualByComparingTo("2.5");
        assertThat(p.at("/nested/deep/2/x").isNull()).isTrue();
        assertThat(p.at("/text").asText()).isEqualTo("\u20ac and \u00f6 and \ud83d\ude00");
        assertThat(p.get("empty").isObject()).isTrue();
        // The record hands out copies: callers cannot alter a parsed envelope.
        p.put("instrument", "changed");
        assertThat(e.proposedAction().parameters().has("instrument")).isFalse();
    }

    @Test
    void dateTimesKeepTheirExactText() {
        Envelope e = Envelopes.parse(Examples.read(Examples.dir("valid").resolve("date-time-offsets-and-fractions.json")));
        assertThat(e.portfolioContext().asOf()).isEqualTo("2026-03-01T09:30:00.123456-05:00");
        assertThat(Envelopes.toJson(e)).contains("\"as_of\":\"2026-03-01T09:30:00.123456-05:00\"");
    }

    @Test
    void writesSnakeCaseAndOmitsAbsentFields() {
        Envelope e = Envelope.builder().decisionId("d-1").traceId("t-1").organizationId("org").investorId("inv")
                .actorOrAgent(ActorOrAgent.agent("synthesis_agent", null))
                .proposedAction(new ProposedAction("buy", "Buy VTI", null))
                .suitability(true, "ok").disposition(Disposition.PROCEED).build();
        String json = Envelopes.toJson(e);
        assertThat(json).startsWith("{\"decision_id\":\"d-1\",\"trace_id\":\"t-1\",\"organization_id\":\"org\"")
                .contains("\"actor_or_agent\":{\"type\":\"ai_agent\",\"id\":\"synthesis_agent\"}")
                .contains("\"investor_context\":{}").doesNotContain("null").doesNotContain("confidence");
        assertThat(Envelopes.validator().validate(json).valid()).isTrue();
        assertThat(Envelopes.parse(json)).isEqualTo(e);
    }

    @Test
    void builderNamesEveryMissingRequiredField() {
        assertThatThrownBy(() -> Envelope.builder().decisionId("d").build())
                .hasMessageContaining("trace_id").hasMessageContaining("actor_or_agent").hasMessageContaining("disposition")
                .hasMessageNotContaining("decision_id");
        assertThatThrownBy(() -> Envelope.builder().decisionId("d").traceId("t").organizationId("o").investorId("i")
                .actorOrAgent(ActorOrAgent.human("a", null)).proposedAction(new ProposedAction("t", "d", null))
                .suitability(true, null).disposition(Disposition.DENY).confidence(1.5).build())
                .hasMessageContaining("confidence");
    }

    @Test
    void parseRejectsInvalidDocumentsWithEveryViolation() {
        assertThatThrownBy(() -> Envelopes.parse("{\"decision_id\":\"x\"}"))
                .isInstanceOfSatisfying(InvalidEnvelopeException.class,
                        ex -> assertThat(ex.violations()).hasSize(11).extracting(Violation::keyword).containsOnly("required"));
    }

    @Test
    void digestChangesWhenAnyFieldChanges() {
        Envelope e = Envelopes.parse(Examples.read(Examples.dir("valid").resolve("full-proceed.json")));
        String d = Envelopes.digest(e);
        assertThat(Envelopes.digest(e.toBuilder().confidence(0.93).build())).isNotEqualTo(d);
        assertThat(Envelopes.digest(e.toBuilder().humanApproval(new HumanApproval("c", null, "APPROVED")).build())).isNotEqualTo(d);
        assertThat(Envelopes.digest(e.toBuilder().build())).isEqualTo(d);
        assertThat(List.of(d)).allMatch(s -> s.matches("[0-9a-f]{64}"));
    }
}
