#!/usr/bin/env python3
"""Independent reference values for RegimeDatesTest (issue 30, ADR 0200), standard library only.

Command that produced the values pinned in RegimeDatesTest (run from the repository root):
    python3 engine/src/test/resources/reference/regime/make_regime_reference.py ../shared/data/macro/fred

Reads the real FRED files, finds every observation by its calendar date (a dict keyed by 'YYYY-MM-01'), and prints:
- CPI y/y of Oct 2022 and Jul 2022 by calendar month, and the 13-month change a position-based "y/y" gives once the
  2022-03 row is removed;
- CPI y/y of Sep 1996 (the reading as of 31 Oct 1996) unrounded, against the documented 3 % overheating threshold;
- the Sahm indicator of Sep 2008 unrounded: mean(UNRATE Jul..Sep 2008) - min over the 3-month means ending Jul 2007..Jun 2008;
- the UNRATE 3-month change of Oct 2022 (growth input).
"""
import csv
import sys
from pathlib import Path


def load(path):
    with open(path) as f:
        rows = list(csv.reader(f))[1:]
    return {r[0][:10]: float(r[1]) for r in rows if r[1] not in ("", ".")}


def month(y, m):
    while m <= 0:
        y, m = y - 1, m + 12
    return "%04d-%02d-01" % (y, m)


def yoy(d, y, m):
    return 100 * (d[month(y, m)] / d[month(y - 1, m)] - 1)


def avg3(d, y, m):
    return (d[month(y, m)] + d[month(y, m - 1)] + d[month(y, m - 2)]) / 3


def main(folder):
    cpi = load(Path(folder) / "CPIAUCSL.csv")
    un = load(Path(folder) / "UNRATE.csv")
    print("cpi_yoy_2022_10 %.12f" % yoy(cpi, 2022, 10))
    print("cpi_yoy_2022_07 %.12f" % yoy(cpi, 2022, 7))
    # position-based with 2022-03 removed: the row 12 places before Oct 2022 is Sep 2021
    print("cpi_13m_2022_10 %.12f" % (100 * (cpi["2022-10-01"] / cpi["2021-09-01"] - 1)))
    print("cpi_yoy_1996_09 %.12f" % yoy(cpi, 1996, 9))
    print("cpi_yoy_1996_09_rounded %.2f" % yoy(cpi, 1996, 9))
    now = avg3(un, 2008, 9)
    low = min(avg3(un, 2008, 9 - k) for k in range(3, 15))
    print("sahm_2008_09 %.12f" % (now - low))
    print("unrate_3m_change_2022_10 %.12f" % (un["2022-10-01"] - un["2022-07-01"]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/data/macro/fred")
