package com.bpidesk.engine.platform.auth;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which clients of the organization's book a caller may see (need-to-know, issue 28, ADR 0252): the one definition every
 * store and route applies. A client is in scope when its advisor ({@code book_clients.advisor_id}) is one of
 * {@link #advisorIds()}, or always for {@link Kind#ORGANIZATION}. Out of scope is answered as if the client did not exist.
 *
 * @param kind       own clients, the supervised advisors' clients, or the whole organization
 * @param holderId   the person the key is bound to (null for organization scope without a holder)
 * @param advisorIds the advisors whose clients are visible: {holderId} for {@code own}, {holderId} and the supervised
 *                   advisors for {@code supervised}; empty (ignored) for {@code organization}
 */
public record ClientScope(Kind kind, String holderId, Set<String> advisorIds) {

    /** The three scopes, with their word on the wire, in the database and in the CLI. */
    public enum Kind {
        /** The holder's own clients (an advisor). */
        OWN,
        /** The holder's own clients and those of the advisors they supervise (a supervisor, e.g. a branch manager). */
        SUPERVISED,
        /** Every client of the organization (reviewers, administrators, and keys bound to no holder). */
        ORGANIZATION;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** One of own, supervised, organization (case and blanks ignored); a sentence naming the choices otherwise. */
        public static Kind parse(String s) {
            String w = s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
            for (Kind k : values()) {
                if (k.wireName().equals(w)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("The scope must be own, supervised or organization, got '" + s + "'");
        }

        /** The scope a holder of this role gets when none is given: advisors their own clients, others the organization. */
        public static Kind defaultFor(Role role) {
            return role == Role.ADVISOR ? OWN : ORGANIZATION;
        }
    }

    /** The whole organization: what a key bound to no holder sees (the desktop's own key, keys issued before ADR 0252). */
    public static final ClientScope ORGANIZATION = new ClientScope(Kind.ORGANIZATION, null, Set.of());

    public ClientScope {
        advisorIds = kind == Kind.ORGANIZATION ? Set.of() : java.util.Collections.unmodifiableSortedSet(new TreeSet<>(advisorIds));
    }

    /** True when every client of the organization is visible (no filter applies). */
    public boolean whole() {
        return kind == Kind.ORGANIZATION;
    }

    /** True when the clients of this advisor are visible. */
    public boolean seesAdvisor(String advisorId) {
        return whole() || advisorId != null && advisorIds.contains(advisorId);
    }

    /**
     * A SQL condition restricting a client id column to this scope, for stores that list client data: empty for the
     * whole organization; otherwise {@code AND <column> IN (SELECT client_id FROM book_clients WHERE organization_id = ?
     * AND advisor_id IN (?, ...))} with its parameters (the organization first). A record naming no client (NULL) is
     * out of a limited scope. Portable SQL (H2 and PostgreSQL).
     */
    public Condition clientCondition(String column, String organizationId) {
        if (whole()) {
            return new Condition("", List.of());
        }
        if (advisorIds.isEmpty()) {
            return new Condition(" AND 1 = 0", List.of());
        }
        List<Object> params = new ArrayList<>();
        params.add(organizationId);
        params.addAll(advisorIds);
        String marks = String.join(", ", java.util.Collections.nCopies(advisorIds.size(), "?"));
        return new Condition(" AND " + column + " IN (SELECT client_id FROM book_clients WHERE organization_id = ? AND advisor_id IN ("
                + marks + "))", params);
    }

    /** A SQL fragment and its parameters, in order. */
    public record Condition(String sql, List<Object> params) {

        /** The query's own parameters followed by this condition's. */
        public Object[] after(Object... own) {
            List<Object> all = new ArrayList<>(List.of(own));
            all.addAll(params);
            return all.toArray();
        }
    }

    /** A short description for people: "your clients", "your clients and your team's", "the whole organization". */
    public String describe() {
        return switch (kind) {
            case OWN -> "your clients";
            case SUPERVISED -> "your clients and your team's";
            case ORGANIZATION -> "the whole organization";
        };
    }
}
