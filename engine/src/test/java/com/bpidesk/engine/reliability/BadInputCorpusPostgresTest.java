package com.bpidesk.engine.reliability;

import com.bpidesk.engine.agents.AgentTools;
import com.bpidesk.engine.testing.TestEngine;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The bad-input corpus ({@link BadInputCorpusTest}, REST and the agents' server) on PostgreSQL, where issue 29 found
 * 500s for NUL bytes and SQL text in the agents' answers. Runs when {@code BPI_TEST_POSTGRES_URL} is set (CI starts a
 * local PostgreSQL); the schema is dropped first. Its {@code start}/{@code stop} hide the H2 ones.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
class BadInputCorpusPostgresTest extends BadInputCorpusTest {

    @BeforeAll
    static void start() {
        Map<String, String> s = new HashMap<>(settings());
        s.putAll(TestEngine.freshPostgresSettings());
        t = TestEngine.start(s);
        agentKey = t.engine.context().apiKeys().createAgent("org-a", "corpus", AgentTools.TOOL_NAMES).secret();
    }

    @AfterAll
    static void stop() {
        t.close();
    }
}
