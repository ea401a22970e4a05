package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.envelope.Mandate;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Each client's advisory mandate as the book records it (table {@code client_mandates}, migration
 * {@code V17_3__roles_and_mandates.sql}, ADR 0243): the scope, the actions the firm is authorized to propose and the
 * constraints, in the envelope's own terms ({@link Mandate}). Envelopes of a client's review items carry this mandate,
 * so the evaluator's authorized_action and constraint checks decide on the client's record instead of reporting the
 * mandate missing.
 *
 * <p>ADR 0258: a mandate is editable (API and CLI, data source {@code advisor}, who set it last in {@code updated_by},
 * migration {@code V18_3__mandate_edits.sql}). A client with no stored mandate (an imported book) gets one derived from
 * the client's recorded policy: the client file feature, listed after this one, installs the derivation
 * ({@link #deriveWith}), so {@link #get} answers the stored mandate, else the derived one.
 */
public final class ClientMandates {

    /** {@code data_source} of a mandate derived from the client's policy (never stored). */
    public static final String DERIVED = "derived";

    /**
     * A client's mandate with where it comes from: {@code demo}, {@code imported}, {@code advisor} (edited) or
     * {@link #DERIVED}; {@code updatedAt} and {@code updatedBy} null for a derived mandate (and {@code updatedBy} for demo).
     */
    public record View(String clientId, Mandate mandate, String dataSource, Instant updatedAt, String updatedBy) {
    }

    private final Database db;
    private final Clock clock;
    private volatile BiFunction<String, String, Optional<Mandate>> derived = (org, client) -> Optional.empty();

    public ClientMandates(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** Installs the derivation of a mandate from a client's policy (organization, client id), for clients without one. */
    public void deriveWith(BiFunction<String, String, Optional<Mandate>> derivation) {
        this.derived = derivation;
    }

    /** The client's mandate in the organization: the stored one, else the one derived from the client's policy. */
    public Optional<Mandate> get(String org, String clientId) {
        return view(org, clientId).map(View::mandate);
    }

    /** The client's mandate with its source: the stored one, else the derived one; empty when neither exists. */
    public Optional<View> view(String org, String clientId) {
        if (clientId == null) {
            return Optional.empty();
        }
        Optional<View> stored = db.queryOne("SELECT * FROM client_mandates WHERE organization_id = ? AND client_id = ?",
                r -> new View(clientId, map(r), r.str("data_source"), r.instant("updated_at"), r.str("updated_by")), org, clientId);
        return stored.isPresent() ? stored : derived.apply(org, clientId).map(m -> new View(clientId, m, DERIVED, null, null));
    }

    /** Removes the client's stored mandate (the client falls back to the one derived from the policy); false when none. */
    public boolean delete(String org, String clientId) {
        return db.update("DELETE FROM client_mandates WHERE organization_id = ? AND client_id = ?", org, clientId) > 0;
    }

    /**
     * Records (or replaces) a client's mandate. Action types are lower-case words ({@code rebalance}, {@code sell});
     * constraints one per entry, without line breaks; {@code dataSource} is {@code demo} or {@code imported}.
     */
    public void put(String org, String clientId, Mandate m, String dataSource) {
        put(org, clientId, m, dataSource, null);
    }

    /**
     * Records (or replaces) a client's mandate, naming who set it ({@code updatedBy}, null for the demo book).
     *
     * @throws DomainException (invalid, in words) when an action is not a lower-case action type or a constraint is
     *                         blank, longer than 500 characters or spans lines
     */
    public void put(String org, String clientId, Mandate m, String dataSource, String updatedBy) {
        List<String> actions = m.authorizedActions() == null ? List.of() : m.authorizedActions();
        List<String> constraints = m.constraints() == null ? List.of() : m.constraints();
        for (String a : actions) {
            if (a == null || !a.matches("[a-z][a-z0-9_]{0,63}")) {
                throw DomainException.invalidField("/authorized_actions", "An authorized action is one lower-case word "
                        + "such as rebalance or sell (letters, digits and underscores), not '" + a + "'.");
            }
        }
        if (constraints.stream().anyMatch(c -> c == null || c.isBlank() || c.contains("\n") || c.length() > 500)) {
            throw DomainException.invalidField("/constraints", "Each condition of the mandate is one line of text of at "
                    + "most 500 characters.");
        }
        if (m.scope() != null && m.scope().length() > 200) {
            throw DomainException.invalidField("/scope", "The mandate's scope is at most 200 characters.");
        }
        var now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            j.update("DELETE FROM client_mandates WHERE organization_id = ? AND client_id = ?", org, clientId);
            j.update("INSERT INTO client_mandates (organization_id, client_id, scope, authorized_actions, constraints,"
                    + " data_source, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", org, clientId, m.scope(),
                    String.join(",", actions), String.join("\n", constraints), dataSource, now, updatedBy);
            return null;
        });
    }

    /** Removes every mandate of the organization (the demo book is regenerated). */
    public void deleteAll(String org) {
        db.update("DELETE FROM client_mandates WHERE organization_id = ?", org);
    }

    private static Mandate map(Row r) throws SQLException {
        return new Mandate(r.str("scope"), split(r.str("authorized_actions"), ","), split(r.str("constraints"), "\n"));
    }

    private static List<String> split(String s, String sep) {
        return s == null || s.isBlank() ? List.of() : Arrays.stream(s.split(sep)).map(String::strip).filter(x -> !x.isEmpty()).toList();
    }
}
