package com.bpidesk.engine.transactions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The broker layouts known to the reader, loaded from {@code /transactions/brokers.json}; chosen by header signature. */
public final class BrokerProfiles {

    private static final BrokerProfiles DEFAULT = load("/transactions/brokers.json");

    private final List<BrokerProfile> profiles;

    BrokerProfiles(List<BrokerProfile> profiles) {
        this.profiles = List.copyOf(profiles);
    }

    public static BrokerProfiles standard() {
        return DEFAULT;
    }

    public List<BrokerProfile> all() {
        return profiles;
    }

    /** The profile whose whole signature is in the header, the one with the longest signature first; empty when none. */
    public Optional<BrokerProfile> match(List<String> header) {
        Set<String> h = new HashSet<>();
        header.forEach(c -> h.add(Vocabulary.normalize(c)));
        return profiles.stream().filter(p -> h.containsAll(p.signature()))
                .max(Comparator.comparingInt((BrokerProfile p) -> p.signature().size()));
    }

    static BrokerProfiles load(String resource) {
        try (InputStream in = BrokerProfiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            JsonNode root = new ObjectMapper().readTree(in);
            List<BrokerProfile> out = new ArrayList<>();
            for (JsonNode p : root) {
                List<String> sig = new ArrayList<>();
                p.get("signature").forEach(s -> sig.add(Vocabulary.normalize(s.asText())));
                Map<String, String> cols = new LinkedHashMap<>();
                if (p.has("columns")) {
                    p.get("columns").fields().forEachRemaining(e -> cols.put(e.getKey(), e.getValue().asText()));
                }
                Map<String, String> kinds = new LinkedHashMap<>();
                if (p.has("kinds")) {
                    p.get("kinds").fields().forEachRemaining(e -> kinds.put(e.getKey(), e.getValue().asText()));
                }
                ColumnMapping m = ColumnMapping.of(cols, text(p, "date_order"), text(p, "decimal"), text(p, "side_rule"), kinds, null);
                out.add(new BrokerProfile(p.get("id").asText(), p.get("name").asText(), List.copyOf(sig), m, text(p, "note")));
            }
            return new BrokerProfiles(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(JsonNode n, String field) {
        return n.has(field) && !n.get(field).isNull() ? n.get(field).asText() : null;
    }
}
