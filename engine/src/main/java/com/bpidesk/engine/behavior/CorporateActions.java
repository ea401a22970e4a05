package com.bpidesk.engine.behavior;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Tells a corporate action a broker books as a buy or sell (DEGIRO's {@code PRODUCTWIJZIGING : Verkoop 500 @ 0,039 EUR}, a
 * merger, spin-off, split or stock dividend) from a trade the client decided, by the words of the row's type text
 * ({@code /behavior/corporate-actions.txt}, data). The general reader types such rows by their buy/sell word and is not
 * changed; the behavior side marks them ({@link Trade#corporateAction()}) so that they are never sales (ADR 0210).
 */
final class CorporateActions {

    private static final Pattern WORDS = load();

    private CorporateActions() {
    }

    /** True when the text names a corporate action as a whole word or phrase. */
    static boolean isCorporateAction(String text) {
        return text != null && !text.isBlank() && WORDS.matcher(text.toLowerCase(Locale.ROOT)).find();
    }

    private static Pattern load() {
        List<String> phrases = new ArrayList<>();
        try (var in = CorporateActions.class.getResourceAsStream("/behavior/corporate-actions.txt");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String p = line.strip();
                if (!p.isEmpty() && !p.startsWith("#")) {
                    phrases.add(Pattern.quote(p.toLowerCase(Locale.ROOT)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}])(" + String.join("|", phrases) + ")(?![\\p{L}\\p{N}])");
    }
}
