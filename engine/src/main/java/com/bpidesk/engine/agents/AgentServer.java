package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.auth.Caller;
import com.bpidesk.engine.platform.http.Api;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * Builds the MCP server on the official Java SDK over a transport: Streamable HTTP (a servlet the engine mounts at
 * {@link #PATH} behind its key, tier, limit and Host/Origin checks) or stdio ({@code ./bpi mcp}). Protocol version
 * negotiation is the SDK's.
 */
public final class AgentServer {

    public static final String PATH = "/mcp";
    static final String CALLER_KEY = "bpi.caller";
    static final String INSTRUCTIONS = "Read-only behavioral and market signals of BPI Desk for the organization of your "
            + "agent key. BPI Desk does not execute trades, does not send client communications and does not make "
            + "suitability determinations; every result carries these restrictions.";

    /** The SDK's JSON binding on a plain Jackson 2 mapper (the SDK's own records carry their wire names). */
    public static McpJsonMapper jsonMapper() {
        return new JacksonMcpJsonMapper(new ObjectMapper());
    }

    /** The Streamable HTTP transport with its server; close the server when the engine stops. */
    public record Http(HttpServletStreamableServerTransportProvider servlet, McpSyncServer server) {
    }

    public static Http http(AgentTools tools, McpJsonMapper mapper, String version) {
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(mapper)
                .mcpEndpoint(PATH)
                .contextExtractor(req -> Api.caller(req)
                        .map(c -> McpTransportContext.create(Map.of(CALLER_KEY, c)))
                        .orElse(McpTransportContext.EMPTY))
                .build();
        McpSyncServer server = McpServer.sync(transport).jsonMapper(mapper)
                .serverInfo("bpi-desk", version).instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                // The SDK's own input validation answers a tool result flagged isError; the tools check their arguments
                // themselves and answer a JSON-RPC "Invalid params" error naming the argument instead (ADR 0140).
                .validateToolInputs(false)
                .tools(tools.specifications())
                .build();
        return new Http(transport, server);
    }

    static Caller caller(McpSyncServerExchange exchange) {
        Object c = exchange.transportContext() == null ? null : exchange.transportContext().get(CALLER_KEY);
        if (c instanceof Caller caller) {
            return caller;
        }
        throw McpError.builder(-32001).message("Send an agent key as 'Authorization: Bearer <KEY>'.").build();
    }

    private AgentServer() {
    }
}
