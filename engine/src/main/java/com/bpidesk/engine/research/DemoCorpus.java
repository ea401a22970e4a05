package com.bpidesk.engine.research;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shipped demo research corpus ({@code src-assets/demo/research}, on the classpath under
 * {@code /bpi-assets/demo/research/}): Markdown notes written for demonstration, each with a front-matter
 * block ({@code id}, {@code type}, {@code date}, {@code tickers}, {@code regions}, {@code title}), listed in
 * {@code index.txt}; and {@code questions.jsonl}, a labelled question set for the retrieval evaluation.
 * Every demo note is stored with {@code demo = true} and the source {@link #SOURCE}.
 */
public final class DemoCorpus {

    public static final String BASE = "/bpi-assets/demo/research/";
    public static final String SOURCE = "BPI Desk demo corpus (illustrative, not investment research)";

    /** One demo note as shipped: {@code id} is its stable file id (the evaluation's relevance labels use it). */
    public record DemoNote(String id, NoteType type, LocalDate date, String title, List<String> tickers,
                           List<String> regions, String text) {
        public NewNote toNewNote() {
            return new NewNote(ResearchNotes.DEMO_ORGANIZATION, type, date, title, SOURCE, tickers, regions, text,
                    "demo:" + id, true);
        }
    }

    private DemoCorpus() {
    }

    public static List<DemoNote> load() {
        List<DemoNote> out = new ArrayList<>();
        for (String file : readResource(BASE + "index.txt").lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList()) {
            out.add(parse(file, readResource(BASE + file)));
        }
        return out;
    }

    /** Adds every demo note not yet stored (idempotent by origin key). */
    public static int seed(ResearchNotes notes) {
        List<DemoNote> demo = load();
        demo.forEach(d -> notes.add(d.toNewNote()));
        return demo.size();
    }

    static DemoNote parse(String file, String content) {
        String c = content.replace("\r\n", "\n");
        if (!c.startsWith("---\n")) {
            throw new IllegalStateException("Demo note " + file + " has no front matter");
        }
        int end = c.indexOf("\n---\n", 4);
        Map<String, String> fm = new LinkedHashMap<>();
        for (String line : c.substring(4, end).split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                fm.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        String body = c.substring(end + 5).strip();
        NoteType type = NoteType.parse(fm.get("type"))
                .orElseThrow(() -> new IllegalStateException("Demo note " + file + ": unknown type " + fm.get("type")));
        return new DemoNote(fm.get("id"), type, LocalDate.parse(fm.get("date")), fm.get("title"), list(fm.get("tickers")),
                list(fm.get("regions")), body);
    }

    private static List<String> list(String s) {
        return s == null || s.isBlank() ? List.of() : Arrays.stream(s.split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList();
    }

    /** A labelled evaluation question: the ids of the demo notes that answer it. */
    public record LabelledQuestion(String id, String question, List<String> relevant) {
    }

    public static List<LabelledQuestion> questions() {
        List<LabelledQuestion> out = new ArrayList<>();
        for (String line : readResource(BASE + "questions.jsonl").lines().filter(l -> !l.isBlank()).toList()) {
            try {
                var node = com.bpidesk.engine.platform.Json.MAPPER.readTree(line);
                List<String> rel = new ArrayList<>();
                node.get("relevant").forEach(r -> rel.add(r.asText()));
                out.add(new LabelledQuestion(node.get("id").asText(), node.get("question").asText(), rel));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    static String readResource(String path) {
        try (InputStream in = DemoCorpus.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + path);
            }
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                StringBuilder sb = new StringBuilder();
                r.lines().forEach(l -> sb.append(l).append('\n'));
                return sb.toString();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
