"""Independent reference values for ColourDistanceTest (ADR 0130).

sRGB -> CIELAB (D65) written from the CIE/IEC definitions, and CIE76 = Euclidean distance in CIELAB.
CIEDE2000 is checked in the test against the published test pairs of Sharma, Wu and Dalal (2005), Table 1,
not against this script.

Command that produced the values in ColourDistanceTest:
    python3 engine/src/test/python/colour_difference_reference.py
"""
import math


def to_linear(c8):
    v = c8 / 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def srgb_to_lab(hex_colour):
    r, g, b = (to_linear(int(hex_colour[i:i + 2], 16)) for i in (1, 3, 5))
    # IEC 61966-2-1 (sRGB) to CIE XYZ, D65
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    xn, yn, zn = 0.95047, 1.0, 1.08883
    eps, kappa = 216 / 24389, 24389 / 27

    def f(t):
        return t ** (1 / 3) if t > eps else (kappa * t + 16) / 116

    fx, fy, fz = f(x / xn), f(y / yn), f(z / zn)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def cie76(p, q):
    a, b = srgb_to_lab(p), srgb_to_lab(q)
    return math.sqrt(sum((u - v) ** 2 for u, v in zip(a, b)))


for c in ("#FF0000", "#1F3A5F", "#FFFFFF"):
    print(c, "Lab = %.4f %.4f %.4f" % srgb_to_lab(c))
for p, q in (("#FF0000", "#FFFFFF"), ("#1F3A5F", "#00796B")):
    print("CIE76", p, q, "= %.4f" % cie76(p, q))
