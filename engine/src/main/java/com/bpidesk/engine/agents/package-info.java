/**
 * The server for approved AI agents (issue 14): read-only tools over the Model Context Protocol, built on the official
 * MCP Java SDK and mounted on the engine's own port at {@code /mcp} (off by default, {@code agents.enabled}).
 * Tools call the same services as the REST routes (signals, macro, research, swarm) for the caller's organization
 * and write nothing. See docs/agents.md and ADR 0140.
 */
package com.bpidesk.engine.agents;
