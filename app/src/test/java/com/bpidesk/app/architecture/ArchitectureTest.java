package com.bpidesk.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.bpidesk.app.client.EngineClient;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The dependency rule of docs/architecture.md: app -> engine -> envelope; the engine and the envelope
 * library never import JavaFX; the envelope library depends on nothing of ours; the app talks to the
 * engine only over its REST API (it may only start one: Engine and EngineConfig), and only through the typed clients
 * of {@code app.client} (ADR 0255): no other class reads JSON or names a route, except the screens not yet migrated.
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

    /**
     * The classes (relative to {@code com.bpidesk.app}) that still read the engine's JSON or name its routes themselves,
     * until their screen moves to the typed clients (ADR 0255 lists them by screen). This list only shrinks:
     * {@link #theAllowListHoldsOnlyClassesThatStillNeedIt} fails for an entry that no longer needs it.
     */
    static final Set<String> NOT_YET_TYPED = Set.of();

    /** The request methods of the HTTP client: only the typed clients call them. */
    static final Set<String> REQUESTS = Set.of("get", "post", "put", "delete", "postForBytes", "postForBinary", "getBytes",
            "postBytes", "postFile", "postFileForBytes", "convert");

    static final Pattern ROUTE_LITERAL = Pattern.compile("\"/(api|v1)/");

    @Test
    void onlyTheTypedClientsReadJsonOrCallRoutes() {
        noClasses().that().resideInAPackage("com.bpidesk.app..").and().resideOutsideOfPackage("com.bpidesk.app.client..")
                .and(DescribedPredicate.describe("are not on the allow-list of screens not yet typed",
                        (JavaClass c) -> !NOT_YET_TYPED.contains(relative(c))))
                .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml.jackson..")
                .orShould().callMethodWhere(DescribedPredicate.describe("a request method of EngineClient", ArchitectureTest::request))
                .because("view models speak records through the typed clients of app.client, never JSON paths (ADR 0255)")
                .check(classes);
    }

    @Test
    void noRouteLiteralOutsideTheTypedClients() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path f : sources()) {
            String name = relative(f);
            if (!name.startsWith("client.") && !NOT_YET_TYPED.contains(name) && ROUTE_LITERAL.matcher(Files.readString(f)).find()) {
                found.add(name);
            }
        }
        assertThat(found).as("classes outside app.client that name an engine route (ADR 0255)").isEmpty();
    }

    @Test
    void theAllowListHoldsOnlyClassesThatStillNeedIt() throws IOException {
        Set<String> stillUntyped = new TreeSet<>();
        for (JavaClass c : classes) {
            String name = relative(c);
            if (NOT_YET_TYPED.contains(name) && (c.getDirectDependenciesFromSelf().stream()
                    .anyMatch(d -> d.getTargetClass().getPackageName().startsWith("com.fasterxml.jackson"))
                    || c.getMethodCallsFromSelf().stream().anyMatch(ArchitectureTest::request))) {
                stillUntyped.add(name);
            }
        }
        for (Path f : sources()) {
            if (ROUTE_LITERAL.matcher(Files.readString(f)).find()) {
                stillUntyped.add(relative(f));
            }
        }
        assertThat(new TreeSet<>(NOT_YET_TYPED)).as("allow-listed classes that now use only the typed clients: remove them")
                .isSubsetOf(stillUntyped);
    }

    static boolean request(JavaMethodCall call) {
        return call.getTargetOwner().getName().equals(EngineClient.class.getName()) && REQUESTS.contains(call.getName());
    }

    /** {@code com.bpidesk.app.macro.MacroViewModel$1} as {@code macro.MacroViewModel}. */
    static String relative(JavaClass c) {
        String n = c.getName().replaceFirst("^com\\.bpidesk\\.app\\.", "");
        return n.contains("$") ? n.substring(0, n.indexOf('$')) : n;
    }

    static String relative(Path source) {
        Path root = Path.of("src", "main", "java", "com", "bpidesk", "app");
        return root.relativize(source).toString().replace(java.io.File.separatorChar, '.').replaceFirst("\\.java$", "");
    }

    static List<Path> sources() throws IOException {
        try (Stream<Path> s = Files.walk(Path.of("src", "main", "java", "com", "bpidesk", "app"))) {
            return s.filter(p -> p.toString().endsWith(".java")).toList();
        }
    }
}
