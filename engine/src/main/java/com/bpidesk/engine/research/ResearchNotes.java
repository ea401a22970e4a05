package com.bpidesk.engine.research;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongConsumer;

/**
 * The research-note store (table {@code research_notes}). Other features add notes here
 * ({@link #add(NewNote)}); the search index follows every change through the listeners.
 *
 * <p>Visibility: an organization sees its own notes, the notes of {@link #SHARED_ORGANIZATION}
 * (generated from public macro releases) and, in demo data mode, the shipped demo corpus
 * ({@link #DEMO_ORGANIZATION}).
 */
public final class ResearchNotes {

    public static final String SHARED_ORGANIZATION = "_shared";
    public static final String DEMO_ORGANIZATION = "_demo";

    private static final String COLUMNS = "note_id, organization_id, note_type, note_date, title, source, tickers, regions, body, demo, created_at, origin_key";

    private final Database db;
    private final Clock clock;
    private final boolean demoVisible;
    private final List<LongConsumer> addedListeners = new CopyOnWriteArrayList<>();
    private final List<LongConsumer> deletedListeners = new CopyOnWriteArrayList<>();
    private final List<java.util.function.Consumer<List<Long>>> prunedListeners = new CopyOnWriteArrayList<>();

    public ResearchNotes(Database db, Clock clock, boolean demoVisible) {
        this.db = db;
        this.clock = clock;
        this.demoVisible = demoVisible;
    }

    /** Called with the note id after each note is stored (the indexer listens). */
    public void onAdded(LongConsumer listener) {
        addedListeners.add(listener);
    }

    public void onDeleted(LongConsumer listener) {
        deletedListeners.add(listener);
    }

    /** Called with the ids of notes removed by {@link #prune} (the indexer removes them in its generated-notes lane). */
    public void onPruned(java.util.function.Consumer<List<Long>> listener) {
        prunedListeners.add(listener);
    }

    /**
     * Keeps the newest {@code keep} of an organization's notes whose origin key starts with {@code originPrefix} and
     * deletes the older ones (ADR 0224: committee notes are capped per organization); returns how many were deleted.
     */
    public int prune(String organizationId, String originPrefix, int keep) {
        List<Long> old = db.query("SELECT note_id FROM research_notes WHERE organization_id = ? AND origin_key LIKE ?"
                + " ORDER BY note_id DESC LIMIT ? OFFSET ?", r -> r.lng("note_id"), organizationId, originPrefix + "%",
                Integer.MAX_VALUE, keep);
        if (old.isEmpty()) {
            return 0;
        }
        db.update("DELETE FROM research_notes WHERE organization_id = ? AND origin_key LIKE ? AND note_id <= ?",
                organizationId, originPrefix + "%", old.get(0));
        prunedListeners.forEach(l -> l.accept(old));
        return old.size();
    }

    /** True for a note the engine wrote itself from an analysis (origin key {@code committee:...}). */
    public boolean generated(long noteId) {
        return db.queryOne("SELECT COALESCE(origin_key, '') AS k FROM research_notes WHERE note_id = ?", r -> r.str("k"), noteId)
                .map(k -> k.startsWith(CommitteeNotes.ORIGIN_PREFIX)).orElse(false);
    }

    /** The ids of every note the engine wrote from an analysis, oldest first (the indexer's generated-notes lane). */
    public List<Long> generatedIds() {
        return db.query("SELECT note_id FROM research_notes WHERE origin_key LIKE ? ORDER BY note_id",
                r -> r.lng("note_id"), CommitteeNotes.ORIGIN_PREFIX + "%");
    }

    /**
     * Stores a note. A note whose {@code originKey} was already stored for the organization is not stored
     * again: the existing note is returned (generated notes are idempotent).
     */
    public ResearchNote add(NewNote n) {
        if (n.originKey() != null) {
            Optional<ResearchNote> existing = db.queryOne("SELECT " + COLUMNS
                    + " FROM research_notes WHERE organization_id = ? AND origin_key = ?", ResearchNotes::map,
                    n.organizationId(), n.originKey());
            if (existing.isPresent()) {
                return existing.get();
            }
        }
        long id = db.with(j -> j.insert("INSERT INTO research_notes (organization_id, note_type, note_date, title, source,"
                        + " tickers, regions, body, demo, origin_key, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)", "note_id",
                n.organizationId(), n.type().wireName(), n.date(), n.title(), n.source(), joinList(n.tickers()),
                joinList(n.regions()), n.text(), n.demo(), n.originKey(), clock.instant()));
        addedListeners.forEach(l -> l.accept(id));
        return byId(id).orElseThrow();
    }

    /** Adds several notes; returns them in order. */
    public List<ResearchNote> addAll(List<NewNote> notes) {
        List<ResearchNote> out = new ArrayList<>();
        for (NewNote n : notes) {
            out.add(add(n));
        }
        return out;
    }

