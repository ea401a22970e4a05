package com.bpidesk.engine.reliability;

import com.bpidesk.engine.testing.TestEngine;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Issue 29's hostile inputs on PostgreSQL ({@link HostileInputCases}), where a NUL reaching a query answered 500 ("invalid
 * byte sequence for encoding UTF8: 0x00") and the agents' server showed the query's text. Runs when
 * {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL); the schema is dropped first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
class HostileInputPostgresTest extends HostileInputCases {

    @BeforeAll
    static void startEngine() {
        t = start(TestEngine.freshPostgresSettings());
    }

    @AfterAll
    static void stopEngine() {
        t.close();
    }
}
