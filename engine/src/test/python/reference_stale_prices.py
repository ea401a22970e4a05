#!/usr/bin/env python3
"""Independent reference for the audit's stale-price book (issue 30, ADR 0205).

Run by hand from the repository root of a clone located next to /work/shared (numpy 2.x and the standard library; no
pandas):

    python3 engine/src/test/python/reference_stale_prices.py ../shared/data > engine/src/test/resources/reference/stale_prices_reference.json

The book: SPY, TLT and GLD from shared/data/prices/yfinance_autoadjust_to_2026 (auto-adjusted closes to 2026-03-27) and
AAPL, MSFT, JPM and XOM from shared/data/prices/yahoo_style_2020_2025 (closes to 2025-04-04). The Java test
`com.bpidesk.engine.swarm.StalePricesReferenceTest` loads the same files and portfolio and compares at 1e-9 relative.

Method, from docs/analysis.md "Aligned data and out-of-date prices" (written here again, not translated from Java):
  - price level: the 'Close' column of the yfinance files (already adjusted), the 'Adj Close' of the Yahoo-style files;
    date = the first 10 characters of 'Date';
  - as_of = the latest date of any file (2026-03-27); benchmark SPY; its dates from as_of minus 4 years to as_of;
  - age of a holding's last close = the number of SPY dates after it up to as_of; more than 5 = stale: valued at its
    last close, left out of the return series;
  - calendar: SPY's dates in the window on which every non-stale holding has a row (from its first row on);
  - returns: level[t+1]/level[t]-1 of the exact closes on the calendar; portfolio return = sum over the non-stale
    holdings of (w_i / sum of their w) r_i, w_i = shares x last close / total value of all holdings;
  - volatility: std of the last 252 portfolio returns, ddof=1, x sqrt(252); beta = cov(r_p, r_b)/var(r_b) on the same
    252 days (np.cov, ddof=1 on both); correlation = np.corrcoef;
  - for the record, the pre-issue-30 figures: the same book forward-filled onto SPY's dates with every holding in it
    ("forward_filled": the audit's 9.0 % and 0.16).
"""
import csv
import json
import math
import sys
from datetime import date
from pathlib import Path

import numpy as np

DATA = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data")
FRESH = DATA / "prices" / "yfinance_autoadjust_to_2026"
OLD = DATA / "prices" / "yahoo_style_2020_2025"
TOLERANCE = 5
# symbol, folder, shares, cost per share
PORTFOLIO = [("SPY", FRESH, 40, 420.0), ("TLT", FRESH, 150, 95.0), ("GLD", FRESH, 30, 180.0),
             ("AAPL", OLD, 60, 150.0), ("MSFT", OLD, 25, 300.0), ("JPM", OLD, 40, 140.0), ("XOM", OLD, 70, 90.0)]


def read(folder, sym):
    out = {}
    with open(folder / (sym + ".csv"), newline="") as fh:
        for r in csv.DictReader(fh):
            level = r.get("Adj Close") or r["Close"]
            out[date.fromisoformat(r["Date"][:10])] = (float(r["Close"]), float(level))
    return dict(sorted(out.items()))


bars = {s: read(folder, s) for s, folder, _, _ in PORTFOLIO}
spy = bars["SPY"]
as_of = max(max(b) for b in bars.values())
start = as_of.replace(year=as_of.year - 4)
spy_days = [d for d in spy if start <= d <= as_of]

last = {s: max(bars[s]) for s in bars}
behind = {s: sum(1 for d in spy_days if d > last[s]) for s in bars}
stale = [s for s, _, _, _ in PORTFOLIO if behind[s] > TOLERANCE]
fresh = [s for s, _, _, _ in PORTFOLIO if s not in stale]

closes = np.array([bars[s][last[s]][0] for s, _, _, _ in PORTFOLIO])
shares = np.array([n for _, _, n, _ in PORTFOLIO], dtype=float)
mv = shares * closes
total = float(mv.sum())
w = mv / total
syms = [s for s, _, _, _ in PORTFOLIO]
covered = float(sum(w[syms.index(s)] for s in fresh))

first = {s: min(bars[s]) for s in bars}
cal = [d for d in spy_days if all(d < first[s] or d in bars[s] for s in fresh)]


def exact(sym):
    return np.array([bars[sym][d][1] if d in bars[sym] else np.nan for d in cal])


rb = np.diff(exact("SPY")) / exact("SPY")[:-1]
rp = np.zeros(len(cal) - 1)
for s in fresh:
    lv = exact(s)
    r = lv[1:] / lv[:-1] - 1
    rp = rp + (w[syms.index(s)] / covered) * np.where(np.isfinite(r), r, rb)
p1, b1 = rp[-252:], rb[-252:]
cov = np.cov(p1, b1, ddof=1)


def filled_book():
    """Before issue 30: every holding forward-filled onto SPY's dates (a stale holding's returns are zeros)."""
    out = np.zeros(len(spy_days) - 1)
    for i, s in enumerate(syms):
        ks = [d for d in bars[s] if d <= as_of]
        lv, j, prev = [], 0, np.nan
        for d in spy_days:
            while j < len(ks) and ks[j] <= d:
                prev = bars[s][ks[j]][1]
                j += 1
            lv.append(prev)
        lv = np.array(lv)
        out = out + w[i] * (lv[1:] / lv[:-1] - 1)
    rb_all = np.array([spy[d][1] for d in spy_days])
    rb_all = rb_all[1:] / rb_all[:-1] - 1
    c = np.cov(out[-252:], rb_all[-252:], ddof=1)
    return {"volatility_annual": float(np.std(out[-252:], ddof=1) * math.sqrt(252)), "beta": float(c[0, 1] / c[1, 1])}


json.dump({
    "inputs": {"as_of": as_of.isoformat(), "tolerance_trading_days": TOLERANCE,
               "portfolio": [{"symbol": s, "folder": str(f.relative_to(DATA)), "shares": n, "cost_basis": c}
                             for s, f, n, c in PORTFOLIO]},
    "stale": [{"symbol": s, "last_close": last[s].isoformat(), "trading_days_behind": behind[s]} for s in stale],
    "total_value": total,
    "covered_weight": covered,
    "weights": {s: float(w[i]) for i, s in enumerate(syms)},
    "calendar": {"first": cal[0].isoformat(), "last": cal[-1].isoformat(), "days": len(cal)},
    "observations1y": int(len(p1)),
    "volatility_annual": float(np.std(p1, ddof=1) * math.sqrt(252)),
    "benchmark_volatility_annual": float(np.std(b1, ddof=1) * math.sqrt(252)),
    "beta": float(cov[0, 1] / cov[1, 1]),
    "correlation": float(np.corrcoef(p1, b1)[0, 1]),
    "forward_filled": filled_book(),
}, sys.stdout, indent=1)
print()
