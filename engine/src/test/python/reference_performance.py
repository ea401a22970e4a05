"""Independent reference values for PerformanceReferenceTest (issue 25, ADR 0240, docs/performance.md).

Reads the fixture in engine/src/test/resources/performance (made by make_fixture.py there) and writes expected.csv next
to it: time-weighted and money-weighted returns of the client and of each account for the named periods and a custom
one, gross and net of fees; the policy benchmark and the broad index; realised gains per sale with FIFO and average cost
and by tax year; income by month and by position. Written from the definitions in docs/performance.md, not from the Java:
positions and cash on a day are sums over all records up to that day (not a running replay), the XIRR is
scipy.optimize.brentq on the XIRR equation, FIFO lots are a Python list of lots per account and symbol.

Command that produced expected.csv:
    python3 engine/src/test/python/reference_performance.py engine/src/test/resources/performance
"""
import bisect
import csv
import datetime as dt
import os
import sys

from scipy.optimize import brentq

D = dt.date.fromisoformat
root = sys.argv[1]
END = dt.date(2024, 12, 31)
BASE = "USD"


def rows(name):
    with open(os.path.join(root, name), newline="") as f:
        return list(csv.DictReader(f))


prices, currency = {}, {}
for r in rows("prices.csv"):
    prices.setdefault(r["symbol"], []).append((D(r["date"]), float(r["close"])))
    currency[r["symbol"]] = r["currency"]
eurusd = [(D(r["date"]), float(r["rate"])) for r in rows("fx.csv")]
trades = [dict(account=r["account_id"], date=D(r["trade_date"]), symbol=r["symbol"], side=r["side"], qty=float(r["quantity"]),
               price=float(r["price"]), fees=float(r["fees"]), ccy=r["currency"]) for r in rows("transactions.csv")]
flows = [dict(account=r["account_id"], date=D(r["flow_date"]), amount=float(r["amount"]), ccy=r["currency"]) for r in rows("cash_flows.csv")]
income = [dict(account=r["account_id"], date=D(r["pay_date"]), symbol=r["symbol"] or None, kind=r["kind"], amount=float(r["amount"]),
               wht=float(r["withholding_tax"]), ccy=r["currency"]) for r in rows("income.csv")]
splits = [dict(symbol=r["symbol"], date=D(r["date"]), factor=float(r["factor"])) for r in rows("splits.csv")]


def last_on_or_before(series, d):
    i = bisect.bisect_right([x[0] for x in series], d) - 1
    return series[i] if i >= 0 else None


def fx(ccy, d):
    if ccy == BASE:
        return 1.0
    assert ccy == "EUR"
    e = last_on_or_before(eurusd, d)
    assert e is not None and (d - e[0]).days <= 7, (ccy, d)
    return e[1]


def split_factor(symbol, after, upto):
    """Product of the split factors of the symbol effective in (after, upto]."""
    f = 1.0
    for s in splits:
        if s["symbol"] == symbol and after < s["date"] <= upto:
            f *= s["factor"]
    return f


def series(accounts):
    tr = [t for t in trades if t["account"] in accounts]
    fl = [f for f in flows if f["account"] in accounts]
    inc = [i for i in income if i["account"] in accounts]
    first = min([t["date"] for t in tr] + [f["date"] for f in fl] + [i["date"] for i in inc])
    cal = {x["date"] for x in tr + fl + inc}
    for s in {t["symbol"] for t in tr}:
        cal |= {d for d, _ in prices[s] if first <= d <= END}
    cal = sorted(d for d in cal if d <= END)
    out = []
    for d in cal:
        cash = {}
        for f in fl:
            if f["date"] <= d:
                cash[f["ccy"]] = cash.get(f["ccy"], 0.0) + f["amount"]
        for t in tr:
            if t["date"] <= d:
                gross = t["qty"] * t["price"]
                cash[t["ccy"]] = cash.get(t["ccy"], 0.0) + (gross - t["fees"] if t["side"] == "SELL" else -gross - t["fees"])
        for i in inc:
            if i["date"] <= d:
                cash[i["ccy"]] = cash.get(i["ccy"], 0.0) + i["amount"] - i["wht"]
        shares = {}
        for t in tr:
            if t["date"] <= d:
                q = t["qty"] * split_factor(t["symbol"], t["date"], d)
                shares[t["symbol"]] = shares.get(t["symbol"], 0.0) + (-q if t["side"] == "SELL" else q)
        value = sum(a * fx(c, d) for c, a in cash.items())
        for s, q in shares.items():
            if abs(q) > 1e-9:
                value += q * last_on_or_before(prices[s], d)[1] * fx(currency[s], d)
        dep = sum(f["amount"] * fx(f["ccy"], d) for f in fl if f["date"] == d and f["amount"] > 0)
        wd = sum(-f["amount"] * fx(f["ccy"], d) for f in fl if f["date"] == d and f["amount"] < 0)
        fees = sum(t["fees"] * fx(t["ccy"], d) for t in tr if t["date"] == d)
        out.append((d, value, dep, wd, fees))
    return out


