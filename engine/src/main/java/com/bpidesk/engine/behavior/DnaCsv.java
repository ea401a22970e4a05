package com.bpidesk.engine.behavior;

/**
 * The report as CSV (one row per score, the overall score and each included bias's contribution, then one per evidence item, then the base currency and one row per FX rate used). Every cell goes through {@link CsvSafe},
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
        // the overall score, or why there is none, and each bias's share of it (ADR 0210)
        sb.append(CsvSafe.row("overall", "overall", "Overall behavioral score", r.overall().score(), null, null, null, null, null,
                r.overall().withheldReason() != null ? r.overall().withheldReason() : r.overall().method(), null));
        for (DnaReport.Contribution c : r.overall().contributions()) {
            if (c.included()) {
                sb.append(CsvSafe.row("contribution", c.bias(), c.name(), c.score(), c.status(), null, null, null, null,
                        "weight " + c.weight() + ", share of the overall score " + c.effectiveWeight(), c.contribution()));
            }
        }
        for (DnaReport.BiasScore s : r.scores()) {
            for (DnaReport.Evidence e : s.evidence()) {
                // the instrument as the file names it, with its ISIN (issue 30)
                String instrument = e.name() == null ? e.symbol() : e.name() + " (" + (e.isin() != null ? e.isin() : e.symbol()) + ")";
                sb.append(CsvSafe.row("evidence", s.bias(), null, null, null, null, e.line(), e.date(), instrument, e.detail(), e.value()));
            }
        }
        // the currency of every amount (evidence values of buys) and the rates that converted into it (issue 16)
        if (r.baseCurrency() != null) {
            sb.append(CsvSafe.row("base_currency", null, "Base currency", null, null, null, null, null, null,
                    "Every amount and value is in " + r.baseCurrency(), null));
            for (DnaReport.FxRate x : r.fxRates()) {
                sb.append(CsvSafe.row("fx_rate", null, x.pair(), null, null, x.source(), null, x.rateDate(), x.currency(),
                        "1 " + x.currency() + " = " + x.rate() + " " + r.baseCurrency() + " (last rate used; first on "
                                + x.firstRateDate() + ", " + x.conversions() + " conversions)", x.rate()));
            }
        }
        return sb.toString();
    }
}
