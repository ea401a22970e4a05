package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.EngineContext;
import com.bpidesk.engine.platform.EngineVersion;
import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.auth.ApiKeys;
import com.bpidesk.engine.platform.auth.RateLimiter;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpError;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ./bpi mcp}: the same tools, resources and prompts over the SDK's stdio transport, for an agent on the
 * advisor's own machine that launches the engine as its subprocess against the local data directory. The agent key
 * comes from the environment variable {@link #KEY_ENV} (not an argument: arguments are visible to every user of the
 * machine in the process list). Every tool call checks the key again (a revocation takes effect within
 * {@link ApiKeys#CACHE_TTL}), the server switch, and counts against the organization's daily limit.
 */
public final class AgentStdio {

    public static final String KEY_ENV = "BPI_AGENT_KEY";
    static final int RATE_LIMITED = -32029;

    private AgentStdio() {
    }

    /**
     * Serves until the agent closes stdin; returns the process exit code. Problems before serving (no key, not an agent
     * key, server off) are explained on {@code err} with exit code 2.
     */
    public static int serve(EngineContext ctx, RateLimiter limiter, String presentedKey, InputStream in, OutputStream out,
                            PrintStream err) throws InterruptedException {
        if (presentedKey == null || presentedKey.isBlank()) {
            err.println("Set the agent key in the environment variable " + KEY_ENV + " (create one in the app: Settings, "
                    + "AI agents, or with: keys create --kind agent --org ORG --scopes TOOL,...).");
            return 2;
        }
        ApiKeys keys = ctx.apiKeys();
        ApiKey key = keys.authenticate(presentedKey).orElse(null);
        if (key == null || !key.agent()) {
            err.println(key == null ? "The agent key in " + KEY_ENV + " is unknown or revoked."
                    : "The key in " + KEY_ENV + " is not an agent key; create an agent key for the agent.");
            return 2;
        }
        AgentSettings settings = ctx.services().require(AgentSettings.class);
        if (!settings.enabled()) {
            err.println(SwitchedServlet.OFF);
            return 2;
        }
        AgentIdentity identity = new AgentIdentity() {
            @Override
            public String transport() {
                return "stdio";
            }

            @Override
            public ApiKey key(McpTransportContext context) {
                if (!settings.enabled()) {
                    throw McpError.builder(AgentServer.FORBIDDEN).message(SwitchedServlet.OFF).build();
                }
                return keys.authenticate(presentedKey).filter(ApiKey::agent).orElseThrow(() ->
                        McpError.builder(AgentServer.UNAUTHORIZED).message("This agent key is unknown or has been revoked.").build());
            }

            @Override
            public void admitCall(ApiKey k) {
                RateLimiter.Decision d = limiter.acquire(k);
                if (!d.allowed()) {
                    throw McpError.builder(RATE_LIMITED).message("The agent keys of your organization have made their "
                            + d.limit() + " calls for today (UTC). The limit resets in " + d.resetSeconds() + " seconds.").build();
                }
            }
        };
        CountDownLatch closed = new CountDownLatch(1);
        InputStream watched = new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b < 0) {
                    closed.countDown();
                }
                return b;
            }

            @Override
            public int read(byte[] buf, int off, int len) throws IOException {
                int n = super.read(buf, off, len);
                if (n < 0) {
                    closed.countDown();
                }
                return n;
            }
        };
        McpSyncServer server = AgentServer.stdio(ctx.services().require(AgentTools.class), AgentServer.jsonMapper(),
                EngineVersion.current(), identity, watched, out);
        err.println("BPI Desk MCP server on stdio for agent key " + key.keyId() + " (" + key.label() + ", organization "
                + key.organizationId() + "); tools: " + String.join(", ", key.scopes()) + ".");
        closed.await();
        server.closeGracefully();
        return 0;
    }
}
