package com.bpidesk.engine.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 17's guide for class size: a main source file of the engine or the app over {@value #MAX_LINES} lines says in
 * its class doc comment why it must be one class, in a sentence starting with {@value #MARKER}. Classes whose split is
 * decided but not done yet are listed in {@link #PENDING_SPLIT} with the reason, so the list is the visible debt.
 */
class ClassSizeTest {

    static final int MAX_LINES = 400;
    static final String MARKER = "One class because";

    /** Files over the limit whose split is decided (issue 17) but waits, with why it waits. */
    static final Map<String, String> PENDING_SPLIT = Map.of();

    /** The class doc comment: the last Javadoc block before the top-level type declaration. */
    private static final Pattern TYPE = Pattern.compile("(?m)^(public |final |abstract |sealed )*(class|interface|record|enum) ");

    @Test
    void largeClassesSayWhyTheyAreOneClass() throws IOException {
        List<String> offenders = new ArrayList<>();
        int checked = 0;
        for (Path root : List.of(Path.of("src/main/java"), Path.of("../app/src/main/java"))) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(f);
                    if (lines.size() <= MAX_LINES) {
                        continue;
                    }
                    checked++;
                    String rel = root.relativize(f).toString().replace('\\', '/');
                    if (PENDING_SPLIT.containsKey(rel)) {
                        continue;
                    }
                    if (!classDoc(String.join("\n", lines)).contains(MARKER)) {
                        offenders.add(rel + " (" + lines.size() + " lines)");
                    }
                }
            }
        }
        assertThat(checked).as("files over the limit found (the scan ran)").isPositive();
        assertThat(offenders).as("main classes over " + MAX_LINES + " lines without a '" + MARKER + " ...' sentence in "
                + "their class doc comment (split them, or say why they must stay one class)").isEmpty();
    }

    @Test
    void pendingSplitsAreStillOverTheLimit() throws IOException {
        for (String rel : PENDING_SPLIT.keySet()) {
            Path f = Path.of("src/main/java").resolve(rel);
            assertThat(Files.readAllLines(f).size()).as(rel + " is split: remove it from PENDING_SPLIT").isGreaterThan(MAX_LINES);
        }
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
