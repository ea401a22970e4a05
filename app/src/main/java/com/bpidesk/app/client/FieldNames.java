package com.bpidesk.app.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The name a person would use for a field the engine points at: an RFC 9457 field error carries a JSON Pointer
 * ({@code /positions/0/symbol}) or a location ({@code query/home_country}, {@code csv/line/3/column/price}); the app
 * shows "Position 1, symbol", "Home country", "Line 3, column price", never the pointer itself.
 */
public final class FieldNames {

    private static final Set<String> LOCATIONS = Set.of("query", "path", "form", "body", "header", "csv");

    private FieldNames() {
    }

    public static String of(String pointer) {
        if (pointer == null || pointer.isBlank()) {
            return "";
        }
        String[] parts = pointer.strip().replaceFirst("^/+", "").split("/");
        List<String> words = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].replace("~1", "/").replace("~0", "~");
            if (p.isEmpty() || i == 0 && LOCATIONS.contains(p)) {
                continue;
            }
            if (p.matches("\\d+") && !words.isEmpty()) {
                String prev = words.remove(words.size() - 1);
                // a zero-based array index after a plural: "positions/0" is the first position; a line number stays as is
                boolean index = prev.endsWith("s") && !prev.equals("line");
                words.add((index ? singular(prev) : prev) + " " + (index ? Integer.parseInt(p) + 1 : Integer.parseInt(p)));
                continue;
            }
            String word = p.replace('_', ' ').replace('-', ' ');
            if (!words.isEmpty() && words.get(words.size() - 1).equals("column")) {
                words.set(words.size() - 1, "column " + word);   // csv/.../column/price: the column's header
                continue;
            }
            words.add(word);
        }
        if (words.isEmpty()) {
            return "";
        }
        String s = String.join(", ", words);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String singular(String word) {
        return word.endsWith("ies") ? word.substring(0, word.length() - 3) + "y" : word.substring(0, word.length() - 1);
    }
}
