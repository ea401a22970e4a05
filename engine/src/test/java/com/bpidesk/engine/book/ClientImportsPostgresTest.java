package com.bpidesk.engine.book;

import com.bpidesk.engine.platform.db.Database;
import com.bpidesk.engine.testing.TestEngine;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/** {@link ClientImportsTest} on PostgreSQL (migration V17_2 and the import's statements), on this JVM's own schema. */
@EnabledIfEnvironmentVariable(named = "BPI_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.+")
@Tag("api")
class ClientImportsPostgresTest extends ClientImportsTest {

    @Override
    Database open(Path dir) {
        Map<String, String> pg = TestEngine.freshPostgresSettings();
        return Database.open(pg.get("db.url"), pg.get("db.user"), pg.get("db.password"), 2);
    }
}
