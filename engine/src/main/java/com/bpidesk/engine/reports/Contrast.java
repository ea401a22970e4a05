package com.bpidesk.engine.reports;

import java.awt.Color;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance
 * L = 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB channels (c <= 0.04045 ? c/12.92 :
 * ((c+0.055)/1.055)^2.4); ratio = (L1 + 0.05) / (L2 + 0.05). Level AA needs 4.5:1 for normal text.
 *
 * <p>The one implementation of the rule in the product: the report renderer applies it, and the desktop app's live
 * brand preview asks for it through {@code POST /api/reports/brand-check} (docs/decisions/0190).
 */
public final class Contrast {

    public static final double AA_NORMAL = 4.5;
    private static final Pattern HEX = Pattern.compile("#[0-9A-Fa-f]{6}");

    /**
     * What a brand colour becomes in a report.
     *
     * @param color               the colour as given, upper-case {@code #RRGGBB}
     * @param contrastOnWhite     its contrast ratio on white
     * @param textColor           the colour text in it is drawn with: itself, or darkened until it reaches AA on white
     * @param textContrastOnWhite the text colour's contrast ratio on white
     * @param textOnFill          white or near-black, whichever reads better on a fill of this colour (cover band)
     * @param meetsAa             whether the colour itself reaches AA (4.5:1) on white
     */
    public record Check(String color, double contrastOnWhite, String textColor, double textContrastOnWhite, String textOnFill,
                        boolean meetsAa) {
    }

    private Contrast() {
    }

    /** Whether the text is a colour {@code #RRGGBB}. */
    public static boolean isColor(String hex) {
        return hex != null && HEX.matcher(hex).matches();
    }

    /** The rule applied to one brand colour (a {@code #RRGGBB} text, see {@link #isColor}). */
    public static Check check(String hex) {
        Color c = parse(hex);
        Color text = ensure(c, Color.WHITE, AA_NORMAL);
        return new Check(hex(c), ratio(c, Color.WHITE), hex(text), ratio(text, Color.WHITE), hex(textOn(c)), text.equals(c));
    }

    /**
     * The report's warning for a brand colour below AA on white, or empty when it passes.
     *
     * @param role {@code Primary} (used for headings) or {@code Accent} (accent text)
     */
    public static Optional<String> warning(String role, String hex) {
        Check c = check(hex);
        if (c.meetsAa()) {
            return Optional.empty();
        }
        String usage = role.equals("Primary") ? "headings use" : "accent text uses";
        return Optional.of(String.format(Locale.ROOT, "%s colour %s has contrast %.2f:1 on white, below WCAG AA 4.5:1; %s %s (%.2f:1).",
                role, hex, c.contrastOnWhite(), usage, c.textColor(), c.textContrastOnWhite()));
    }

    public static Color parse(String hex) {
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }

    public static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02X%02X%02X", c.getRed(), c.getGreen(), c.getBlue());
    }

    public static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /**
     * The colour itself when it reaches the target ratio against the background; otherwise the same hue
     * darkened (RGB scaled toward black in 2% steps) until it does. Used for brand colours as text on white.
     */
    public static Color ensure(Color fg, Color bg, double target) {
        Color c = fg;
        for (int i = 0; i < 50 && ratio(c, bg) < target; i++) {
            c = new Color((int) (c.getRed() * 0.98), (int) (c.getGreen() * 0.98), (int) (c.getBlue() * 0.98));
        }
        return c;
    }

    /** White or near-black text, whichever contrasts more with the fill. */
    public static Color textOn(Color fill) {
        return ratio(Color.WHITE, fill) >= ratio(new Color(0x1A1A1A), fill) ? Color.WHITE : new Color(0x1A1A1A);
    }
}
