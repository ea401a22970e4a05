package com.bpidesk.engine.transactions;

import static com.bpidesk.engine.transactions.Cells.cell;

import de.siegmar.fastcsv.reader.CsvRecord;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A row's instrument: its ticker (cut at "/", ":", " " or "("), its ISIN (a valid check digit, else one found in the name
 * or the identifier cell) and its name (without a "quantity @ price" written in it); whether it is an option or a CFD
 * ({@link Derivatives}); one instance per distinct instrument. Each distinct cell text is looked at once.
 */
final class Instruments {

    private static final Pattern TRAILING_QUANTITY = Pattern.compile("(.*?)\\s*\\d[\\d.,']*");
    private static final Pattern LAST_NUMBER = Pattern.compile("\\d[\\d.,']*(?!.*\\d)");

    /**
     * An instrument name without the "quantity @ price" written in it: "Ocado Group plc Ordinary 2p 39 @  200.315" is
     * "Ocado Group plc Ordinary 2p" (the quantity ends the text before '@'), "B 100 CBA @ 95.200000" is "CBA" (the words
     * between the quantity and '@'). The name is kept whole when the text is not of that form.
     */
    static String withoutAtPrice(String name) {
        int at = name.indexOf('@');
        String left = name.substring(0, at).strip();
        String right = name.substring(at + 1).strip();
        if (left.isEmpty() || right.isEmpty() || !Character.isDigit(right.charAt(0))) {
            return name;
        }
        Matcher m = TRAILING_QUANTITY.matcher(left);
        if (m.matches() && !m.group(1).isBlank()) {
            return m.group(1).strip();
        }
        Matcher n = LAST_NUMBER.matcher(left);
        if (n.find()) {
            String after = left.substring(n.end()).strip();
            if (!after.isEmpty()) {
                return after;
            }
        }
        return name;
    }

    /** Upper-case ticker: "NKE/USD" is NKE, "VWRL:xams" is VWRL, "SOL (Solana)" is SOL, "BTC/CHF" is BTC. */
    static String ticker(String raw) {
        String s = raw.strip();
        int cut = s.length();
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '/' || c == ':' || c == ' ' || c == '(') {
                cut = i;
                break;
            }
        }
        return s.substring(0, cut).toUpperCase(Locale.ROOT);
    }

    private final int iSymbol;
    private final int iIsin;
    private final int iName;
    private final Map<String, String> tickerCache = new HashMap<>();
    private final Map<String, Boolean> isinCache = new HashMap<>();
    /** One instance per distinct instrument: a million rows retain only their distinct instruments. */
    private final Map<Instrument, Instrument> instruments = new HashMap<>();

    Instruments(int iSymbol, int iIsin, int iName) {
        this.iSymbol = iSymbol;
        this.iIsin = iIsin;
        this.iName = iName;
    }

    /** The row's instrument, {@link Instrument#NONE} when it names none. */
    Instrument of(CsvRecord r) {
        String sym = iSymbol >= 0 ? cell(r, iSymbol) : "";
        String isin = iIsin >= 0 ? cell(r, iIsin).toUpperCase(Locale.ROOT) : "";
        String name = iName >= 0 ? cell(r, iName) : "";
        if (name.indexOf('@') > 0) {
            name = withoutAtPrice(name);
        }
        String ticker = sym.isEmpty() ? null : tickerCache.computeIfAbsent(sym, Instruments::ticker);
        String validIsin = !isin.isEmpty() && isinCache.computeIfAbsent(isin, Isin::isValid) ? isin : null;
        if (validIsin == null && ticker != null && Isin.isValid(ticker)) {
            validIsin = ticker;
            ticker = null;
        }
        if (validIsin == null && !name.isEmpty()) {
            validIsin = Isin.find(name.toUpperCase(Locale.ROOT));
        }
        if (validIsin == null && !isin.isEmpty()) {
            validIsin = Isin.find(isin);
            if (validIsin == null && ticker == null) {
                ticker = isin; // not an ISIN (wrong check digit or a local code): keep the identifier as written
            }
        }
        if (ticker != null && ticker.isEmpty()) {
            ticker = null;
        }
        return ticker == null && validIsin == null && name.isEmpty() ? Instrument.NONE
                : new Instrument(ticker, validIsin, name.isEmpty() ? null : name);
    }

    /** The one instance equal to {@code inst} (kept from the first row that named it). */
    Instrument intern(Instrument inst) {
        return inst == Instrument.NONE ? inst : instruments.computeIfAbsent(inst, k -> k);
    }

    /** The row's symbol or name is an option's or a CFD's ({@link Derivatives}); decided once per distinct text. */
    boolean derivative(CsvRecord r) {
        if (derivativeCache.size() > 100_000) {
            derivativeCache.clear();
        }
        String sym = iSymbol >= 0 ? cell(r, iSymbol) : "";
        String name = iName >= 0 ? cell(r, iName) : "";
        return !sym.isEmpty() && derivativeCache.computeIfAbsent(sym, Derivatives::isDerivative)
                || !name.isEmpty() && derivativeCache.computeIfAbsent(name, Derivatives::isDerivative);
    }

    private final Map<String, Boolean> derivativeCache = new HashMap<>();
}
