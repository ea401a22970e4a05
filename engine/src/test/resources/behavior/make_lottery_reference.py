"""Kumar (2009) lottery characteristics of the real 2020-2025 equities, independently of the engine (issue 30, ADR 0210).

Written by:  python3 engine/src/test/resources/behavior/make_lottery_reference.py ../shared/data/prices/yahoo_style_2020_2025 \
                 > engine/src/test/resources/behavior/lottery_reference.csv
(run from the repository root; the price directory is the shared data's, see ../shared/data/SOURCES.md). Needs numpy.

For each equity: the last 126 daily simple returns on Close (Adj Close == Close in these files) ending at the common last
date, the market model on SPY's returns of the same dates by least squares, residuals e; idiosyncratic volatility
sqrt(mean(e^2)); idiosyncratic skewness adjusted Fisher-Pearson, sqrt(n(n-1))/(n-2) * m3/m2^1.5 (scipy.stats.skew,
bias=False); the last close. Kumar's rule flags price below the median and both figures above their medians
(kumar_rule); ADR 0210 also requires positive skewness (lottery_like).
"""
import sys
from pathlib import Path

import numpy as np

EQUITIES = ["AAPL", "MSFT", "NVDA", "JPM", "XOM", "AMZN", "GOOGL", "META", "JNJ", "PG", "KO"]
WINDOW = 126


def closes(path):
    out = {}
    lines = Path(path).read_text().splitlines()
    header = lines[0].split(",")
    c = header.index("Close")
    for line in lines[1:]:
        f = line.split(",")
        out[f[0][:10]] = float(f[c])
    return out


base = Path(sys.argv[1])
spy = closes(base / "SPY.csv")
rows = {}
for sym in EQUITIES:
    px = closes(base / f"{sym}.csv")
    dates = sorted(d for d in px if d in spy)
    last = dates[-(WINDOW + 1):]
    s = np.array([px[d] for d in last])
    m = np.array([spy[d] for d in last])
    y = s[1:] / s[:-1] - 1
    x = m[1:] / m[:-1] - 1
    beta = ((x - x.mean()) * (y - y.mean())).sum() / ((x - x.mean()) ** 2).sum()
    alpha = y.mean() - beta * x.mean()
    e = y - alpha - beta * x
    n = len(e)
    m2 = (e ** 2).mean()
    m3 = ((e - e.mean()) ** 3).mean()
    m2c = ((e - e.mean()) ** 2).mean()
    skew = np.sqrt(n * (n - 1)) / (n - 2) * m3 / m2c ** 1.5
    rows[sym] = (s[-1], np.sqrt(m2), skew, last[-1])

med = [float(np.median([r[k] for r in rows.values()])) for k in range(3)]
print("symbol,as_of,price,idio_vol,idio_skew,kumar_rule,lottery_like")
for sym, (p, v, k, d) in rows.items():
    kumar = p < med[0] and v > med[1] and k > med[2]
    print(f"{sym},{d},{p:.10g},{v:.12g},{k:.12g},{str(kumar).lower()},{str(kumar and k > 0).lower()}")
print(f"# medians: price {med[0]:.10g}, idio_vol {med[1]:.12g}, idio_skew {med[2]:.12g}")
