package com.bpidesk.engine.behavior;

/**
 * The report as CSV (one row per score, then one per evidence item). Every cell goes through {@link CsvSafe},
 * so symbols or text echoed from an uploaded file can never run as spreadsheet formulas.
 */
public final class DnaCsv {

    private DnaCsv() {
    }

    public static String write(DnaReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append(CsvSafe.row("record", "bias", "name", "score", "status", "method", "line", "date", "symbol", "detail", "value"));
        for (DnaReport.BiasScore s : r.scores()) {
            sb.append(CsvSafe.row("score", s.bias(), s.name(), s.score(), s.status(), s.method(), null, null, null, s.explanation(), null));
        }
        sb.append(CsvSafe.row("overall", "overall", "Overall behavioral score", r.overall().score(), null, null, null, null, null,
                r.overall().method(), null));
        for (DnaReport.BiasScore s : r.scores()) {
            for (DnaReport.Evidence e : s.evidence()) {
                sb.append(CsvSafe.row("evidence", s.bias(), null, null, null, null, e.line(), e.date(), e.symbol(), e.detail(), e.value()));
            }
        }
        return sb.toString();
    }
}
