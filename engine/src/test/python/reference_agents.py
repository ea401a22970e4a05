#!/usr/bin/env python3
"""Independent reference figures for the investment-committee agents, FactorLibrary, StressWindows and RiskFree.

Run by hand from the repository root of a clone located next to /work/shared (numpy 2.x, standard library only;
no pandas, no scipy):

    python3 engine/src/test/python/reference_agents.py ../shared/data > engine/src/test/resources/reference/agents_reference.json

The Java test `com.bpidesk.engine.swarm.AgentsReferenceTest` reads the inputs (portfolio, reference data) from the
JSON this prints, runs the engine's fact base and agents on the same real price files and compares every figure.

This is a re-implementation from the methods written in docs/analysis.md, not a translation of the Java code:
statistics come from numpy (np.std/np.cov with ddof=1, np.corrcoef, np.linalg.lstsq and np.linalg.inv for OLS,
np.cumprod / np.maximum.accumulate for drawdowns) and the normal quantile from Python's statistics.NormalDist
(Wichura's AS 241). Conventions, fixed here and in the docs:
  - prices: the 'Adj Close' column of shared/data/prices/yahoo_style_2020_2025 (these files' Adj Close equals Close);
    date = first 10 characters of the Date column; 'latest price' = Close of the last row;
  - calendar: the benchmark's (SPY) dates from as_of minus 4 calendar years (fact base) or 6 years (factor library)
    through as_of, both ends inclusive. Fact base (issue 30, ADR 0205): only the dates on which every holding has a
    close in its file (from its first bar on), the holding's close of exactly that date, no forward fill (JPM, XOM,
    JNJ and KO have no row on 2021-04-19, 2021-10-25 and 2022-03-08, so those dates are not on it); NaN before a
    holding's first bar, where its return takes the benchmark's. Factor library: other symbols forward-filled onto the
    benchmark's dates (last bar on or before the day), NaN before their first bar;
  - returns: simple, level[t+1]/level[t]-1; portfolio return = sum_i w_i r_i with today's weights;
  - volatility: sample standard deviation (ddof = 1) of the last 252 daily returns x sqrt(252);
  - historical VaR/ES: k = ceil(n (1 - alpha)) (computed as ceil(n (1-alpha) - 1e-9) against float noise), VaR = minus
    the k-th smallest return, ES = minus the mean of the k smallest (no interpolation); 10-day: overlapping
    compounded 10-day returns of the 252-day window (n - 9 of them);
  - parametric VaR/ES: normal, VaR = z sigma_h - mu_h, ES = sigma_h phi(z)/(1-alpha) - mu_h, mu_h = 10 mu,
    sigma_h = sqrt(10) sigma for 10 days (square-root-of-time), mu and sigma (ddof = 1) of the 252 daily returns;
  - max drawdown: value path V_0 = 1, V_t = V_{t-1}(1 + r_t); the first deepest trough; peak = first index of the
    running maximum before it; recovery = first later index with V >= V_peak; dates: index 0 is the calendar day
    before the window's first return;
  - beta = cov(r_p, r_b)/var(r_b), correlation = Pearson, both on the last 252 days;
  - Euler contributions: RC_i = w_i (S w)_i / sqrt(w' S w) x sqrt(252), S = np.cov of the 252-day filled returns;
  - risk-free: FEDFUNDS (monthly, percent), last observation on or before the day, / 100 / 252;
  - OLS: y = portfolio return - risk-free on the fact base's last 756 days on which every included factor is defined;
    coefficients by np.linalg.lstsq, standard errors sqrt(s^2 diag((X'X)^-1)) with s^2 = SSR/(n-k).
"""
import bisect
import csv
import json
import math
import statistics
import sys
from datetime import date
from pathlib import Path

import numpy as np

DATA = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data")
PRICES = DATA / "prices" / "yahoo_style_2020_2025"
BENCH = "SPY"

