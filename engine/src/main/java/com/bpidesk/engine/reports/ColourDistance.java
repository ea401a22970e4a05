package com.bpidesk.engine.reports;

import java.awt.Color;

/**
 * Perceptual distance between two colours: sRGB (IEC 61966-2-1) to CIE XYZ to CIELAB under the D65 white point, then
 * CIEDE2000 (CIE 142-2001; the formulas as written out by Sharma, Wu and Dalal 2005, "The CIEDE2000 colour-difference
 * formula: implementation notes, supplementary test data, and mathematical observations", Color Res. Appl. 30(1)) and
 * CIE76 (Euclidean distance in CIELAB). A difference of about 1 is just noticeable; chart series need far more.
 */
public final class ColourDistance {

    /** D65 reference white in XYZ (2 degree observer), Y = 100. */
    private static final double XN = 95.047;
    private static final double YN = 100.0;
    private static final double ZN = 108.883;

    private ColourDistance() {
    }

    /** CIELAB L*, a*, b* of an sRGB colour (D65). */
    public static double[] lab(Color c) {
        double r = lin(c.getRed());
        double g = lin(c.getGreen());
        double b = lin(c.getBlue());
        // sRGB -> XYZ (D65), IEC 61966-2-1 matrix, scaled to Y = 100
        double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) * 100;
        double y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) * 100;
        double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) * 100;
        double fx = f(x / XN);
        double fy = f(y / YN);
        double fz = f(z / ZN);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double lin(int channel) {
        double v = channel / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    private static double f(double t) {
        double d = 6.0 / 29;
        return t > d * d * d ? Math.cbrt(t) : t / (3 * d * d) + 4.0 / 29;
    }

    /** CIE76: Euclidean distance of the two colours in CIELAB. */
    public static double cie76(Color a, Color b) {
        double[] p = lab(a);
        double[] q = lab(b);
        return Math.sqrt(sq(p[0] - q[0]) + sq(p[1] - q[1]) + sq(p[2] - q[2]));
    }

    /** CIEDE2000 of two sRGB colours (kL = kC = kH = 1). */
    public static double ciede2000(Color a, Color b) {
        return ciede2000(lab(a), lab(b));
    }

    /** CIEDE2000 of two CIELAB colours (kL = kC = kH = 1), Sharma et al. (2005) equations 2-22. */
    public static double ciede2000(double[] lab1, double[] lab2) {
        double l1 = lab1[0];
        double a1 = lab1[1];
        double b1 = lab1[2];
        double l2 = lab2[0];
        double a2 = lab2[1];
        double b2 = lab2[2];
        double c1 = Math.hypot(a1, b1);
        double c2 = Math.hypot(a2, b2);
        double cBar = (c1 + c2) / 2;
        double cBar7 = Math.pow(cBar, 7);
        double g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + Math.pow(25, 7))));
        double a1p = (1 + g) * a1;
        double a2p = (1 + g) * a2;
        double c1p = Math.hypot(a1p, b1);
        double c2p = Math.hypot(a2p, b2);
        double h1p = hueDegrees(b1, a1p);
        double h2p = hueDegrees(b2, a2p);
        double dLp = l2 - l1;
        double dCp = c2p - c1p;
        double dhp;
        if (c1p * c2p == 0) {
            dhp = 0;
        } else if (Math.abs(h2p - h1p) <= 180) {
            dhp = h2p - h1p;
        } else if (h2p - h1p > 180) {
            dhp = h2p - h1p - 360;
        } else {
            dhp = h2p - h1p + 360;
        }
        double dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dhp / 2));
        double lBarP = (l1 + l2) / 2;
        double cBarP = (c1p + c2p) / 2;
        double hBarP;
        if (c1p * c2p == 0) {
            hBarP = h1p + h2p;
        } else if (Math.abs(h1p - h2p) <= 180) {
            hBarP = (h1p + h2p) / 2;
        } else if (h1p + h2p < 360) {
            hBarP = (h1p + h2p + 360) / 2;
        } else {
            hBarP = (h1p + h2p - 360) / 2;
        }
        double t = 1 - 0.17 * cos(hBarP - 30) + 0.24 * cos(2 * hBarP) + 0.32 * cos(3 * hBarP + 6) - 0.20 * cos(4 * hBarP - 63);
        double dTheta = 30 * Math.exp(-sq((hBarP - 275) / 25));
        double cBarP7 = Math.pow(cBarP, 7);
        double rc = 2 * Math.sqrt(cBarP7 / (cBarP7 + Math.pow(25, 7)));
        double sl = 1 + 0.015 * sq(lBarP - 50) / Math.sqrt(20 + sq(lBarP - 50));
        double sc = 1 + 0.045 * cBarP;
        double sh = 1 + 0.015 * cBarP * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        return Math.sqrt(sq(dLp / sl) + sq(dCp / sc) + sq(dHp / sh) + rt * (dCp / sc) * (dHp / sh));
    }

    private static double hueDegrees(double b, double ap) {
        if (b == 0 && ap == 0) {
            return 0;
        }
        double h = Math.toDegrees(Math.atan2(b, ap));
        return h < 0 ? h + 360 : h;
    }

    private static double cos(double degrees) {
        return Math.cos(Math.toRadians(degrees));
    }

    private static double sq(double v) {
        return v * v;
    }
}
