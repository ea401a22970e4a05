package com.bpidesk.engine.behavior;

import com.bpidesk.engine.market.Instrument;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Instruments a file names only by their name (a stock-plan history: "Apple Inc.", no ticker or ISIN; issue 24) matched to
 * the instruments of the price store by normalised name, so that they are priced like any other; a name that matches no
 * instrument, or two, stays unpriced (its trades are counted, marked with the file's own prices, and named in a warning).
 *
 * <p>The rule ({@link InstrumentIdentity#nameKey}, docs/behavioral.md "Instruments by name"): accents removed, upper
 * case, {@code &} as AND, every other punctuation a space, and the words that say nothing of which instrument is meant
 * left out: legal forms (Inc, Incorporated, Corp, Corporation, Co, Ltd, Limited, plc, SA, AG, NV, SE), The, and
 * share-class words (Class, Cl, A, B, C, Common, Stock, Ordinary, Shares, Shs, Ord, Reg, Registered). "Apple Inc.",
 * "APPLE INC" and "apple, inc" agree; a key two store instruments share (Alphabet's class A and C shares) matches none.
 */
final class ReferenceNames {

    /** The store symbols for the file's name-only symbols, and the names left unpriced. */
    record Matches(Map<String, String> symbols, List<String> unpriced) {
    }

    private ReferenceNames() {
    }

    /**
     * @param nameOnly  the file's name-only instruments: the symbol they are grouped under (the upper-cased name) to the
     *                  name as the file writes it
     * @param reference the price store's instruments
     */
    static Matches match(Map<String, String> nameOnly, List<Instrument> reference) {
        Map<String, String> byKey = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        for (Instrument i : reference) {
            if (i.name() == null || i.name().isBlank()) {
                continue;
            }
            String key = InstrumentIdentity.nameKey(i.name());
            String before = byKey.putIfAbsent(key, i.symbol());
            if (before != null && !before.equals(i.symbol())) {
                ambiguous.add(key);
            }
        }
        Map<String, String> symbols = new LinkedHashMap<>();
        List<String> unpriced = new ArrayList<>();
        nameOnly.forEach((symbol, name) -> {
            String key = InstrumentIdentity.nameKey(name);
            String match = key.isEmpty() || ambiguous.contains(key) ? null : byKey.get(key);
            if (match != null) {
                symbols.put(symbol, match);
            } else {
                unpriced.add(name);
            }
        });
        return new Matches(symbols, unpriced);
    }

    /**
     * The file's name-only instruments: a traded symbol the price store does not know that is the upper-cased name the
     * file gave it (what {@link InstrumentIdentity#symbol} groups a name-only instrument under).
     */
    static Map<String, String> nameOnly(List<Trade> trades, Map<String, String> names, java.util.function.Predicate<String> known) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Trade t : trades) {
            String name = names.get(t.symbol());
            if (name != null && !known.test(t.symbol()) && t.symbol().equals(name.strip().toUpperCase(java.util.Locale.ROOT))) {
                out.putIfAbsent(t.symbol(), name);
            }
        }
        return out;
    }

    /** The trades with their name-only symbols replaced by the store's. */
    static List<Trade> renamed(List<Trade> trades, Map<String, String> symbols) {
        if (symbols.isEmpty()) {
            return trades;
        }
        List<Trade> out = new ArrayList<>(trades.size());
        for (Trade t : trades) {
            String s = symbols.get(t.symbol());
            out.add(s == null ? t : new Trade(t.line(), t.date(), s, t.side(), t.quantity(), t.price(), t.fees(), t.currency(),
                    t.account(), t.discretionary(), t.corporateAction()));
        }
        return out;
    }
}