# Reference data (inputs; the Java test builds its instruments from these)
INSTRUMENTS = {
    "AAPL": ("Apple", "equity", "Information Technology", "US"),
    "MSFT": ("Microsoft", "equity", "Information Technology", "US"),
    "NVDA": ("NVIDIA", "equity", "Information Technology", "US"),
    "AMZN": ("Amazon", "equity", "Consumer Discretionary", "US"),
    "GOOGL": ("Alphabet", "equity", "Communication Services", "US"),
    "META": ("Meta Platforms", "equity", "Communication Services", "US"),
    "JPM": ("JPMorgan Chase", "equity", "Financials", "US"),
    "XOM": ("Exxon Mobil", "equity", "Energy", "US"),
    "JNJ": ("Johnson & Johnson", "equity", "Health Care", "US"),
    "PG": ("Procter & Gamble", "equity", "Consumer Staples", "US"),
    "KO": ("Coca-Cola", "equity", "Consumer Staples", "US"),
    "SPY": ("SPDR S&P 500 ETF", "etf_equity", "Diversified", "US"),
    "VTI": ("Vanguard Total Stock Market ETF", "etf_equity", "Diversified", "US"),
    "QQQ": ("Invesco QQQ", "etf_equity", "Diversified", "US"),
    "IWM": ("iShares Russell 2000 ETF", "etf_equity", "Diversified", "US"),
    "EFA": ("iShares MSCI EAFE ETF", "etf_equity", "Diversified", "XX"),
    "VEA": ("Vanguard FTSE Developed Markets ETF", "etf_equity", "Diversified", "XX"),
    "AGG": ("iShares Core US Aggregate Bond ETF", "etf_bond", "Fixed Income", "US"),
    "TLT": ("iShares 20+ Year Treasury Bond ETF", "etf_bond", "Fixed Income", "US"),
    "GLD": ("SPDR Gold Shares", "etf_commodity", "Commodities", "US"),
}
# symbol, shares, cost basis per share
PORTFOLIO = [("AAPL", 60, 120.0), ("MSFT", 25, 210.0), ("NVDA", 80, 45.0), ("JPM", 40, 150.0), ("XOM", 70, 95.0),
             ("JNJ", 30, 170.0), ("KO", 90, 55.0), ("TLT", 60, 120.0), ("GLD", 20, 160.0), ("EFA", 70, 85.0)]
# The test market's reference weights (FakeMarket.benchmarkSectorWeights / worldMarketCapWeights) and regime
BENCH_SECTORS = {"Information Technology": 0.30, "Financials": 0.13, "Health Care": 0.12, "Energy": 0.04,
                 "Consumer Staples": 0.06, "Industrials": 0.09, "Utilities": 0.03, "Consumer Discretionary": 0.10,
                 "Communication Services": 0.09, "Materials": 0.02, "Real Estate": 0.02}
WORLD = {"US": 0.62, "JP": 0.05, "GB": 0.04, "CN": 0.03, "FR": 0.03, "XX": 0.0, "OTHER": 0.23}
REGIME = "risk_off"  # FakeMarket's regime; playbook from docs/analysis.md (MacroStrategist.PLAYBOOKS)
PLAYBOOK = {"fav_sectors": ["Utilities", "Consumer Staples", "Health Care"],
            "disfav_sectors": ["Information Technology", "Consumer Discretionary", "Financials", "Industrials"],
            "fav_assets": ["etf_bond", "etf_commodity", "cash"], "disfav_assets": ["equity", "etf_equity"]}
NAMED = [("Q4 2018 sell-off", date(2018, 9, 20), date(2018, 12, 24)), ("COVID-19 crash", date(2020, 2, 19), date(2020, 3, 23)),
         ("2022 rate shock", date(2022, 1, 3), date(2022, 10, 12)), ("2023 regional bank stress", date(2023, 3, 8), date(2023, 3, 13)),
         ("August 2024 carry unwind", date(2024, 7, 16), date(2024, 8, 5)), ("2025 tariff shock", date(2025, 2, 19), date(2025, 4, 8))]


def read_prices(sym):
    rows = []
    with open(PRICES / f"{sym}.csv", newline="") as fh:
        for r in csv.DictReader(fh):
            rows.append((date.fromisoformat(r["Date"][:10]), float(r["Close"]), float(r["Adj Close"]), int(float(r["Volume"]))))
    rows.sort(key=lambda x: x[0])
    return rows


