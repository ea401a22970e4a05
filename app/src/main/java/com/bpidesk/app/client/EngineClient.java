package com.bpidesk.app.client;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The app's only way to talk to an engine: its REST API over HTTP, so the embedded engine and a firm's
 * shared engine are used the same way. Blocking calls: run them through
 * {@link com.bpidesk.app.tasks.BackgroundTasks}, never on the FX thread. Errors arrive as
 * {@link EngineException} carrying the engine's problem details.
 */
public final class EngineClient {

    /** Reads responses leniently (new fields from a newer engine are ignored) with the API's snake_case names. */
    public static final ObjectMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final URI baseUrl;
    private final String apiKey;
    private final HttpClient http;
    private final Duration timeout;

    public EngineClient(URI baseUrl, String apiKey) {
        this(baseUrl, apiKey, Duration.ofSeconds(120));
    }

    public EngineClient(URI baseUrl, String apiKey, Duration timeout) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    public URI baseUrl() {
        return baseUrl;
    }

    /** GET a JSON resource. */
    public JsonNode get(String path) {
        return json(send(request(path).GET()));
    }

    /** GET a JSON resource as a type (snake_case fields map to camelCase record components). */
    public <T> T get(String path, Class<T> type) {
        return convert(get(path), type);
    }

    /** POST a JSON body (any object or JsonNode) and read the JSON answer. */
    public JsonNode post(String path, Object body) {
        return json(send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes(body)))));
    }

    /** PUT a JSON body (any object or JsonNode) and read the JSON answer. */
    public JsonNode put(String path, Object body) {
        return json(send(request(path).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(bytes(body)))));
    }

    /** POST a JSON body and read a binary answer (e.g. a PDF). */
    public byte[] postForBytes(String path, Object body) {
        return send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes(body)))).body();
    }

    /** A binary answer with its headers (e.g. a report PDF with {@code X-Report-Pages} and {@code X-Report-Warnings}). */
    public record Binary(byte[] body, String contentType, Map<String, List<String>> headers) {
        /** The first value of a header (case-insensitive), or an empty string. */
        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream()).findFirst().orElse("");
        }
    }

    /** POST a JSON body and read a binary answer with its headers. */
    public Binary postForBinary(String path, Object body) {
        HttpResponse<byte[]> r = send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes(body))));
        return new Binary(r.body(), r.headers().firstValue("Content-Type").orElse(""), r.headers().map());
    }

    /** GET a binary resource (e.g. a saved brand's logo). */
    public byte[] getBytes(String path) {
        return send(request(path).GET()).body();
    }

    /** POST raw bytes with a content type (e.g. {@code text/csv}) and read the JSON answer. */
    public JsonNode postBytes(String path, byte[] body, String contentType) {
        return json(send(request(path).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))));
    }

    /** POST a file as multipart/form-data (field {@code file}) with extra text fields, and read the JSON answer. */
    public JsonNode postFile(String path, Path file, String contentType, Map<String, String> fields) {
        return json(send(multipart(path, file, contentType, fields)));
    }

    /** POST a file as multipart/form-data and read a binary answer. */
    public byte[] postFileForBytes(String path, Path file, String contentType, Map<String, String> fields) {
        return send(multipart(path, file, contentType, fields)).body();
    }

    /** DELETE a resource; returns the JSON answer or an empty node. */
    public JsonNode delete(String path) {
        return json(send(request(path).DELETE()));
    }

    public <T> T convert(JsonNode node, Class<T> type) {
        try {
            return JSON.treeToValue(node, type);
        } catch (IOException e) {
            throw new EngineException(0, "unexpected-response", "Unexpected response",
                    "The engine's answer could not be read: " + e.getMessage(), List.of());
        }
    }

    public static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private HttpRequest.Builder multipart(String path, Path file, String contentType, Map<String, String> fields) {
        String boundary = "bpi-" + UUID.randomUUID();
        List<byte[]> parts = new ArrayList<>();
        fields.forEach((k, v) -> parts.add(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + k
                + "\"\r\n\r\n" + v + "\r\n").getBytes(StandardCharsets.UTF_8)));
        try {
            parts.add(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                    + file.getFileName().toString().replace("\"", "") + "\"\r\nContent-Type: " + contentType + "\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            parts.add(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new EngineException(0, "file", "Cannot read file", "Cannot read " + file + ": " + e.getMessage(), List.of());
        }
        parts.add(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return request(path).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArrays(parts));
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(baseUrl.resolve(path)).timeout(timeout)
                .header("Accept", "application/json, application/problem+json, application/pdf");
        if (apiKey != null && !apiKey.isBlank()) {
            b.header("Authorization", "Bearer " + apiKey);
        }
        return b;
    }

    private HttpResponse<byte[]> send(HttpRequest.Builder builder) {
        HttpResponse<byte[]> response;
        try {
            response = http.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (ConnectException | HttpTimeoutException e) {
            throw EngineException.unreachable(baseUrl.toString(), e);
        } catch (IOException e) {
            throw EngineException.unreachable(baseUrl.toString(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException(0, "cancelled", "Cancelled", "The request was cancelled.", List.of());
        }
        if (response.statusCode() >= 400) {
            throw problem(response);
        }
        return response;
    }

    private static EngineException problem(HttpResponse<byte[]> response) {
        int status = response.statusCode();
        try {
            JsonNode p = JSON.readTree(response.body());
            List<EngineException.FieldError> errors = new ArrayList<>();
            p.path("errors").forEach(e -> errors.add(new EngineException.FieldError(e.path("pointer").asText(),
                    e.path("message").asText())));
            return new EngineException(status, p.path("type").asText(""), p.path("title").asText("HTTP " + status),
                    p.path("detail").asText(""), errors, p);
        } catch (IOException | RuntimeException e) {
            return new EngineException(status, "http-" + status, "HTTP " + status,
                    "The engine answered HTTP " + status + ".", List.of());
        }
    }

    private static JsonNode json(HttpResponse<byte[]> response) {
        if (response.body().length == 0) {
            return JSON.createObjectNode();
        }
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new EngineException(response.statusCode(), "unexpected-response", "Unexpected response",
                    "The engine's answer is not JSON.", List.of());
        }
    }

    private static byte[] bytes(Object body) {
        try {
            return body instanceof byte[] b ? b : JSON.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot write request body", e);
        }
    }
}
