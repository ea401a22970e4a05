package com.bpidesk.engine.reports;

import java.awt.Color;
import java.util.Locale;

/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance
 * L = 0.2126 R + 0.7152 G + 0.0722 B of the linearised sRGB channels (c <= 0.04045 ? c/12.92 :
 * ((c+0.055)/1.055)^2.4); ratio = (L1 + 0.05) / (L2 + 0.05). Level AA needs 4.5:1 for normal text.
 */
public final class Contrast {

    public static final double AA_NORMAL = 4.5;

    private Contrast() {
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
