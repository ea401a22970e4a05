package com.bpidesk.app.analysis;

import com.bpidesk.app.client.briefing.AnalysisResult;
import com.bpidesk.app.format.Formats;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.format.Meanings;
import com.bpidesk.app.format.TextColumns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * Renders the {@code ic_briefing} (A3) readably from the typed result records ({@link AnalysisResult}): one titled section
 * per agent ({@code #briefing-<agent>}) with key figures, tables, a small chart where it helps, and the synthesis's ranked
 * findings and review items.
 */
public final class BriefingRenderer {

    private static final Formats F = Formats.app();
    private static final Meanings MEANINGS = new Meanings(F);

    private BriefingRenderer() {
    }

    public static List<Node> render(AnalysisResult result) {
        AnalysisResult.Briefing b = result.icBriefing();
        List<Node> out = new ArrayList<>();
        String source = result.dataSource();
        // the job's id is the engine's key, not something a reader looks for: the date says which analysis this is
        Label banner = new Label(("demo".equals(source) ? "DEMO DATA (simulated prices) · " : "Data: " + Labels.of(source) + " · ")
                + "prices as of " + F.date(result.asOf()));
        banner.setId("briefing-data-source");
        banner.getStyleClass().add("section-title");
        out.add(banner);
        if (b == null) {
            return out;
        }
        // what the figures cannot be trusted for (out-of-date prices, demo data in a real analysis, import warnings) first
        List<String> warnings = b.portfolioAnalyst() == null ? List.of() : list(b.portfolioAnalyst().dataWarnings());
        if (!warnings.isEmpty()) {
            VBox w = box();
            w.setId("briefing-data-warnings");
            w.getChildren().add(heading("Data warnings"));
            warnings.forEach(x -> w.getChildren().add(text("⚠ " + x)));
            out.add(w);
        }
        out.add(section("synthesis_agent", synthesis(b.synthesisAgent())));
        String currency = b.portfolioAnalyst() == null ? null : b.portfolioAnalyst().baseCurrency();
        out.add(fxRates(b.portfolioAnalyst()));
        out.add(section("portfolio_analyst", portfolio(b.portfolioAnalyst())));
        out.add(section("risk_manager", risk(b.riskManager(), currency)));
        out.add(section("factor_quant", factor(b.factorQuant())));
        out.add(section("sector_specialist", sector(b.sectorSpecialist())));
        out.add(section("macro_strategist", macro(b.macroStrategist())));
        out.add(section("behavioral_agent", behavioral(b.behavioralAgent())));
        return out;
    }

    /** The agent's section, titled as the progress table names the agent ({@link Labels}). */
    private static TitledPane section(String agent, Node content) {
        TitledPane p = new TitledPane(Labels.of(agent), content);
        p.setId("briefing-" + agent);
        p.setExpanded(true);
        return p;
    }

    private static Node synthesis(AnalysisResult.Synthesis s) {
        VBox v = box();
        if (s == null) {
            return v;
        }
        v.getChildren().add(figures("Posture", Labels.of(s.posture()), "Findings", str(s.findingsTotal())));
        v.getChildren().add(text(str(s.postureRationale())));
        v.getChildren().add(heading("Top findings (ranked by severity)"));
        v.getChildren().add(table("synthesis-findings", s.topFindings(),
                col("#", 40, (AnalysisResult.RankedFinding n) -> str(n.rank())), col("Severity", 90, n -> Labels.of(n.severity())),
                col("Agent", 170, n -> Labels.of(n.agent())), col("Finding", 300, n -> str(n.title()))));
        v.getChildren().add(heading("Review items for the advisor (proposals)"));
        for (AnalysisResult.ReviewItem item : list(s.reviewItems())) {
            String env = item.envelope() == null ? "" : " · compliance envelope: " + Labels.of(item.disposition());
            v.getChildren().add(text("• " + str(item.proposal()) + " (" + Labels.of(item.sourceAgent()) + env + ")"));
        }
        v.getChildren().add(heading("Disclaimers"));
        list(s.disclaimers()).forEach(d -> v.getChildren().add(text(d)));
        return v;
    }

    private static Node portfolio(AnalysisResult.PortfolioAnalyst p) {
        VBox v = box();
        if (p == null) {
            return v;
        }
        AnalysisResult.Concentration c = p.concentration() == null
                ? new AnalysisResult.Concentration(null, null, null, null, null) : p.concentration();
        String ccy = p.baseCurrency();
        v.getChildren().add(figures("Market value", money(p.totalMarketValue(), ccy), "Unrealized P&L",
                money(p.totalUnrealizedPnl(), ccy) + " (" + pct(p.totalUnrealizedPnlPct()) + ")",
                "Top-5 weight", pct(c.top5Weight())));
        // the meaning of the concentration index, the index itself in the tooltip (issue 27)
        v.getChildren().add(meaning("briefing-diversification", MEANINGS.diversification(c.hhi())));
        v.getChildren().add(table("portfolio-positions", p.positions(), col("Symbol", (AnalysisResult.Position n) -> str(n.symbol())),
                col("Weight", n -> pct(n.weight())), col("Value", n -> money(n.marketValue(), ccy)),
                col("Price", n -> money(n.price(), ccy)), col("Price date", n -> n.priceDate() == null ? "" : F.date(n.priceDate())),
                col("Unrealized P&L", n -> money(n.unrealizedPnl(), ccy)), col("P&L %", n -> pct(n.unrealizedPnlPct()))));
        return v;
    }

    private static Node risk(AnalysisResult.RiskManager r, String ccy) {
        VBox v = box();
        if (r == null) {
            return v;
        }
        v.getChildren().add(figures("Volatility (ann.)", pct(r.volatilityAnnual()), "Benchmark vol", pct(r.benchmarkVolatilityAnnual()),
                "Beta", num(r.beta(), 2), "Correlation", num(r.correlation(), 2)));
        if (!list(r.staleSymbols()).isEmpty()) {
            Label left = text("Left out of these figures because their last price is out of date: " + String.join(", ", r.staleSymbols())
                    + (r.coveredWeight() == null ? "" : "; the figures describe " + pct(r.coveredWeight()) + " of the portfolio's value."));
            left.setId("briefing-risk-left-out");
            v.getChildren().add(left);
        }
        v.getChildren().add(table("risk-var", r.valueAtRisk(), col("Method", (AnalysisResult.VarRow n) -> Labels.of(n.method())),
                col("Confidence", n -> pct(n.confidence())), col("Horizon (days)", n -> str(n.horizonDays())),
                col("VaR", n -> pct(n.var())), col("ES", n -> pct(n.expectedShortfall())), col("VaR amount", n -> money(n.varAmount(), ccy))));
        v.getChildren().add(table("risk-drawdowns", r.maxDrawdown(), col("Window", (AnalysisResult.Drawdown n) -> str(n.window())),
                col("Max drawdown", n -> pct(n.maxDrawdown())), col("Peak", n -> F.date(n.peakDate())),
                col("Trough", n -> F.date(n.troughDate())), col("Recovered", n -> n.recoveryDate() == null ? "not yet" : F.date(n.recoveryDate()))));
        v.getChildren().add(bars("Risk contribution (share of volatility), top 10", r.riskContributions(),
                AnalysisResult.RiskContribution::symbol, AnalysisResult.RiskContribution::shareOfRisk, 10));
        v.getChildren().add(table("risk-stress", r.stressTests(), col("Window", (AnalysisResult.StressWindow n) -> str(n.name())),
                col("From", n -> F.date(n.start())), col("To", n -> F.date(n.end())),
                col("Portfolio", n -> pct(n.portfolioReturn())), col("Benchmark", n -> pct(n.benchmarkReturn()))));
        return v;
    }

    private static Node factor(AnalysisResult.FactorQuant f) {
        VBox v = box();
        if (f == null) {
            return v;
        }
        v.getChildren().add(figures("R²", num(f.rSquared(), 3), "Alpha (ann.)", pct(f.alphaAnnual()),
                "Observations", str(f.observations())));
        v.getChildren().add(table("factor-exposures", f.exposures(), col("Factor", (AnalysisResult.FactorExposure n) -> Labels.of(n.factor())),
                col("Beta", n -> num(n.beta(), 3)), col("t-stat", n -> num(n.tStat(), 2)),
                col("Significant", n -> Boolean.TRUE.equals(n.significant()) ? "yes" : "no")));
        v.getChildren().add(text(str(f.construction())));
        return v;
    }

    private static Node sector(AnalysisResult.SectorSpecialist s) {
        VBox v = box();
        if (s == null) {
            return v;
        }
        v.getChildren().add(bars("Active sector weight vs benchmark", s.sectors(), AnalysisResult.Exposure::name,
                AnalysisResult.Exposure::activeWeight, 12));
        v.getChildren().add(table("sector-table", s.sectors(), col("Sector", (AnalysisResult.Exposure n) -> str(n.name())),
                col("Portfolio", n -> pct(n.portfolioWeight())), col("Benchmark", n -> pct(n.benchmarkWeight())),
                col("Active", n -> pct(n.activeWeight())), col("", n -> Labels.of(n.position()))));
        if (!list(s.unclassifiedSymbols()).isEmpty()) {
            v.getChildren().add(text("Unclassified: " + String.join(", ", s.unclassifiedSymbols())));
        }
        return v;
    }

    private static Node macro(AnalysisResult.MacroStrategist m) {
        VBox v = box();
        if (m == null) {
            return v;
        }
        AnalysisResult.Regime r = m.regime() == null ? new AnalysisResult.Regime(null, null, null, null) : m.regime();
        AnalysisResult.Fit fit = m.fit() == null ? new AnalysisResult.Fit(null, null, null) : m.fit();
        v.getChildren().add(figures("Regime", Labels.of(r.regime()), "Confidence", pct(r.confidence())));
        v.getChildren().add(meaning("briefing-sector-fit", MEANINGS.sectorFit(fit.sectorFit())));
        if (m.dataSource() != null) {
            Label src = text(("demo".equals(m.dataSource()) ? "Economic data: DEMO (simulated series)"
                    : "Economic data: " + Labels.of(m.dataSource())) + (m.asOf() == null ? "" : " · latest reading " + F.date(m.asOf())));
            src.setId("briefing-macro-source");
            v.getChildren().add(src);
        }
        v.getChildren().add(text(str(fit.assessment())));
        v.getChildren().add(table("macro-readings", m.readings(), col("Series", (AnalysisResult.Reading n) -> str(n.title())),
                col("Category", n -> Labels.of(n.category())), col("Value", n -> num(n.value(), 2)),
                col("Change", n -> num(n.change(), 2)), col("Significance", n -> num(n.significance(), 2))));
        return v;
    }

    private static Node behavioral(AnalysisResult.BehavioralAgent b) {
        VBox v = box();
        if (b == null) {
            return v;
        }
        if (list(b.flags()).isEmpty()) {
            v.getChildren().add(text("No behavioral flags raised."));
        }
        list(b.flags()).forEach(f -> v.getChildren().add(text("• " + Labels.of(f.code()) + " (" + Labels.of(f.severity()).toLowerCase(Locale.ROOT) + ")"
                + ": " + str(f.explanation()))));
        v.getChildren().add(text(b.note() == null ? "" : b.note()));
        return v;
    }

    // helpers

    private static VBox box() {
        VBox v = new VBox(8);
        v.setPadding(new Insets(8));
        return v;
    }

    private static Label heading(String t) {
        Label l = new Label(t);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static Label text(String t) {
        Label l = new Label(t);
        l.setWrapText(true);
        return l;
    }

    /** Key figures as label/value pairs. */
    /** A statistic's meaning as a line of text, the figure behind it in the tooltip; nothing when there is no figure. */
    private static Node meaning(String id, Meanings.Meaning m) {
        if (m.text().isEmpty()) {
            return new VBox();
        }
        Label l = text(Character.toUpperCase(m.text().charAt(0)) + m.text().substring(1) + ".");
        l.setId(id);
        Tooltip figure = new Tooltip(m.detail());
        figure.setWrapText(true);
        figure.setMaxWidth(420);
        l.setTooltip(figure);
        return l;
    }

    private static FlowPane figures(String... pairs) {
        FlowPane f = new FlowPane(24, 8);
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            Label name = new Label(pairs[i]);
            name.getStyleClass().add("figure-label");
            Label value = new Label(pairs[i + 1]);
            value.getStyleClass().add("figure-value");
            value.setStyle("-fx-font-size: 1.3em; -fx-font-weight: bold;");
            f.getChildren().add(new VBox(2, name, value));
        }
        return f;
    }

    private record Col<T>(String name, double width, Function<T, String> value) {
    }

    /** A column at least as wide as its header. */
    private static <T> Col<T> col(String name, Function<T, String> value) {
        return new Col<>(name, Math.max(60, 9 * name.length() + 24), value);
    }

    private static <T> Col<T> col(String name, double width, Function<T, String> value) {
        return new Col<>(name, width, value);
    }

    @SafeVarargs
    private static <T> TableView<T> table(String id, List<T> rows, Col<T>... cols) {
        TableView<T> t = new TableView<>();
        t.setId(id);
        t.getItems().addAll(list(rows));
        for (Col<T> c : cols) {
            // text wraps in its cell (the row grows) instead of being cut with an ellipsis (issue 13)
            t.getColumns().add(TextColumns.wrapping(c.name(), c.value(), c.width()));
        }
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setPrefHeight(Math.min(320, 30 + 26 * Math.max(1, t.getItems().size())));
        return t;
    }

    private static <T> BarChart<String, Number> bars(String title, List<T> rows, Function<T, String> label, Function<T, Double> value, int max) {
        CategoryAxis x = new CategoryAxis();
        NumberAxis y = new NumberAxis();
        y.setLabel("%");
        BarChart<String, Number> chart = new BarChart<>(x, y);
        chart.setTitle(title);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setPrefHeight(240);
        XYChart.Series<String, Number> s = new XYChart.Series<>();
        int i = 0;
        for (T n : list(rows)) {
            if (i++ >= max) {
                break;
            }
            Double v = value.apply(n);
            s.getData().add(new XYChart.Data<>(str(label.apply(n)), v == null ? 0 : 100 * v));
        }
        chart.getData().add(s);
        return chart;
    }

    private static <T> List<T> list(List<T> l) {
        return l == null ? List.of() : l;
    }

    private static String str(Object o) {
        return o == null ? "" : o.toString();
    }

    static String pct(Double n) {
        return n != null && Double.isFinite(n) ? F.percent(n, 2) : "n/a";
    }

    static String num(Double n, int decimals) {
        return n != null && Double.isFinite(n) ? F.number(n, decimals) : "n/a";
    }

    /** Money in the briefing's base currency, through the app's one money format. */
    static String money(Double n, String currency) {
        return com.bpidesk.app.format.Formats.app().money(n, currency);
    }

    /**
     * The currency line above the sections ({@code #briefing-fx-rates}): the base currency of every amount and, when
     * holdings were converted, each rate with its date and source, as the engine used them.
     */
    static Label fxRates(AnalysisResult.PortfolioAnalyst p) {
        var f = com.bpidesk.app.format.Formats.app();
        String base = p == null || p.baseCurrency() == null ? "the holdings' currency" : p.baseCurrency();
        List<String> parts = new ArrayList<>();
        for (AnalysisResult.FxRate r : p == null ? List.<AnalysisResult.FxRate>of() : list(p.fxRates())) {
            parts.add("1 " + r.currency() + " = " + (r.rate() == null ? "n/a" : f.number(r.rate(), 4)) + " " + base + " on "
                    + f.date(r.rateDate()) + " (" + ("demo".equals(r.source()) ? "demo rates, simulated" : str(r.source())) + ")");
        }
        Label l = new Label("Amounts in " + base + (parts.isEmpty() ? " (no conversion needed)." : ". Exchange rates: "
                + String.join(" · ", parts) + "."));
        l.setId("briefing-fx-rates");
        l.setWrapText(true);
        l.getStyleClass().add("hint");
        return l;
    }
}
