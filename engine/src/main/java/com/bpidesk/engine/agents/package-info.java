/**
 * The server for approved AI agents (issue 14): read-only tools, the methods documents as resources and advisor prompts
 * over the Model Context Protocol, built on the official MCP Java SDK: Streamable HTTP at {@code /mcp} on the engine's
 * own port and stdio through {@code ./bpi mcp} ({@link com.bpidesk.engine.agents.AgentStdio}). Off until an
 * administrator turns it on ({@link com.bpidesk.engine.agents.AgentSettings}). Only agent keys connect, each limited to
 * the tools of its scopes and counted against its organization's daily limit; every tool call is written to the audit
 * log ({@link com.bpidesk.engine.agents.AgentCallLog}). Tools call the same services as the REST routes (signals, macro,
 * research, swarm) for the caller's organization and write nothing. See docs/agents.md and ADRs 0140, 0141.
 */
package com.bpidesk.engine.agents;
