package com.bpidesk.engine.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.bpidesk.engine.Engine;
import com.bpidesk.engine.reliability.KillTrials;
import com.bpidesk.engine.testing.TestEngine;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The test pyramid (issue 23, docs/CONTRIBUTING.md "Test layers"): a test class that starts an engine is tagged
 * {@code api} (or {@code slow}), so the untagged unit layer ({@code ./bpi test --fast}) never starts one.
 */
class TestLayersTest {

    static final Set<String> ENGINE_LAYERS = Set.of("api", "slow");

    /** JUnit's {@code @Tag} is inherited: a class is tagged when it or a superclass carries the tag. */
    static final DescribedPredicate<JavaClass> TAGGED_API_OR_SLOW = DescribedPredicate.describe(
            "tagged @Tag(\"api\") or @Tag(\"slow\")", c -> withSuperclasses(c).stream().anyMatch(k -> k.tryGetAnnotationOfType(Tag.class)
                    .map(t -> ENGINE_LAYERS.contains(t.value())).orElse(false)));

    static java.util.List<JavaClass> withSuperclasses(JavaClass c) {
        java.util.List<JavaClass> all = new java.util.ArrayList<>(List.of(c));
        all.addAll(c.getAllRawSuperclasses());
        return all;
    }

    @Test
    void testClassesThatStartAnEngineAreTaggedApiOrSlow() {
        JavaClasses tests = new ClassFileImporter().withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("com.bpidesk.engine");
        classes().that().haveSimpleNameEndingWith("Test").and().areTopLevelClasses()
                .and(DescribedPredicate.describe("start an engine or a process", (JavaClass c) -> withSuperclasses(c).stream()
                        .flatMap(k -> k.getMethodCallsFromSelf().stream())
                        .anyMatch(call -> (call.getName().equals("start")
                                && (call.getTargetOwner().isEquivalentTo(TestEngine.class)
                                || call.getTargetOwner().isEquivalentTo(Engine.class)
                                || call.getTargetOwner().isEquivalentTo(ProcessBuilder.class)))
                                || call.getTargetOwner().isEquivalentTo(KillTrials.class))))
                .should(com.tngtech.archunit.lang.conditions.ArchConditions.be(TAGGED_API_OR_SLOW))
                .because("the fast unit loop excludes the api, ui and slow tags and must not start engines")
                .check(tests);
    }
}
