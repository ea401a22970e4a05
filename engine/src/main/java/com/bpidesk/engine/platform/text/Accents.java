package com.bpidesk.engine.platform.text;

import java.text.Normalizer;
import java.util.regex.Pattern;

/** Accents removed for matching words in any language ("Ausschüttung" as "Ausschuttung", "Kwiecień" as "Kwiecien"). */
public final class Accents {

    private static final Pattern DIACRITICS = Pattern.compile("\\p{M}+");

    private Accents() {
    }

    /** The text without combining marks (NFD, marks removed); ASCII text is returned as it is. */
    public static String strip(String s) {
        if (s.chars().allMatch(c -> c < 0x80)) {
            return s;
        }
        return DIACRITICS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }
}
