package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.auth.ApiKey;
import io.modelcontextprotocol.common.McpTransportContext;

/**
 * Who is calling over one transport: the agent key of the request (HTTP: authenticated by the platform for each
 * request; stdio: the key given to {@code ./bpi mcp}, checked again on every call so a revocation takes effect), and
 * the counting of one tool call where the transport does not count requests itself.
 */
interface AgentIdentity {

    /** The transport's name in the audit log: {@code http} or {@code stdio}. */
    String transport();

    /** The calling agent key; an MCP error with a plain message when there is none or the server is off. */
    ApiKey key(McpTransportContext context);

    /** Counts one tool call against the organization's daily limit where requests are not counted already. */
    default void admitCall(ApiKey key) {
    }
}
