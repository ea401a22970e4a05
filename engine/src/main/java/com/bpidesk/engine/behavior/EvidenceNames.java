package com.bpidesk.engine.behavior;

import com.bpidesk.engine.behavior.DnaReport.BiasScore;
import com.bpidesk.engine.behavior.DnaReport.Evidence;
import com.bpidesk.engine.transactions.Isin;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Names the instrument of every evidence line by its name as the file writes it, with its ISIN beside it (issue 30: the
 * advisor reads "FBR LTD (AU000000FBR4)", not a bare code). A symbol that is itself an ISIN gives the ISIN.
 */
final class EvidenceNames {

    private EvidenceNames() {
    }

    static List<BiasScore> named(List<BiasScore> scores, Map<String, String> names, Map<String, String> isins) {
        List<BiasScore> out = new ArrayList<>(scores.size());
        for (BiasScore s : scores) {
            if (s.evidence() == null || s.evidence().isEmpty()) {
                out.add(s);
                continue;
            }
            List<Evidence> ev = s.evidence().stream().map(e -> named(e, names, isins)).toList();
            out.add(new BiasScore(s.bias(), s.name(), s.score(), s.status(), s.method(), s.definition(), s.source(), s.explanation(),
                    s.inputs(), ev));
        }
        return out;
    }

    static Evidence named(Evidence e, Map<String, String> names, Map<String, String> isins) {
        String symbol = e.symbol();
        if (symbol == null) {
            return e;
        }
        String isin = isins.get(symbol);
        if (isin == null && Isin.isValid(symbol)) {
            isin = symbol;
        }
        return new Evidence(e.line(), e.date(), symbol, e.detail(), e.value(), names.get(symbol), isin);
    }

    /** "FBR LTD (AU000000FBR4)", "Apple (AAPL)" or the symbol alone: how a person names the instrument. */
    static String label(String symbol, Map<String, String> names, Map<String, String> isins) {
        String name = names.get(symbol);
        String isin = isins.get(symbol);
        String code = isin != null ? isin : symbol;
        return name == null ? code : name + " (" + code + ")";
    }
}
