package com.bpidesk.engine.reliability;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Issue 29's hostile inputs on H2 ({@link HostileInputCases}). */
class HostileInputTest extends HostileInputCases {

    @BeforeAll
    static void startEngine() {
        t = start(Map.of());
    }

    @AfterAll
    static void stopEngine() {
        t.close();
    }
}
