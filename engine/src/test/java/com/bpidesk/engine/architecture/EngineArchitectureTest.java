package com.bpidesk.engine.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine's dependency rules (docs/architecture.md, ADRs 0170-0173): the packages form a DAG (features depend
 * downward only, on features listed before them in {@code Features} and on {@code platform}); the platform depends on
 * no feature; nothing below the engine's root package depends on it (the root only starts the engine and runs the CLI);
 * only the HTTP edge ({@link #HTTP_EDGE}) depends on {@code platform.http}: services throw domain exceptions.
 */
class EngineArchitectureTest {

    static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.bpidesk.engine");
    }

    /**
     * The HTTP edge (ADR 0172), judged by a class's top-level class: {@code platform.http} itself, any {@code api}
     * sub-package, {@code platform.openapi}, the root package (starts the server), and classes named {@code *Module}
     * (routes and their OpenAPI fragment), {@code *Feature} (the wiring that returns the modules) or {@code *Server}
     * (a protocol server mounted on the HTTP platform, such as the MCP server). Everything else is a service, a store,
     * a parser or a model, and says what went wrong with {@code platform.errors.DomainException}.
     */
    static final DescribedPredicate<JavaClass> HTTP_EDGE = DescribedPredicate.describe("the HTTP edge", c -> {
        JavaClass top = c;
        while (top.getEnclosingClass().isPresent()) {
            top = top.getEnclosingClass().get();
        }
        String pkg = top.getPackageName();
        String name = top.getSimpleName();
        return pkg.equals("com.bpidesk.engine") || pkg.matches("com\\.bpidesk\\.engine\\.platform\\.(http|openapi)(\\..*)?")
                || pkg.matches("com\\.bpidesk\\.engine\\..*\\.api(\\..*)?")
                || name.endsWith("Module") || name.endsWith("Feature") || name.endsWith("Server");
    });

    @Test
    void onlyTheHttpEdgeUsesPlatformHttp() {
        noClasses().that(DescribedPredicate.not(HTTP_EDGE))
                .should().dependOnClassesThat().resideInAPackage("com.bpidesk.engine.platform.http..")
                .because("services throw platform.errors.DomainException; one mapper in platform.http turns it into a problem")
                .check(classes);
    }

    @Test
    void enginePackagesAreFreeOfCycles() {
        slices().matching("com.bpidesk.engine.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void platformDependsOnNoFeature() {
        noClasses().that().resideInAPackage("com.bpidesk.engine.platform..")
                .should().dependOnClassesThat().resideOutsideOfPackages("com.bpidesk.engine.platform..", "java..", "javax..",
                        "org..", "com.fasterxml..", "io.javalin..", "com.zaxxer..", "kotlin..", "jakarta..", "picocli..")
                .check(classes);
    }

    @Test
    void onlyTheRootAndTheCliUseTheRootPackage() {
        noClasses().that().resideInAPackage("com.bpidesk.engine.(*)..").and().resideOutsideOfPackage("com.bpidesk.engine.cli..")
                .should().dependOnClassesThat().resideInAPackage("com.bpidesk.engine")
                .check(classes);
    }

    /**
     * "A feature depends only on the platform and on features listed before it" (docs/architecture.md): for each
     * feature of {@code Features.all()}, no class of its package uses a class of a later feature's package.
     */
    @Test
    void aFeatureUsesOnlyFeaturesListedBeforeIt() {
        java.util.List<String> order = com.bpidesk.engine.Features.all().stream()
                .map(f -> f.getClass().getPackageName()).toList();
        assertThat(order).as("one package per feature").doesNotHaveDuplicates();
        for (int i = 0; i < order.size() - 1; i++) {
            String[] later = order.subList(i + 1, order.size()).stream().map(p -> p + "..").toArray(String[]::new);
            noClasses().that().resideInAPackage(order.get(i) + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(later)
                    .because(order.get(i) + " is listed before " + String.join(", ", later) + " in Features.all()")
                    .check(classes);
        }
    }

    /**
     * The back-reference the order rule above cannot see (ADR 0256): a feature that looks up, through
     * {@code Services.find} or {@code require}, a type of its own package or of a later feature's package expects a later
     * feature to provide it (what {@code behavior} did with its client home countries, provided by {@code signals}). Such an
     * interface lives in the platform ({@code ClientNames}, {@code ClientHomeCountries}). Judged in the wiring (the
     * {@code *Feature} classes and their lambdas; a command or a protocol server may look up its own feature's service
     * once started), per code unit: the class literals on the line of a {@code find}/{@code require} call. At start, {@code Services.provide} also refuses a type
     * of another feature's package ({@code ServicesTest}).
     */
    @Test
    void noFeatureLooksUpATypeOnlyALaterFeatureCanProvide() {
        java.util.List<String> order = com.bpidesk.engine.Features.all().stream()
                .map(f -> f.getClass().getPackageName()).toList();
        assertThat(backReferences(classes, order)).isEmpty();
    }

    @Test
    void theBackReferenceRuleCanFail() {
        JavaClasses fixtures = new ClassFileImporter().importPackages("com.bpidesk.engine.architecture.backref");
        assertThat(backReferences(fixtures, java.util.List.of("com.bpidesk.engine.architecture.backref.first",
                "com.bpidesk.engine.architecture.backref.second")))
                .singleElement().asString().contains("first.FirstFeature").contains("first.NeededFromLater");
    }

    /** Each lookup of a feature's own or a later feature's type: "Class.method looks up Type". */
    static java.util.List<String> backReferences(JavaClasses all, java.util.List<String> order) {
        java.util.List<String> found = new java.util.ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            java.util.List<String> ownAndLater = order.subList(i, order.size());
            for (JavaClass c : all) {
                if (!inAny(c.getPackageName(), java.util.List.of(order.get(i))) || !c.getSimpleName().endsWith("Feature")) {
                    continue;
                }
                for (var unit : c.getCodeUnits()) {
                    java.util.Set<Integer> lookups = new java.util.HashSet<>();
                    unit.getMethodCallsFromSelf().stream()
                            .filter(m -> m.getTargetOwner().getName().equals(com.bpidesk.engine.platform.Services.class.getName()))
                            .filter(m -> m.getName().equals("find") || m.getName().equals("require"))
                            .forEach(m -> lookups.add(m.getLineNumber()));
                    unit.getReferencedClassObjects().stream()
                            .filter(r -> lookups.contains(r.getLineNumber()) && inAny(r.getRawType().getPackageName(), ownAndLater))
                            .forEach(r -> found.add(c.getName() + "." + unit.getName() + " looks up " + r.getRawType().getName()));
                }
            }
        }
        return found;
    }

    private static boolean inAny(String pkg, java.util.List<String> packages) {
        return packages.stream().anyMatch(p -> pkg.equals(p) || pkg.startsWith(p + "."));
    }

    @Test
    void theFeatureOrderRuleCanFail() {
        // market (2nd) uses fx (1st): read backwards, the rule must object
        java.util.List<String> order = com.bpidesk.engine.Features.all().stream().map(f -> f.getClass().getPackageName()).toList();
        String fx = order.get(0);
        String market = order.get(1);
        assertThat(fx).endsWith(".fx");
        assertThat(market).endsWith(".market");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> noClasses().that().resideInAPackage(market + "..")
                .should().dependOnClassesThat().resideInAPackage(fx + "..").check(classes)).isInstanceOf(AssertionError.class);
    }
}
