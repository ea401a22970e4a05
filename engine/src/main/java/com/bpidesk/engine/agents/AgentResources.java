package com.bpidesk.engine.agents;

import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The methods documents as MCP resources, so an agent can read how every figure it quotes is computed. They are the
 * repository's own docs (docs/*.md), put on the class path under {@code /bpi-docs/} by the engine's build; nothing
 * organization-specific, so every agent key may read them.
 */
final class AgentResources {

    /** One methods document: its file under /bpi-docs/, title and what it explains. */
    record Doc(String file, String title, String description) {
        String uri() {
            return "bpi-desk://docs/" + file;
        }
    }

    static final List<Doc> DOCS = List.of(
            new Doc("behavioral.md", "Behavioral DNA methods",
                    "How the Behavioral DNA scores (B1) and flagged biases are computed from a client's holdings and trades."),
            new Doc("signals.md", "Client book and advisor signals methods",
                    "The churn model (C1), book alerts (C2), suitability drift and house bands (C4) and the weekly digest (C5)."),
            new Doc("analysis.md", "Investment-committee analysis methods",
                    "How the committee analysis and its briefing (get_briefing) are produced."),
            new Doc("research.md", "Research search methods",
                    "The research notes and the hybrid lexical and semantic search behind search_research (B3)."),
            new Doc("market-data.md", "Market and macro data methods",
                    "Price and macro series, and the macro regime classifier (A4) behind macro_regime."),
            new Doc("agents.md", "The server for approved AI agents",
                    "The tools, their arguments, the security model and the standing restrictions."));

    static List<SyncResourceSpecification> specifications() {
        return DOCS.stream().map(d -> new SyncResourceSpecification(
                McpSchema.Resource.builder().uri(d.uri()).name(d.file()).title(d.title()).description(d.description())
                        .mimeType("text/markdown").build(),
                (exchange, request) -> new McpSchema.ReadResourceResult(List.of(
                        new McpSchema.TextResourceContents(d.uri(), "text/markdown", text(d)))))).toList();
    }

    static String text(Doc d) {
        try (InputStream in = AgentResources.class.getResourceAsStream("/bpi-docs/" + d.file())) {
            if (in == null) {
                throw McpError.RESOURCE_NOT_FOUND.apply(d.uri());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private AgentResources() {
    }
}