BARS = {s: read_prices(s) for s in INSTRUMENTS}
AS_OF = max(b[-1][0] for b in BARS.values())


def years_before(d, n):
    try:
        return d.replace(year=d.year - n)
    except ValueError:  # 29 February
        return d.replace(year=d.year - n, day=28)


def calendar(years):
    start = years_before(AS_OF, years)
    return [b[0] for b in BARS[BENCH] if start <= b[0] <= AS_OF]


def aligned_calendar(years, syms):
    """The benchmark's dates on which every symbol of syms has a row (counting a symbol from its first row on)."""
    start = years_before(AS_OF, years)
    days = {s: {b[0] for b in BARS[s]} for s in syms}
    first = {s: min(days[s]) for s in syms}
    return [b[0] for b in BARS[BENCH] if start <= b[0] <= AS_OF
            and all(b[0] < first[s] or b[0] in days[s] for s in syms)]


def exact_levels(sym, cal):
    """Adjusted closes of exactly the calendar's dates; NaN where the file has no row that day."""
    by_day = {b[0]: b[2] for b in BARS[sym]}
    return np.array([by_day.get(d, np.nan) for d in cal])


def levels(sym, cal):
    """Adjusted closes forward-filled onto the calendar, from bars dated cal[0]..as_of; NaN before the first bar."""
    ds = [b[0] for b in BARS[sym] if cal[0] <= b[0] <= AS_OF]
    vs = [b[2] for b in BARS[sym] if cal[0] <= b[0] <= AS_OF]
    out = np.full(len(cal), np.nan)
    for t, d in enumerate(cal):
        j = bisect.bisect_right(ds, d) - 1
        if j >= 0:
            out[t] = vs[j]
    return out


def rets(lv):
    return lv[1:] / lv[:-1] - 1


def fedfunds_daily(dates):
    obs = []
    with open(DATA / "macro" / "fred" / "FEDFUNDS.csv", newline="") as fh:
        for r in csv.DictReader(fh):
            obs.append((date.fromisoformat(r["observation_date"]), float(r["FEDFUNDS"])))
    periods = [o[0] for o in obs]
    out = np.empty(len(dates))
    for t, d in enumerate(dates):
        j = bisect.bisect_right(periods, d) - 1
        out[t] = obs[max(j, 0)][1] / 100 / 252
    return out


def drawdown(r):
    v = np.concatenate([[1.0], np.cumprod(1 + r)])
    dd = 1 - v / np.maximum.accumulate(v)
    trough = int(np.argmax(dd))
    if dd[trough] <= 0:
        return 0.0, 0, 0, -1
    peak = int(np.argmax(v[:trough + 1]))
    later = np.nonzero(v[trough + 1:] >= v[peak])[0]
    return float(dd[trough]), peak, trough, (trough + 1 + int(later[0])) if later.size else -1


def hist_var_es(x, alpha):
    s = np.sort(x)
    k = max(1, math.ceil(len(x) * (1 - alpha) - 1e-9))
    return float(-s[k - 1]), float(-s[:k].mean())


def ols(y, cols):
    X = np.column_stack([np.ones(len(y))] + list(cols))
    beta, *_ = np.linalg.lstsq(X, y, rcond=None)
    e = y - X @ beta
    n, k = X.shape
    s2 = e @ e / (n - k)
    se = np.sqrt(s2 * np.diag(np.linalg.inv(X.T @ X)))
    sst = ((y - y.mean()) ** 2).sum()
    r2 = 1 - (e @ e) / sst
    return beta, se, beta / se, r2, 1 - (1 - r2) * (n - 1) / (n - k)


# ---------------------------------------------------------------- factor library (6 years, tercile sorts)
def window_return(lv, a, b, min_days):
    start = a
    while start < b and not np.isfinite(lv[start]):
        start += 1
    if b - start < min_days or not np.isfinite(lv[b]):
        return np.nan
    return lv[b] / lv[start] - 1


