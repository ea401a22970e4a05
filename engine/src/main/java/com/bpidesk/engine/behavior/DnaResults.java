package com.bpidesk.engine.behavior;

import com.bpidesk.engine.platform.ClientNames;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.engine.platform.errors.DomainException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Behavioral DNA results kept by the engine (table {@code dna_results}, issue 27, ADR 0247): every result of
 * {@code POST /api/analyze-dna} is stored with the file's name, the client it was scored for (id and the name on the
 * book's record), who scored it (the key holder's name) and when, so the app lists past results after a restart and
 * reopens one exactly as it was answered. Per organization; listed newest first.
 */
public final class DnaResults {

    /** The longest file name kept (longer names keep their last characters, where the extension is). */
    static final int MAX_FILE_NAME = 255;

    /** One stored result as listed: no report body. {@code overallScore} null when the overall score was withheld. */
    public record Summary(long resultId, String fileName, String clientId, String clientName, String createdBy, Instant createdAt,
                          String dataKind, Double overallScore) {
    }

    /** A page of results, newest first; {@code nextOffset} null on the last page. */
    public record Page(List<Summary> results, long total, int limit, int offset, Integer nextOffset) {
    }

    /** One stored result with the report as it was answered. */
    public record Stored(Summary summary, JsonNode report) {
    }

    private static final String COLS = "result_id, file_name, client_id, client_name, created_by, created_at, data_kind, overall_score";

    private final Database db;
    private final Clock clock;
    private final Supplier<Optional<ClientNames>> names;

    /** @param names the book's client names (looked up per call: the book's feature starts after this one), if any */
    public DnaResults(Database db, Clock clock, Supplier<Optional<ClientNames>> names) {
        this.db = db;
        this.clock = clock;
        this.names = names;
    }

    /**
     * Stores a result and returns its summary.
     *
     * @param fileName the file's name as the user chose it (a path is cut to its last part), or null
     * @param clientId the book client the file was scored for, or null
     * @param who      the key holder's name (ADR 0135), or null when the key names nobody
     * @param report   the report as answered (JSON)
     */
    public Summary record(String org, String fileName, String clientId, String who, Object report) {
        JsonNode body = Json.MAPPER.valueToTree(report);
        String name = fileName(fileName);
        String client = clientId == null || clientId.isBlank() ? null : clientId.strip();
        String clientName = client == null ? null : names.get().flatMap(n -> n.name(org, client)).orElse(null);
        JsonNode score = body.path("overall").path("score");
        Double overall = score.isNumber() ? score.asDouble() : null;
        String kind = body.path("data_kind").isTextual() ? body.path("data_kind").asText() : null;
        Instant now = clock.instant();
        String text;
        try {
            text = Json.MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A DNA report could not be written as JSON", e);
        }
        long id = db.transaction(j -> j.insert("INSERT INTO dna_results (organization_id, file_name, client_id, client_name, created_by,"
                + " created_at, data_kind, overall_score, report) VALUES (?,?,?,?,?,?,?,?,?)", "result_id", org, name, client, clientName,
                who == null || who.isBlank() ? null : who.strip(), now, kind, overall, text));
        return new Summary(id, name, client, clientName, who == null || who.isBlank() ? null : who.strip(), now, kind, overall);
    }

    /** The organization's results, newest first, optionally only those of one client. */
    public Page list(String org, String clientId, int limit, int offset) {
        return list(org, clientId, limit, offset, com.bpidesk.engine.platform.auth.ClientScope.ORGANIZATION);
    }

    /** As above, only results for clients of {@code scope} (need-to-know, ADR 0252). */
    public Page list(String org, String clientId, int limit, int offset, com.bpidesk.engine.platform.auth.ClientScope scope) {
        var inScope = scope.clientCondition("client_id", org);
        String where = " WHERE organization_id = ?" + (clientId == null ? "" : " AND client_id = ?") + inScope.sql();
        Object[] params = clientId == null ? inScope.after(org) : inScope.after(org, clientId);
        long total = db.count("SELECT COUNT(*) FROM dna_results" + where, params);
        Object[] paged = java.util.stream.Stream.concat(java.util.Arrays.stream(params), java.util.stream.Stream.of(limit, offset)).toArray();
        List<Summary> rows = db.query("SELECT " + COLS + " FROM dna_results" + where
                + " ORDER BY created_at DESC, result_id DESC LIMIT ? OFFSET ?", DnaResults::summary, paged);
        Integer next = offset + rows.size() < total ? offset + rows.size() : null;
        return new Page(rows, total, limit, offset, next);
    }

    /** One result of the organization; not found for another organization's id. */
    public Stored get(String org, long id) {
        return db.queryOne("SELECT " + COLS + ", report FROM dna_results WHERE result_id = ? AND organization_id = ?", r -> {
            try {
                return new Stored(summary(r), Json.MAPPER.readTree(r.str("report")));
            } catch (JsonProcessingException e) {
                throw new SQLException("Stored DNA result " + id + " is not JSON", e);
            }
        }, id, org).orElseThrow(() -> DomainException.notFound("No Behavioral DNA result " + id + " in your organization."));
    }

    /** The last part of a path, control characters removed, at most {@link #MAX_FILE_NAME} characters; "uploaded file" when none. */
    static String fileName(String given) {
        if (given == null) {
            return "uploaded file";
        }
        String name = given.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).replaceAll("\\p{Cntrl}", "").strip();
        if (name.isEmpty()) {
            return "uploaded file";
        }
        return name.length() > MAX_FILE_NAME ? name.substring(name.length() - MAX_FILE_NAME) : name;
    }

    private static Summary summary(Row r) throws SQLException {
        return new Summary(r.lng("result_id"), r.str("file_name"), r.str("client_id"), r.str("client_name"), r.str("created_by"),
                r.instant("created_at"), r.str("data_kind"), r.dblOrNull("overall_score"));
    }
}
