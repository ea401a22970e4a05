package com.bpidesk.engine.signals;

import com.bpidesk.engine.behavior.CsvSafe;

/**
 * The book alerts (C2) as CSV ({@code GET /v1/signals/book-alerts.csv}, the same filters and firm threshold as the JSON
 * list): one row per alert, most severe first, with the client's name and the alert's message in words. Every cell goes
 * through {@link CsvSafe} (formula injection neutralised, RFC 4180 quoting).
 */
final class AlertsCsv {

    static final String HEADER = "severity,type,client_id,client_name,advisor_id,magnitude,base_currency,message,acknowledged_by,as_of";

    private AlertsCsv() {
    }

    static String write(Signals.BookAlerts alerts) {
        StringBuilder sb = new StringBuilder(HEADER).append("\r\n");
        for (Signals.Alert a : alerts.items()) {
            sb.append(CsvSafe.row(a.severity(), a.type(), a.clientId(), a.clientName(), a.advisorId(), a.magnitude(), a.baseCurrency(),
                    a.message(), a.acknowledged() == null ? null : a.acknowledged().acknowledgedByName(), alerts.asOf()));
        }
        return sb.toString();
    }
}
