package com.bpidesk.engine.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.Tier;
import com.bpidesk.engine.testing.TestEngine;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

@Tag("api")
class ApiKeysTest {

    @Test
    void keysAreStoredOnlyAsSaltedHashesAndCanBeRevoked() {
        try (TestEngine t = TestEngine.start()) {
            var keys = t.engine.context().apiKeys();
            var created = keys.create("acme", Tier.ENTERPRISE, "ops");
            assertThat(created.secret()).matches("bpi_[A-Za-z0-9]{12}_[A-Za-z0-9]{32}");
            String secretPart = created.secret().substring(17);
            long plain = t.engine.context().database().count(
                    "SELECT COUNT(*) FROM api_keys WHERE secret_hash LIKE ? OR salt LIKE ?", "%" + secretPart + "%", "%" + secretPart + "%");
            assertThat(plain).isZero();
            assertThat(keys.authenticate(created.secret())).isPresent();
            assertThat(keys.revoke(created.key().keyId())).isTrue();
            assertThat(keys.authenticate(created.secret())).isEmpty();
            assertThat(keys.revoke(created.key().keyId())).isFalse();
        }
    }

    @Test
    void desktopKeyIsEnterpriseOwnerOnlyAndStable() throws Exception {
        try (TestEngine t = TestEngine.start()) {
            String k1 = t.engine.desktopKey();
            String k2 = t.engine.desktopKey();
            assertThat(k1).isEqualTo(k2);
            assertThat(t.engine.context().apiKeys().authenticate(k1).orElseThrow().tier()).isEqualTo(Tier.ENTERPRISE);
            var perms = Files.getPosixFilePermissions(t.dataDir.resolve("desktop.key"));
            assertThat(PosixFilePermissions.toString(perms)).isEqualTo("rw-------");
        }
    }
}
