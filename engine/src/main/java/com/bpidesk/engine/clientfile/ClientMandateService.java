package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.assurance.ClientMandates;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.envelope.Mandate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A client's advisory mandate as the client file shows and edits it (ADR 0258): the stored mandate (demo, imported or
 * edited by an advisor), else the one derived from the client's policy ({@link PolicyMandates}). Installs the derivation
 * into {@link ClientMandates}, so the envelopes of analyses and rebalance proposals of a client without a stored mandate
 * carry the derived one.
 */
public final class ClientMandateService {

    /** An edit: the scope, the authorized action types and the conditions, one per entry. */
    public record Input(String scope, List<String> authorizedActions, List<String> constraints) {
    }

    /**
     * The mandate as the API answers it: {@code dataSource} {@code demo}, {@code imported}, {@code advisor} (edited) or
     * {@code derived} (from the client's policy, never stored).
     */
    public record View(String clientId, String scope, List<String> authorizedActions, List<String> constraints, String dataSource,
                       Instant updatedAt, String updatedBy, String notice) {
    }

    static final String NOTICE = "The mandate records what the client authorized the firm to propose; the checks compare "
            + "proposals with it. Advisors decide: nothing here executes trades or makes suitability determinations.";

    private final ClientFileService files;
    private final ClientMandates mandates;

    public ClientMandateService(ClientFileService files, ClientMandates mandates) {
        this.files = files;
        this.mandates = mandates;
        mandates.deriveWith(this::derived);
    }

    private Optional<Mandate> derived(String org, String clientId) {
        return PolicyMandates.derived(files.book(), org, clientId);
    }

    /** The client's mandate: stored, else derived. */
    public View get(String org, String clientId) {
        files.client(org, clientId);
        return mandates.view(org, clientId).map(ClientMandateService::view)
                .orElseThrow(() -> DomainException.notFound("There is no client '" + clientId + "' in your organization's book."));
    }

    /** Records the client's mandate as edited by {@code who} (a person's name, else the API key). */
    public View put(String org, String clientId, Input in, String who) {
        files.client(org, clientId);
        if (in.authorizedActions() == null || in.authorizedActions().isEmpty()) {
            throw DomainException.invalidField("/authorized_actions", "Name at least one action the client authorized, "
                    + "such as rebalance.");
        }
        String scope = in.scope() == null || in.scope().isBlank() ? "Advisory" : in.scope().strip();
        mandates.put(org, clientId, new Mandate(scope, in.authorizedActions().stream().map(a -> a == null ? null : a.strip())
                .toList(), in.constraints() == null ? List.of() : in.constraints().stream().map(c -> c == null ? null : c.strip())
                .toList()), "advisor", who);
        return get(org, clientId);
    }

    /** Removes the stored mandate; the client's mandate is then the one derived from the policy. */
    public View clear(String org, String clientId) {
        files.client(org, clientId);
        mandates.delete(org, clientId);
        return get(org, clientId);
    }

    private static View view(ClientMandates.View v) {
        Mandate m = v.mandate();
        return new View(v.clientId(), m.scope(), m.authorizedActions(), m.constraints(), v.dataSource(), v.updatedAt(), v.updatedBy(),
                NOTICE);
    }
}
