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
    private final Map<String, Optional<Schema>> schemas = new ConcurrentHashMap<>();

    public OpenApiRequestCheck(JsonNode openApi) {
        this.doc = openApi;
        SchemaRegistryConfig config = SchemaRegistryConfig.builder().pathType(PathType.JSON_POINTER).build();
        this.registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                b -> b.schemaRegistryConfig(config).schemas(Map.of(ID, openApi.toString())));
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
