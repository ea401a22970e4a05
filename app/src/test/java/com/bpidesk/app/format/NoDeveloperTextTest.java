package com.bpidesk.app.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Text the app shows never sends a person to the command line (issue 13: the Research screen said "./bpi engine
 * import-macro"): no string literal in the app's sources names a ./bpi command.
 */
class NoDeveloperTextTest {

    static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");

    @Test
    void noScreenTextNamesACliCommand() throws Exception {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                int n = 0;
                for (String line : Files.readAllLines(f)) {
                    n++;
                    if (line.strip().startsWith("*") || line.strip().startsWith("//")) {
                        continue;
                    }
                    Matcher m = LITERAL.matcher(line);
                    while (m.find()) {
                        if (m.group(1).contains("./bpi ") && !isAgentLaunchCommand(m.group(1))) {
                            found.add(f.getFileName() + ":" + n + " " + m.group(1));
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    /**
     * The one command the app may show: the line an AI agent's configuration needs to start the stdio server (issue
     * 14, Settings → AI agents shows it to copy into the agent). It is configuration for the agent, not an
     * instruction to the advisor.
     */
    static boolean isAgentLaunchCommand(String literal) {
        return literal.contains("./bpi mcp");
    }

    @Test
    void theTestStillCatchesACommandAddressedToTheAdvisor() {
        assertThat(isAgentLaunchCommand("Import one with ./bpi engine book import")).isFalse();
        assertThat(isAgentLaunchCommand("BPI_AGENT_KEY=<agent key> ./bpi mcp --data-dir ")).isTrue();
    }
}
