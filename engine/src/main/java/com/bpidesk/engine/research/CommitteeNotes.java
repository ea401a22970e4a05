package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.swarm.briefing.Briefing;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Generates research notes from a completed investment-committee briefing ({@code ic_briefing}, spec 2.5):
 * one note per agent section and one for the synthesis, each the section's content rendered as readable
 * text (strings as paragraphs, lists as bullets, nested objects as labelled lines). Idempotent per job and
 * agent. The swarm calls {@link ResearchNotes#add} through {@link #record}.
 */
public final class CommitteeNotes {

    /** The seven sections of a briefing, in reading order. */
    public static final List<String> AGENTS = List.of("synthesis_agent", "portfolio_analyst", "macro_strategist",
            "risk_manager", "sector_specialist", "factor_quant", "behavioral_agent");

    private CommitteeNotes() {
    }

    /**
     * The notes of one briefing, from its typed sections (each section's record in its API JSON form is rendered as text).
     *
     * @param organizationId the job's organization
     * @param jobId          the analysis job
     * @param date           the analysis date
     * @param tickers        the portfolio's tickers
     * @param briefing       the briefing's seven sections
     */
    public static List<NewNote> from(String organizationId, String jobId, LocalDate date, List<String> tickers,
                                     Briefing briefing, boolean demo) {
        return from(organizationId, jobId, date, tickers, Json.MAPPER.valueToTree(briefing), demo);
    }

    /** The notes of an {@code ic_briefing} JSON object (seven object-valued keys). */
    static List<NewNote> from(String organizationId, String jobId, LocalDate date, List<String> tickers,
                                     JsonNode icBriefing, boolean demo) {
        List<NewNote> out = new ArrayList<>();
        if (icBriefing == null || !icBriefing.isObject()) {
            return out;
        }
        List<String> order = new ArrayList<>(AGENTS);
        icBriefing.fieldNames().forEachRemaining(f -> {
            if (!order.contains(f)) {
                order.add(f);
            }
        });
        for (String agent : order) {
            JsonNode section = icBriefing.get(agent);
            if (section == null || section.isNull()) {
                continue;
            }
            StringBuilder text = new StringBuilder();
            render(section, text, 0);
            String body = text.toString().strip();
            if (body.isEmpty()) {
                continue;
            }
            String who = label(agent);
            String title = "Committee " + who.toLowerCase(Locale.ROOT) + " note, analysis " + jobId;
            JsonNode headline = firstText(section, "headline", "summary", "executive_summary", "title");
            if (headline != null) {
                title = who + ": " + firstSentence(headline.asText());
            }
            out.add(new NewNote(organizationId, NoteType.COMMITTEE, date, title,
                    "investment committee analysis " + jobId + " (" + agent + ")", tickers, List.of(),
                    "# " + who + "\n\n" + body, "committee:" + jobId + ":" + agent, demo));
        }
        return out;
    }

    /** Adds the notes of a completed analysis to the store; returns how many were new or existing. */
    public static int record(ResearchNotes notes, String organizationId, String jobId, LocalDate date,
                             List<String> tickers, Briefing briefing, boolean demo) {
        List<NewNote> list = from(organizationId, jobId, date, tickers, briefing, demo);
        notes.addAll(list);
        return list.size();
    }

    static String label(String agent) {
        String s = agent.replace("_agent", "").replace('_', ' ');
        if (s.equals("synthesis")) {
            return "Committee synthesis";
        }
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static JsonNode firstText(JsonNode section, String... names) {
        for (String n : names) {
            JsonNode v = section.get(n);
            if (v != null && v.isTextual() && !v.asText().isBlank()) {
                return v;
            }
        }
        return null;
    }

    private static String firstSentence(String s) {
        String t = s.strip();
        int dot = t.indexOf(". ");
        t = dot > 0 ? t.substring(0, dot + 1) : t;
        return t.length() > 200 ? t.substring(0, 199) + "…" : t;
    }

    private static void render(JsonNode node, StringBuilder out, int depth) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode v = e.getValue();
                String label = humanize(e.getKey());
                if (v.isTextual()) {
                    out.append(depth == 0 ? "" : "  ".repeat(depth)).append(label).append(": ").append(v.asText().strip()).append("\n\n");
                } else if (v.isNumber() || v.isBoolean()) {
                    out.append("  ".repeat(depth)).append(label).append(": ").append(v.asText()).append("\n\n");
                } else if (v.isArray() || v.isObject()) {
                    out.append("  ".repeat(depth)).append("## ".substring(0, depth == 0 ? 3 : 0)).append(label).append("\n\n");
                    render(v, out, depth + 1);
                }
            }
        } else if (node.isArray()) {
            for (JsonNode item : node) {
                if (item.isValueNode()) {
                    out.append("- ").append(item.asText().strip()).append("\n");
                } else {
                    StringBuilder inner = new StringBuilder();
                    render(item, inner, 0);
                    out.append("- ").append(inner.toString().strip().replace("\n\n", "; ")).append("\n");
                }
            }
            out.append("\n");
        } else if (node.isValueNode()) {
            out.append(node.asText()).append("\n\n");
        }
    }

    private static String humanize(String key) {
        String s = key.replace('_', ' ');
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
