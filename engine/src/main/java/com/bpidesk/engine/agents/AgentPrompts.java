package com.bpidesk.engine.agents;

import io.modelcontextprotocol.server.McpServerFeatures.SyncPromptSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Prompts for common advisor workflows: each says which read-only tools to call, in which order, what to produce, and
 * repeats the standing restrictions. They read nothing themselves (the agent calls the tools, within its key's scopes).
 */
final class AgentPrompts {

    private static final String RESTRICTIONS = "Keep to decision support for the advisor: BPI Desk does not execute "
            + "trades, does not send client communications and does not make suitability determinations, and neither may "
            + "you on its behalf. Quote figures as the tools give them, with their dates, and say which tool each came from.";

    static List<SyncPromptSpecification> specifications() {
        return List.of(
                prompt("prepare_client_review", "Prepare a client review",
                        "Prepares the advisor's notes for a review meeting with one client: holdings, churn risk and its "
                                + "reasons, Behavioral DNA, suitability drift and open alerts.",
                        List.of(new McpSchema.PromptArgument("client_id", "Client", "The client id in your organization's book.", true)),
                        a -> "Prepare my notes for a review meeting with client " + required(a, "client_id") + ".\n"
                                + "1. Call advisor_brief with client_id " + a.get("client_id") + " for holdings, churn, drift and alerts.\n"
                                + "2. Call client_behavioral_risk for the churn reasons and the Behavioral DNA scores.\n"
                                + "3. Call suitability_drift for the drift history of the last twelve months.\n"
                                + "Then write: a three-line summary; the points to discuss, each with the figure behind it; "
                                + "questions to ask the client about the flagged biases; what to check before proposing any "
                                + "change. Read the resource bpi-desk://docs/signals.md if you need to explain a figure.\n"
                                + RESTRICTIONS),
                prompt("weekly_book_triage", "Weekly book triage",
                        "Ranks which clients need the advisor's attention this week from the weekly digest and the "
                                + "high and critical alerts of the book.",
                        List.of(new McpSchema.PromptArgument("advisor_id", "Advisor",
                                "An advisor id of your organization's book; leave empty for the whole book.", false)),
                        a -> "Triage my client book for this week" + (a.get("advisor_id") == null ? "" : " for advisor "
                                + a.get("advisor_id")) + ".\n"
                                + "1. Call weekly_digest" + (a.get("advisor_id") == null ? "" : " with advisor_id " + a.get("advisor_id"))
                                + " for the counts against last week and the clients to review first.\n"
                                + "2. Call book_alerts with severity [\"critical\", \"high\"] for the alerts behind them.\n"
                                + "3. Call macro_regime for the market backdrop.\n"
                                + "Then give a short ranked list (at most ten clients): why each is on it, the alert types and "
                                + "severities, and the one thing to look at first. Say what changed since last week.\n"
                                + RESTRICTIONS),
                prompt("macro_context_for_clients", "Macro context for client conversations",
                        "Explains the current macro regime and what the firm's research says about it, for the advisor's "
                                + "client conversations.",
                        List.of(new McpSchema.PromptArgument("topic", "Topic",
                                "What the conversation is about, e.g. 'rates and bond duration' (optional).", false)),
                        a -> "Give me the macro context for client conversations" + (a.get("topic") == null ? "" : " about "
                                + a.get("topic")) + ".\n"
                                + "1. Call macro_regime for the current regime, its confidence and signals.\n"
                                + "2. Call search_research with a question about " + (a.get("topic") == null ? "the current regime"
                                : a.get("topic")) + " for the firm's notes.\n"
                                + "Then explain in plain words for the advisor (not for the client directly): the regime, "
                                + "how sure the classifier is, and what the notes say, citing each note's title and date.\n"
                                + RESTRICTIONS));
    }

    private static SyncPromptSpecification prompt(String name, String title, String description,
                                                  List<McpSchema.PromptArgument> arguments,
                                                  Function<Map<String, Object>, String> text) {
        return new SyncPromptSpecification(new McpSchema.Prompt(name, title, description, arguments),
                (exchange, request) -> {
                    Map<String, Object> a = request.arguments() == null ? Map.of() : request.arguments();
                    for (String k : a.keySet()) {
                        if (arguments.stream().noneMatch(p -> p.name().equals(k))) {
                            throw AgentTools.invalid(k, "is not an argument of this prompt");
                        }
                    }
                    Map<String, Object> clean = new java.util.HashMap<>();
                    a.forEach((k, v) -> {
                        if (v != null && !v.toString().isBlank()) {
                            String s = v.toString().strip();
                            if (s.length() > 200) {
                                throw AgentTools.invalid(k, "is longer than 200 characters");
                            }
                            clean.put(k, s);
                        }
                    });
                    return new McpSchema.GetPromptResult(description, List.of(new McpSchema.PromptMessage(
                            McpSchema.Role.USER, new McpSchema.TextContent(text.apply(clean)))));
                });
    }

    private static String required(Map<String, Object> a, String name) {
        Object v = a.get(name);
        if (v == null) {
            throw AgentTools.invalid(name, "is required");
        }
        return v.toString();
    }

    private AgentPrompts() {
    }
}
