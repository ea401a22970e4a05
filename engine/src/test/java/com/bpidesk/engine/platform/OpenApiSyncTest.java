package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.http.RouteSpec;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The served OpenAPI document and the registered routes agree exactly: every route is documented
 * (method and path) and every documented operation exists. Also checks the document's own hygiene:
 * every operation has an operationId and responses, and every $ref resolves.
 */
class OpenApiSyncTest {

    @Test
    void everyRouteIsDocumentedAndEveryDocumentedOperationExists() {
        try (TestEngine t = TestEngine.start()) {
            JsonNode doc = t.get("/openapi.json", null).json();
            Set<String> routes = new TreeSet<>();
            for (RouteSpec s : t.engine.routeSpecs()) {
                routes.add(s.method() + " " + s.path());
            }
            Set<String> documented = new TreeSet<>();
            doc.get("paths").fields().forEachRemaining(p -> p.getValue().fieldNames().forEachRemaining(m -> {
                if (Set.of("get", "post", "put", "delete", "patch").contains(m)) {
                    documented.add(m.toUpperCase(Locale.ROOT) + " " + p.getKey());
                    JsonNode op = p.getValue().get(m);
                    assertThat(op.has("operationId")).as("operationId of %s %s", m, p.getKey()).isTrue();
                    assertThat(op.has("responses")).as("responses of %s %s", m, p.getKey()).isTrue();
                }
            }));
            assertThat(documented).as("documented operations").isEqualTo(routes);
            assertRefsResolve(doc, doc);
        }
    }

    private static void assertRefsResolve(JsonNode root, JsonNode node) {
        if (node.isObject()) {
            JsonNode ref = node.get("$ref");
            if (ref != null && ref.isTextual() && ref.asText().startsWith("#/")) {
                assertThat(root.at(ref.asText().substring(1)).isMissingNode()).as("$ref %s resolves", ref.asText()).isFalse();
            }
            node.elements().forEachRemaining(child -> assertRefsResolve(root, child));
        } else if (node.isArray()) {
            node.elements().forEachRemaining(child -> assertRefsResolve(root, child));
        }
    }
}
