package com.bpidesk.app.clientfile;

import com.bpidesk.app.behavior.RowReportText;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportCounts;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportEntry;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportExisting;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportLine;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportResult;
import com.bpidesk.app.client.clientfile.ClientFileApi.ImportUndone;
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
    static String counts(ImportCounts counts) {
        long rows = counts.dataRows();
        return n(rows) + (rows == 1 ? " row" : " rows") + " in the file: " + n(counts.added()) + " added, "
                + n(counts.addedAsIncome()) + " added as income, "
                + n(counts.alreadyPresent()) + " already in the client's file, "
                + n(counts.notKept()) + " not kept, " + n(counts.rowsNotUsed()) + " not used.";
    }

    /** The engine's warnings first, then the lines explaining every row that was not added, grouped, in plain words. */
    static List<String> details(ImportResult result) {
        List<String> out = new ArrayList<>(result.warnings());
        int shown = 0;
        long present = 0;
        Map<String, List<Long>> notAdded = new LinkedHashMap<>();
        for (ImportLine r : result.records()) {
            String outcome = r.outcome() == null ? "" : r.outcome();
            if (outcome.equals("already_present")) {
                present++;
                if (shown++ < PRESENT_SHOWN) {
                    out.add(present(r));
                }
            } else if (!outcome.equals("added") && !outcome.equals("added_as_income")) {
                notAdded.computeIfAbsent(r.reason() == null ? "" : r.reason(), k -> new ArrayList<>()).add(r.line());
            }
        }
        if (present > PRESENT_SHOWN) {
            out.add("And " + n(present - PRESENT_SHOWN) + " more rows already in the client's file.");
        }
        notAdded.forEach((reason, lines) -> out.add(group(reason, lines)));
        out.addAll(RowReportText.notUsed(result.rowReport(), "Check these rows in the file; the other rows were imported."));
        return out;
    }

    /** "Line 3: buy of 0.029053 CSCO at USD 49.96 on 18 Dec 2023 is already in the client's file (imported from x.csv on 27 Nov 2026)." */
    static String present(ImportLine r) {
        Formats f = Formats.app();
        String what = (r.kind() == null ? "" : r.kind()).replace('_', ' ');
        String body;
        if (r.quantity() != null && r.instrument() != null) {
            body = what + " of " + f.number(r.quantity(), decimals(r.quantity())) + " " + r.instrument()
                    + (r.price() != null ? " at " + f.money(r.price(), r.currency()) : "");
        } else {
            body = what + (r.amount() != null ? " of " + f.money(Math.abs(r.amount()), r.currency()) : "");
        }
        ImportExisting e = r.existing();
        String from = e != null && e.importFileName() != null
                ? "imported from " + e.importFileName() + " on " + f.date(e.importedOn())
                : "it came with the client's records";
        String by = e != null && "broker_id".equals(e.matchedBy()) ? ", the broker's order number matches" : "";
        return "Line " + n(r.line()) + ": " + body + " on " + f.date(r.date()) + " is already in the client's file (" + from + by + ").";
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
    static String title(ImportEntry entry) {
        return entry.fileName() + " · " + entry.accountLabel();
    }

    /** "Imported 27 Nov 2026, 14:05 by Ann Lee · 5 added, 4 added as income, 2 already there" (and "Undone ..." when undone). */
    static String detail(ImportEntry entry) {
        Formats f = Formats.app();
        ImportCounts c = entry.counts();
        String s = "Imported " + f.dateTime(entry.importedAt()) + by(entry.importedBy()) + " · "
                + n(c.added()) + " added, " + n(c.addedAsIncome()) + " added as income, " + n(c.alreadyPresent()) + " already there";
        if (entry.undoneAt() != null) {
            s += " · Undone " + f.dateTime(entry.undoneAt()) + by(entry.undoneBy()) + ": its records were removed";
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
    static String undone(ImportUndone answer) {
        return "Undone: " + plural(answer.tradesRemoved(), "trade", "trades") + ", "
                + plural(answer.cashFlowsRemoved(), "cash movement", "cash movements") + " and "
                + plural(answer.incomeRemoved(), "income payment", "income payments") + " removed from the client's file.";
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
