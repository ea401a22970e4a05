package com.bpidesk.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.openapi.OpenApiDocument;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The typed clients cannot drift from the API (ADR 0255): every component of every record marked {@link Api.Schema},
 * {@link Api.Response} or {@link Api.Request} is a property of that place in the engine's merged OpenAPI document (the
 * reference: the hand-written fragments of engine/src/main/resources/openapi, merged by the engine's own
 * {@code OpenApiDocument}), by its wire name (snake_case, or its {@code @JsonProperty}); a nested record (or a list of
 * them) is checked against the nested schema. No engine starts.
 */
class ApiRecordsMatchOpenApiTest {

    static JsonNode doc;
    static List<Class<?>> records;

    @BeforeAll
    static void load() throws IOException {
        List<String> fragments;
        try (Stream<Path> files = Files.list(Path.of("..", "engine", "src", "main", "resources", "openapi"))) {
            fragments = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml") && !n.equals("openapi.yaml"))
                    .sorted().map(n -> "/openapi/" + n).toList();
        }
        doc = OpenApiDocument.build("test", fragments);
        // the compiled typed clients (app/target/classes), read without an ArchUnit import of the whole class path
        Path root = Path.of(Api.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        List<Class<?>> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve("com/bpidesk/app/client"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = root.relativize(f).toString().replace(java.io.File.separatorChar, '.').replaceFirst("\\.class$", "");
                Class<?> c = load(name);
                if (c.isAnnotationPresent(Api.Schema.class) || c.isAnnotationPresent(Api.Response.class)
                        || c.isAnnotationPresent(Api.Request.class)) {
                    found.add(c);
                }
            }
        }
        records = found;
    }

    static Class<?> load(String name) {
        try {
            return Class.forName(name, false, Api.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyMarkedRecordsComponentsArePropertiesOfItsSchema() {
        assertThat(records).as("the typed clients' records").hasSizeGreaterThan(10);
        List<String> drift = new ArrayList<>();
        for (Class<?> r : records) {
            assertThat(r.isRecord()).as(r.getName()).isTrue();
            JsonNode schema = schemaOf(r);
            assertThat(schema).as("the OpenAPI place of " + r.getName()).isNotNull();
            check(r, schema, r.getSimpleName(), drift);
        }
        assertThat(drift).as("record components the OpenAPI document does not have").isEmpty();
    }

    @Test
    void aComponentTheSchemaLacksIsFound() {
        // the check itself can fail: a record with a field the FeedItem schema does not have
        List<String> drift = new ArrayList<>();
        check(Drifted.class, resolve(doc.at("/components/schemas/FeedItem")), "Drifted", drift);
        assertThat(drift).containsExactly("Drifted.series_name (not in the schema)");
    }

    @Test
    void wireNamesAreSnakeCaseUnlessAnnotated() {
        assertThat(wireName(Drifted.class.getRecordComponents()[0])).isEqualTo("series_id");
        assertThat(wireName(Drifted.class.getRecordComponents()[1])).isEqualTo("series_name");
        assertThat(wireName(Renamed.class.getRecordComponents()[0])).isEqualTo("top5");
    }

    record Drifted(String seriesId, String seriesName) {
    }

    record Renamed(@JsonProperty("top5") double topFive) {
    }

    static JsonNode schemaOf(Class<?> r) {
        JsonNode s;
        if (r.isAnnotationPresent(Api.Schema.class)) {
            s = doc.path("components").path("schemas").path(r.getAnnotation(Api.Schema.class).value());
        } else if (r.isAnnotationPresent(Api.Response.class)) {
            Api.Response a = r.getAnnotation(Api.Response.class);
            s = doc.path("paths").path(a.path()).path(a.method()).path("responses").path(a.status()).path("content")
                    .path("application/json").path("schema");
        } else {
            Api.Request a = r.getAnnotation(Api.Request.class);
            s = doc.path("paths").path(a.path()).path(a.method()).path("requestBody").path("content")
                    .path("application/json").path("schema");
        }
        if (s.isMissingNode()) {
            return null;
        }
        s = resolve(s);
        return "array".equals(s.path("type").asText()) ? resolve(s.path("items")) : s;
    }

    /** A schema with {@code $ref}s followed and {@code allOf}/{@code oneOf}/{@code anyOf} members' properties merged. */
    static JsonNode resolve(JsonNode s) {
        while (s.has("$ref")) {
            s = doc.at(s.path("$ref").asText().substring(1));
        }
        if (s.has("allOf") || s.has("oneOf") || s.has("anyOf")) {
            var merged = s.deepCopy();
            var props = ((com.fasterxml.jackson.databind.node.ObjectNode) merged).withObject("/properties");
            for (String k : List.of("allOf", "oneOf", "anyOf")) {
                for (JsonNode m : s.path(k)) {
                    resolve(m).path("properties").properties().forEach(e -> props.set(e.getKey(), e.getValue()));
                }
            }
            return merged;
        }
        return s;
    }

    static void check(Class<?> record, JsonNode schema, String where, List<String> drift) {
        Map<String, JsonNode> properties = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
            var e = it.next();
            properties.put(e.getKey(), e.getValue());
        }
        for (RecordComponent c : record.getRecordComponents()) {
            String name = wireName(c);
            JsonNode p = properties.get(name);
            if (p == null) {
                drift.add(where + "." + name + " (not in the schema)");
                continue;
            }
            Class<?> nested = nestedRecord(c.getGenericType());
            if (nested != null) {
                JsonNode ps = resolve(p);
                if ("array".equals(ps.path("type").asText())) {
                    ps = resolve(ps.path("items"));
                }
                check(nested, ps, where + "." + name, drift);
            }
        }
    }

    /** The record a component holds, directly or as the element of a list; null for plain values. */
    static Class<?> nestedRecord(Type t) {
        if (t instanceof Class<?> c && c.isRecord()) {
            return c;
        }
        if (t instanceof ParameterizedType p && p.getRawType() == List.class
                && p.getActualTypeArguments()[0] instanceof Class<?> e && e.isRecord()) {
            return e;
        }
        return null;
    }

    static String wireName(RecordComponent c) {
        JsonProperty named = c.getAccessor().getAnnotation(JsonProperty.class);
        if (named == null) {
            named = c.getAnnotation(JsonProperty.class);
        }
        return named != null ? named.value()
                : new PropertyNamingStrategies.SnakeCaseStrategy().translate(c.getName());
    }
}
