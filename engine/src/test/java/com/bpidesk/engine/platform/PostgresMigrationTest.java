package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.auth.Tier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.Tag;

/**
 * Every Flyway migration also runs on PostgreSQL (the shared-server deployment), and the engine starts and
 * serves on it. Runs when {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL for it);
 * the schema is dropped and recreated first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("api")
class PostgresMigrationTest {

    @Test
    void migrationsRunAndTheEngineServesOnPostgres() throws Exception {
        Map<String, String> pg = new java.util.HashMap<>(com.bpidesk.engine.testing.TestEngine.freshPostgresSettings());
        Path dir = Files.createTempDirectory("bpi-pg-");
        pg.put("data.dir", dir.toString());
        pg.put("port", "0");
        try (Engine engine = Engine.start(EngineConfig.of(pg))) {
            var key = engine.context().apiKeys().create("pg-org", Tier.ENTERPRISE, "pg");
            assertThat(engine.context().apiKeys().authenticate(key.secret())).isPresent();
            assertThat(engine.health().schemaVersion()).matches("\\d+(\\.\\d+)*");
            long applied = engine.context().database().count("SELECT COUNT(*) FROM flyway_schema_history WHERE success = TRUE");
            assertThat(applied).isGreaterThan(0);
        }
    }
}
