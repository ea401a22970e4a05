package com.bpidesk.engine.transactions;

import com.bpidesk.engine.platform.text.NumberReader;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Quantities, prices and currencies as exports write them in text: "quantity @ price" in a description ("Koop 3 @ 50,12
 * EUR") and currency codes with their non-ISO spellings ("CAN" for CAD).
 */
final class PriceText {

    private PriceText() {
    }

    /**
     * Quantity and price written in a description: "Koop 3 @ 50,12 EUR", "Sell 3 @ 139.74 USD", "Compra 6 ISHARES MSCI WOR
     * A@49,785 EUR", "Vente 1 046,3825 @ 0,9854 EUR" (space as thousands separator), "OPEN BUY 2 @ 150.00".
     */
    private static final Pattern AT_PRICE = Pattern.compile(
            "(?<![\\w.,])(\\d(?:[\\d.,' \u00a0\u202f]*\\d)?)(?:\\s+[^@\\d][^@]*?)?\\s*@\\s*(\\d[\\d.,']*)\\s*([A-Z]{3})?");

    static Matcher atPrice(String text) {
        if (text == null || text.indexOf('@') < 0) {
            return null;
        }
        Matcher m = AT_PRICE.matcher(text);
        return m.find() ? m : null;
    }

    /** Currency spellings of real exports that are not ISO codes: Desjardins Disnat writes "CAN" for Canadian dollars. */
    private static final Map<String, String> CURRENCY_ALIASES = Map.of("CAN", "CAD", "RMB", "CNY", "NTD", "TWD", "SFR", "CHF");

    static String code(String raw) {
        String s = raw.strip().toUpperCase(Locale.ROOT);
        if (s.length() > 3 && s.indexOf('(') == 3) {
            s = s.substring(0, 3);
        }
        s = CURRENCY_ALIASES.getOrDefault(s, s);
        return NumberReader.isCode(s) ? s : null;
    }
}
