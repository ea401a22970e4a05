#!/usr/bin/env python3
"""Independent reference for a multi-currency portfolio (issue 16): market values, weights, volatility and VaR of
AAPL, VOD.L, MC.PA, NESN.SW and 7203.T in base USD and in base EUR.

Run by hand from the repository root of a clone located next to /work/shared (numpy 2.x, standard library; no pandas):

    python3 engine/src/test/python/reference_fx_portfolio.py ../shared/data > engine/src/test/resources/reference/fx_portfolio_reference.json

It also (re)writes the four foreign price files it uses, engine/src/test/resources/fixtures/fx/prices/*.csv: no real
daily prices of these listings are in shared/data, so they are seeded geometric random walks (numpy default_rng(16))
on SPY's trading days with about 3% of days dropped (local holidays; since issue 30 they exercise the aligned
calendar, which leaves such a day out instead of forward-filling it). AAPL and the
benchmark SPY are the real files of shared/data/prices/yahoo_style_2020_2025; the rates are the real ECB reference rates
of shared/data/fx/eurofxref-hist.csv. The Java test `com.bpidesk.engine.swarm.MultiCurrencyReferenceTest` reads the
same inputs and compares every figure at 1e-9 relative.

Method, from docs/currencies.md and docs/analysis.md (written here again, not translated from the Java code):
  - rate c->B on day d: each ECB quote (units per EUR) is the last one on or before d, at most 7 calendar days old;
    c->B = q_B / q_c with q_EUR = 1;
  - calendar: SPY's dates from as_of minus 4 years through as_of (as_of = latest date of any price file) on which
    every holding has a row (counting a holding from its first row on; ADR 0205: no forward fill);
  - level of a holding in B on a calendar day = its Adj Close of that day x rate(c->B, day) (NaN before the
    first bar); returns level[t+1]/level[t]-1; a missing return takes the benchmark's (SPY's, also converted to B);
  - price in B = last Close x rate(c->B, date of that close); market value = shares x price; weight = value / total;
  - portfolio return = sum_i w_i r_i; volatility = std(last 252, ddof=1) x sqrt(252);
  - historical VaR/ES: k = ceil(n(1-alpha) - 1e-9), VaR = -k-th smallest, ES = -mean of the k smallest; 10-day on the
    overlapping compounded 10-day returns of the 252-day window; parametric normal: VaR = z sigma_h - mu_h,
    ES = sigma_h phi(z)/(1-alpha) - mu_h, mu_h = h mu, sigma_h = sqrt(h) sigma (ddof=1).
"""
import bisect
import csv
import datetime as dt
import json
import math
import os
import sys
from statistics import NormalDist

import numpy as np

root = sys.argv[1] if len(sys.argv) > 1 else "../shared/data"
fixtures = os.path.join("engine", "src", "test", "resources", "fixtures", "fx", "prices")
D = dt.date.fromisoformat


