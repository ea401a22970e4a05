package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.EngineConfig;
import com.bpidesk.engine.platform.auth.Tier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Every Flyway migration also runs on PostgreSQL (the shared-server deployment), and the engine starts and
 * serves on it. Runs when {@code BPI_TEST_POSTGRES_URL} is set (CI starts a local PostgreSQL for it);
 * the schema is dropped and recreated first.
 */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
class PostgresMigrationTest {

    @Test
    void migrationsRunAndTheEngineServesOnPostgres() throws Exception {
        String url = System.getenv("BPI_TEST_POSTGRES_URL");
        String user = System.getenv().getOrDefault("BPI_TEST_POSTGRES_USER", "bpi");
        String password = System.getenv().getOrDefault("BPI_TEST_POSTGRES_PASSWORD", "bpi");
        try (Connection c = DriverManager.getConnection(url, user, password); Statement st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS public CASCADE");
            st.execute("CREATE SCHEMA public");
        }
        Path dir = Files.createTempDirectory("bpi-pg-");
        try (Engine engine = Engine.start(EngineConfig.of(Map.of("data.dir", dir.toString(), "port", "0",
                "db.url", url, "db.user", user, "db.password", password)))) {
            var key = engine.context().apiKeys().create("pg-org", Tier.ENTERPRISE, "pg");
            assertThat(engine.context().apiKeys().authenticate(key.secret())).isPresent();
            assertThat(engine.health().schemaVersion()).matches("\\d+(\\.\\d+)*");
            long applied = engine.context().database().count("SELECT COUNT(*) FROM flyway_schema_history WHERE success = TRUE");
            assertThat(applied).isGreaterThan(0);
        }
    }
}
