package com.bpidesk.engine.assurance;

import com.bpidesk.engine.testing.TestEngine;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ReviewerIdentityApiTest} on PostgreSQL (migration V17_3, the source-key index, the maker columns): runs when
 * {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL); the schema is dropped first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("api")
class ReviewerIdentityPostgresTest extends ReviewerIdentityApiTest {

    @BeforeAll
    static void start() {
        begin(TestEngine.freshPostgresSettings());
    }
}