    /** The note if the organization may see it. */
    public Optional<ResearchNote> get(String organizationId, long noteId) {
        List<String> orgs = visibleOrganizations(organizationId);
        return db.queryOne("SELECT " + COLUMNS + " FROM research_notes WHERE note_id = ? AND organization_id IN ("
                + placeholders(orgs.size()) + ")", ResearchNotes::map, concat(noteId, orgs));
    }

    /** A note regardless of organization (for the indexer). */
    public Optional<ResearchNote> byId(long noteId) {
        return db.queryOne("SELECT " + COLUMNS + " FROM research_notes WHERE note_id = ?", ResearchNotes::map, noteId);
    }

    /** The length in characters of a note's text, 0 when there is no such note (the indexer's queue accounting). */
    public long textLength(long noteId) {
        return db.queryOne("SELECT LENGTH(body) AS n FROM research_notes WHERE note_id = ?", r -> r.lng("n"), noteId).orElse(0L);
    }

    /** The owner organization of a note (for the indexer). */
    public Optional<String> owner(long noteId) {
        return db.queryOne("SELECT organization_id FROM research_notes WHERE note_id = ?", r -> r.str("organization_id"), noteId);
    }

    /** Visible notes, newest first, optionally of one type. */
    public List<ResearchNote> list(String organizationId, NoteType type, int limit, int offset) {
        List<String> orgs = visibleOrganizations(organizationId);
        List<Object> params = new ArrayList<>(orgs);
        String sql = "SELECT " + COLUMNS + " FROM research_notes WHERE organization_id IN (" + placeholders(orgs.size()) + ")";
        if (type != null) {
            sql += " AND note_type = ?";
            params.add(type.wireName());
        }
        sql += " ORDER BY note_date DESC, note_id DESC LIMIT ? OFFSET ?";
        params.add(limit);
        params.add(offset);
        return db.query(sql, ResearchNotes::map, params.toArray());
    }

    public long count(String organizationId, NoteType type) {
        List<String> orgs = visibleOrganizations(organizationId);
        List<Object> params = new ArrayList<>(orgs);
        String sql = "SELECT COUNT(*) FROM research_notes WHERE organization_id IN (" + placeholders(orgs.size()) + ")";
        if (type != null) {
            sql += " AND note_type = ?";
            params.add(type.wireName());
        }
        return db.count(sql, params.toArray());
    }

    /** Deletes one of the organization's own notes (not shared or demo notes); false when there is none. */
    public boolean delete(String organizationId, long noteId) {
        int n = db.update("DELETE FROM research_notes WHERE note_id = ? AND organization_id = ?", noteId, organizationId);
        if (n > 0) {
            deletedListeners.forEach(l -> l.accept(noteId));
        }
        return n > 0;
    }

    /** Every stored note id (for the indexer's reconciliation). */
    public List<Long> allIds() {
        return db.query("SELECT note_id FROM research_notes ORDER BY note_id", r -> r.lng("note_id"));
    }

    /** Upper-case tickers mentioned by the notes the organization sees. */
    public List<String> knownTickers(String organizationId) {
        List<String> orgs = visibleOrganizations(organizationId);
        return db.query("SELECT DISTINCT tickers FROM research_notes WHERE organization_id IN (" + placeholders(orgs.size())
                + ")", r -> r.str("tickers"), orgs.toArray()).stream().flatMap(s -> splitList(s).stream()).distinct().sorted().toList();
    }

    public List<String> visibleOrganizations(String organizationId) {
        return demoVisible ? List.of(organizationId, SHARED_ORGANIZATION, DEMO_ORGANIZATION)
                : List.of(organizationId, SHARED_ORGANIZATION);
    }

    public boolean demoVisible() {
        return demoVisible;
    }

    static ResearchNote map(Row r) throws SQLException {
        return new ResearchNote(r.lng("note_id"), NoteType.parse(r.str("note_type")).orElse(NoteType.IMPORTED),
                r.date("note_date"), r.str("title"), r.str("source"), splitList(r.str("tickers")),
                splitList(r.str("regions")), r.str("body"), r.bool("demo"), r.instant("created_at"),
                CommitteeNotes.briefingJobId(r.str("origin_key")).orElse(null));
    }

    static String joinList(List<String> values) {
        return values.isEmpty() ? "" : "," + String.join(",", values) + ",";
    }

    static List<String> splitList(String s) {
        if (s == null || s.isBlank()) {
            return List.of();
        }
        return Arrays.stream(s.split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList();
    }

    private static String placeholders(int n) {
        return String.join(",", java.util.Collections.nCopies(n, "?"));
    }

    private static Object[] concat(Object first, List<String> rest) {
        Object[] out = new Object[rest.size() + 1];
        out[0] = first;
        for (int i = 0; i < rest.size(); i++) {
            out[i + 1] = rest.get(i);
        }
        return out;
    }
}
