package com.bpidesk.app.reports;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * WCAG 2.x contrast, computed in the app for the live brand preview (the engine applies the same rule when it
 * renders: https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). Relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B
 * of the linearised sRGB channels (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4); ratio =
 * (L_lighter + 0.05) / (L_darker + 0.05). AA for normal text needs 4.5:1. A brand colour below it is darkened for
 * text (RGB scaled toward black in 2% steps, truncated, as the engine does) until it reaches 4.5:1 on white.
 */
public final class WcagContrast {

    public static final double AA_NORMAL = 4.5;
    public static final int WHITE = 0xFFFFFF;
    public static final int NEAR_BLACK = 0x1A1A1A;
    private static final Pattern HEX = Pattern.compile("#[0-9A-Fa-f]{6}");

    private WcagContrast() {
    }

    /** {@code #RRGGBB} as an RGB int, or empty when the text is not such a colour. */
    public static Optional<Integer> parse(String hex) {
        return hex != null && HEX.matcher(hex.strip()).matches()
                ? Optional.of(Integer.parseInt(hex.strip().substring(1), 16)) : Optional.empty();
    }

    public static String hex(int rgb) {
        return String.format(Locale.ROOT, "#%06X", rgb & 0xFFFFFF);
    }

    public static double luminance(int rgb) {
        return 0.2126 * lin((rgb >> 16) & 0xFF) + 0.7152 * lin((rgb >> 8) & 0xFF) + 0.0722 * lin(rgb & 0xFF);
    }

    private static double lin(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    public static double ratio(int a, int b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** The colour itself when it reaches the target on the background, else the same hue darkened until it does. */
    public static int ensure(int fg, int bg, double target) {
        int c = fg;
        for (int i = 0; i < 50 && ratio(c, bg) < target; i++) {
            int r = (int) (((c >> 16) & 0xFF) * 0.98);
            int g = (int) (((c >> 8) & 0xFF) * 0.98);
            int b = (int) ((c & 0xFF) * 0.98);
            c = (r << 16) | (g << 8) | b;
        }
        return c;
    }

    /** White or near-black text, whichever contrasts more with the fill (text on the cover band). */
    public static int textOn(int fill) {
        return ratio(WHITE, fill) >= ratio(NEAR_BLACK, fill) ? WHITE : NEAR_BLACK;
    }

    /**
     * The warning the engine would give for a brand colour used as text on white, or empty when it passes AA.
     *
     * @param role "Primary" or "Accent"
     */
    public static Optional<String> warning(String role, String hex) {
        return parse(hex).flatMap(c -> {
            int adjusted = ensure(c, WHITE, AA_NORMAL);
            if (adjusted == c) {
                return Optional.empty();
            }
            return Optional.of(String.format(Locale.ROOT,
                    "%s colour %s has contrast %.2f:1 on white, below WCAG AA 4.5:1; the report's %s text will use %s (%.2f:1).",
                    role, hex.strip().toUpperCase(Locale.ROOT), ratio(c, WHITE), role.equals("Primary") ? "heading" : "accent",
                    hex(adjusted), ratio(adjusted, WHITE)));
        });
    }
}
