package com.bpidesk.engine.platform.auth;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.Validation;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The people of an organization who hold keys, with their role and scope (need-to-know, issue 28, ADR 0252), and the
 * supervision relation. An administrator records a holder ({@code PUT /api/admin/holders/{holder_id}}, {@code engine
 * holders set}) and binds keys to them; a bound key is named after its holder and sees the holder's scope
 * ({@link #scopeOf}). A holder's id is the person's id; for an advisor it is the book's advisor id, so "own clients" are
 * the book clients whose {@code advisor_id} is the holder's id.
 */
public final class Holders {

    /** A holder as stored: id, name, role, scope, the advisors they supervise (for {@code supervised}) and their keys. */
    public record Holder(String holderId, String name, String role, String scope, List<String> supervises,
                         List<String> keyIds, Instant updatedAt, String updatedBy) {
    }

    private final Database db;
    private final Clock clock;
    private final Runnable changed;

    /** @param changed run after every change (the key cache forgets what it knew of holders) */
    public Holders(Database db, Clock clock, Runnable changed) {
        this.db = db;
        this.clock = clock;
        this.changed = changed;
    }

    /**
     * Creates or replaces a holder. {@code role} is one of {@link Role} (advisor when blank); {@code scope} one of
     * {@link ClientScope.Kind} (by default own for an advisor, organization otherwise); a reviewer or administrator always
     * sees the organization (a reviewer reviews the whole firm's proposals); {@code supervises} only with scope
     * supervised. Keys already bound to the holder take the new name and role.
     */
    public Holder put(String org, String holderId, String name, String role, String scope, List<String> supervises,
                      String updatedBy) {
        Validation v = new Validation();
        v.check(holderId != null && holderId.matches("[A-Za-z0-9._@-]{1,64}"), "holder_id",
                "must be 1-64 letters, digits, '.', '_', '@' or '-' (for an advisor, the advisor's id in the book)");
        v.check(name != null && !name.isBlank() && name.strip().length() <= 200, "name", "must be a name of 1-200 characters");
        Role r = null;
        ClientScope.Kind k = null;
        try {
            r = role == null || role.isBlank() ? Role.ADVISOR : Role.parse(role);
        } catch (IllegalArgumentException e) {
            v.error("role", "must be advisor, reviewer or administrator");
        }
        try {
            k = scope == null || scope.isBlank() ? ClientScope.Kind.defaultFor(r) : ClientScope.Kind.parse(scope);
        } catch (IllegalArgumentException e) {
            v.error("scope", "must be own, supervised or organization");
        }
        List<String> sup = supervises == null ? List.of() : List.copyOf(new LinkedHashSet<>(supervises.stream()
                .map(s -> s == null ? "" : s.strip()).toList()));
        if (r != null && k != null) {
            v.check(r == Role.ADVISOR || k == ClientScope.Kind.ORGANIZATION, "scope",
                    "a " + r.wireName() + " sees the whole organization; only an advisor's scope can be own or supervised");
            v.check(k == ClientScope.Kind.SUPERVISED || sup.isEmpty(), "supervises",
                    "lists the advisors of a supervisor; set the scope to supervised to use it");
        }
        sup.forEach(a -> v.check(a.matches("[A-Za-z0-9._@-]{1,64}") && !a.equals(holderId), "supervises",
                "each advisor is an advisor id of 1-64 letters, digits, '.', '_', '@' or '-', other than the holder's own"));
        v.throwIfInvalid("The holder is not valid");
        String roleWord = r.wireName();
        String scopeWord = k.wireName();
        String clean = name.strip();
        Instant now = clock.instant();
        db.transaction(j -> {
            if (j.update("UPDATE holders SET name = ?, role = ?, scope = ?, updated_at = ?, updated_by = ? WHERE organization_id = ?"
                    + " AND holder_id = ?", clean, roleWord, scopeWord, now, updatedBy, org, holderId) == 0) {
                j.update("INSERT INTO holders (organization_id, holder_id, name, role, scope, updated_at, updated_by)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?)", org, holderId, clean, roleWord, scopeWord, now, updatedBy);
            }
            j.update("DELETE FROM holder_supervisions WHERE organization_id = ? AND supervisor_id = ?", org, holderId);
            for (String a : sup) {
                j.update("INSERT INTO holder_supervisions (organization_id, supervisor_id, advisor_id) VALUES (?, ?, ?)",
                        org, holderId, a);
            }
            j.update("UPDATE api_keys SET holder = ?, holder_role = ? WHERE organization_id = ? AND holder_id = ?",
                    clean, roleWord, org, holderId);
            return null;
        });
        changed.run();
        return get(org, holderId).orElseThrow();
    }

    /** The holder with this id in the organization. */
    public Optional<Holder> get(String org, String holderId) {
        return db.queryOne("SELECT * FROM holders WHERE organization_id = ? AND holder_id = ?", r -> new Holder(
                r.str("holder_id"), r.str("name"), r.str("role"), r.str("scope"), supervised(org, r.str("holder_id")),
                keysOf(org, r.str("holder_id")), r.instant("updated_at"), r.str("updated_by")), org, holderId);
    }

    /** Every holder of the organization, by id. */
    public List<Holder> list(String org) {
        List<String> ids = db.query("SELECT holder_id FROM holders WHERE organization_id = ? ORDER BY holder_id",
                r -> r.str("holder_id"), org);
        return ids.stream().map(id -> get(org, id).orElseThrow()).toList();
    }

    /**
     * Binds an active API key of the organization to a holder (the key takes the holder's name, role and scope) or, with
     * a null holder, unbinds it (organization scope, the key keeps its name). Fails as not found for a key or holder the
     * organization does not have. Takes effect within {@link ApiKeys#CACHE_TTL}.
     */
    public void bind(String org, String keyId, String holderId) {
        if (holderId == null) {
            if (db.update("UPDATE api_keys SET holder_id = NULL WHERE organization_id = ? AND key_id = ? AND kind = 'api'",
                    org, keyId) == 0) {
                throw DomainException.notFound("No key '" + keyId + "' in your organization.");
            }
            changed.run();
            return;
        }
        Holder h = get(org, holderId).orElseThrow(() -> DomainException.notFound("No holder '" + holderId
                + "' in your organization; record the person first."));
        if (db.update("UPDATE api_keys SET holder_id = ?, holder = ?, holder_role = ? WHERE organization_id = ? AND key_id = ?"
                + " AND kind = 'api' AND revoked_at IS NULL", holderId, h.name(), h.role(), org, keyId) == 0) {
            throw DomainException.notFound("No active key '" + keyId + "' in your organization.");
        }
        changed.run();
    }

    /**
     * The clients a holder sees: organization for an unknown holder id or a holder of organization scope; the holder's
     * own advisor id for {@code own}; plus the supervised advisors for {@code supervised}.
     */
    public ClientScope scopeOf(String org, String holderId) {
        if (holderId == null) {
            return ClientScope.ORGANIZATION;
        }
        Optional<String> scope = db.queryOne("SELECT scope FROM holders WHERE organization_id = ? AND holder_id = ?",
                r -> r.str("scope"), org, holderId);
        ClientScope.Kind kind = scope.map(ClientScope.Kind::parse).orElse(ClientScope.Kind.OWN);
        if (kind == ClientScope.Kind.ORGANIZATION) {
            return ClientScope.ORGANIZATION;
        }
        Set<String> advisors = new LinkedHashSet<>();
        advisors.add(holderId);
        if (kind == ClientScope.Kind.SUPERVISED) {
            advisors.addAll(supervised(org, holderId));
        }
        return new ClientScope(kind, holderId, advisors);
    }

    /**
     * True when the caller may see this client of its organization's book: always for organization scope; otherwise when
     * the book names the client with an advisor in the caller's scope (a client the book does not have is not seen).
     */
    public boolean sees(Caller caller, String clientId) {
        if (caller.scope().whole()) {
            return true;
        }
        return clientId != null && db.queryOne("SELECT advisor_id FROM book_clients WHERE organization_id = ? AND client_id = ?",
                r -> r.str("advisor_id"), caller.organizationId(), clientId).filter(caller.scope()::seesAdvisor).isPresent();
    }

    /**
     * Fails as not found, in the words of an unknown client, when the caller may not see the client (ADR 0252: out of
     * scope is answered as if it did not exist).
     */
    public void requireClient(Caller caller, String clientId) {
        if (!sees(caller, clientId)) {
            throw DomainException.notFound("No client '" + clientId + "' in your organization's book.");
        }
    }

    private List<String> supervised(String org, String holderId) {
        return db.query("SELECT advisor_id FROM holder_supervisions WHERE organization_id = ? AND supervisor_id = ?"
                + " ORDER BY advisor_id", r -> r.str("advisor_id"), org, holderId);
    }

    private List<String> keysOf(String org, String holderId) {
        return db.query("SELECT key_id FROM api_keys WHERE organization_id = ? AND holder_id = ? AND revoked_at IS NULL"
                + " ORDER BY key_id", r -> r.str("key_id"), org, holderId);
    }
}