def annualised(s, e):
    try:
        one_year_before = e.replace(year=e.year - 1)
    except ValueError:
        one_year_before = e.replace(year=e.year - 1, day=28)
    return s < one_year_before


def xirr(cfs):
    d0 = min(d for d, _ in cfs)

    def npv(r):
        return sum(a * (1 + r) ** (-(d - d0).days / 365.0) for d, a in cfs)
    return brentq(npv, -0.999999, 1e4, xtol=1e-14, rtol=1e-14, maxiter=500)


def returns(ser, s, e, gross):
    """TWR with deposits at the start and withdrawals (and, gross, fees) at the end of the day; XIRR on the flows."""
    before = [x for x in ser if x[0] <= s]
    v0 = before[-1][1] if before else 0.0
    inside = [x for x in ser if s < x[0] <= e]
    factor, prev = 1.0, v0
    cfs = [(s, -v0)] if v0 != 0 else []
    for d, v, dep, wd, fees in inside:
        out = wd + (fees if gross else 0.0)
        if prev + dep > 0.005:
            factor *= (v + out) / (prev + dep)
        prev = v
        if dep:
            cfs.append((d, -dep))
        if out:
            cfs.append((d, out))
    cfs.append((e, inside[-1][1]))
    days = (e - s).days
    twr = factor - 1
    r = xirr(cfs)
    if annualised(s, e):
        return (1 + twr) ** (365.0 / days) - 1, r
    return twr, (1 + r) ** (days / 365.0) - 1


def close_base(sym, d):
    return last_on_or_before(prices[sym], d)[1] * fx(currency[sym], d)


def month_ends(s, e):
    out, y, m = [], s.year, s.month
    while True:
        nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
        last = nxt - dt.timedelta(1)
        if last >= e:
            return out
        if last > s:
            out.append(last)
        y, m = nxt.year, nxt.month


def blend(weights, s, e):
    b = [s] + month_ends(s, e) + [e]
    f = 1.0
    for a, z in zip(b, b[1:]):
        f *= sum(w * close_base(sym, z) / close_base(sym, a) for sym, w in weights.items())
    days = (e - s).days
    return (1 + f - 1) ** (365.0 / days) - 1 if annualised(s, e) else f - 1


def gains(method):
    lots, sales = {}, []
    events = sorted([(sp["date"], 0, i, sp) for i, sp in enumerate(splits)] + [(t["date"], 1, i, t) for i, t in enumerate(trades)],
                    key=lambda x: (x[0], x[1], x[2]))
    for _, kind, _, ev in events:
        if kind == 0:
            for (acct, sym), ls in lots.items():
                if sym == ev["symbol"]:
                    for lot in ls:
                        lot[0] *= ev["factor"]
            continue
        key = (ev["account"], ev["symbol"])
        ls = lots.setdefault(key, [])
        rate = fx(ev["ccy"], ev["date"])
        if ev["side"] == "BUY":
            ls.append([ev["qty"], (ev["qty"] * ev["price"] + ev["fees"]) * rate])
            if method == "average_cost" and len(ls) > 1:
                ls[:] = [[sum(l[0] for l in ls), sum(l[1] for l in ls)]]
            continue
        left, cost = ev["qty"], 0.0
        while left > 1e-9:
            lot = ls[0]
            take = min(left, lot[0])
            cost += lot[1] * take / lot[0]
            lot[1] -= lot[1] * take / lot[0]
            lot[0] -= take
            left -= take
            if lot[0] <= 1e-9:
                ls.pop(0)
        proceeds = (ev["qty"] * ev["price"] - ev["fees"]) * rate
        sales.append((ev["account"], ev["date"], ev["symbol"], proceeds, cost, proceeds - cost))
    return sales


