package com.bpidesk.engine.platform.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.DomainException.Kind;
import com.bpidesk.engine.platform.errors.Validation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one mapping from domain failures to problems (ADR 0172): each kind keeps the status and generic type that the
 * services' {@code ApiException}s had before, a reason becomes the specific type, and fields, extras, retry time and
 * location arrive as {@code errors}, members and headers.
 */
class DomainProblemsTest {

    @Test
    void eachKindHasTheStatusAndTypeTheServicesAnsweredBefore() {
        Map<Kind, ProblemType> expected = Map.of(Kind.INVALID, ProblemType.VALIDATION, Kind.NOT_FOUND, ProblemType.NOT_FOUND,
                Kind.CONFLICT, ProblemType.CONFLICT, Kind.FORBIDDEN, ProblemType.FORBIDDEN,
                Kind.UNPROCESSABLE, ProblemType.UNREADABLE_FILE, Kind.UNAVAILABLE, ProblemType.UNAVAILABLE,
                Kind.FAILED, ProblemType.INTERNAL);
        assertThat(expected).hasSize(Kind.values().length);
        expected.forEach((kind, type) -> {
            Problem p = DomainProblems.toApi(new DomainException(kind, "detail")).toProblem("/x");
            assertThat(p.type()).as(kind.name()).isEqualTo(type.uri());
            assertThat(p.status()).as(kind.name()).isEqualTo(type.status());
            assertThat(p.title()).as(kind.name()).isEqualTo(type.title());
            assertThat(p.detail()).isEqualTo("detail");
        });
    }

    @Test
    void aReasonIsTheSpecificTypeWithTheKindsStatus() {
        var reason = new DomainException.Reason("maker-checker", "The reviewer may not review this decision (maker-checker)");
        Problem p = DomainProblems.toApi(new DomainException(Kind.FORBIDDEN, reason, "'ann' proposed it")
                .withField("/reviewed_by", "must differ from the proposer 'ann'")).toProblem("/api/decisions/d1/review");
        assertThat(p.type()).isEqualTo("tag:bpi-desk.dev,2026:problem/maker-checker");
        assertThat(p.title()).isEqualTo("The reviewer may not review this decision (maker-checker)");
        assertThat(p.status()).isEqualTo(403);
        assertThat(p.instance()).isEqualTo("/api/decisions/d1/review");
        assertThat(p.errors()).containsExactly(new Problem.FieldError("/reviewed_by", "must differ from the proposer 'ann'"));
    }

    @Test
    void extrasRetryAndLocationBecomeMembersAndHeaders() {
        DomainException e = DomainException.unavailable("not ready").with("index", Map.of("state", "building"))
                .retryAfter(Duration.ofSeconds(5)).location("/api/jobs/j1");
        ApiException a = DomainProblems.toApi(e);
        assertThat(a.toProblem(null).extensions()).containsEntry("index", Map.of("state", "building"));
        assertThat(a.headers()).containsEntry("Retry-After", "5").containsEntry("Location", "/api/jobs/j1");
        assertThat(DomainProblems.toApi(DomainException.notFound("no")).headers()).isEmpty();
    }

    @Test
    void validationListsEveryFieldInOneInvalidFailure() {
        Validation v = new Validation().check(false, "/a", "is required").check(true, "/b", "unused").error("/c", "is too long");
        try {
            v.throwIfInvalid("The request is not valid");
        } catch (DomainException e) {
            assertThat(e.kind()).isEqualTo(Kind.INVALID);
            assertThat(e.getMessage()).isEqualTo("The request is not valid: 2 fields are invalid");
            Problem p = DomainProblems.toApi(e).toProblem(null);
            assertThat(p.status()).isEqualTo(400);
            assertThat(p.errors()).containsExactly(new Problem.FieldError("/a", "is required"),
                    new Problem.FieldError("/c", "is too long"));
            return;
        }
        throw new AssertionError("no failure");
    }

    @Test
    void aDomainFailureBehindAnotherExceptionIsStillTheCallersProblem() {
        var wrapped = new IllegalStateException(DomainException.invalidField("/x", "must be a number"));
        assertThat(InputFailures.explain(wrapped)).get().satisfies(a -> {
            assertThat(a.type()).isEqualTo(ProblemType.VALIDATION);
            assertThat(a.errors()).isEqualTo(List.of(new Problem.FieldError("/x", "must be a number")));
        });
    }
}
