package com.bpidesk.engine.behavior;

import com.bpidesk.engine.transactions.Diagnosis;
import com.bpidesk.engine.transactions.ImportProfile;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A layout's saved mapping in a B1 request (issue 24, ADR 0257): applying an organization's saved mapping to a request,
 * and the mapping a request remembers for its layout.
 */
final class SavedLayouts {

    /** A remembered mapping's name: "Layout of " and the file's name, at most this long. */
    static final int MAX_NAME = 100;

    private SavedLayouts() {
    }

    /**
     * The request read with {@code saved}: its columns as saved (all of them: a column the user set to "not used" stays
     * unused), its type words' meanings under the request's own, its formats and sheet where the request names none.
     */
    static DnaRequest applied(DnaRequest r, ImportProfile saved) {
        Map<String, String> words = new LinkedHashMap<>(saved.kindRules() == null ? Map.of() : saved.kindRules());
        words.putAll(r.kindRules());
        return new DnaRequest(r.kind(), saved.columns(), first(r.dateOrder(), saved.dateOrder()), first(r.decimal(), saved.decimal()),
                first(r.sideRule(), saved.sideRule()), words, r.headerLine() != null ? r.headerLine() : saved.headerLine(), r.homeCountry(),
                r.baseCurrency(), r.clientId(), first(r.sheet(), saved.sheet()), r.remember(), r.fileName());
    }

    /** The mapping {@code r} read {@code parsed} with, to save for the layout {@code signature}. */
    static ImportProfile profile(DnaRequest r, ParsedPortfolio parsed, String signature) {
        Diagnosis d = parsed.diagnosis();
        String file = r.fileName() == null || r.fileName().isBlank() ? "a transaction file" : r.fileName().strip();
        String name = "Layout of " + file;
        return new ImportProfile(null, name.length() > MAX_NAME ? name.substring(0, MAX_NAME) : name, signature, d.columns(),
                parsed.columns(), r.dateOrder(), r.decimal(), r.sideRule(), r.kindRules(), r.headerLine(), null,
                d.sheet() != null && d.sheet().chosen() ? d.sheet().name() : null);
    }

    private static String first(String a, String b) {
        return a != null && !a.isBlank() ? a : b;
    }
}
