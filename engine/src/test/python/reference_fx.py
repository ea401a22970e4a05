#!/usr/bin/env python3
"""Independent reference figures for the FX store (issue 16): what every file under shared/data/fx holds, and cross
rates computed by hand from the ECB file.

Run by hand from the repository root of a clone located next to /work/shared (standard library only):

    python3 engine/src/test/python/reference_fx.py ../shared/data > engine/src/test/resources/reference/fx_reference.json

The Java test `com.bpidesk.engine.fx.FxFilesReferenceTest` compares the engine's parse and its cross rates with it.
Conventions (docs/currencies.md): ECB values are units of currency per 1 EUR, 'N/A'/empty = no quote; FRED DEXUSxx =
USD per 1 xx (pair xx/USD), DEXxxUS = xx per 1 USD (pair USD/xx), empty or '.' = no value. A cross rate X->Y on a day
uses each currency's last ECB quote on or before the day: rate = (Y per EUR) / (X per EUR).
"""
import csv
import json
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "../shared/data"
FRED = {"US": "USD", "EU": "EUR", "UK": "GBP", "JP": "JPY", "SZ": "CHF", "CA": "CAD"}
out = {"files": [], "cross": []}

ecb_path = os.path.join(root, "fx", "eurofxref-hist.csv")
with open(ecb_path, newline="") as f:
    rows = list(csv.reader(f))
header = rows[0]
ecb = {}
for r in rows[1:]:
    if not r or not r[0].strip():
        continue
    for i, code in enumerate(header[1:], start=1):
        code = code.strip()
        if not code:
            continue
        v = r[i].strip() if i < len(r) else ""
        if v in ("", "N/A"):
            continue
        ecb.setdefault(code, {})[r[0].strip()] = float(v)
pairs = []
for code in sorted(ecb):
    d = ecb[code]
    ks = sorted(d)
    pairs.append({"base": "EUR", "quote": code, "rates": len(ks), "first": ks[0], "last": ks[-1], "last_rate": d[ks[-1]]})
out["files"].append({"path": "fx/eurofxref-hist.csv", "format": "ecb-eurofxref", "pairs": pairs})

for sub, fmt in (("fred", "fred"), ("fred_legacy", "fred-legacy")):
    folder = os.path.join(root, "fx", sub)
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), newline="") as f:
            rows = [r for r in csv.reader(f) if r and any(c.strip() for c in r)]
        sid = rows[0][1].strip()
        num, den = FRED[sid[3:5]], FRED[sid[5:7]]
        vals = {r[0].strip(): float(r[1]) for r in rows[1:] if r[1].strip() not in ("", ".")}
        ks = sorted(vals)
        out["files"].append({"path": "fx/%s/%s" % (sub, name), "format": fmt, "pairs": [
            {"base": den, "quote": num, "rates": len(ks), "first": ks[0], "last": ks[-1], "last_rate": vals[ks[-1]]}]})


def on_or_before(series, day):
    ks = [k for k in series if k <= day]
    return max(ks) if ks else None


for frm, to, day in (("CHF", "JPY", "2024-05-02"), ("CHF", "JPY", "2025-04-18"), ("GBP", "USD", "2020-03-16"),
                     ("USD", "CHF", "2019-12-31"), ("JPY", "GBP", "2025-05-11")):
    kf, kt = on_or_before(ecb[frm], day), on_or_before(ecb[to], day)
    out["cross"].append({"from": frm, "to": to, "date": day, "rate": ecb[to][kt] / ecb[frm][kf],
                         "rate_date": min(kf, kt)})
json.dump(out, sys.stdout, indent=1)
print()
