package com.bpidesk.engine.agents;

import com.bpidesk.engine.platform.db.Database;
import java.time.Clock;

/**
 * The engine-wide switch of the agents' server (ADR 0141): stored in {@code agent_settings} once an administrator sets
 * it (Settings, AI agents, or {@code PUT /api/agents/settings}); until then the configuration's {@code agents.enabled}
 * (false unless set). Read on every MCP request, so turning the server off takes effect at once on every node.
 */
public final class AgentSettings {

    private static final String ROW = "server";

    private final Database db;
    private final Clock clock;
    private final boolean configured;

    public AgentSettings(Database db, Clock clock, boolean configuredDefault) {
        this.db = db;
        this.clock = clock;
        this.configured = configuredDefault;
    }

    public boolean enabled() {
        return db.queryOne("SELECT enabled FROM agent_settings WHERE setting_id = ?", r -> r.bool("enabled"), ROW)
                .orElse(configured);
    }

    public void setEnabled(boolean enabled) {
        db.transaction(j -> {
            int n = j.update("UPDATE agent_settings SET enabled = ?, updated_at = ? WHERE setting_id = ?", enabled,
                    clock.instant(), ROW);
            if (n == 0) {
                j.update("INSERT INTO agent_settings (setting_id, enabled, updated_at) VALUES (?, ?, ?)", ROW, enabled,
                        clock.instant());
            }
            return null;
        });
    }
}
