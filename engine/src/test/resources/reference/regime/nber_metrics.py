#!/usr/bin/env python3
"""Independent scoring of regime-backtest output against NBER recession months (issue 30, ADR 0200); standard library.

Commands that produced the table in docs/market-data.md "NBER comparison" (repository root, engine built with
`mvn -o -q -DskipTests -pl engine -am package`):
    java -cp "engine/target/classes:engine/target/lib/*" com.bpidesk.engine.cli.EngineCli regime-backtest \
        ../shared/data/macro --prices ../shared/data/prices/yfinance_autoadjust_to_2026/SPY.csv --nber > after.txt
    python3 engine/src/test/resources/reference/regime/nber_metrics.py after.txt 1   # published (persistence)
    python3 engine/src/test/resources/reference/regime/nber_metrics.py after.txt 2   # raw classifier
  and, for "before", the same regime-backtest with --from 1976-01 --to 2026-01 (no --nber) built at commit 70b30e7:
    python3 engine/src/test/resources/reference/regime/nber_metrics.py before.txt 1

Arguments: the backtest output and the column (0-based, whitespace split) holding the regime. A recession call is
risk_off, slowdown or stagflation; months labelled insufficient_data are left out of recall/specificity but count for
label changes. NBER peaks and troughs (https://www.nber.org/research/data/us-business-cycle-expansions-and-contractions),
peak to trough inclusive.
"""
import re
import sys

NBER = [("1980-01", "1980-07"), ("1981-07", "1982-11"), ("1990-07", "1991-03"),
        ("2001-03", "2001-11"), ("2007-12", "2009-06"), ("2020-02", "2020-04")]
CALLS = {"risk_off", "slowdown", "stagflation"}


def main(path, col):
    rows = []
    with open(path) as f:
        for line in f:
            if re.match(r"^\d{4}-\d{2}-\d{2} ", line):
                t = line.split()
                rows.append((t[0][:7], t[col]))
    tp = fn = tn = fp = 0
    changes = sum(1 for i in range(1, len(rows)) if rows[i][1] != rows[i - 1][1])
    for month, regime in rows:
        if regime == "insufficient_data":
            continue
        rec = any(a <= month <= b for a, b in NBER)
        call = regime in CALLS
        if rec:
            tp, fn = tp + call, fn + (not call)
        else:
            fp, tn = fp + call, tn + (not call)
    recall = tp / (tp + fn)
    spec = tn / (tn + fp)
    print("months %d classified %d recession %d called %d recall %.3f specificity %.3f balanced %.3f changes %d per_year %.2f"
          % (len(rows), tp + fn + tn + fp, tp + fn, tp, recall, spec, (recall + spec) / 2, changes, changes / (len(rows) / 12)))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1)
