package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.http.Api;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/**
 * Builds the MCP server on the official Java SDK over a transport: Streamable HTTP (a servlet the engine mounts at
 * {@link #PATH} behind its key, tier, limit and Host/Origin checks) or stdio ({@code ./bpi mcp}). Both serve the same
 * tools, resources and prompts; {@code tools/list} shows an agent only the tools its key's scopes allow. Protocol
 * version negotiation is the SDK's.
 */
public final class AgentServer {

    public static final String PATH = "/mcp";
    static final String KEY = "bpi.agent.key";
    static final String INSTRUCTIONS = "Read-only behavioral and market signals of BPI Desk for the organization of your "
            + "agent key. BPI Desk does not execute trades, does not send client communications and does not make "
            + "suitability determinations; every result carries these restrictions. The methods behind every figure are "
            + "available as resources; prompts prepare common advisor workflows.";

    /** JSON-RPC error code of a refusal (the platform's 403 code): tool outside the key's scopes, server turned off. */
    static final int FORBIDDEN = -32003;
    static final int UNAUTHORIZED = -32001;

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
                .contextExtractor(req -> Api.key(req)
                        .map(k -> McpTransportContext.create(Map.of(KEY, k)))
                        .orElse(McpTransportContext.EMPTY))
                .build();
        return new Http(transport, configure(McpServer.sync(transport), tools, mapper, version, HTTP).build());
    }

    /** The stdio server of {@code ./bpi mcp}: JSON-RPC on the given streams (the process's stdin and stdout). */
    public static McpSyncServer stdio(AgentTools tools, McpJsonMapper mapper, String version, AgentIdentity identity,
                                      InputStream in, OutputStream out) {
        return configure(McpServer.sync(new StdioServerTransportProvider(mapper, in, out)), tools, mapper, version, identity)
                .build();
    }

    private static McpServer.SyncSpecification<?> configure(McpServer.SyncSpecification<?> spec, AgentTools tools,
                                                            McpJsonMapper mapper, String version, AgentIdentity identity) {
        return spec.jsonMapper(mapper)
                .serverInfo("bpi-desk", version).instructions(INSTRUCTIONS)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).prompts(false).build())
                // The SDK's own input validation answers a tool result flagged isError; the tools check their arguments
                // themselves and answer a JSON-RPC "Invalid params" error naming the argument instead (ADR 0140).
                .validateToolInputs(false)
                .tools(tools.specifications(identity))
                // tools/list shows only the tools the calling key's scopes allow (ADR 0141)
                .addToolFilter((context, tool) -> visible(identity, context, tool.name()))
                .resources(AgentResources.specifications())
                .prompts(AgentPrompts.specifications());
    }

    private static boolean visible(AgentIdentity identity, McpTransportContext context, String tool) {
        try {
            return identity.key(context).allows(tool);
        } catch (McpError e) {
            return false;
        }
    }

    /** Over HTTP the platform has authenticated the request (key, tier, kind, limit) and left the key in the context. */
    static final AgentIdentity HTTP = new AgentIdentity() {
        @Override
        public String transport() {
            return "http";
        }

        @Override
        public ApiKey key(McpTransportContext context) {
            Object k = context == null ? null : context.get(KEY);
            if (k instanceof ApiKey key) {
                return key;
            }
            throw McpError.builder(UNAUTHORIZED).message("Send an agent key as 'Authorization: Bearer <KEY>'.").build();
        }
    };

    private AgentServer() {
    }
}