def factor_library():
    cal = calendar(6)
    t = len(cal) - 1
    dates = cal[1:]
    bench_ret = rets(levels(BENCH, cal))
    rf = fedfunds_daily(dates)
    out = {"market": bench_ret - rf}
    uni = sorted(s for s, v in INSTRUMENTS.items() if v[1] == "equity" and s != BENCH)
    lv = {s: levels(s, cal) for s in uni}
    rr = {s: rets(lv[s]) for s in uni}
    dv = {}
    for s in uni:
        by = {b[0]: b[1] * b[3] for b in BARS[s] if cal[0] <= b[0] <= AS_OF}
        dv[s] = np.array([by.get(d, 0.0) for d in cal])
    series = {f: np.full(t, np.nan) for f in ("size", "value", "momentum", "low_volatility")}
    for s in range(63, len(cal) - 1, 21):
        end = min(t, s + 21)
        ch = {f: {} for f in series}
        for sym in uni:
            L = lv[sym]
            ok = np.isfinite(L[s]) and s >= 62 and np.isfinite(L[s - 62])
            ch["size"][sym] = -(dv[sym][s - 62:s + 1].sum() / 63) if ok else np.nan
            ch["value"][sym] = -window_return(L, max(0, s - 756), s - 252, 126) if s >= 378 else np.nan
            ch["momentum"][sym] = window_return(L, s - 252, s - 21, 231) if s >= 252 else np.nan
            w = rr[sym][max(0, s - 252):s]
            w = w[np.isfinite(w)]
            ch["low_volatility"][sym] = -np.std(w, ddof=1) if len(w) >= 60 else np.nan
        for f, c in ch.items():
            ranked = sorted([sym for sym in uni if np.isfinite(c[sym])], key=lambda sym: c[sym])
            if len(ranked) < 6:
                continue
            k = len(ranked) // 3
            lo, hi = ranked[:k], ranked[-k:]
            for d in range(s, end):
                mh = np.array([rr[x][d] for x in hi])
                ml = np.array([rr[x][d] for x in lo])
                mh, ml = mh[np.isfinite(mh)], ml[np.isfinite(ml)]
                series[f][d] = (mh.mean() if mh.size else np.nan) - (ml.mean() if ml.size else np.nan)
    out.update(series)
    last = len(cal) - 1
    mom = {s: window_return(lv[s], last - 252, last - 21, 231) if last >= 252 else np.nan for s in uni}
    return dates, out, mom, len(uni)


# ---------------------------------------------------------------- fact base (4 years)
syms = [p[0] for p in PORTFOLIO]
cal = aligned_calendar(4, syms)
dates = cal[1:]
bench_lv = exact_levels(BENCH, cal)
rb = rets(bench_lv)
lvs = [exact_levels(s, cal) for s in syms]
raw = [rets(lv) for lv in lvs]
filled = [np.where(np.isfinite(r), r, rb) for r in raw]
closes = np.array([BARS[s][-1][1] for s in syms])
shares = np.array([p[1] for p in PORTFOLIO], dtype=float)
cost = np.array([p[2] for p in PORTFOLIO])
mv = shares * closes
total = mv.sum()
w = mv / total
rp = np.zeros(len(dates))
for i in range(len(syms)):
    rp = rp + w[i] * filled[i]
rf = fedfunds_daily(dates)


def level_date(k):
    return cal[k].isoformat()


def readable_date(k):
    d = cal[k]
    return f"{d.day} {'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split()[d.month - 1]} {d.year}"


# portfolio analyst
order = np.argsort(-w, kind="stable")
pnl = mv - shares * cost
portfolio_analyst = {
    "total_market_value": total, "total_cost": float((shares * cost).sum()), "total_unrealized_pnl": float(pnl.sum()),
    "weights": {s: float(w[i]) for i, s in enumerate(syms)},
    "unrealized_pnl": {s: float(pnl[i]) for i, s in enumerate(syms)},
    "unrealized_pnl_pct": {s: float(pnl[i] / (shares[i] * cost[i])) for i, s in enumerate(syms)},
    "hhi": float((w ** 2).sum()), "effective_holdings": float(1 / (w ** 2).sum()),
    "top5_weight": float(w[order[:5]].sum()), "largest_symbol": syms[order[0]],
}

