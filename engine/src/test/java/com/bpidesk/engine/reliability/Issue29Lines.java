package com.bpidesk.engine.reliability;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code ./bpi reliability} lines for issue 29's hostile inputs (docs/reliability.md): the cases of
 * {@link HostileInputCases} (the same methods {@code HostileInputTest} and {@code HostileInputPostgresTest} run in CI),
 * run on one engine per database and counted, so the suite prints how many held instead of copying the requests.
 */
final class Issue29Lines {

    /** One of {@link HostileInputCases}'s tests, by the words the line uses for it. */
    record Case(String name, Consumer<HostileInputCases> run) {
    }

    /** A NUL byte where PostgreSQL answered 500 ("invalid byte sequence for encoding UTF8: 0x00"). */
    static final List<Case> NUL = List.of(
            new Case("each of the 5 ids of an envelope", HostileInputCases::aNulInAnyIdOfAnEnvelopeIsRefusedNamingTheFieldAndNothingIsStored),
            new Case("query and path parameters", HostileInputCases::aControlCharacterInAQueryOrPathParameterIsRefusedNamingIt),
            new Case("import-profile name and header", HostileInputCases::importProfilesAnswerLikeEveryOtherRoute),
            new Case("agent-key label and settings", HostileInputCases::agentKeysAndSettingsAnswerLikeEveryOtherRoute),
            new Case("macro CSV header", HostileInputCases::aMacroCsvWithAControlCharacterInItsHeaderIsRefusedWithTheLine),
            new Case("agent tool argument", HostileInputCases::aNulInAToolArgumentIsInvalidParamsAndNoSqlReachesTheAgent));

    /** Malformed messages to the agents' server, which answered with Java exceptions, stack frames and a 500. */
    static final List<Case> MCP = List.of(
            new Case("13 malformed JSON-RPC messages", HostileInputCases::malformedMessagesGetJsonRpcErrorsInPlainWords),
            new Case("NUL, SQL quote and unknown method in a session", HostileInputCases::aNulInAToolArgumentIsInvalidParamsAndNoSqlReachesTheAgent));

    private Issue29Lines() {
    }

    /** Runs {@code cases} on one engine with {@code settings}; the line names each case that did not hold. */
    static Result run(String what, Map<String, String> settings, List<Case> cases) {
        HostileInputCases.t = HostileInputCases.start(settings);
        List<String> failed = new ArrayList<>();
        long t0 = System.nanoTime();
        try {
            HostileInputCases instance = new HostileInputCases() { };
            for (Case c : cases) {
                try {
                    c.run().accept(instance);
                } catch (AssertionError | RuntimeException e) {
                    String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
                    failed.add(c.name() + " (" + message.substring(0, Math.min(200, message.length())) + ")");
                }
            }
        } finally {
            HostileInputCases.t.close();
        }
        long millis = (System.nanoTime() - t0) / 1_000_000;
        List<String> names = cases.stream().map(Case::name).toList();
        return new Result(String.format("%s: %d/%d cases as expected (%s) in %d ms%s", what, cases.size() - failed.size(),
                cases.size(), String.join("; ", names), millis, failed.isEmpty() ? "" : "; NOT AS EXPECTED: " + failed), failed);
    }

    /** A line and the cases that did not hold. */
    record Result(String line, List<String> failed) {
    }
}