def read_prices(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    out = {}
    for r in rows:
        out[D(r["Date"][:10])] = (float(r["Close"]), float(r["Adj Close"]))
    return dict(sorted(out.items()))


spy = read_prices(os.path.join(root, "prices", "yahoo_style_2020_2025", "SPY.csv"))
aapl = read_prices(os.path.join(root, "prices", "yahoo_style_2020_2025", "AAPL.csv"))

FOREIGN = [("VOD.L", "GBP", 0.72, 0.24), ("MC.PA", "EUR", 650.0, 0.28), ("NESN.SW", "CHF", 105.0, 0.16),
           ("7203.T", "JPY", 2100.0, 0.27)]
rng = np.random.default_rng(16)
days = [d for d in spy if d >= D("2020-07-27")]
os.makedirs(fixtures, exist_ok=True)
for sym, ccy, start, vol in FOREIGN:
    keep = [d for d in days if rng.random() > 0.03]
    shocks = rng.standard_normal(len(keep)) * vol / math.sqrt(252)
    level = start * np.exp(np.cumsum(shocks))
    with open(os.path.join(fixtures, sym + ".csv"), "w", newline="") as f:
        f.write("Date,Open,High,Low,Close,Adj Close,Volume\n")
        for d, p in zip(keep, level):
            close = round(float(p), 4)
            adj = round(close * 0.97, 4)   # an adjustment factor so Close and Adj Close differ
            f.write("%s,%s,%s,%s,%s,%s,%d\n" % (d.isoformat(), close, close, close, close, adj, 100000))

prices = {"SPY": spy, "AAPL": aapl}
for sym, ccy, _, _ in FOREIGN:
    prices[sym] = read_prices(os.path.join(fixtures, sym + ".csv"))
currency = {"SPY": "USD", "AAPL": "USD", "VOD.L": "GBP", "MC.PA": "EUR", "NESN.SW": "CHF", "7203.T": "JPY"}
portfolio = [("AAPL", 120.0, 150.0), ("VOD.L", 40000.0, 0.9), ("MC.PA", 35.0, 700.0), ("NESN.SW", 180.0, 110.0),
             ("7203.T", 1500.0, 1800.0)]

with open(os.path.join(root, "fx", "eurofxref-hist.csv"), newline="") as f:
    rows = list(csv.reader(f))
ecb = {}
for r in rows[1:]:
    for i, code in enumerate(rows[0][1:], start=1):
        code = code.strip()
        if code and i < len(r) and r[i].strip() not in ("", "N/A"):
            ecb.setdefault(code, {})[D(r[0])] = float(r[i])
ecb_sorted = {c: (sorted(v), v) for c, v in ecb.items()}


def quote(c, d):
    if c == "EUR":
        return 1.0
    ks, v = ecb_sorted[c]
    j = bisect.bisect_right(ks, d) - 1
    if j < 0 or (d - ks[j]).days > 7:
        return float("nan")
    return v[ks[j]]


def rate(c, b, d):
    return 1.0 if c == b else quote(b, d) / quote(c, d)


as_of = max(max(p) for p in prices.values())
held = [s for s, _, _ in portfolio]
cal = [d for d in spy if as_of.replace(year=as_of.year - 4) <= d <= as_of
       and all(d < min(prices[s]) or d in prices[s] for s in held)]


def levels(sym, base):
    p = prices[sym]
    return np.array([p[d][1] * rate(currency[sym], base, d) if d in p else float("nan") for d in cal])


def var_rows(rp, value):
    rows = []
    mu, sd = float(np.mean(rp)), float(np.std(rp, ddof=1))
    for h in (1, 10):
        if h == 1:
            hist = rp
        else:
            growth = np.cumprod(1 + rp)
            growth = np.concatenate(([1.0], growth))
            hist = growth[h:] / growth[:-h] - 1
        for a in (0.95, 0.99):
            s = np.sort(hist)
            k = max(1, math.ceil(len(hist) * (1 - a) - 1e-9))
            rows.append({"method": "historical", "confidence": a, "horizon_days": h, "var": float(-s[k - 1]),
                         "expected_shortfall": float(-np.mean(s[:k])), "var_amount": float(-s[k - 1]) * value})
            z = NormalDist().inv_cdf(a)
            m, sg = mu * h, sd * math.sqrt(h)
            pv = z * sg - m
            rows.append({"method": "parametric", "confidence": a, "horizon_days": h, "var": pv,
                         "expected_shortfall": sg * NormalDist().pdf(z) / (1 - a) - m, "var_amount": pv * value})
    return rows


out = {"inputs": {"as_of": as_of.isoformat(), "portfolio": [{"symbol": s, "shares": n, "cost_basis": c}
                                                            for s, n, c in portfolio], "currency": currency},
       "bases": {}}
for base in ("USD", "EUR"):
    bench = np.diff(levels("SPY", base)) / levels("SPY", base)[:-1]
    values, filled, holdings = [], [], []
    for sym, shares, cost in portfolio:
        last = max(prices[sym])
        px = prices[sym][last][0] * rate(currency[sym], base, last)
        values.append(shares * px)
        lv = levels(sym, base)
        r = lv[1:] / lv[:-1] - 1
        filled.append(np.where(np.isfinite(r), r, bench))
        holdings.append({"symbol": sym, "price": px, "price_date": last.isoformat(), "market_value": shares * px,
                         "cost_basis": cost * rate(currency[sym], base, last)})
    total = sum(values)
    w = np.array(values) / total
    for h, wi in zip(holdings, w):
        h["weight"] = float(wi)
    port = np.zeros(len(cal) - 1)
    for wi, f in zip(w, filled):
        port = port + wi * f
    rp = port[-252:]
    out["bases"][base] = {"total_value": total, "holdings": holdings,
                          "volatility_annual": float(np.std(rp, ddof=1) * math.sqrt(252)),
                          "benchmark_volatility_annual": float(np.std(bench[-252:], ddof=1) * math.sqrt(252)),
                          "value_at_risk": var_rows(rp, total)}
json.dump(out, sys.stdout, indent=1)
print()
