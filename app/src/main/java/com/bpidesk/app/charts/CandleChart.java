package com.bpidesk.app.charts;

import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A candlestick chart drawn on one Canvas (ADR 0026): wicks and bodies in up/down colours, volume bars below,
 * a price axis on the right, a date axis, optional 20- and 50-day moving averages and a crosshair with the
 * hovered day's OHLCV. One canvas redraw per change keeps three years of daily candles (about 780) smooth,
 * where a node per candle (XYChart) would create thousands of nodes.
 */
public final class CandleChart extends Region {

    static final Color UP = Color.web("#16a34a");
    static final Color DOWN = Color.web("#dc2626");
    static final Color GRID = Color.web("#e5e7eb");
    static final Color AXIS_TEXT = Color.web("#4b5563");
    static final Color MA20 = Color.web("#f59e0b");
    static final Color MA50 = Color.web("#2563eb");
    static final double RIGHT_AXIS = 70;
    static final double BOTTOM_AXIS = 22;
    static final double TOP = 8;
    static final double LEFT = 6;
    static final double VOLUME_SHARE = 0.22;

    private final Canvas canvas = new Canvas();
    private final ReadOnlyStringWrapper hoverText = new ReadOnlyStringWrapper("");
    private List<CandleData> candles = List.of();
    private boolean movingAverages = true;
    private int hoverIndex = -1;
    private double hoverY = -1;
    private String currency = "";

    public CandleChart() {
        getStyleClass().add("candle-chart");
        getChildren().add(canvas);
        setMinSize(200, 160);
        setPrefSize(900, 480);
        canvas.setOnMouseMoved(e -> hover(e.getX(), e.getY()));
        canvas.setOnMouseExited(e -> {
            hoverIndex = -1;
            hoverText.set("");
            draw();
        });
    }

    /** The ISO code of the prices (shown with them on hover: a price always says its currency); empty when unknown. */
    public void setCurrency(String currency) {
        this.currency = currency == null ? "" : currency;
    }

    public void setCandles(List<CandleData> candles) {
        this.candles = List.copyOf(candles);
        hoverIndex = -1;
        hoverText.set("");
        draw();
    }

    public List<CandleData> candles() {
        return candles;
    }

    public void setMovingAverages(boolean on) {
        movingAverages = on;
        draw();
    }

    /** The hovered day's OHLCV ("" when the pointer is outside the candles). */
    public ReadOnlyStringProperty hoverTextProperty() {
        return hoverText.getReadOnlyProperty();
    }

