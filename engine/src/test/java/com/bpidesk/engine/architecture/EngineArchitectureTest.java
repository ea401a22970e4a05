package com.bpidesk.engine.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's dependency rules (docs/architecture.md, ADRs 0170-0173): the packages form a DAG (features depend
 * downward only, on features listed before them in {@code Features} and on {@code platform}); the platform depends on
 * no feature; nothing below the engine's root package depends on it (the root only starts the engine and runs the CLI).
 */
class EngineArchitectureTest {

    static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.bpidesk.engine");
    }

    @Test
    void enginePackagesAreFreeOfCycles() {
        slices().matching("com.bpidesk.engine.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void platformDependsOnNoFeature() {
        noClasses().that().resideInAPackage("com.bpidesk.engine.platform..")
                .should().dependOnClassesThat().resideOutsideOfPackages("com.bpidesk.engine.platform..", "java..", "javax..",
                        "org..", "com.fasterxml..", "io.javalin..", "com.zaxxer..", "kotlin..", "jakarta..")
                .check(classes);
    }

    @Test
    void onlyTheRootAndTheCliUseTheRootPackage() {
        noClasses().that().resideInAPackage("com.bpidesk.engine.(*)..").and().resideOutsideOfPackage("com.bpidesk.engine.cli..")
                .should().dependOnClassesThat().resideInAPackage("com.bpidesk.engine")
                .check(classes);
    }
}
