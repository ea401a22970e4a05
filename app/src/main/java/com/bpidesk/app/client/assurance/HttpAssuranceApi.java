package com.bpidesk.app.client.assurance;

import com.bpidesk.app.client.EngineClient;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@link AssuranceApi} over the engine's REST API: the only place that names its routes and query strings. */
public final class HttpAssuranceApi implements AssuranceApi {

    private static final String ENVELOPES = "/api/assurance/envelopes";

    private final EngineClient client;

    public HttpAssuranceApi(EngineClient client) {
        this.client = client;
    }

    @Override
    public EnvelopePage envelopes(int limit) {
        return client.get(ENVELOPES + "?limit=" + limit + "&sort=-created_at", EnvelopePage.class);
    }

    @Override
    public ReviewQueue queue(QueueFilter filter) {
        return client.get(ENVELOPES + "?limit=500&sort=-created_at" + filters(filter), ReviewQueue.class);
    }

    @Override
    public EnvelopeRecord envelope(String decisionId) {
        return client.get(envelopePath(decisionId), EnvelopeRecord.class);
    }

    @Override
    public EnvelopeRecord review(String decisionId, String decision, String reason) {
        // No reviewed_by: the engine records the caller's identity (ADR 0135).
        return client.convert(client.post(envelopePath(decisionId) + "/reviews", Map.of("decision", decision, "reason", reason)),
                EnvelopeRecord.class);
    }

    @Override
    public EnvelopeRecord assign(String decisionId, String assignee) {
        client.put(envelopePath(decisionId) + "/assignee", Map.of("assignee", assignee));
        return envelope(decisionId);
    }

    @Override
    public EnvelopeRecord submit(byte[] envelopeJson) {
        return client.convert(client.postBytes(ENVELOPES, envelopeJson, "application/json"), EnvelopeRecord.class);
    }

    @Override
    public byte[] queueExport(QueueFilter filter, boolean pdf) {
        return client.getBytes("/api/assurance/queue." + (pdf ? "pdf" : "csv") + "?sort=-created_at" + filters(filter));
    }

    @Override
    public byte[] history(String decisionId, boolean pdf) {
        return client.getBytes(envelopePath(decisionId) + "/history." + (pdf ? "pdf" : "csv"));
    }

    @Override
    public byte[] bundle(String clientId, LocalDate from, LocalDate to) {
        return client.getBytes(bundlePath(clientId, from, to));
    }

    private static String envelopePath(String decisionId) {
        return ENVELOPES + "/" + EngineClient.encode(decisionId);
    }

    /** The queue's filters as query parameters, each after an {@code &} (the queue and its exports share them). */
    public static String filters(QueueFilter f) {
        StringBuilder p = new StringBuilder();
        if (f.disposition() != null) {
            p.append("&disposition=").append(f.disposition());
        }
        if (f.reviewStatus() != null) {
            p.append("&review_status=").append(f.reviewStatus());
        }
        if (f.text() != null && !f.text().isBlank()) {
            p.append("&q=").append(EngineClient.encode(f.text().trim()));
        }
        if (f.advisor() != null && !f.advisor().isBlank()) {
            p.append("&advisor=").append(EngineClient.encode(f.advisor().trim()));
        }
        if (f.from() != null) {
            p.append("&from=").append(f.from());
        }
        if (f.to() != null) {
            p.append("&to=").append(f.to()); // a date: inclusive
        }
        return p.toString();
    }

    /** The examiner's bundle request for the chosen client and period; an empty choice is left out. */
    public static String bundlePath(String clientId, LocalDate from, LocalDate to) {
        List<String> q = new ArrayList<>();
        if (clientId != null) {
            q.add("client_id=" + EngineClient.encode(clientId));
        }
        if (from != null) {
            q.add("from=" + from);
        }
        if (to != null) {
            q.add("to=" + to);
        }
        return "/api/assurance/bundle.zip" + (q.isEmpty() ? "" : "?" + String.join("&", q));
    }
}
