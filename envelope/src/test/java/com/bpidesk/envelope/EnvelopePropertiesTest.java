package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Property-based tests: random valid envelopes (every optional field present or absent, any Unicode text,
 * parameters of random JSON shape) validate, round-trip exactly and digest stably; a random single
 * mutation that breaks a schema rule is always caught. Generation is seeded by jqwik for reproducibility.
 */
class EnvelopePropertiesTest {

    static final EnvelopeValidator V = new EnvelopeValidator();
    static final JsonNodeFactory F = JsonNodeFactory.instance;

    @Property(tries = 300)
    void randomValidEnvelopesValidateAndRoundTrip(@ForAll long seed) throws Exception {
        Envelope e = randomEnvelope(new Random(seed));
        String json = Envelopes.toJson(e);
        assertThat(V.validate(json).violations()).as(json).isEmpty();
        Envelope back = Envelopes.parse(json);
        assertThat(back).isEqualTo(e);
        assertThat(Envelopes.toJson(back)).isEqualTo(json);
        assertThat(Envelopes.digest(back)).isEqualTo(Envelopes.digest(e));
    }

    @Property(tries = 300)
    void canonicalFormIgnoresMemberOrderAndIsIdempotent(@ForAll long seed) throws Exception {
        Random r = new Random(seed);
        ObjectNode tree = Envelopes.toTree(randomEnvelope(r));
        String canonical = Jcs.canonicalize(tree);
        assertThat(Jcs.canonicalize(shuffled(tree, r))).isEqualTo(canonical);
        assertThat(Jcs.canonicalize(EnvelopeJson.MAPPER.readTree(canonical))).isEqualTo(canonical);
        assertThat(Jcs.canonicalize(EnvelopeJson.MAPPER.readTree(
                EnvelopeJson.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(tree)))).isEqualTo(canonical);
    }

    @Property(tries = 500)
    void everyRuleBreakingMutationIsCaught(@ForAll long seed) {
        Random r = new Random(seed);
        ObjectNode tree = Envelopes.toTree(randomEnvelope(r));
        List<Consumer<ObjectNode>> mutations = mutations(r);
        int which = r.nextInt(mutations.size());
        mutations.get(which).accept(tree);
        ValidationReport report = V.validate(tree.toString());
        assertThat(report.valid()).as("mutation %d on %s", which, tree).isFalse();
    }

    // ---- mutations: each breaks exactly one rule of the schema ----

    static final List<String> REQUIRED = List.of("decision_id", "trace_id", "organization_id", "investor_id",
            "actor_or_agent", "mandate", "investor_context", "portfolio_context", "proposed_action", "suitability",
            "evidence", "disposition");
    static final List<String> OBJECTS = List.of("actor_or_agent", "mandate", "investor_context", "portfolio_context",
            "proposed_action", "suitability", "evidence");

    static List<Consumer<ObjectNode>> mutations(Random r) {
        List<Consumer<ObjectNode>> m = new ArrayList<>();
        m.add(t -> t.remove(pick(r, REQUIRED)));
        m.add(t -> t.put("disposition", pick(r, List.of("NOT_EVALUATED", "proceed", "APPROVE", "", "PROCEED "))));
        m.add(t -> t.put("confidence", 1 + (r.nextInt(1000) + 1) / 1000.0));
        m.add(t -> t.put("confidence", -(r.nextInt(1000) + 1) / 1000.0));
        m.add(t -> t.put("confidence", "0.5"));
        m.add(t -> t.put("created_at", pick(r, List.of("2026-03-01", "yesterday", "2026-03-01T10:00:00", "2026-13-01T00:00:00Z"))));
        m.add(t -> ((ObjectNode) t.get("portfolio_context")).put("as_of", "01/03/2026 09:30"));
        m.add(t -> t.put("unknown_" + r.nextInt(1000), r.nextBoolean()));
        m.add(t -> ((ObjectNode) t.get(pick(r, OBJECTS))).put("extra_" + r.nextInt(1000), "x"));
        m.add(t -> ((ObjectNode) t.get("actor_or_agent")).put("type", "robot"));
        m.add(t -> ((ObjectNode) t.get("actor_or_agent")).remove("id"));
        m.add(t -> ((ObjectNode) t.get("proposed_action")).remove(r.nextBoolean() ? "type" : "description"));
        m.add(t -> ((ObjectNode) t.get("proposed_action")).set("parameters", F.arrayNode().add(1)));
        m.add(t -> t.put(pick(r, List.of("decision_id", "trace_id", "investor_id", "organization_id")), r.nextInt()));
        m.add(t -> t.put(pick(r, List.of("decision_id", "trace_id", "investor_id", "organization_id")), ""));
        m.add(t -> t.set(pick(r, OBJECTS), F.textNode("not an object")));
        m.add(t -> ((ObjectNode) t.get("suitability")).put("match", "true"));
        m.add(t -> ((ObjectNode) t.get("mandate")).set("authorized_actions", F.arrayNode().add(1)));
        m.add(t -> t.set("human_approval", F.objectNode().put("reviewed_by", "x").put("reason", "because")));
        return m;
    }

    // ---- generators ----

