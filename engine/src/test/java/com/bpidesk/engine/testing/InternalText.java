package com.bpidesk.engine.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What an answer must never show a client (issue 29): Java or library class names, exception names, stack frames, SQL.
 * Written independently of the engine's own scrubbing ({@code InputFailures}), from the leaks the issue's sweep saw
 * ("io.modelcontextprotocol...", "org.eclipse.jetty...", "com.bpidesk..." with file names and line numbers, "Cannot
 * deserialize value of type `com.bpidesk...`", "invalid byte sequence for encoding", the failing query's text).
 */
public final class InternalText {

    private static final List<Pattern> PATTERNS = List.of(
            // a qualified package name of Java or a library: com.x., java.x., io.x., org.x., ...
            Pattern.compile("\\b(?:com|java|javax|jakarta|io|org|net|sun|jdk)\\.[a-z][a-z0-9_]*\\.[A-Za-z]"),
            Pattern.compile("Exception\\b"),
            Pattern.compile("\\bat [\\w.$]+\\("),
            Pattern.compile("\\.java:\\d+"),
            Pattern.compile("\\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\\b[^\"]*\\b(?:FROM|VALUES|SET|WHERE)\\b"),
            Pattern.compile("(?i)invalid byte sequence|SQLState|syntax error at or near|PSQLException|JdbcSQL"),
            Pattern.compile("Cannot deserialize|Unrecognized field|known properties|StreamReadFeature|JsonReadFeature"));

    private InternalText() {
    }

    /** The internal fragments found in {@code body} (empty when clean). */
    public static List<String> in(String body) {
        List<String> found = new ArrayList<>();
        if (body == null) {
            return found;
        }
        for (Pattern p : PATTERNS) {
            var m = p.matcher(body);
            if (m.find()) {
                int from = Math.max(0, m.start() - 30);
                int to = Math.min(body.length(), m.end() + 30);
                found.add(body.substring(from, to).replaceAll("\\p{Cntrl}", "?"));
            }
        }
        return found;
    }
}
