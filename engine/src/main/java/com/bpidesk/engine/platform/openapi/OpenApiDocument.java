package com.bpidesk.engine.platform.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The OpenAPI 3.1 document of the whole API, written by hand (see docs/decisions/0004-openapi-by-hand.md):
 * the base {@code /openapi/openapi.yaml} plus one fragment per {@link com.bpidesk.engine.platform.http.ApiModule},
 * merged here. {@code paths} and {@code components.*} entries are merged by key, {@code tags} by name; a key or tag
 * defined twice is an error.
 */
public final class OpenApiDocument {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private OpenApiDocument() {
    }

    public static ObjectNode build(String version, List<String> fragmentResources) {
        ObjectNode doc = (ObjectNode) read("/openapi/openapi.yaml");
        ((ObjectNode) doc.get("info")).put("version", version);
        for (String fragment : fragmentResources) {
            merge(doc, read(fragment), fragment);
        }
        return doc;
    }

    private static void merge(ObjectNode doc, JsonNode fragment, String name) {
        mergeSection(doc.withObject("/paths"), fragment.path("paths"), name, "paths");
        JsonNode components = fragment.path("components");
        for (Iterator<Map.Entry<String, JsonNode>> it = components.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            mergeSection(doc.withObject("/components").withObject("/" + e.getKey()), e.getValue(), name,
                    "components." + e.getKey());
        }
        JsonNode tags = fragment.path("tags");
        if (tags.isArray()) {
            for (JsonNode t : tags) {
                String tagName = t.path("name").asText();
                for (JsonNode existing : doc.withArray("/tags")) {
                    if (existing.path("name").asText().equals(tagName)) {
                        // OpenAPI 3.1 section 4.8.2: tag names MUST be unique (one feature, one tag)
                        throw new IllegalStateException("OpenAPI fragment " + name + " redefines tag " + tagName);
                    }
                }
                doc.withArray("/tags").add(t);
            }
        }
    }

    private static void mergeSection(ObjectNode target, JsonNode source, String fragment, String section) {
        for (Iterator<Map.Entry<String, JsonNode>> it = source.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (target.has(e.getKey())) {
                throw new IllegalStateException("OpenAPI fragment " + fragment + " redefines " + section + "." + e.getKey());
            }
            target.set(e.getKey(), e.getValue());
        }
    }

    private static JsonNode read(String resource) {
        try (InputStream in = OpenApiDocument.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("OpenAPI resource missing: " + resource);
            }
            return YAML.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read OpenAPI resource " + resource, e);
        }
    }
}
