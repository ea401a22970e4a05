package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.http.RouteSpec;
import com.bpidesk.engine.testing.TestEngine;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The served OpenAPI document and the registered routes agree exactly: every route is documented
 * (method and path) and every documented operation exists. Also checks the document's own hygiene:
 * every operation has an operationId and responses, and every $ref resolves; and that a validator which is not this
 * project's code (swagger-parser's OpenAPI 3.1 validation) accepts it, after proving that validator fails on the
 * defect it once missed (a duplicate tag name, issue 23).
 */
@Tag("api")
class OpenApiSyncTest {

    static TestEngine t;
    static JsonNode doc;

    @BeforeAll
    static void start() {
        t = TestEngine.start();
        doc = t.get("/openapi.json", null).json();
    }

    @AfterAll
    static void stop() {
        t.close();
    }

    @Test
    void everyRouteIsDocumentedAndEveryDocumentedOperationExists() {
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

    @Test
    void anIndependentValidatorAcceptsTheDocument() {
        assertThat(doc.path("openapi").asText()).startsWith("3.1");
        assertThat(independentValidation(doc)).as("swagger-parser's messages about /openapi.json").isEmpty();
    }

    @Test
    void theIndependentValidatorFailsOnADuplicateTagAndAnUndefinedReference() {
        ObjectNode duplicateTag = doc.deepCopy();
        ArrayNode tags = (ArrayNode) duplicateTag.get("tags");
        tags.add(tags.get(0).deepCopy());
        assertThat(independentValidation(duplicateTag)).anySatisfy(m -> assertThat(m).containsIgnoringCase("tag"));

        ObjectNode badRef = doc.deepCopy();
        ((ObjectNode) badRef.withObject("/components").withObject("/schemas"))
                .putObject("Dangling").put("$ref", "#/components/schemas/NoSuchSchema");
        assertThat(independentValidation(badRef)).isNotEmpty();
    }

    @Test
    void tagNamesAreUniqueAndEveryOperationUsesADeclaredTag() {
        Set<String> declared = new TreeSet<>();
        doc.get("tags").forEach(tag -> assertThat(declared.add(tag.get("name").asText()))
                .as("tag %s declared once", tag.get("name").asText()).isTrue());
        doc.get("paths").forEach(path -> path.forEach(op -> op.path("tags")
                .forEach(tag -> assertThat(declared).contains(tag.asText()))));
    }

    /** swagger-parser's messages (errors and warnings) about the document, or none. */
    static List<String> independentValidation(JsonNode document) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        options.setValidateInternalRefs(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(document.toString(), null, options);
        return result.getMessages() == null ? List.of() : result.getMessages();
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