    static Envelope randomEnvelope(Random r) {
        Envelope.Builder b = Envelope.builder()
                .decisionId(id(r)).traceId(id(r)).organizationId(id(r)).investorId(id(r))
                .actorId(opt(r, () -> text(r))).agentId(opt(r, () -> text(r)))
                .actorOrAgent(new ActorOrAgent(r.nextBoolean() ? ActorType.HUMAN_ACTOR : ActorType.AI_AGENT, id(r),
                        opt(r, () -> text(r))))
                .mandate(new Mandate(opt(r, () -> text(r)), opt(r, () -> texts(r)), opt(r, () -> texts(r))))
                .investorContext(new InvestorContext(opt(r, () -> text(r)), opt(r, () -> text(r)), opt(r, () -> text(r)),
                        opt(r, () -> text(r))))
                .portfolioContext(new PortfolioContext(opt(r, () -> dateTime(r)), opt(r, () -> text(r)),
                        opt(r, () -> text(r)), opt(r, () -> text(r))))
                .proposedAction(new ProposedAction(id(r), text(r) + "x", opt(r, () -> (ObjectNode) json(r, 0, true))))
                .suitability(new Assessment(opt(r, r::nextBoolean), opt(r, () -> text(r))))
                .policy(opt(r, () -> new Assessment(opt(r, r::nextBoolean), opt(r, () -> text(r)))))
                .evidence(new Evidence(opt(r, () -> texts(r)), opt(r, () -> text(r))))
                .confidence(opt(r, () -> confidence(r)))
                .humanApproval(opt(r, () -> new HumanApproval(opt(r, () -> text(r)), opt(r, () -> dateTime(r)),
                        opt(r, () -> text(r)))))
                .disposition(Disposition.values()[r.nextInt(Disposition.values().length)])
                .createdAt(opt(r, () -> dateTime(r)));
        return b.build();
    }

    static <T> T opt(Random r, java.util.function.Supplier<T> s) {
        return r.nextInt(3) == 0 ? null : s.get();
    }

    static <T> T pick(Random r, List<T> items) {
        return items.get(r.nextInt(items.size()));
    }

    static String id(Random r) {
        return r.nextInt(4) == 0 ? text(r) + "i" : "id-" + Long.toString(r.nextLong() & Long.MAX_VALUE, 36);
    }

    static final String[] PIECES = {"a", "Z", " ", "é", "€", "\u00f6", "\ud83d\ude00", "\"", "\\", "/", "\n", "\t",
            "\u0000", "\u001f", "\u007f", "\u2028", "\ufb33", "0", "<b>", "'", "{}", "[", "NaN"};

    static String text(Random r) {
        int n = r.nextInt(8);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    static List<String> texts(Random r) {
        List<String> out = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            out.add(text(r));
        }
        return out;
    }

    static Double confidence(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> 0.0;
            case 1 -> 1.0;
            case 2 -> Math.round(r.nextDouble() * 100) / 100.0;
            default -> r.nextDouble();
        };
    }

    static String dateTime(Random r) {
        Instant t = Instant.ofEpochSecond(946_684_800L + (long) (r.nextDouble() * 1_600_000_000L), r.nextInt(1_000_000_000));
        ZoneOffset off = ZoneOffset.ofTotalSeconds((r.nextInt(27) - 12) * 3600 + (r.nextBoolean() ? 0 : 1800));
        OffsetDateTime odt = t.atOffset(off);
        String pattern = pick(r, List.of("uuuu-MM-dd'T'HH:mm:ssXXX", "uuuu-MM-dd'T'HH:mm:ss.SSSXXX",
                "uuuu-MM-dd'T'HH:mm:ss.SSSSSSXXX", "uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSSXXX"));
        return odt.format(DateTimeFormatter.ofPattern(pattern));
    }

    /** A random JSON value; objects at the top when {@code object} is set. Depth is bounded. */
    static JsonNode json(Random r, int depth, boolean object) {
        int kind = object ? 0 : depth > 3 ? 2 + r.nextInt(5) : r.nextInt(7);
        switch (kind) {
            case 0 -> {
                ObjectNode o = F.objectNode();
                for (int i = r.nextInt(5); i > 0; i--) {
                    o.set(text(r), json(r, depth + 1, false));
                }
                return o;
            }
            case 1 -> {
                ArrayNode a = F.arrayNode();
                for (int i = r.nextInt(5); i > 0; i--) {
                    a.add(json(r, depth + 1, false));
                }
                return a;
            }
            case 2 -> {
                return F.textNode(text(r));
            }
            case 3 -> {
                return F.numberNode(r.nextInt(2_000_001) - 1_000_000);
            }
            case 4 -> {
                // Decimals as the envelope parser reads them: BigDecimal with trailing zeros stripped.
                double d = switch (r.nextInt(3)) {
                    case 0 -> r.nextDouble() * 1000;
                    case 1 -> r.nextGaussian() * 1e-8;
                    default -> r.nextGaussian() * 1e25;
                };
                return F.numberNode(new BigDecimal(Double.toString(d)).stripTrailingZeros());
            }
            case 5 -> {
                return F.booleanNode(r.nextBoolean());
            }
            default -> {
                return F.nullNode();
            }
        }
    }

    static JsonNode shuffled(JsonNode node, Random r) {
        if (node.isObject()) {
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                fields.add(it.next());
            }
            Collections.shuffle(fields, r);
            ObjectNode o = F.objectNode();
            fields.forEach(f -> o.set(f.getKey(), shuffled(f.getValue(), r)));
            return o;
        }
        if (node.isArray()) {
            ArrayNode a = F.arrayNode();
            node.forEach(c -> a.add(shuffled(c, r)));
            return a;
        }
        return node;
    }
}