    @Override
    protected void layoutChildren() {
        double w = snapSizeX(getWidth());
        double h = snapSizeY(getHeight());
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            draw();
        }
    }

    /** Index of the candle under x, or -1. */
    int indexAt(double x) {
        if (candles.isEmpty()) {
            return -1;
        }
        double slot = slot();
        int i = (int) Math.floor((x - LEFT) / slot);
        return i >= 0 && i < candles.size() ? i : -1;
    }

    void hover(double x, double y) {
        hoverIndex = indexAt(x);
        hoverY = y;
        if (hoverIndex < 0) {
            hoverText.set("");
        } else {
            CandleData c = candles.get(hoverIndex);
            hoverText.set(String.format(Locale.ROOT, "%s   %sO %s  H %s  L %s  C %s  V %,d  (%+.2f%%)",
                    com.bpidesk.app.format.Formats.app().date(c.date()), currency.isEmpty() ? "" : currency + "  ", price(c.open()),
                    price(c.high()), price(c.low()), price(c.close()), c.volume(),
                    hoverIndex > 0 ? 100 * (c.close() / candles.get(hoverIndex - 1).close() - 1) : 0.0));
        }
        draw();
    }

    private double plotWidth() {
        return Math.max(1, canvas.getWidth() - LEFT - RIGHT_AXIS);
    }

    private double slot() {
        return plotWidth() / Math.max(1, candles.size());
    }

    void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, w, h);
        if (w < 50 || h < 50) {
            return;
        }
        g.setFont(Font.font(11));
        if (candles.isEmpty()) {
            g.setFill(AXIS_TEXT);
            g.setTextAlign(TextAlignment.CENTER);
            g.fillText("No prices for this symbol and period.", w / 2, h / 2);
            return;
        }
        double plotH = h - TOP - BOTTOM_AXIS;
        double priceH = plotH * (1 - VOLUME_SHARE) - 6;
        double volTop = TOP + priceH + 6;
        double volH = plotH - priceH - 6;
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        long maxVol = 1;
        for (CandleData c : candles) {
            lo = Math.min(lo, c.low());
            hi = Math.max(hi, c.high());
            maxVol = Math.max(maxVol, c.volume());
        }
        double pad = (hi - lo) * 0.04 + 1e-9;
        lo -= pad;
        hi += pad;
        double plotW = plotWidth();
        double slot = slot();
        double body = Math.max(1, Math.min(14, slot * 0.7));

        // price grid and axis
        double step = niceStep((hi - lo) / 6);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        for (double p = Math.ceil(lo / step) * step; p <= hi; p += step) {
            double y = y(p, lo, hi, priceH);
            g.setStroke(GRID);
            g.setLineWidth(1);
            g.strokeLine(LEFT, y, LEFT + plotW, y);
            g.setFill(AXIS_TEXT);
            g.fillText(price(p), LEFT + plotW + 6, y);
        }
        // date axis
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        int every = Math.max(1, (int) Math.ceil(90 / slot));
        DateTimeFormatter fmt = candles.size() > 160 ? DateTimeFormatter.ofPattern("MMM yy", Locale.ENGLISH)
                : DateTimeFormatter.ofPattern("d MMM", Locale.ENGLISH);
        for (int i = candles.size() - 1; i >= 0; i -= every) {
            double x = LEFT + (i + 0.5) * slot;
            g.setStroke(GRID);
            g.strokeLine(x, TOP, x, TOP + plotH);
            g.setFill(AXIS_TEXT);
            g.fillText(candles.get(i).date().format(fmt), x, TOP + plotH + 4);
        }
        // candles and volume
        for (int i = 0; i < candles.size(); i++) {
            CandleData c = candles.get(i);
            double x = LEFT + (i + 0.5) * slot;
            Color color = c.up() ? UP : DOWN;
            g.setStroke(color);
            g.setLineWidth(1);
            g.strokeLine(x, y(c.high(), lo, hi, priceH), x, y(c.low(), lo, hi, priceH));
            double top = y(Math.max(c.open(), c.close()), lo, hi, priceH);
            double bottom = y(Math.min(c.open(), c.close()), lo, hi, priceH);
            g.setFill(color);
            g.fillRect(x - body / 2, top, body, Math.max(1, bottom - top));
            double vh = volH * c.volume() / (double) maxVol;
            g.setFill(color.deriveColor(0, 1, 1, 0.45));
            g.fillRect(x - body / 2, volTop + volH - vh, body, vh);
        }
        g.setStroke(GRID);
        g.strokeLine(LEFT, volTop - 3, LEFT + plotW, volTop - 3);
        if (movingAverages) {
            movingAverage(g, 20, MA20, lo, hi, priceH, slot);
            movingAverage(g, 50, MA50, lo, hi, priceH, slot);
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.TOP);
            g.setFill(MA20);
            g.fillText("MA20", LEFT + 4, TOP + 2);
            g.setFill(MA50);
            g.fillText("MA50", LEFT + 44, TOP + 2);
        }
        // crosshair
        if (hoverIndex >= 0) {
            double x = LEFT + (hoverIndex + 0.5) * slot;
            g.setStroke(Color.web("#111827", 0.55));
            g.setLineDashes(4, 4);
            g.strokeLine(x, TOP, x, TOP + plotH);
            if (hoverY >= TOP && hoverY <= TOP + priceH) {
                g.strokeLine(LEFT, hoverY, LEFT + plotW, hoverY);
                double p = lo + (hi - lo) * (1 - (hoverY - TOP) / priceH);
                g.setLineDashes();
                g.setFill(Color.web("#111827"));
                g.fillRect(LEFT + plotW + 2, hoverY - 8, RIGHT_AXIS - 4, 16);
                g.setFill(Color.WHITE);
                g.setTextAlign(TextAlignment.LEFT);
                g.setTextBaseline(VPos.CENTER);
                g.fillText(price(p), LEFT + plotW + 6, hoverY);
            }
            g.setLineDashes();
        }
    }

    private void movingAverage(GraphicsContext g, int n, Color color, double lo, double hi, double priceH, double slot) {
        if (candles.size() < n) {
            return;
        }
        g.setStroke(color);
        g.setLineWidth(1.4);
        g.beginPath();
        double sum = 0;
        boolean started = false;
        for (int i = 0; i < candles.size(); i++) {
            sum += candles.get(i).close();
            if (i >= n) {
                sum -= candles.get(i - n).close();
            }
            if (i >= n - 1) {
                double x = LEFT + (i + 0.5) * slot;
                double y = y(sum / n, lo, hi, priceH);
                if (!started) {
                    g.moveTo(x, y);
                    started = true;
                } else {
                    g.lineTo(x, y);
                }
            }
        }
        g.stroke();
    }

    private static double y(double price, double lo, double hi, double priceH) {
        return TOP + priceH * (1 - (price - lo) / (hi - lo));
    }

    static double niceStep(double raw) {
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double f = raw / mag;
        double nice = f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10;
        return nice * mag;
    }

    static String price(double p) {
        return Math.abs(p) >= 1000 ? String.format(Locale.ROOT, "%,.0f", p)
                : Math.abs(p) >= 10 ? String.format(Locale.ROOT, "%.2f", p) : String.format(Locale.ROOT, "%.4f", p);
    }
}
