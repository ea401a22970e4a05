package com.bpidesk.engine.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.PathType;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks JSON request bodies against the engine's own OpenAPI document with an independent JSON Schema
 * validator (networknt, draft 2020-12, as OpenAPI 3.1 specifies), so API tests catch the document and the code
 * disagreeing: a body the document forbids must never be answered 2xx (issue 11).
 */
public final class OpenApiRequestCheck {

    private static final String ID = "urn:bpi-desk:openapi";
    private final JsonNode doc;
    private final SchemaRegistry registry;
    /** The same document with every object schema closed ({@link #closed}): for answers. */
    private final SchemaRegistry answers;
    private final Map<String, Optional<Schema>> schemas = new ConcurrentHashMap<>();
    private final Map<String, Optional<Schema>> responseSchemas = new ConcurrentHashMap<>();

    public OpenApiRequestCheck(JsonNode openApi) {
        this.doc = openApi;
        SchemaRegistryConfig config = SchemaRegistryConfig.builder().pathType(PathType.JSON_POINTER).build();
        this.registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaRegistryConfig(config).schemas(Map.of(ID, openApi.toString())));
        JsonNode closed = openApi.deepCopy();
        closed(closed);
        this.answers = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaRegistryConfig(config).schemas(Map.of(ID, closed.toString())));
    }

    /**
     * Closes every object schema that lists {@code properties} but says nothing of others
     * ({@code additionalProperties: false}): an answer may carry only fields its document names, so a field added
     * to the code and not to the document fails the API tests. The document uses no allOf/anyOf/oneOf, where this
     * would be wrong. Requests are checked against the document as written.
     */
    static void closed(JsonNode node) {
        if (node instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            if (o.has("properties") && o.path("properties").isObject() && !o.has("additionalProperties")
                    && !o.has("unevaluatedProperties")) {
                o.put("additionalProperties", false);
            }
            o.elements().forEachRemaining(OpenApiRequestCheck::closed);
        } else if (node != null && node.isArray()) {
            node.elements().forEachRemaining(OpenApiRequestCheck::closed);
        }
    }

    /** The schema violations of a JSON body sent to {@code method path}; empty when valid or undocumented. */
    public List<String> violations(String method, String path, String json) {
        Optional<Schema> schema = schemas.computeIfAbsent(method.toLowerCase() + " " + template(path).orElse(""),
                k -> template(path).flatMap(t -> schemaFor(method.toLowerCase(), t)));
        if (schema.isEmpty()) {
            return List.of();
        }
        try {
            JsonNode body = TestEngine.JSON.readTree(json);
            if (body == null) {
                return List.of();
            }
            return schema.get().validate(body).stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
        } catch (Exception notJson) {
            return List.of(); // not JSON at all: the document cannot describe it; the engine must refuse it anyway
        }
    }

    /**
     * The schema violations of a JSON answer to {@code method path} with {@code status}: checked against the
     * document's {@code responses/<status>} (or {@code default}) {@code application/json} schema; empty when valid,
     * when the operation is undocumented or when the document gives no JSON schema for that status.
     */
    public List<String> responseViolations(String method, String path, int status, String json) {
        Optional<String> template = template(path);
        if (template.isEmpty()) {
            return List.of();
        }
        Optional<Schema> schema = responseSchemas.computeIfAbsent(method.toLowerCase() + " " + template.get() + " " + status,
                k -> responseSchemaFor(method.toLowerCase(), template.get(), status));
        if (schema.isEmpty()) {
            return List.of();
        }
        JsonNode body;
        try {
            body = TestEngine.JSON.readTree(json);
        } catch (Exception notJson) {
            return List.of("the answer is not JSON although the document declares application/json");
        }
        if (body == null) {
            return List.of("the answer is empty although the document declares an application/json body");
        }
        return schema.get().validate(body).stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
    }

    private Optional<Schema> responseSchemaFor(String method, String template, int status) {
        JsonNode responses = doc.path("paths").path(template).path(method).path("responses");
        String code = responses.has(Integer.toString(status)) ? Integer.toString(status)
                : responses.has(status / 100 + "XX") ? status / 100 + "XX" : "default";
        JsonNode s = responses.path(code).path("content").path("application/json").path("schema");
        if (s.isMissingNode()) {
            return Optional.empty();
        }
        String pointer = "/paths/" + escape(template) + "/" + method + "/responses/" + code + "/content/application~1json/schema";
        return Optional.of(answers.getSchema(SchemaLocation.of(ID + "#" + pointer)));
    }

    private Optional<Schema> schemaFor(String method, String template) {
        JsonNode s = doc.path("paths").path(template).path(method).path("requestBody").path("content").path("application/json")
                .path("schema");
        if (s.isMissingNode()) {
            return Optional.empty();
        }
        String pointer = "/paths/" + escape(template) + "/" + method + "/requestBody/content/application~1json/schema";
        return Optional.of(registry.getSchema(SchemaLocation.of(ID + "#" + pointer)));
    }

    /** The document's path template matching a concrete path ({@code /api/swarm/status/abc} -> {@code /api/swarm/status/{job_id}}). */
    Optional<String> template(String path) {
        String p = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        for (Iterator<String> it = doc.path("paths").fieldNames(); it.hasNext(); ) {
            String t = it.next();
            if (p.matches(t.replaceAll("\\{[^}]+}", "[^/]+").replace(".", "\\."))) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    private static String escape(String s) {
        return s.replace("~", "~0").replace("/", "~1");
    }
}
