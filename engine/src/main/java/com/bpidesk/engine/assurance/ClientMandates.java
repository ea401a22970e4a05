package com.bpidesk.engine.assurance;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.envelope.Mandate;
import java.sql.SQLException;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Each client's advisory mandate as the book records it (table {@code client_mandates}, migration
 * {@code V17_3__roles_and_mandates.sql}, ADR 0243): the scope, the actions the firm is authorized to propose and the
 * constraints, in the envelope's own terms ({@link Mandate}). Envelopes of a client's review items carry this mandate,
 * so the evaluator's authorized_action and constraint checks decide on the client's record instead of reporting the
 * mandate missing.
 */
public final class ClientMandates {

    private final Database db;
    private final Clock clock;

    public ClientMandates(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** The client's mandate in the organization, when the book records one. */
    public Optional<Mandate> get(String org, String clientId) {
        if (clientId == null) {
            return Optional.empty();
        }
        return db.queryOne("SELECT * FROM client_mandates WHERE organization_id = ? AND client_id = ?", ClientMandates::map,
                org, clientId);
    }

    /**
     * Records (or replaces) a client's mandate. Action types are lower-case words ({@code rebalance}, {@code sell});
     * constraints one per entry, without line breaks; {@code dataSource} is {@code demo} or {@code imported}.
     */
    public void put(String org, String clientId, Mandate m, String dataSource) {
        List<String> actions = m.authorizedActions() == null ? List.of() : m.authorizedActions();
        List<String> constraints = m.constraints() == null ? List.of() : m.constraints();
        for (String a : actions) {
            if (a == null || !a.matches("[a-z][a-z0-9_]{0,63}")) {
                throw new IllegalArgumentException("An authorized action is a lower-case action type, got '" + a + "'");
            }
        }
        if (constraints.stream().anyMatch(c -> c == null || c.isBlank() || c.contains("\n"))) {
            throw new IllegalArgumentException("A constraint is one line of text");
        }
        var now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        db.transaction(j -> {
            j.update("DELETE FROM client_mandates WHERE organization_id = ? AND client_id = ?", org, clientId);
            j.update("INSERT INTO client_mandates (organization_id, client_id, scope, authorized_actions, constraints,"
                    + " data_source, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)", org, clientId, m.scope(),
                    String.join(",", actions), String.join("\n", constraints), dataSource, now);
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