# risk manager
rp1, rb1 = rp[-252:], rb[-252:]
vol = float(np.std(rp1, ddof=1) * math.sqrt(252))
bvol = float(np.std(rb1, ddof=1) * math.sqrt(252))
cov = np.cov(rp1, rb1, ddof=1)
beta = float(cov[0, 1] / cov[1, 1])
corr = float(np.corrcoef(rp1, rb1)[0, 1])
mu, sd = rp1.mean(), np.std(rp1, ddof=1)
nd = statistics.NormalDist()
var_rows = []
for h in (1, 10):
    hist = rp1 if h == 1 else np.array([np.prod(1 + rp1[i:i + h]) - 1 for i in range(len(rp1) - h + 1)])
    for a in (0.95, 0.99):
        v, e = hist_var_es(hist, a)
        var_rows.append({"method": "historical", "confidence": a, "horizon_days": h, "var": v, "expected_shortfall": e,
                         "var_amount": v * total, "observations": len(hist)})
        z = nd.inv_cdf(a)
        m_h, s_h = mu * h, sd * math.sqrt(h)
        pv, pe = z * s_h - m_h, s_h * nd.pdf(z) / (1 - a) - m_h
        var_rows.append({"method": "parametric", "confidence": a, "horizon_days": h, "var": float(pv),
                         "expected_shortfall": float(pe), "var_amount": float(pv * total), "observations": len(rp1)})
dds = []
for label, days in (("1y", 252), ("3y", 756)):
    r = rp[-days:]
    off = len(dates) - len(r)
    depth, pk, tr, rc = drawdown(r)
    dds.append({"window": label, "observations": len(r), "max_drawdown": depth, "peak_date": level_date(off + pk),
                "trough_date": level_date(off + tr), "recovery_date": None if rc < 0 else level_date(off + rc)})
R1 = np.array([f[-252:] for f in filled])
S = np.cov(R1, ddof=1)
sigma = math.sqrt(w @ S @ w)
rc = w * (S @ w) / sigma * math.sqrt(252)
contributions = {s: {"contribution": float(rc[i]), "share_of_risk": float(rc[i] / vol),
                     "standalone_volatility": float(np.std(R1[i], ddof=1) * math.sqrt(252))} for i, s in enumerate(syms)}

# stress windows
stress = []


def stress_row(name, kind, a, b):
    bench = float(np.prod(1 + rb[a:b]) - 1)
    port = 0.0
    covered = 0.0
    for i in range(len(syms)):
        if np.isfinite(lvs[i][a]) and np.isfinite(lvs[i][b]):
            port += w[i] * (lvs[i][b] / lvs[i][a] - 1)
            covered += w[i]
        else:
            port += w[i] * bench
    return {"name": name, "kind": kind, "start": level_date(a), "end": level_date(b), "trading_days": b - a,
            "portfolio_return": float(port), "benchmark_return": bench, "pnl_amount": float(port * total), "covered_weight": float(covered)}


for name, s, e in NAMED:
    if s >= dates[0] and e <= dates[-1]:
        a = bisect.bisect_right(dates, s)
        b = bisect.bisect_right(dates, e)
        if b > a:
            stress.append(stress_row(name, "named", a, b))
# benchmark episodes: from each running maximum (ties start a new episode) to the lowest value before the next one
v = np.concatenate([[1.0], np.cumprod(1 + rb)])
episodes = []
peak_i, trough_i = 0, 0
for k in range(1, len(v)):
    if v[k] >= v[peak_i]:
        if trough_i > peak_i and v[trough_i] < v[peak_i]:
            episodes.append((1 - v[trough_i] / v[peak_i], peak_i, trough_i))
        peak_i, trough_i = k, k
    elif v[k] < v[trough_i]:
        trough_i = k
if trough_i > peak_i and v[trough_i] < v[peak_i]:
    episodes.append((1 - v[trough_i] / v[peak_i], peak_i, trough_i))
