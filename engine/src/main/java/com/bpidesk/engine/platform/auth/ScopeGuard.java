package com.bpidesk.engine.platform.auth;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import java.util.Map;
import java.util.Optional;

/**
 * Need-to-know on every route that names one record of client data by a path parameter (issue 28, ADR 0252), in one
 * place: the HTTP edge calls {@link #check} with the route's path parameters before the handler runs. A client, or a
 * record whose client is out of the caller's scope, is answered 404 in the words of a record that does not exist. Which
 * record a parameter names and how its client is found:
 * <ul>
 *   <li>{@code client_id}: the client itself (the client file, its performance, income, realised gains, policy, imports,
 *       rebalance proposals, CSV; signals C1, C3, C4);</li>
 *   <li>{@code decision_id}: the envelope's {@code investor_id} (the client it is for);</li>
 *   <li>{@code result_id}: the stored Behavioral DNA result's {@code client_id};</li>
 *   <li>{@code report_id}: the generated report's {@code client_id};</li>
 *   <li>{@code job_id}: an analysis names no client of the book (the advisor submits the holdings), so a limited scope
 *       sees the analyses its own key started ({@code maker_id}).</li>
 * </ul>
 * A record naming no client of the book is seen by the organization scope only (and an analysis by its maker). The
 * organization scope costs no query.
 */
public final class ScopeGuard {

    private static final Map<String, String> CLIENT_OF = Map.of(
            "decision_id", "SELECT investor_id AS client_id FROM assurance_envelopes WHERE organization_id = ? AND decision_id = ?",
            "result_id", "SELECT client_id FROM dna_results WHERE organization_id = ? AND result_id = ?",
            "report_id", "SELECT client_id FROM generated_reports WHERE organization_id = ? AND report_id = ?");

    private final Database db;
    private final Holders holders;

    public ScopeGuard(Database db, Holders holders) {
        this.db = db;
        this.holders = holders;
    }

    /** Fails as not found when the parameter names a record the caller may not see; a parameter it does not know passes. */
    public void check(Caller caller, String parameter, String value) {
        if (caller.scope().whole() || value == null) {
            return;
        }
        switch (parameter) {
            case "client_id" -> holders.requireClient(caller, value);
            case "job_id" -> {
                boolean mine = db.queryOne("SELECT maker_id FROM swarm_jobs WHERE organization_id = ? AND job_id = ?",
                        r -> r.str("maker_id"), caller.organizationId(), value).filter(caller.actorId()::equals).isPresent();
                if (!mine) {
                    throw DomainException.notFound("No analysis job '" + value + "' in your organization.");
                }
            }
            case "decision_id", "result_id", "report_id" -> {
                Object key = parameter.equals("decision_id") ? value : number(value);
                if (key == null) {
                    return; // not an id of this kind: the handler answers it
                }
                Optional<String> client = db.queryOne(CLIENT_OF.get(parameter), r -> Optional.ofNullable(r.str("client_id")),
                        caller.organizationId(), key).flatMap(o -> o);
                if (client.isEmpty() || !holders.sees(caller, client.get())) {
                    throw DomainException.notFound("No " + words(parameter) + " '" + value + "' in your organization.");
                }
            }
            default -> {
            }
        }
    }

    private static Long number(String s) {
        try {
            return Long.parseLong(s.replace(".pdf", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String words(String parameter) {
        return switch (parameter) {
            case "decision_id" -> "decision";
            case "result_id" -> "Behavioral DNA result";
            default -> "report";
        };
    }
}
