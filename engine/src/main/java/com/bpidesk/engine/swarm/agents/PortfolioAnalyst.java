package com.bpidesk.engine.swarm.agents;

import com.bpidesk.engine.swarm.briefing.PortfolioAnalystSection;

import com.bpidesk.engine.swarm.facts.FactBase;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * {@code portfolio_analyst}: valuation and P&L per position from cost basis, totals, top holdings,
 * concentration and winners/losers. Concentration: Herfindahl-Hirschman index HHI = sum w_i^2, effective
 * number of holdings 1 / HHI (Woerheide and Persson, "An index of portfolio diversification", Financial
 * Services Review 2, 1993), and the top-5 weight.
 */
public final class PortfolioAnalyst implements Agent {

    public static final String NAME = "portfolio_analyst";
    public static final int TOP = 10;
    public static final int WINNERS = 5;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public AgentResult<PortfolioAnalystSection> run(FactBase f) {
        List<PortfolioAnalystSection.PositionRow> rows = f.holdings().stream().map(PortfolioAnalyst::row)
                .sorted(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::weight).reversed()).toList();
        double cost = f.holdings().stream().mapToDouble(FactBase.Holding::costValue).sum();
        double pnl = f.totalValue() - cost;
        PortfolioAnalystSection.Concentration c = concentration(f.weights(), rows);
        List<PortfolioAnalystSection.PositionRow> winners = rows.stream().filter(r -> r.unrealizedPnlPct() != null && r.unrealizedPnlPct() > 0)
                .sorted(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::unrealizedPnlPct).reversed()).limit(WINNERS).toList();
        List<PortfolioAnalystSection.PositionRow> losers = rows.stream().filter(r -> r.unrealizedPnlPct() != null && r.unrealizedPnlPct() < 0)
                .sorted(Comparator.comparingDouble(PortfolioAnalystSection.PositionRow::unrealizedPnlPct)).limit(WINNERS).toList();
        PortfolioAnalystSection s = new PortfolioAnalystSection(f.asOf(), f.dataSource(), rows.size(), f.totalValue(), cost, pnl,
                cost > 0 ? pnl / cost : null, f.statedTotalValue(), rows, rows.subList(0, Math.min(TOP, rows.size())),
                c, winners, losers, f.warnings(), f.money().baseCurrency(),
                f.money().converted() ? f.money().rates().stream().map(r -> new PortfolioAnalystSection.FxRateUsed(r.currency(),
                        r.rate(), r.rateDate(), r.source(), r.chain())).toList() : List.of());

        List<Finding> findings = new ArrayList<>();
        if (c.largestWeight() >= 0.10) {
            findings.add(new Finding(NAME, c.largestWeight() >= 0.20 ? 3 : 2,
                    "Largest position " + c.largestSymbol() + " is " + Num.pct(c.largestWeight()) + " of the portfolio",
                    "largest_weight", c.largestWeight(), c.largestSymbol()));
        }
        if (c.top5Weight() >= 0.50 && rows.size() > 5) {
            findings.add(new Finding(NAME, c.top5Weight() >= 0.70 ? 3 : 2,
                    "Top five holdings are " + Num.pct(c.top5Weight()) + " of the portfolio", "top5_weight", c.top5Weight(), null));
        }
        if (rows.size() > 1 && c.effectiveHoldings() < 10) {
            findings.add(new Finding(NAME, c.effectiveHoldings() < 5 ? 2 : 1,
                    "Effective number of holdings is " + Num.fmt(c.effectiveHoldings(), 1) + " (HHI " + Num.fmt(c.hhi(), 3) + ")",
                    "effective_holdings", c.effectiveHoldings(), null));
        }
        f.warnings().forEach(w -> findings.add(new Finding(NAME, 1, w, "data_warning", null, null)));
        String ccy = f.money().baseCurrency();
        // money as every screen writes it (code and thousands separators): the app shows this line as it is
        String summary = String.format(java.util.Locale.ROOT, "%d positions worth %s; unrealized P&L %s (%s); top-5 weight %s; effective holdings %.1f",
                rows.size(), Num.money(f.totalValue(), ccy), Num.money(pnl, ccy), cost > 0 ? Num.pct(pnl / cost) : "n/a", Num.pct(c.top5Weight()),
                c.effectiveHoldings());
        return new AgentResult<>(s, summary, findings);
    }

    static PortfolioAnalystSection.PositionRow row(FactBase.Holding h) {
        return new PortfolioAnalystSection.PositionRow(h.symbol(), h.name(), h.assetClass(), h.shares(), h.costBasis(), h.price(), h.priceDate(),
                h.marketValue(), h.weight(), h.unrealizedPnl(), Num.of(h.unrealizedPnlPct()));
    }

    /** HHI, effective N, top-5 weight and the largest position, from weights and rows sorted by weight. */
    static PortfolioAnalystSection.Concentration concentration(double[] weights, List<PortfolioAnalystSection.PositionRow> sortedRows) {
        double hhi = 0;
        for (double w : weights) {
            hhi += w * w;
        }
        double top5 = sortedRows.stream().limit(5).mapToDouble(PortfolioAnalystSection.PositionRow::weight).sum();
        PortfolioAnalystSection.PositionRow largest = sortedRows.get(0);
        return new PortfolioAnalystSection.Concentration(hhi, 1 / hhi, top5, largest.symbol(), largest.weight());
    }
}