for depth, a, b in sorted(episodes, key=lambda e: -e[0])[:3]:
    # named as people read dates ("3 Jan 2022"), as the engine's Readable writes them; start/end stay ISO
    stress.append(stress_row(f"Benchmark decline {readable_date(a)} to {readable_date(b)}", "worst_benchmark_drawdown", a, b))

risk_manager = {"observations_1y": len(rp1), "volatility_annual": vol, "benchmark_volatility_annual": bvol, "beta": beta,
                "correlation": corr, "value_at_risk": var_rows, "max_drawdown": dds, "risk_contributions": contributions,
                "risk_contributions_total": float(rc.sum()), "stress_tests": stress}

# sector specialist and macro strategist
def bucket(idx):
    out = {}
    for i, s in enumerate(syms):
        out[INSTRUMENTS[s][idx]] = out.get(INSTRUMENTS[s][idx], 0.0) + w[i]
    return out


def compare(p, b):
    rows = {n: p.get(n, 0.0) - b.get(n, 0.0) for n in set(p) | set(b)}
    return rows, sum(abs(x) for x in rows.values()) / 2


sec_w, ctry_w, asset_w = bucket(2), bucket(3), bucket(1)
sec_active, sec_dev = compare(sec_w, BENCH_SECTORS)
ctry_active, ctry_dev = compare(ctry_w, WORLD)
sector_specialist = {"sector_active": sec_active, "sector_deviation": sec_dev, "country_active": ctry_active,
                     "country_deviation": ctry_dev}
sector_fit = sum(sec_w.get(s, 0.0) - BENCH_SECTORS.get(s, 0.0) for s in PLAYBOOK["fav_sectors"]) - sum(
    sec_w.get(s, 0.0) - BENCH_SECTORS.get(s, 0.0) for s in PLAYBOOK["disfav_sectors"])
asset_fit = sum(asset_w.get(a, 0.0) for a in PLAYBOOK["fav_assets"]) - sum(asset_w.get(a, 0.0) for a in PLAYBOOK["disfav_assets"])
macro_strategist = {"regime": REGIME, "sector_fit": sector_fit, "asset_class_fit": asset_fit, "asset_class_weights": asset_w}

# factor library and factor quant
f_dates, factors, mom_universe, universe_size = factor_library()
f_index = {d: k for k, d in enumerate(f_dates)}
start = max(0, len(dates) - 756)
names = ["market", "size", "value", "momentum", "low_volatility"]
included = [n for n in names if sum(1 for d in range(start, len(dates)) if dates[d] in f_index and np.isfinite(factors[n][f_index[dates[d]]])) >= 60]
rows = [d for d in range(start, len(dates)) if dates[d] in f_index and np.isfinite(rp[d])
        and all(np.isfinite(factors[n][f_index[dates[d]]]) for n in included)]
y = np.array([rp[d] - rf[d] for d in rows])
X = [np.array([factors[n][f_index[dates[d]]] for d in rows]) for n in included]
b, se, tt, r2, adj = ols(y, X)
finite_mom = sorted(x for x in mom_universe.values() if np.isfinite(x))
hold_mom = {}
for i, s in enumerate(syms):
    L = lvs[i]
    last = len(L) - 1
    m = L[last - 21] / L[last - 252] - 1
    hold_mom[s] = {"momentum_12_1": float(m), "universe_percentile": sum(1 for u in finite_mom if u <= m) / len(finite_mom)}
factor_quant = {"observations": len(rows), "from": dates[rows[0]].isoformat(), "to": dates[rows[-1]].isoformat(),
                "included": included, "alpha_annual": float(b[0] * 252), "alpha_t_stat": float(tt[0]),
                "exposures": {n: {"beta": float(b[j + 1]), "standard_error": float(se[j + 1]), "t_stat": float(tt[j + 1])}
                              for j, n in enumerate(included)},
                "r_squared": float(r2), "adjusted_r_squared": float(adj), "universe_size": universe_size,
                "holding_momentum": hold_mom}
