package com.bpidesk.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.bpidesk.app.client.EngineConnection;
import com.bpidesk.app.testing.EngineFixture;
import com.bpidesk.app.testing.FxTestSupport;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.conditions.ArchConditions;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The test pyramid (issue 23, docs/CONTRIBUTING.md "Test layers"): a test class that starts an engine or shows a
 * screen is tagged {@code ui}, {@code api} or {@code slow}, so the untagged unit layer ({@code ./bpi test --fast})
 * starts neither.
 */
class TestLayersTest {

    static final DescribedPredicate<JavaClass> TAGGED = DescribedPredicate.describe("tagged ui, api or slow",
            c -> c.tryGetAnnotationOfType(Tag.class).map(t -> Set.of("ui", "api", "slow").contains(t.value())).orElse(false));

    static final DescribedPredicate<JavaClass> STARTS_AN_ENGINE_OR_A_STAGE = DescribedPredicate.describe(
            "start an engine or show a screen", c -> c.getAllFields().stream().anyMatch(f -> f.getRawType().isEquivalentTo(EngineFixture.class))
                    || c.getMethodCallsFromSelf().stream().anyMatch(call ->
                    call.getTargetOwner().isEquivalentTo(FxTestSupport.class)
                            || call.getTargetOwner().isEquivalentTo(EngineFixture.class)
                            || (call.getTargetOwner().isEquivalentTo(EngineConnection.class) && call.getName().equals("embedded"))
                            || call.getTargetOwner().getPackageName().startsWith("org.testfx")));

    @Test
    void testClassesThatStartAnEngineOrAStageAreTagged() {
        JavaClasses tests = new ClassFileImporter().withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("com.bpidesk.app");
        classes().that().haveSimpleNameEndingWith("Test").and().areTopLevelClasses().and(STARTS_AN_ENGINE_OR_A_STAGE)
                .should(ArchConditions.be(TAGGED))
                .because("the fast unit loop excludes the api, ui and slow tags and must not start engines or stages")
                .check(tests);
    }
}
