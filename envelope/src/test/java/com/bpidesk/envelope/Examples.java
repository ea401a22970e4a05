package com.bpidesk.envelope;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The example envelopes under src/test/resources/examples: valid/*.json and invalid/*.json with expected.csv. */
final class Examples {

    record Expected(String keyword, String pointer) {
    }

    private Examples() {
    }

    static Path dir(String name) {
        try {
            return Path.of(Examples.class.getResource("/examples/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Path> files(String name) {
        try (Stream<Path> s = Files.list(dir(name))) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Path> valid() {
        return files("valid");
    }

    static List<Path> invalid() {
        return files("invalid");
    }

    static List<Path> all() {
        return Stream.concat(valid().stream(), invalid().stream()).toList();
    }

    /** file name -> the one violation it must produce. */
    static Map<String, Expected> expected() {
        try {
            Map<String, Expected> out = new LinkedHashMap<>();
            List<String> lines = Files.readAllLines(dir("invalid").resolve("expected.csv"));
            for (String line : lines.subList(1, lines.size())) {
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split(",", -1);
                out.put(f[0], new Expected(f[1], f[2]));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
