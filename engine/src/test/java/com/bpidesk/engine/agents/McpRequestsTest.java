package com.bpidesk.engine.agents;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The shape check in front of the MCP SDK on fixed messages; the expected codes are those JSON-RPC 2.0 section 5.1
 * names: -32700 for text that is not JSON, -32600 for JSON that is not a request object, -32602 for params that are not an
 * object or hold a control character.
 */
class McpRequestsTest {

    static Optional<McpRequests.Refusal> check(String body) {
        return McpRequests.check(body.getBytes(StandardCharsets.UTF_8));
    }

    static int code(String body) {
        return check(body).orElseThrow(() -> new AssertionError("accepted: " + body)).code();
    }

    @Test
    void wellFormedRequestsNotificationsAndResponsesPass() {
        assertThat(check("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")).isEmpty();
        assertThat(check("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/call\",\"params\":{\"name\":\"x\",\"arguments\":"
                + "{\"question\":\"line one\\nline two\"}}}")).isEmpty();
        assertThat(check("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")).isEmpty();
        assertThat(check("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}")).isEmpty();
    }

    @Test
    void eachMalformedShapeGetsItsJsonRpcCode() {
        assertThat(code("{")).isEqualTo(-32700);
        assertThat(code("{\"jsonrpc\":")).isEqualTo(-32700);
        assertThat(code("{\"" + "k".repeat(70_000) + "\":1}")).isIn(-32700, -32600);
        assertThat(code("")).isEqualTo(-32600);
        assertThat(code("null")).isEqualTo(-32600);
        assertThat(code("[]")).isEqualTo(-32600);
        assertThat(code("42")).isEqualTo(-32600);
        assertThat(code("{}")).isEqualTo(-32600);
        assertThat(code("{\"jsonrpc\":\"2.0\",\"id\":1}")).isEqualTo(-32600);
        assertThat(code("{\"jsonrpc\":2.0,\"id\":1,\"method\":\"m\"}")).isEqualTo(-32600);
        assertThat(code("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"m\"}")).isEqualTo(-32600);
        assertThat(code("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":null}")).isEqualTo(-32602);
        assertThat(code("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"params\":{\"arguments\":{\"job_id\":\"\\u0000\"}}}"))
                .isEqualTo(-32602);
    }

    @Test
    void refusalsSpeakPlainlyAndEchoAReadableId() {
        McpRequests.Refusal nul = check("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"get_briefing\","
                + "\"arguments\":{\"job_id\":\"\\u0000\"}}}").orElseThrow();
        assertThat(nul.id().asInt()).isEqualTo(7);
        assertThat(nul.message()).contains("'job id' in 'arguments' in 'params'").contains("NUL");
        McpRequests.Refusal parse = check("{").orElseThrow();
        assertThat(parse.id()).isNull();
        assertThat(parse.message()).startsWith("The request is not valid JSON (it breaks off at line 1").doesNotContain("Source")
                .doesNotContain("`");
    }
}
