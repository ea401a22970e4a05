"""Reference p-values of Fisher's exact test (two-sided) for the disposition effect's 2x2 table {{RG, PG}, {RL, PL}}.

Written by:  python3 engine/src/test/resources/behavior/make_fisher_reference.py > engine/src/test/resources/behavior/fisher_reference.csv
Needs scipy (scipy.stats.fisher_exact, alternative='two-sided'); independent of the engine's Stats.fisherExactTwoSided.
The tables: small hand-chosen cases, Fisher's tea-tasting table, the single-loss upload of issue 30 (one realised loss,
nothing else at a loss), and a large table where the normal approximation and the exact test agree closely.
"""
from scipy.stats import fisher_exact

TABLES = [
    (2, 2, 1, 4),      # DnaScorerTest's hand-worked history: RG=2 PG=2 RL=1 PL=4
    (3, 1, 1, 3),      # Fisher's lady tasting tea
    (1, 9, 11, 3),
    (0, 12, 1, 0),     # a single realised loss, every gain held: the issue-30 upload
    (5, 7, 1, 0),
    (7, 3, 2, 8),
    (10, 20, 2, 30),
    (3, 10, 0, 7),
    (1, 1, 1, 1),
    (50, 40, 30, 80),
    (100, 900, 60, 1100),
    (0, 5, 0, 5),
]

print("rg,pg,rl,pl,p_two_sided")
for rg, pg, rl, pl in TABLES:
    p = fisher_exact([[rg, pg], [rl, pl]], alternative="two-sided").pvalue
    print(f"{rg},{pg},{rl},{pl},{p:.15g}")
