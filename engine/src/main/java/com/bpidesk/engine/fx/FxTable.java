package com.bpidesk.engine.fx;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An immutable snapshot of every available pair (stored pairs, plus the demo layer in demo mode) that converts
 * amounts between currencies. Method (as in Portfolio Performance): the rate of each pair is the last one on or
 * before the date, at most {@code maxStaleDays} calendar days old; a conversion follows the shortest chain of pairs
 * (fewest legs, breadth-first over currencies in alphabetical order) where each leg uses a pair or the inverse of a
 * pair; the chain's rate is the product of its legs. Minor units are scaled to their major currency first.
 * A missing link is a {@link MissingRateException} naming the pair.
 */
public final class FxTable {

    /** One pair's rates and provenance. */
    public record Source(CurrencyPair pair, NavigableMap<LocalDate, Double> rates, String source, Instant fetchedAt) {
    }

    /** One leg of a chain: the pair used, whether it was inverted, the date and value of the rate used. */
    public record Leg(String from, String to, CurrencyPair pair, boolean inverted, LocalDate rateDate, double rate,
                      String source) {
    }

    /**
     * A conversion: multiply an amount in {@code from} by {@code rate} to get {@code to}. {@code rateDate} is the oldest
     * leg's date; {@code source} the legs' sources (joined with '+' when they differ).
     */
    public record Conversion(String from, String to, LocalDate date, double rate, LocalDate rateDate, List<Leg> legs,
                             String source) {
    }

    private final Map<CurrencyPair, Source> pairs;
    private final Map<String, Set<String>> neighbours = new HashMap<>();
    private final int maxStaleDays;

    public FxTable(Map<CurrencyPair, Source> pairs, int maxStaleDays) {
        this.pairs = Map.copyOf(pairs);
        this.maxStaleDays = maxStaleDays;
        for (CurrencyPair p : pairs.keySet()) {
            neighbours.computeIfAbsent(p.base(), k -> new TreeSet<>()).add(p.quote());
            neighbours.computeIfAbsent(p.quote(), k -> new TreeSet<>()).add(p.base());
        }
    }

    public Map<CurrencyPair, Source> pairs() {
        return pairs;
    }

    public int maxStaleDays() {
        return maxStaleDays;
    }

    /** Every currency some pair quotes. */
    public Set<String> currencies() {
        return Collections.unmodifiableSet(new TreeSet<>(neighbours.keySet()));
    }

    /** The conversion from {@code from} to {@code to} on {@code date}; codes may be minor units (GBX, ZAc, ILA). */
    public Conversion convert(String from, String to, LocalDate date) {
        Currencies.Unit f = unit(from, from, to, date);
        Currencies.Unit t = unit(to, from, to, date);
        double scale = f.toMajor() / t.toMajor();
        if (f.major().equals(t.major())) {
            return new Conversion(f.code(), t.code(), date, scale, date, List.of(), "identity");
        }
        List<String> chain = chain(f.major(), t.major(), date);
        if (chain == null) {
            String why = !neighbours.containsKey(f.major()) || !neighbours.containsKey(t.major())
                    ? "no stored pair quotes " + (!neighbours.containsKey(f.major()) ? f.major() : t.major())
                    : "no chain of pairs with a rate within " + maxStaleDays + " days before that date links "
                    + f.major() + " and " + t.major();
            throw new MissingRateException(f.code(), t.code(), date, why + ". Import the ECB reference rates or a FRED "
                    + "series that quotes it.");
        }
        double rate = scale;
        List<Leg> legs = new ArrayList<>();
        LocalDate oldest = date;
        Set<String> sources = new LinkedHashSet<>();
        for (int i = 0; i + 1 < chain.size(); i++) {
            Leg leg = leg(chain.get(i), chain.get(i + 1), date);
            legs.add(leg);
            rate *= leg.rate();
            oldest = leg.rateDate().isBefore(oldest) ? leg.rateDate() : oldest;
            sources.add(leg.source());
        }
        return new Conversion(f.code(), t.code(), date, rate, oldest, List.copyOf(legs), String.join("+", sources));
    }

    /** The rate, or empty when it is missing (a labelled gap for series). */
    public java.util.Optional<Conversion> find(String from, String to, LocalDate date) {
        try {
            return java.util.Optional.of(convert(from, to, date));
        } catch (MissingRateException e) {
            return java.util.Optional.empty();
        }
    }

    /** The dates on which any pair of the conversion's chain has a rate in {@code [from, to]}, ascending. */
    public NavigableMap<LocalDate, Conversion> series(String fromCcy, String toCcy, LocalDate from, LocalDate to) {
        Conversion last = convert(fromCcy, toCcy, to);   // throws when not convertible at the end of the range
        TreeSet<LocalDate> dates = new TreeSet<>();
        for (Leg l : last.legs()) {
            dates.addAll(pairs.get(l.pair()).rates().subMap(from, true, to, true).keySet());
        }
        TreeMap<LocalDate, Conversion> out = new TreeMap<>();
        for (LocalDate d : dates) {
            find(fromCcy, toCcy, d).ifPresent(c -> out.put(d, c));
        }
        return out;
    }

    private static Currencies.Unit unit(String code, String from, String to, LocalDate date) {
        return Currencies.unit(code).orElseThrow(() -> new MissingRateException(from, to, date,
                "'" + code + "' is not a currency code (ISO 4217, or GBX/GBp, ZAc, ILA for minor units)"));
    }

    private List<String> chain(String from, String to, LocalDate date) {
        if (!neighbours.containsKey(from) || !neighbours.containsKey(to)) {
            return null;
        }
        Map<String, String> previous = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        queue.add(from);
        previous.put(from, from);
        while (!queue.isEmpty()) {
            String c = queue.poll();
            if (c.equals(to)) {
                List<String> path = new ArrayList<>();
                for (String x = to; !x.equals(from); x = previous.get(x)) {
                    path.add(x);
                }
                path.add(from);
                Collections.reverse(path);
                return path;
            }
            for (String n : neighbours.get(c)) {
                if (!previous.containsKey(n) && rateEntry(c, n, date) != null) {
                    previous.put(n, c);
                    queue.add(n);
                }
            }
        }
        return null;
    }

    /** The rate entry of c->n on or before the date within the staleness limit, using the pair or its inverse. */
    private Map.Entry<LocalDate, Double> rateEntry(String c, String n, LocalDate date) {
        Source s = source(c, n);
        Map.Entry<LocalDate, Double> e = s == null ? null : s.rates().floorEntry(date);
        return e == null || e.getKey().plusDays(maxStaleDays).isBefore(date) ? null : e;
    }

    private Source source(String c, String n) {
        Source direct = pairs.get(new CurrencyPair(c, n));
        return direct != null ? direct : pairs.get(new CurrencyPair(n, c));
    }

    private Leg leg(String c, String n, LocalDate date) {
        Source s = source(c, n);
        Map.Entry<LocalDate, Double> e = rateEntry(c, n, date);
        boolean inverted = !s.pair().base().equals(c);
        return new Leg(c, n, s.pair(), inverted, e.getKey(), inverted ? 1.0 / e.getValue() : e.getValue(), s.source());
    }
}
