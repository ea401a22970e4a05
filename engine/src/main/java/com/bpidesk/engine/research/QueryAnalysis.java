package com.bpidesk.engine.research;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prepares a question as an advisor types it for the two retrieval methods, using the vocabulary resource
 * {@code /research/query-vocabulary.txt}: conversational stop phrases ("can you tell me", chat markup such as
 * {@code |user|:}) are removed; ticker symbols ({@code $AAPL}, or upper-case words of 1-5 letters that the
 * vocabulary does not list as acronyms) are picked out to match the notes' ticker field; and financial
 * synonyms of terms in the question are added to the keyword query only (query expansion for BM25; the
 * embedding already places synonyms close together).
 */
public final class QueryAnalysis {

    /** What the methods search for: {@code semantic} is embedded, {@code lexical} is parsed for BM25. */
    public record Analyzed(String question, String semantic, String lexical, List<String> tickers, List<String> expansions) {
    }

    private static final Pattern TICKER = Pattern.compile("(?<![\\p{L}\\p{N}])\\$?([A-Z]{1,5}(?:\\.[A-Z])?)(?![\\p{L}\\p{N}])");
    private static final QueryAnalysis SHIPPED = load("/research/query-vocabulary.txt");

    private final List<String> stopPhrases;
    private final List<List<String>> synonyms;
    private final Set<String> notTickers;
    private final List<Pattern> stopPatterns;

    public QueryAnalysis(List<String> stopPhrases, List<List<String>> synonyms, Set<String> notTickers) {
        this.stopPhrases = stopPhrases.stream().map(s -> s.toLowerCase(Locale.ROOT))
                .sorted(Comparator.comparingInt(String::length).reversed()).toList();
        this.synonyms = synonyms.stream().map(g -> g.stream().map(s -> s.toLowerCase(Locale.ROOT)).toList()).toList();
        this.notTickers = Set.copyOf(notTickers.stream().map(s -> s.toUpperCase(Locale.ROOT)).toList());
        this.stopPatterns = this.stopPhrases.stream().map(QueryAnalysis::phrase).toList();
    }

    /** The vocabulary shipped with the engine. */
    public static QueryAnalysis shipped() {
        return SHIPPED;
    }

    public Analyzed analyze(String question) {
        String q = question.strip();
        // chat markup anywhere, then stop phrases repeatedly from the start (after punctuation)
        for (String s : stopPhrases) {
            if (s.startsWith("|")) {
                q = q.replace(s, " ").replace(s.toUpperCase(Locale.ROOT), " ");
            }
        }
        q = q.strip();
        boolean changed = true;
        while (changed) {
            changed = false;
            String lead = q.replaceFirst("^[\\s,;:!.?-]+", "");
            for (Pattern p : stopPatterns) {
                Matcher m = p.matcher(lead);
                if (m.lookingAt() && m.end() < lead.length()) {
                    q = lead.substring(m.end()).replaceFirst("^[\\s,;:!.?-]+", "");
                    changed = true;
                    break;
                }
            }
        }
        String semantic = q.isBlank() ? question.strip() : q.strip();

        List<String> tickers = new ArrayList<>();
        Matcher t = TICKER.matcher(semantic);
        while (t.find()) {
            String sym = t.group(1);
            boolean dollar = t.group().startsWith("$");
            if ((dollar || sym.length() >= 2) && (dollar || !notTickers.contains(sym)) && !tickers.contains(sym)) {
                tickers.add(sym);
            }
        }
        String lower = " " + semantic.toLowerCase(Locale.ROOT) + " ";
        Set<String> expansions = new LinkedHashSet<>();
        for (List<String> group : synonyms) {
            boolean present = group.stream().anyMatch(term -> phrase(term).matcher(lower).find());
            if (present) {
                for (String term : group) {
                    if (!phrase(term).matcher(lower).find()) {
                        expansions.add(term);
                    }
                }
            }
        }
        String lexical = semantic.replace("$", "") + (expansions.isEmpty() ? "" : " " + String.join(" ", expansions));
        return new Analyzed(question, semantic, lexical, List.copyOf(tickers), List.copyOf(expansions));
    }

    private static Pattern phrase(String s) {
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(s) + "(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE);
    }

    /** Reads a vocabulary file in the format of the shipped one ({@code [section]} headers, '#' comments). */
    public static QueryAnalysis load(String resource) {
        try (InputStream in = QueryAnalysis.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing query vocabulary " + resource);
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static QueryAnalysis parse(List<String> lines) {
        List<String> stops = new ArrayList<>();
        List<List<String>> syn = new ArrayList<>();
        Set<String> not = new LinkedHashSet<>();
        String section = "";
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("[") && line.endsWith("]")) {
                section = line.substring(1, line.length() - 1);
                continue;
            }
            switch (section) {
                case "stop-phrases" -> stops.add(line);
                case "synonyms" -> syn.add(List.of(line.split("\\s*\\|\\s*")));
                case "not-tickers" -> not.add(line);
                default -> throw new IllegalStateException("Query vocabulary line outside a known section: " + line);
            }
        }
        return new QueryAnalysis(stops, syn, not);
    }
}
