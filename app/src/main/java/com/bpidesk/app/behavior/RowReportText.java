package com.bpidesk.app.behavior;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's {@code row_report} of a scored file in plain words for the DNA screen (issue 24): how many rows the file
 * has, what they were read as, and the rows not used with the reason and their lines, so the advisor can check them in
 * the file. Empty for a holdings snapshot (no row report).
 */
public final class RowReportText {

    /** Lines named per reason; the rest are counted. */
    static final int LINES_SHOWN = 12;

    private RowReportText() {
    }

    /** "21 rows: 11 trades, 3 dividends or interest, ... 2 not used." */
    public static String summary(JsonNode report) {
        JsonNode rr = report.path("row_report");
        if (!rr.isObject()) {
            return "";
        }
        JsonNode o = rr.path("outcomes");
        List<String> parts = new ArrayList<>();
        add(parts, o.path("trade").asLong(), "trade", "trades");
        add(parts, o.path("income").asLong(), "dividend or interest payment", "dividends or interest payments");
        add(parts, o.path("cash").asLong(), "cash movement, fee or tax", "cash movements, fees or taxes");
        add(parts, o.path("corporate_action").asLong(), "corporate action or transfer", "corporate actions or transfers");
        add(parts, o.path("derivative").asLong(), "option or CFD row, kept apart from the scores", "option or CFD rows, kept apart from the scores");
        add(parts, o.path("not_used").asLong(), "row not used", "rows not used");
        long rows = rr.path("data_rows").asLong();
        return n(rows) + (rows == 1 ? " row" : " rows") + " in the file" + (parts.isEmpty() ? "." : ": " + String.join(", ", parts) + ".");
    }

    /** One line per reason: "Rows whose date is empty or not a date: 1 row (line 7)". */
    public static List<String> notUsed(JsonNode report) {
        return notUsed(report, "Check these rows in the file; the others were scored.");
    }

    /**
     * {@link #notUsed(JsonNode)} for another use of the file (the client file's import, issue 25).
     *
     * @param failedNote the sentence after a group of rows with a cell that could not be read
     */
    public static List<String> notUsed(JsonNode report, String failedNote) {
        List<String> out = new ArrayList<>();
        for (JsonNode u : report.path("row_report").path("not_used")) {
            long rows = u.path("rows").asLong();
            List<String> lines = new ArrayList<>();
            for (JsonNode l : u.path("lines")) {
                if (lines.size() < LINES_SHOWN) {
                    lines.add(n(l.asLong()));
                }
            }
            String reason = u.path("reason").asText().replaceAll("\\.$", "");
            String where = lines.isEmpty() ? "" : (lines.size() == 1 && rows == 1 ? " (line " : " (lines ") + String.join(", ", lines)
                    + (rows > lines.size() ? " and " + n(rows - lines.size()) + " more" : "") + ")";
            out.add(reason + ": " + n(rows) + (rows == 1 ? " row" : " rows") + where
                    + (u.path("failed").asBoolean() ? ". " + failedNote : "."));
        }
        return out;
    }

    private static void add(List<String> parts, long n, String one, String many) {
        if (n > 0) {
            parts.add(n(n) + " " + (n == 1 ? one : many));
        }
    }

    private static String n(long v) {
        return com.bpidesk.app.format.Formats.app().number(v, 0);
    }
}
