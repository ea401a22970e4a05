package com.bpidesk.engine.cli;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.agents.AgentStdio;
import com.bpidesk.engine.platform.cli.CliCommand;
import java.io.PrintStream;
import picocli.CommandLine.Command;

/**
 * {@code mcp}: starts the engine's services on the data directory without a listening port and serves the agents'
 * MCP tools on stdin/stdout (docs/agents.md). Everything the engine logs goes to stderr; stdout carries only JSON-RPC.
 * The agent key is read from {@link AgentStdio#KEY_ENV}, never from an argument (arguments show in process lists).
 */
@Command(name = "mcp", description = {"The AI agents' MCP server on stdio (docs/agents.md).",
        "The agent key is read from the environment variable " + AgentStdio.KEY_ENV + "."})
final class McpCommand extends CliCommand {

    @Override
    public Integer call() throws InterruptedException {
        EngineConfig settings = (EngineConfig) settings();
        PrintStream protocol = out();
        System.setOut(err()); // nothing but the protocol may reach the agent on stdout
        Engine engine;
        try {
            engine = Engine.start(settings.with("http.enabled", "false"));
        } catch (RuntimeException e) {
            err().println("Cannot open the BPI Desk data in " + settings.dataDir() + ": " + e.getMessage()
                    + ". If the desktop app is running, it holds the database: connect the agent over HTTP instead "
                    + "(docs/agents.md).");
            return PROBLEM;
        }
        try {
            return AgentStdio.serve(engine.context(), engine.rateLimiter(), System.getenv(AgentStdio.KEY_ENV), System.in,
                    protocol, err());
        } finally {
            engine.stop();
        }
    }
}
