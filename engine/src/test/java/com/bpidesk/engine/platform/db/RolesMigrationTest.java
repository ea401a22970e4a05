package com.bpidesk.engine.platform.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.Role;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Migration V17_3 turns the free-text roles of ADR 0135 into the vocabulary of ADR 0243 exactly as
 * {@link Role#fromLegacy} does: keys stored before it (schema up to 16.1, the last before it on main), migrated, and compared word by word.
 * In-memory H2 in PostgreSQL mode, as the engine opens it; no engine is started.
 */
class RolesMigrationTest {

    @Test
    void oldRolesBecomeTheVocabularyAsRoleFromLegacySays() throws Exception {
        String url = "jdbc:h2:mem:roles-" + System.nanoTime() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1";
        Flyway.configure().dataSource(url, "sa", "").locations("classpath:db/migration").outOfOrder(true).target("16.1").load().migrate();
        // holder -> role as stored before V17_3 (null: none)
        Map<String[], Role> cases = new LinkedHashMap<>();
        cases.put(new String[] {"Jane Doe", "Compliance officer"}, Role.REVIEWER);
        cases.put(new String[] {"Sam Roe", "System Administrator"}, Role.ADMINISTRATOR);
        cases.put(new String[] {"Ann Lee", "Advisor"}, Role.ADVISOR);
        cases.put(new String[] {"Bo Kim", "Supervisor"}, Role.REVIEWER);
        cases.put(new String[] {"Cy Dee", null}, Role.ADVISOR);
        cases.put(new String[] {null, null}, null);
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            int i = 0;
            for (String[] k : cases.keySet()) {
                st.executeUpdate("INSERT INTO api_keys (key_id, organization_id, tier, label, salt, secret_hash, daily_limit, created_at,"
                        + " holder, holder_role) VALUES ('k" + i++ + "', 'org', 'enterprise', '', 'aa', 'bb', 10, CURRENT_TIMESTAMP, "
                        + (k[0] == null ? "NULL" : "'" + k[0] + "'") + ", " + (k[1] == null ? "NULL" : "'" + k[1] + "'") + ")");
            }
        }
        Flyway.configure().dataSource(url, "sa", "").locations("classpath:db/migration").outOfOrder(true).load().migrate();
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            int i = 0;
            for (Map.Entry<String[], Role> e : cases.entrySet()) {
                try (ResultSet r = st.executeQuery("SELECT holder_role FROM api_keys WHERE key_id = 'k" + i++ + "'")) {
                    assertThat(r.next()).isTrue();
                    Role expected = e.getValue();
                    assertThat(r.getString(1)).as(String.join("/", String.valueOf(e.getKey()[0]), String.valueOf(e.getKey()[1])))
                            .isEqualTo(expected == null ? null : expected.wireName());
                    assertThat(Role.fromLegacy(e.getKey()[0], e.getKey()[1])).isEqualTo(expected);
                }
            }
        }
    }
}
