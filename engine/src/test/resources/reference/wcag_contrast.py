#!/usr/bin/env python3
"""Independent reference for ContrastTest (WCAG 2.1 contrast ratio, https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

Command that produced the expected values in engine/src/test/java/com/bpidesk/engine/reports/ContrastTest.java:
    python3 engine/src/test/resources/reference/wcag_contrast.py
"""


def lin(c):
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(x):
    return 0.2126 * lin(x >> 16 & 255) + 0.7152 * lin(x >> 8 & 255) + 0.0722 * lin(x & 255)


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def darken_until_aa(c, bg=0xFFFFFF, target=4.5):
    """RGB scaled toward black in 2% steps, truncated, at most 50 steps (the report's rule)."""
    for _ in range(50):
        if ratio(c, bg) >= target:
            break
        c = (int((c >> 16 & 255) * 0.98) << 16) | (int((c >> 8 & 255) * 0.98) << 8) | int((c & 255) * 0.98)
    return c


for colour in (0xF2C14E, 0x1F3A5F, 0x777777, 0x0F766E):
    text = darken_until_aa(colour)
    on_fill = "#FFFFFF" if ratio(0xFFFFFF, colour) >= ratio(0x1A1A1A, colour) else "#1A1A1A"
    print("#%06X contrast %.10f text #%06X (%.10f) on fill %s" % (colour, ratio(colour, 0xFFFFFF), text,
                                                                 ratio(text, 0xFFFFFF), on_fill))
