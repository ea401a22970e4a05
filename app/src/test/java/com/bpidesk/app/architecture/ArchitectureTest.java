package com.bpidesk.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The dependency rule of docs/architecture.md: app -> engine -> envelope; the engine and the envelope
 * library never import JavaFX; the envelope library depends on nothing of ours; the app talks to the
 * engine only over its REST API (it may only start one: Engine and EngineConfig).
 */
class ArchitectureTest {

    static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.bpidesk");
    }

    @Test
    void engineAndEnvelopeNeverImportJavaFx() {
        noClasses().that().resideInAnyPackage("com.bpidesk.engine..", "com.bpidesk.envelope..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "eu.hansolo..", "org.controlsfx..")
                .check(classes);
    }

    @Test
    void envelopeDependsOnNothingOfOurs() {
        noClasses().that().resideInAPackage("com.bpidesk.envelope..")
                .should().dependOnClassesThat().resideInAnyPackage("com.bpidesk.engine..", "com.bpidesk.app..")
                .check(classes);
    }

    @Test
    void engineNeverDependsOnTheApp() {
        noClasses().that().resideInAPackage("com.bpidesk.engine..")
                .should().dependOnClassesThat().resideInAPackage("com.bpidesk.app..")
                .check(classes);
    }

    @Test
    void appUsesTheEngineOnlyThroughItsRestApi() {
        classes().that().resideInAPackage("com.bpidesk.app..")
                .should().onlyDependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe(
                        "are not engine internals (only Engine and EngineConfig may be used, to start one)",
                        c -> !c.getPackageName().startsWith("com.bpidesk.engine")
                                || c.getName().equals("com.bpidesk.engine.Engine")
                                || c.getName().equals("com.bpidesk.engine.EngineConfig")))
                .check(classes);
    }
}
