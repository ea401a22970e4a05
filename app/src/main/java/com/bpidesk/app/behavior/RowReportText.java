package com.bpidesk.app.behavior;

import com.bpidesk.app.client.behavior.BehaviorApi;
import com.bpidesk.app.client.behavior.BehaviorApi.RowReport;
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

    private static final String SCORED_NOTE = "Check these rows in the file; the others were scored.";

    private RowReportText() {
    }

    /** "21 rows: 11 trades, 3 dividends or interest, ... 2 not used."; empty without a row report (a holdings snapshot). */
    public static String summary(RowReport rr) {
        if (rr == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        add(parts, rr.rows("trade"), "trade", "trades");
        add(parts, rr.rows("income"), "dividend or interest payment", "dividends or interest payments");
        add(parts, rr.rows("cash"), "cash movement, fee or tax", "cash movements, fees or taxes");
        add(parts, rr.rows("corporate_action"), "corporate action or transfer", "corporate actions or transfers");
        add(parts, rr.rows("derivative"), "option or CFD row, kept apart from the scores", "option or CFD rows, kept apart from the scores");
        add(parts, rr.rows("not_used"), "row not used", "rows not used");
        long rows = rr.dataRows();
        return n(rows) + (rows == 1 ? " row" : " rows") + " in the file" + (parts.isEmpty() ? "." : ": " + String.join(", ", parts) + ".");
    }

    /** One line per reason of a scored file's row report: "Rows whose date is empty or not a date: 1 row (line 7)". */
    static List<String> notUsed(RowReport rr) {
        return notUsed(rr, SCORED_NOTE);
    }

    /**
     * One line per reason, {@code failedNote} after a group of rows with a cell that could not be read (the client file's
     * import uses it with its own note, issue 25).
     */
    public static List<String> notUsed(RowReport rr, String failedNote) {
        List<String> out = new ArrayList<>();
        for (BehaviorApi.NotUsed u : rr == null ? List.<BehaviorApi.NotUsed>of() : rr.notUsed()) {
            long rows = u.rows();
            List<String> lines = new ArrayList<>();
            for (long l : u.lines()) {
                if (lines.size() < LINES_SHOWN) {
                    lines.add(n(l));
                }
            }
            String reason = BehaviorApi.text(u.reason()).replaceAll("\\.$", "");
            String where = lines.isEmpty() ? "" : (lines.size() == 1 && rows == 1 ? " (line " : " (lines ") + String.join(", ", lines)
                    + (rows > lines.size() ? " and " + n(rows - lines.size()) + " more" : "") + ")";
            out.add(reason + ": " + n(rows) + (rows == 1 ? " row" : " rows") + where + (u.failed() ? ". " + failedNote : "."));
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
