package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.text.ControlCharacters;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;

/**
 * The shape check in front of the MCP SDK (issue 29, ADR 0220): a message posted to the agents' server must be one
 * JSON-RPC 2.0 object, else it is refused here with the JSON-RPC error the specification names for it, in plain words,
 * before the SDK sees it (its own answers to {@code {} and {@code null} carried serialized Java exceptions and stack
 * frames, and a 500). Pure: {@link #check(byte[])} says what is wrong or nothing.
 */
final class McpRequests {

    /** JSON-RPC 2.0 section 5.1. */
    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int INVALID_PARAMS = -32602;

    /** A refusal: the JSON-RPC code, the message for people, and the request's id when it could be read (else null). */
    record Refusal(int code, String message, JsonNode id) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SHAPE = "Send one JSON-RPC 2.0 request object, for example {\"jsonrpc\": \"2.0\", \"id\": 1, "
            + "\"method\": \"tools/list\"}.";

    private McpRequests() {
    }

    static Optional<Refusal> check(byte[] body) {
        if (body.length == 0) {
            return Optional.of(new Refusal(INVALID_REQUEST, "The request has no body. " + SHAPE, null));
        }
        JsonNode message;
        try {
            message = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            String where = loc == null || loc.getLineNr() < 1 ? "" : " (it breaks off at line " + loc.getLineNr() + ", column "
                    + loc.getColumnNr() + ")";
            return Optional.of(new Refusal(PARSE_ERROR, "The request is not valid JSON" + where + ". " + SHAPE, null));
        } catch (java.io.IOException e) {
            return Optional.of(new Refusal(PARSE_ERROR, "The request could not be read as JSON. " + SHAPE, null));
        }
        if (message == null || message.isMissingNode() || !message.isObject()) {
            String what = message == null || message.isMissingNode() ? "nothing" : message.isArray() ? "a list (batches are not "
                    + "accepted)" : message.isNull() ? "null" : "a " + message.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
            return Optional.of(new Refusal(INVALID_REQUEST, "The request is " + what + ", not a JSON-RPC request object. " + SHAPE,
                    null));
        }
        JsonNode id = message.get("id");
        JsonNode echo = id != null && (id.isTextual() || id.isIntegralNumber()) ? id : null;
        if (!"2.0".equals(message.path("jsonrpc").asText(null)) || !message.path("jsonrpc").isTextual()) {
            return Optional.of(new Refusal(INVALID_REQUEST, "The request must say \"jsonrpc\": \"2.0\". " + SHAPE, echo));
        }
        if (id != null && echo == null) {
            return Optional.of(new Refusal(INVALID_REQUEST, "The request's id must be a string or a whole number.", null));
        }
        boolean response = !message.has("method") && echo != null && (message.has("result") || message.has("error"));
        if (!response) {
            JsonNode method = message.get("method");
            if (method == null || !method.isTextual() || method.asText().isBlank()) {
                return Optional.of(new Refusal(INVALID_REQUEST, "The request must name its method as text, for example "
                        + "\"tools/call\". " + SHAPE, echo));
            }
            JsonNode params = message.get("params");
            if (params != null && !params.isObject()) {
                return Optional.of(new Refusal(INVALID_PARAMS, "The request's params must be an object, for example "
                        + "{\"name\": \"macro_regime\", \"arguments\": {}}.", echo));
            }
        }
        Optional<ControlCharacters.Found> control = ControlCharacters.scanJson(body);
        if (control.isPresent()) {
            ControlCharacters.Found f = control.get();
            return Optional.of(new Refusal(INVALID_PARAMS, "The field " + f.field() + " contains a control character ("
                    + f.characterName() + "); ids and text cannot hold control characters. Remove it and send the request "
                    + "again.", echo));
        }
        return Optional.empty();
    }
}
