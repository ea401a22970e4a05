package com.bpidesk.engine.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Class size (issues 17 and 23), over the main sources of the engine and the app: a file over {@value #MAX_LINES} lines
 * says in its class doc comment why it must be one class, in a sentence starting with {@value #MARKER}; no file is over
 * {@value #CEILING} lines, whatever its reason.
 */
class ClassSizeTest {

    static final int MAX_LINES = 400;
    static final int CEILING = 600;
    static final String MARKER = "One class because";

    /** The class doc comment: the last Javadoc block before the top-level type declaration. */
    private static final Pattern TYPE = Pattern.compile("(?m)^(public |final |abstract |sealed )*(class|interface|record|enum) ");

    @Test
    void largeClassesSayWhyTheyAreOneClass() {
        Map<String, List<String>> large = filesOver(MAX_LINES);
        assertThat(large).as("files over the limit found (the scan ran)").isNotEmpty();
        List<String> offenders = new ArrayList<>();
        large.forEach((rel, lines) -> {
            if (!classDoc(String.join("\n", lines)).contains(MARKER)) {
                offenders.add(rel + " (" + lines.size() + " lines)");
            }
        });
        assertThat(offenders).as("main classes over " + MAX_LINES + " lines without a '" + MARKER + " ...' sentence in "
                + "their class doc comment (split them, or say why they must stay one class)").isEmpty();
    }

    @Test
    void noClassIsOverTheCeiling() {
        List<String> offenders = new ArrayList<>();
        filesOver(CEILING).forEach((rel, lines) -> offenders.add(rel + " (" + lines.size() + " lines)"));
        assertThat(offenders).as("main classes over " + CEILING + " lines: split them along their seams (no reason "
                + "keeps a class this long)").isEmpty();
    }

    /** Main source files of the engine and the app with more than {@code limit} lines, by path under their source root. */
    static Map<String, List<String>> filesOver(int limit) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Path root : List.of(Path.of("src/main/java"), Path.of("../app/src/main/java"))) {
            assertThat(root).as("source root " + root + " (the test runs in engine/)").isDirectory();
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    List<String> lines = Files.readAllLines(f);
                    if (lines.size() > limit) {
                        out.put(root.relativize(f).toString().replace('\\', '/'), lines);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    static String classDoc(String source) {
        Matcher m = TYPE.matcher(source);
        if (!m.find()) {
            return "";
        }
        String before = source.substring(0, m.start());
        int start = before.lastIndexOf("/**");
        return start < 0 ? "" : before.substring(start);
    }
}
