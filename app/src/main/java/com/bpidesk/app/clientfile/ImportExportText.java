package com.bpidesk.app.clientfile;

import com.bpidesk.app.behavior.RowReportText;
import com.bpidesk.app.format.Formats;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The engine's answer to a broker export import (issue 25, docs/client-file-import.md) in plain words for the import dialog:
 * the counts, the records recognised as already in the client's file (with the record they match), the rows not kept or
 * not used with their reasons and lines. Names and labels only, never an id.
 */
final class ImportExportText {

    /** Records named one by one as already present; the rest are counted. */
    static final int PRESENT_SHOWN = 20;
    /** Lines named per reason. */
    static final int LINES_SHOWN = 12;

    private ImportExportText() {
    }

    /** "13 rows in the file: 5 added, 4 added as income, 0 already in the client's file, 4 not kept, 0 not used." */
    static String counts(JsonNode counts) {
        long rows = counts.path("data_rows").asLong();
        return n(rows) + (rows == 1 ? " row" : " rows") + " in the file: " + n(counts.path("added").asLong()) + " added, "
                + n(counts.path("added_as_income").asLong()) + " added as income, "
                + n(counts.path("already_present").asLong()) + " already in the client's file, "
                + n(counts.path("not_kept").asLong()) + " not kept, " + n(counts.path("rows_not_used").asLong()) + " not used.";
    }

    /** The engine's warnings first, then the lines explaining every row that was not added, grouped, in plain words. */
    static List<String> details(JsonNode result) {
        List<String> out = new ArrayList<>();
        result.path("warnings").forEach(w -> out.add(w.asText()));
        int shown = 0;
        long present = 0;
        Map<String, List<Long>> notAdded = new LinkedHashMap<>();
        for (JsonNode r : result.path("records")) {
            String outcome = r.path("outcome").asText();
            if (outcome.equals("already_present")) {
                present++;
                if (shown++ < PRESENT_SHOWN) {
                    out.add(present(r));
                }
            } else if (!outcome.equals("added") && !outcome.equals("added_as_income")) {
                notAdded.computeIfAbsent(r.path("reason").asText(), k -> new ArrayList<>()).add(r.path("line").asLong());
            }
        }
        if (present > PRESENT_SHOWN) {
            out.add("And " + n(present - PRESENT_SHOWN) + " more rows already in the client's file.");
        }
        notAdded.forEach((reason, lines) -> out.add(group(reason, lines)));
        out.addAll(RowReportText.notUsed(result, "Check these rows in the file; the other rows were imported."));
        return out;
    }

    /** "Line 3: buy of 0.029053 CSCO at USD 49.96 on 18 Dec 2023 is already in the client's file (imported from x.csv on 27 Nov 2026)." */
    static String present(JsonNode r) {
        Formats f = Formats.app();
        String what = r.path("kind").asText().replace('_', ' ');
        String body;
        if (r.hasNonNull("quantity") && r.hasNonNull("instrument")) {
            body = what + " of " + f.number(r.path("quantity").asDouble(), decimals(r.path("quantity").asDouble())) + " "
                    + r.path("instrument").asText() + (r.hasNonNull("price") ? " at " + f.money(r.path("price").asDouble(),
                    r.path("currency").asText(null)) : "");
        } else {
            body = what + (r.hasNonNull("amount") ? " of " + f.money(Math.abs(r.path("amount").asDouble()), r.path("currency").asText(null)) : "");
        }
        JsonNode e = r.path("existing");
        String from = e.hasNonNull("import_file_name")
                ? "imported from " + e.path("import_file_name").asText() + " on " + f.date(e.path("imported_on").asText())
                : "it came with the client's records";
        String by = "broker_id".equals(e.path("matched_by").asText()) ? ", the broker's order number matches" : "";
        return "Line " + n(r.path("line").asLong()) + ": " + body + " on " + f.date(r.path("date").asText())
                + " is already in the client's file (" + from + by + ").";
    }

    private static String group(String reason, List<Long> lines) {
        List<String> named = new ArrayList<>();
        for (Long l : lines) {
            if (named.size() < LINES_SHOWN) {
                named.add(n(l));
            }
        }
        String where = (lines.size() == 1 ? " (line " : " (lines ") + String.join(", ", named)
                + (lines.size() > named.size() ? " and " + n(lines.size() - named.size()) + " more" : "") + ")";
        return reason.replaceAll("\\.$", "") + ": " + plural(lines.size(), "row", "rows") + where + ".";
    }

    /** "trading212.csv · Taxable account, USD" for the log. */
    static String title(JsonNode entry) {
        return entry.path("file_name").asText() + " · " + entry.path("account_label").asText();
    }

    /** "Imported 27 Nov 2026, 14:05 by Ann Lee · 5 added, 4 added as income, 2 already there" (and "Undone ..." when undone). */
    static String detail(JsonNode entry) {
        Formats f = Formats.app();
        JsonNode c = entry.path("counts");
        String s = "Imported " + f.dateTime(entry.path("imported_at").asText()) + by(entry.path("imported_by").asText()) + " · "
                + n(c.path("added").asLong()) + " added, " + n(c.path("added_as_income").asLong()) + " added as income, "
                + n(c.path("already_present").asLong()) + " already there";
        if (entry.hasNonNull("undone_at")) {
            s += " · Undone " + f.dateTime(entry.path("undone_at").asText()) + by(entry.path("undone_by").asText())
                    + ": its records were removed";
        }
        return s;
    }

    /**
     * " by Ann Lee" for a person; nothing when the engine logged a key that was issued to no one (the desktop app's own key:
     * its identity is an id, not a name).
     */
    static String by(String who) {
        return who == null || who.isBlank() || who.startsWith("api_key:") ? "" : " by " + who;
    }

    /** How the reader read the rows, after the counts: "Read as 3 trades, 1 dividend or interest payment, ...". */
    static String readAs(String rowReportSummary) {
        int colon = rowReportSummary.indexOf(": ");
        return colon < 0 ? rowReportSummary : "Read as " + rowReportSummary.substring(colon + 2);
    }

    /** What an undo removed: "Undone: 4 trades, 1 cash movement and 4 income payments removed from the client's file." */
    static String undone(JsonNode answer) {
        return "Undone: " + plural(answer.path("trades_removed").asLong(), "trade", "trades") + ", "
                + plural(answer.path("cash_flows_removed").asLong(), "cash movement", "cash movements") + " and "
                + plural(answer.path("income_removed").asLong(), "income payment", "income payments") + " removed from the client's file.";
    }

    private static int decimals(double q) {
        for (int d = 0; d <= 8; d++) {
            if (Math.abs(q * Math.pow(10, d) - Math.rint(q * Math.pow(10, d))) < 1e-9) {
                return d;
            }
        }
        return 8;
    }

    private static String plural(long v, String one, String many) {
        return n(v) + " " + (v == 1 ? one : many);
    }

    private static String n(long v) {
        return Formats.app().number(v, 0).toLowerCase(Locale.ROOT);
    }
}
