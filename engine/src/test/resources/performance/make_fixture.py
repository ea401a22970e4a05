"""Writes the input fixture of PerformanceReferenceTest (issue 25, docs/performance.md): two years of daily closes, an
exchange-rate series and a small client book that covers a deposit and trades on the same day as a valuation, a full
withdrawal of one account (its value goes to zero, then money comes back), a position in euros in a euro account of a
dollar client, a 2-for-1 split and dividends with tax withheld. Prices are a seeded random walk (numpy), not market data.

Command that produced the CSV files next to this script:
    python3 engine/src/test/resources/performance/make_fixture.py engine/src/test/resources/performance
"""
import csv
import datetime as dt
import os
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(20260125)
start, end = dt.date(2023, 1, 2), dt.date(2024, 12, 31)
days = [start + dt.timedelta(d) for d in range((end - start).days + 1)]
weekdays = [d for d in days if d.weekday() < 5]

# symbol -> (currency, first close, daily drift, daily vol, dates left out (holidays of that market))
spec = {
    "SPY": ("USD", 380.0, 0.0004, 0.011, {dt.date(2023, 7, 4), dt.date(2024, 7, 4)}),
    "EFA": ("USD", 65.0, 0.0002, 0.010, {dt.date(2023, 7, 4), dt.date(2024, 7, 4)}),
    "AGG": ("USD", 98.0, 0.0001, 0.004, {dt.date(2023, 7, 4), dt.date(2024, 7, 4)}),
    "ABC": ("USD", 50.0, 0.0005, 0.018, {dt.date(2023, 7, 4), dt.date(2024, 7, 4)}),
    "SAP": ("EUR", 95.0, 0.0006, 0.015, {dt.date(2023, 5, 1), dt.date(2024, 5, 1)}),
}
closes = {}
with open(os.path.join(out, "prices.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["symbol", "currency", "date", "close"])
    for sym, (ccy, p0, mu, vol, holidays) in spec.items():
        p = p0
        closes[sym] = {}
        for d in weekdays:
            if d in holidays:
                continue
            p = p * float(np.exp(mu + vol * rng.standard_normal()))
            if sym == "ABC" and d == dt.date(2024, 6, 3):
                p = p / 2  # the 2-for-1 split: the traded close halves
            c = round(p, 2)
            closes[sym][d] = c
            w.writerow([sym, ccy, d.isoformat(), f"{c:.2f}"])

with open(os.path.join(out, "fx.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["base", "quote", "date", "rate"])
    r = 1.07
    for d in weekdays:
        r = r * float(np.exp(0.00003 + 0.004 * rng.standard_normal()))
        w.writerow(["EUR", "USD", d.isoformat(), f"{r:.5f}"])


def c(sym, y, m, d):
    return closes[sym][dt.date(y, m, d)]


trades = [  # account, date, symbol, side, quantity, fees, currency
    ("a1", (2023, 1, 3), "SPY", "BUY", 100, 5.0, "USD"),
    ("a1", (2023, 1, 3), "ABC", "BUY", 200, 5.0, "USD"),
    ("a1", (2023, 3, 15), "ABC", "BUY", 100, 5.0, "USD"),
    ("a1", (2023, 6, 1), "AGG", "BUY", 150, 4.0, "USD"),
    ("a1", (2023, 9, 1), "ABC", "SELL", 150, 5.0, "USD"),
    ("a1", (2024, 7, 1), "ABC", "SELL", 200, 5.0, "USD"),
    ("a2", (2023, 2, 1), "SAP", "BUY", 300, 7.5, "EUR"),
    ("a2", (2023, 10, 2), "SAP", "SELL", 300, 7.5, "EUR"),
    ("a2", (2024, 2, 1), "SAP", "BUY", 200, 7.5, "EUR"),
    ("a2", (2024, 9, 2), "SAP", "SELL", 50, 7.5, "EUR"),
]
with open(os.path.join(out, "transactions.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["account_id", "trade_date", "symbol", "side", "quantity", "price", "fees", "currency"])
    for a, d, s, side, q, fee, ccy in trades:
        w.writerow([a, dt.date(*d).isoformat(), s, side, q, f"{c(s, *d):.2f}", fee, ccy])

# a2's cash after selling everything on 2023-10-02 (with the net dividend of 2023-05-19): withdrawn in full on 2023-10-03
a2_cash = 50000.0 - (300 * c("SAP", 2023, 2, 1) + 7.5) + (660.00 - 174.08) + (300 * c("SAP", 2023, 10, 2) - 7.5)
flows = [
    ("a1", "2023-01-03", "100000.00", "USD"),
    ("a1", "2023-06-01", "20000.00", "USD"),      # a deposit on a valuation day, invested the same day
    ("a1", "2024-03-01", "-15000.00", "USD"),
    ("a2", "2023-02-01", "50000.00", "EUR"),
    ("a2", "2023-10-03", repr(-a2_cash), "EUR"),  # the full withdrawal: the account's value goes to zero
    ("a2", "2024-02-01", "30000.00", "EUR"),      # money comes back
]
with open(os.path.join(out, "cash_flows.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["account_id", "flow_date", "amount", "currency"])
    w.writerows(flows)

with open(os.path.join(out, "income.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["account_id", "pay_date", "symbol", "kind", "amount", "withholding_tax", "currency"])
    w.writerow(["a1", "2023-03-15", "ABC", "dividend", "100.00", "15.00", "USD"])
    w.writerow(["a1", "2023-06-15", "ABC", "dividend", "150.00", "22.50", "USD"])
    w.writerow(["a1", "2023-09-15", "SPY", "dividend", "160.00", "0", "USD"])
    w.writerow(["a1", "2024-06-28", "ABC", "dividend", "160.00", "24.00", "USD"])
    w.writerow(["a1", "2024-12-31", "", "interest", "42.10", "0", "USD"])
    w.writerow(["a2", "2023-05-19", "SAP", "dividend", "660.00", "174.08", "EUR"])
    w.writerow(["a2", "2024-05-17", "SAP", "dividend", "440.00", "116.05", "EUR"])

with open(os.path.join(out, "splits.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["symbol", "date", "factor"])
    w.writerow(["ABC", "2024-06-03", "2"])