expected = []
scopes = {"client": {"a1", "a2"}, "a1": {"a1"}, "a2": {"a2"}}
periods = {"1M": dt.date(2024, 11, 30), "3M": dt.date(2024, 9, 30), "YTD": dt.date(2023, 12, 31), "1Y": dt.date(2023, 12, 31),
           "custom": dt.date(2023, 5, 31)}
for scope, accounts in scopes.items():
    ser = series(accounts)
    periods_here = dict(periods, SI=ser[0][0] - dt.timedelta(1))
    for name, s in periods_here.items():
        for basis in ("gross", "net"):
            e = dt.date(2024, 6, 30) if name == "custom" else END
            twr, mwr = returns(ser, s, e, basis == "gross")
            expected.append((f"{scope}.{name}.{basis}.twr", twr))
            expected.append((f"{scope}.{name}.{basis}.mwr", mwr))
    expected.append((f"{scope}.end_value", ser[-1][1]))

policy = {"SPY": 0.55 * 0.7, "EFA": 0.55 * (1 - 0.7), "AGG": 1 - 0.55}   # balanced: equity band 40-70 %, middle 55 %
for name, s in dict(periods, SI=dt.date(2023, 1, 2)).items():
    e = dt.date(2024, 6, 30) if name == "custom" else END
    expected.append((f"benchmark.{name}", blend(policy, s, e)))
    expected.append((f"broad.{name}", blend({"SPY": 1.0}, s, e)))

# a recorded policy (targets by asset class: equity 60 %, bonds 25 %, cash 15 %): equity 70/30 SPY/EFA, bonds AGG, cash at
# a zero return (a constant level, so it adds its weight to each segment's growth unchanged)
def blend_with_cash(weights, cash, s, e):
    b = [s] + month_ends(s, e) + [e]
    f = 1.0
    for a, z in zip(b, b[1:]):
        f *= cash + sum(w * close_base(sym, z) / close_base(sym, a) for sym, w in weights.items())
    days = (e - s).days
    return f ** (365.0 / days) - 1 if annualised(s, e) else f - 1


recorded = {"SPY": 0.60 * 0.7, "EFA": 0.60 * 0.3, "AGG": 0.25}
for name, s in dict(periods, SI=dt.date(2023, 1, 2)).items():
    e = dt.date(2024, 6, 30) if name == "custom" else END
    expected.append((f"policy_benchmark.{name}", blend_with_cash(recorded, 0.15, s, e)))

for method in ("fifo", "average_cost"):
    sales = gains(method)
    for k, (acct, d, sym, proceeds, cost, gain) in enumerate(sales):
        expected.append((f"gains.{method}.{k}.gain", gain))
        expected.append((f"gains.{method}.{k}.cost", cost))
    for year in (2023, 2024):
        expected.append((f"gains.{method}.year.{year}", sum(g for _, d, _, _, _, g in sales if d.year == year)))

months, positions = {}, {}
for i in income:
    rate = fx(i["ccy"], i["date"])
    m = i["date"].strftime("%Y-%m")
    p = i["symbol"] or "cash"
    months[m] = months.get(m, 0.0) + (i["amount"] - i["wht"]) * rate
    positions[p] = positions.get(p, 0.0) + i["amount"] * rate
for m, v in sorted(months.items()):
    expected.append((f"income.month.{m}.net", v))
for p, v in sorted(positions.items()):
    expected.append((f"income.position.{p}.gross", v))

with open(os.path.join(root, "expected.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["key", "value"])
    for k, v in expected:
        w.writerow([k, repr(v)])
print(len(expected), "values written")
