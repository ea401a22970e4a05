package com.bpidesk.engine.signals;

import com.bpidesk.engine.platform.auth.ClientScope;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The book table as one caller may see it (issue 28): the clients in the caller's scope (ADR 0252), filtered by advisor
 * and by a search text, ordered by client id (unique, so pages are stable), one page. {@code total} counts every client
 * that matches, across pages; a caller never learns how many clients are out of their scope.
 */
public final class ClientListing {

    /** Default and largest page ({@code limit}) of {@code GET /api/book/clients}. */
    public static final int DEFAULT_LIMIT = 200;
    public static final int MAX_LIMIT = 1000;

    /** The filter: an advisor (null: all in scope), a search text over name and client id (null: all), a page. */
    public record Query(String advisorId, String search, int limit, int offset) {
    }

    private ClientListing() {
    }

    /** The rows of {@code all} in {@code scope} that match {@code q}, ordered by client id, one page. */
    public static Signals.ClientList page(Signals.ClientList all, ClientScope scope, Query q) {
        String needle = q.search() == null || q.search().isBlank() ? null : q.search().strip().toLowerCase(Locale.ROOT);
        List<Signals.ClientRow> matching = all.items().stream()
                .filter(r -> scope.seesAdvisor(r.advisorId()))
                .filter(r -> q.advisorId() == null || q.advisorId().equals(r.advisorId()))
                .filter(r -> needle == null || r.clientId().toLowerCase(Locale.ROOT).contains(needle)
                        || r.name() != null && r.name().toLowerCase(Locale.ROOT).contains(needle))
                .sorted(Comparator.comparing(Signals.ClientRow::clientId))
                .toList();
        int from = Math.min(q.offset(), matching.size());
        int to = Math.min(matching.size(), from + q.limit());
        return new Signals.ClientList(matching.subList(from, to), matching.size(), all.asOf(), all.generatedAt(),
                all.dataSource(), all.notice(), q.limit(), q.offset());
    }
}