probe_days = [dates[-1], dates[-300], dates[-700]]
factor_library_ref = {"dates_from": f_dates[0].isoformat(), "dates_to": f_dates[-1].isoformat(), "days": len(f_dates),
                      "on": {d.isoformat(): {n: (None if not np.isfinite(factors[n][f_index[d]]) else float(factors[n][f_index[d]]))
                                             for n in names} for d in probe_days},
                      "defined_days": {n: int(np.isfinite(factors[n]).sum()) for n in names},
                      "sum_defined": {n: float(np.nansum(factors[n])) for n in names},
                      "momentum_12_1": {s: (None if not np.isfinite(x) else float(x)) for s, x in mom_universe.items()}}
risk_free = {"source": "FEDFUNDS", "on": {d.isoformat(): float(x) for d, x in zip([dates[0], dates[400], dates[-1]], [rf[0], rf[400], rf[-1]])}}

# synthesis posture
q = vol / bvol
posture = ("defensive" if q < 0.8 else "balanced" if q <= 1.2 else "aggressive") + (", concentrated" if 1 / (w ** 2).sum() < 10 else "")

# Kenneth French check: the same portfolio's excess returns (over French's RF) on Mkt-RF, SMB, HML on the factor
# regression's days that the French file covers
ff = {}
with open(DATA / "factors" / "F-F_Research_Data_Factors_daily.CSV") as fh:
    for line in fh:
        c = [x.strip() for x in line.split(",")]
        if len(c) >= 5 and len(c[0]) == 8 and c[0].isdigit():
            ff[date(int(c[0][:4]), int(c[0][4:6]), int(c[0][6:]))] = [float(x) / 100 for x in c[1:5]]
ff_rows = [d for d in rows if dates[d] in ff]
yf = np.array([rp[d] - ff[dates[d]][3] for d in ff_rows])
bf, sef, tf, r2f, _ = ols(yf, [np.array([ff[dates[d]][j] for d in ff_rows]) for j in range(3)])
bm, sem, tm, r2m, _ = ols(yf, [np.array([ff[dates[d]][0] for d in ff_rows])])
# the engine's model (price-built factors, FEDFUNDS) on exactly the French days, to separate window from construction
ye = np.array([rp[d] - rf[d] for d in ff_rows])
be, *_ = ols(ye, [np.array([factors[n][f_index[dates[d]]] for d in ff_rows]) for n in included])
french = {"engine_model_same_days_market": float(be[1]), "observations": len(ff_rows), "from": dates[ff_rows[0]].isoformat(), "to": dates[ff_rows[-1]].isoformat(),
          "three_factor": {"alpha_daily": float(bf[0]), "mkt_rf": float(bf[1]), "mkt_rf_se": float(sef[1]), "smb": float(bf[2]),
                           "hml": float(bf[3]), "r_squared": float(r2f)},
          "capm": {"mkt_rf": float(bm[1]), "mkt_rf_se": float(sem[1]), "r_squared": float(r2m)}}

json.dump({
    "command": "python3 engine/src/test/python/reference_agents.py ../shared/data > engine/src/test/resources/reference/agents_reference.json",
    "numpy": np.__version__, "prices": "prices/yahoo_style_2020_2025", "as_of": AS_OF.isoformat(), "benchmark": BENCH,
    "inputs": {"instruments": {s: {"name": v[0], "asset_class": v[1], "sector": v[2], "country": v[3]} for s, v in INSTRUMENTS.items()},
               "portfolio": [{"symbol": s, "shares": sh, "cost_basis": cb} for s, sh, cb in PORTFOLIO]},
    "fact_base": {"calendar_start": cal[0].isoformat(), "days": len(dates), "total_value": float(total)},
    "portfolio_analyst": portfolio_analyst, "risk_manager": risk_manager, "sector_specialist": sector_specialist,
    "macro_strategist": macro_strategist, "factor_quant": factor_quant, "factor_library": factor_library_ref,
    "risk_free": risk_free, "synthesis_agent": {"volatility_ratio": q, "posture": posture}, "french_check": french,
}, sys.stdout, indent=1, sort_keys=False)
print()
