package com.bpidesk.app.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * Renders the {@code ic_briefing} (A3) readably: one titled section per agent ({@code #briefing-<agent>}) with key
 * figures, tables, a small chart where it helps, and the synthesis's ranked findings and review items.
 */
public final class BriefingRenderer {

    private BriefingRenderer() {
    }

    public static List<Node> render(JsonNode result) {
        JsonNode b = result.path("ic_briefing");
        List<Node> out = new ArrayList<>();
        String source = result.path("data_source").asText();
        Label banner = new Label(("demo".equals(source) ? "DEMO DATA (simulated prices) · " : "Data: " + source + " · ")
                + "as of " + result.path("as_of").asText() + " · job " + result.path("job_id").asText());
        banner.setId("briefing-data-source");
        banner.getStyleClass().add("section-title");
        out.add(banner);
        out.add(section("synthesis_agent", "Synthesis", synthesis(b.path("synthesis_agent"))));
        out.add(section("portfolio_analyst", "Portfolio analyst", portfolio(b.path("portfolio_analyst"))));
        out.add(section("risk_manager", "Risk manager", risk(b.path("risk_manager"))));
        out.add(section("factor_quant", "Factor quant", factor(b.path("factor_quant"))));
        out.add(section("sector_specialist", "Sector specialist", sector(b.path("sector_specialist"))));
        out.add(section("macro_strategist", "Macro strategist", macro(b.path("macro_strategist"))));
        out.add(section("behavioral_agent", "Behavioral agent", behavioral(b.path("behavioral_agent"))));
        return out;
    }

    private static TitledPane section(String agent, String title, Node content) {
        TitledPane p = new TitledPane(title, content);
        p.setId("briefing-" + agent);
        p.setExpanded(true);
        return p;
    }

    private static Node synthesis(JsonNode s) {
        VBox v = box();
        v.getChildren().add(figures("Posture", s.path("posture").asText(), "Findings", s.path("findings_total").asText()));
        v.getChildren().add(text(s.path("posture_rationale").asText()));
        v.getChildren().add(heading("Top findings (ranked by severity)"));
        v.getChildren().add(table("synthesis-findings", s.path("top_findings"),
                col("#", n -> n.path("rank").asText()), col("Severity", n -> n.path("severity").asText()),
                col("Agent", n -> n.path("agent").asText().replace('_', ' ')), col("Finding", n -> n.path("title").asText())));
        v.getChildren().add(heading("Review items for the advisor (proposals)"));
        for (JsonNode item : s.path("review_items")) {
            String env = item.path("envelope").isMissingNode() ? "" : " · envelope: " + item.path("envelope").path("disposition").asText();
            v.getChildren().add(text("• " + item.path("proposal").asText() + " (" + item.path("source_agent").asText().replace('_', ' ') + env + ")"));
        }
        v.getChildren().add(heading("Disclaimers"));
        s.path("disclaimers").forEach(d -> v.getChildren().add(text(d.asText())));
        return v;
    }

    private static Node portfolio(JsonNode p) {
        VBox v = box();
        v.getChildren().add(figures("Market value", money(p.path("total_market_value")), "Unrealized P&L",
                money(p.path("total_unrealized_pnl")) + " (" + pct(p.path("total_unrealized_pnl_pct")) + ")",
                "HHI", num(p.at("/concentration/hhi"), 3), "Effective holdings", num(p.at("/concentration/effective_holdings"), 1),
                "Top-5 weight", pct(p.at("/concentration/top5_weight"))));
        v.getChildren().add(table("portfolio-positions", p.path("positions"), col("Symbol", n -> n.path("symbol").asText()),
                col("Weight", n -> pct(n.path("weight"))), col("Value", n -> money(n.path("market_value"))),
                col("Price", n -> num(n.path("price"), 2)), col("Unrealized P&L", n -> money(n.path("unrealized_pnl"))),
                col("P&L %", n -> pct(n.path("unrealized_pnl_pct")))));
        p.path("data_warnings").forEach(w -> v.getChildren().add(text("⚠ " + w.asText())));
        return v;
    }

    private static Node risk(JsonNode r) {
        VBox v = box();
        v.getChildren().add(figures("Volatility (ann.)", pct(r.path("volatility_annual")), "Benchmark vol", pct(r.path("benchmark_volatility_annual")),
                "Beta", num(r.path("beta"), 2), "Correlation", num(r.path("correlation"), 2)));
        v.getChildren().add(table("risk-var", r.path("value_at_risk"), col("Method", n -> n.path("method").asText()),
                col("Confidence", n -> pct(n.path("confidence"))), col("Horizon (days)", n -> n.path("horizon_days").asText()),
                col("VaR", n -> pct(n.path("var"))), col("ES", n -> pct(n.path("expected_shortfall"))), col("VaR amount", n -> money(n.path("var_amount")))));
        v.getChildren().add(table("risk-drawdowns", r.path("max_drawdown"), col("Window", n -> n.path("window").asText()),
                col("Max drawdown", n -> pct(n.path("max_drawdown"))), col("Peak", n -> n.path("peak_date").asText()),
                col("Trough", n -> n.path("trough_date").asText()), col("Recovered", n -> n.path("recovery_date").asText("not yet"))));
        v.getChildren().add(bars("Risk contribution (share of volatility), top 10", r.path("risk_contributions"), "symbol", "share_of_risk", 10));
        v.getChildren().add(table("risk-stress", r.path("stress_tests"), col("Window", n -> n.path("name").asText()),
                col("From", n -> n.path("start").asText()), col("To", n -> n.path("end").asText()),
                col("Portfolio", n -> pct(n.path("portfolio_return"))), col("Benchmark", n -> pct(n.path("benchmark_return")))));
        return v;
    }

    private static Node factor(JsonNode f) {
        VBox v = box();
        v.getChildren().add(figures("R²", num(f.path("r_squared"), 3), "Alpha (ann.)", pct(f.path("alpha_annual")),
                "Observations", f.path("observations").asText()));
        v.getChildren().add(table("factor-exposures", f.path("exposures"), col("Factor", n -> n.path("factor").asText().replace('_', ' ')),
                col("Beta", n -> num(n.path("beta"), 3)), col("t-stat", n -> num(n.path("t_stat"), 2)),
                col("Significant", n -> n.path("significant").asBoolean() ? "yes" : "no")));
        v.getChildren().add(text(f.path("construction").asText()));
        return v;
    }

    private static Node sector(JsonNode s) {
        VBox v = box();
        v.getChildren().add(bars("Active sector weight vs benchmark", s.path("sectors"), "name", "active_weight", 12));
        v.getChildren().add(table("sector-table", s.path("sectors"), col("Sector", n -> n.path("name").asText()),
                col("Portfolio", n -> pct(n.path("portfolio_weight"))), col("Benchmark", n -> pct(n.path("benchmark_weight"))),
                col("Active", n -> pct(n.path("active_weight"))), col("", n -> n.path("position").asText().replace('_', ' '))));
        if (s.path("unclassified_symbols").size() > 0) {
            v.getChildren().add(text("Unclassified: " + s.path("unclassified_symbols")));
        }
        return v;
    }

    private static Node macro(JsonNode m) {
        VBox v = box();
        v.getChildren().add(figures("Regime", m.at("/regime/regime").asText().replace('_', ' '), "Confidence", pct(m.at("/regime/confidence")),
                "Sector fit", pct(m.at("/fit/sector_fit"))));
        v.getChildren().add(text(m.at("/fit/assessment").asText()));
        v.getChildren().add(table("macro-readings", m.path("readings"), col("Series", n -> n.path("title").asText()),
                col("Category", n -> n.path("category").asText()), col("Value", n -> num(n.path("value"), 2)),
                col("Change", n -> num(n.path("change"), 2)), col("Significance", n -> num(n.path("significance"), 2))));
        return v;
    }

    private static Node behavioral(JsonNode b) {
        VBox v = box();
        if (b.path("flags").isEmpty()) {
            v.getChildren().add(text("No behavioral flags raised."));
        }
        b.path("flags").forEach(f -> v.getChildren().add(text("• [" + f.path("severity").asText() + "] " + f.path("code").asText().replace('_', ' ')
                + ": " + f.path("explanation").asText())));
        v.getChildren().add(text(b.path("note").asText()));
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

    private record Col(String name, Function<JsonNode, String> value) {
    }

    private static Col col(String name, Function<JsonNode, String> value) {
        return new Col(name, value);
    }

    private static TableView<JsonNode> table(String id, JsonNode rows, Col... cols) {
        TableView<JsonNode> t = new TableView<>();
        t.setId(id);
        rows.forEach(t.getItems()::add);
        for (Col c : cols) {
            TableColumn<JsonNode, String> tc = new TableColumn<>(c.name());
            tc.setCellValueFactory(cd -> new ReadOnlyStringWrapper(c.value().apply(cd.getValue())));
            t.getColumns().add(tc);
        }
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.setPrefHeight(Math.min(320, 30 + 26 * Math.max(1, rows.size())));
        return t;
    }

    private static BarChart<String, Number> bars(String title, JsonNode rows, String label, String value, int max) {
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
        for (JsonNode n : rows) {
            if (i++ >= max) {
                break;
            }
            s.getData().add(new XYChart.Data<>(n.path(label).asText(), 100 * n.path(value).asDouble()));
        }
        chart.getData().add(s);
        return chart;
    }

    static String pct(JsonNode n) {
        return n.isNumber() ? String.format(Locale.ROOT, "%.2f%%", 100 * n.asDouble()) : "n/a";
    }

    static String num(JsonNode n, int decimals) {
        return n.isNumber() ? String.format(Locale.ROOT, "%." + decimals + "f", n.asDouble()) : "n/a";
    }

    static String money(JsonNode n) {
        return n.isNumber() ? String.format(Locale.ROOT, "%,.2f", n.asDouble()) : "n/a";
    }
}
