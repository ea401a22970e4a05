package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.auth.ApiKey;
import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.platform.db.Row;
import com.bpidesk.envelope.Jcs;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The audit log of agent tool calls ({@code agent_calls}, ADR 0141): one row per {@code tools/call}, whatever its
 * outcome, organization-scoped. The arguments are not stored, only the SHA-256 of their RFC 8785 canonical JSON
 * ({@link #argumentsDigest}), so an auditor holding the arguments can prove which call they were without the log
 * holding client identifiers in the clear.
 */
public final class AgentCallLog {

    /** What became of a call. */
    public enum Outcome {
        OK, TOOL_ERROR, INVALID_PARAMS, REFUSED, FAILED;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** One logged call (the API's {@code AgentCall}). */
    public record AgentCall(long callId, String keyId, String keyLabel, String transport, String tool,
                            String argumentsSha256, long resultBytes, long durationMs, String outcome, Instant calledAt) {
    }

    /** A page of calls, newest first. */
    public record Page(List<AgentCall> items, long total, int limit, int offset) {
    }

    private static final ObjectMapper PLAIN = new ObjectMapper();

    private final Database db;
    private final Clock clock;

    public AgentCallLog(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public void record(ApiKey key, String transport, String tool, String argumentsSha256, long resultBytes,
                       long durationMs, Outcome outcome) {
        db.update("INSERT INTO agent_calls (organization_id, key_id, key_label, transport, tool, arguments_sha256,"
                        + " result_bytes, duration_ms, outcome, called_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                key.organizationId(), key.keyId(), key.label(), transport, tool.length() > 64 ? tool.substring(0, 64) : tool,
                argumentsSha256, resultBytes, durationMs, outcome.wireName(), clock.instant());
    }

    public Page list(String organizationId, int limit, int offset) {
        long total = db.queryOne("SELECT COUNT(*) AS n FROM agent_calls WHERE organization_id = ?", r -> r.lng("n"),
                organizationId).orElse(0L);
        List<AgentCall> items = db.query("SELECT * FROM agent_calls WHERE organization_id = ?"
                + " ORDER BY called_at DESC, call_id DESC LIMIT ? OFFSET ?", AgentCallLog::toCall, organizationId, limit, offset);
        return new Page(items, total, limit, offset);
    }

    private static AgentCall toCall(Row r) throws SQLException {
        return new AgentCall(r.lng("call_id"), r.str("key_id"), r.str("key_label"), r.str("transport"), r.str("tool"),
                r.str("arguments_sha256"), r.lng("result_bytes"), r.lng("duration_ms"), r.str("outcome"), r.instant("called_at"));
    }

    /** SHA-256 (hex) of the RFC 8785 canonical JSON of the arguments ({@code {}} when there are none). */
    public static String argumentsDigest(Map<String, Object> arguments) {
        String canonical = Jcs.canonicalize(PLAIN.valueToTree(arguments == null ? Map.of() : arguments));
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(canonical.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
