package com.bpidesk.app.testing;

import com.bpidesk.app.client.EngineException;
import com.bpidesk.app.client.assurance.AssuranceApi;
import com.bpidesk.app.client.assurance.EnvelopeRecord;
import java.util.List;

/**
 * The fake engine's assurance feature ({@code FakeEngine.assurance}, kept in its own file for size): the dashboard's
 * {@link FakeEngine#envelopes}, the review queue, the decisions by id (a review or an assignment answers the decision
 * as set in {@link #decisions}), and the bytes of every export.
 */
public final class FakeAssurance implements AssuranceApi {
    private final FakeEngine engine;
    public ReviewQueue queue = new ReviewQueue(List.of(), 0, java.util.Map.of());
    public final java.util.Map<String, EnvelopeRecord> decisions = new java.util.HashMap<>();
    public byte[] export = new byte[0];

    FakeAssurance(FakeEngine engine) {
        this.engine = engine;
    }

    /** As {@link FakeEngine}'s answers: the call is kept, a down engine fails, an unset answer says so. */
    private <T> T answer(String call, T value) {
        engine.calls.add(call);
        if (engine.down) {
            throw EngineException.unreachable("http://fake-engine", new java.net.ConnectException("Connection refused"));
        }
        if (value == null) {
            throw new IllegalStateException("The test did not set an answer for " + call);
        }
        return value;
    }

    @Override
    public EnvelopePage envelopes(int limit) {
        return answer("assurance.envelopes " + limit, engine.envelopes);
    }

    @Override
    public ReviewQueue queue(QueueFilter filter) {
        return answer("assurance.queue " + filter, queue);
    }

    @Override
    public EnvelopeRecord envelope(String decisionId) {
        return answer("assurance.envelope " + decisionId, decisions.get(decisionId));
    }

    @Override
    public EnvelopeRecord review(String decisionId, String decision, String reason) {
        return answer("assurance.review " + decisionId + " " + decision + " " + reason, decisions.get(decisionId));
    }

    @Override
    public EnvelopeRecord assign(String decisionId, String assignee) {
        return answer("assurance.assign " + decisionId + " " + assignee, decisions.get(decisionId));
    }

    @Override
    public EnvelopeRecord submit(byte[] envelopeJson) {
        return answer("assurance.submit", decisions.values().stream().findFirst().orElse(null));
    }

    @Override
    public byte[] queueExport(QueueFilter filter, boolean pdf) {
        return answer("assurance.queueExport " + filter + " " + pdf, export);
    }

    @Override
    public byte[] history(String decisionId, boolean pdf) {
        return answer("assurance.history " + decisionId + " " + pdf, export);
    }

    @Override
    public byte[] bundle(String clientId, java.time.LocalDate from, java.time.LocalDate to) {
        return answer("assurance.bundle " + clientId + " " + from + " " + to, export);
    }
}
