package com.bpidesk.app.charts;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.market.MarketApi;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** Charts state: the ticker, the period, the candles (A5) and where they come from. */
public final class ChartsViewModel {

    /** The periods of A5, with their button labels. */
    public static final List<String[]> PERIODS = List.of(new String[] {"1mo", "1M"}, new String[] {"3mo", "3M"},
            new String[] {"6mo", "6M"}, new String[] {"1y", "1Y"}, new String[] {"3y", "3Y"});

    private final AppContext ctx;
    private final StringProperty ticker = new SimpleStringProperty("SPY");
    private final StringProperty period = new SimpleStringProperty("6mo");
    private final ObservableList<CandleData> candles = FXCollections.observableArrayList();
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty dataSource = new SimpleStringProperty("");
    /** The ISO code of the prices shown (the instrument's currency; empty when the engine does not say). */
    private final StringProperty currency = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private int generation;

    public ChartsViewModel(AppContext ctx) {
        this.ctx = ctx;
        // imports, settings changes and new data show without F5 (ADR 0138)
        ctx.session().onChange(this::load, "market", "settings");
    }

    /** Loads the candles of the current ticker and period. */
    public void load() {
        String t = ticker.get() == null ? "" : ticker.get().trim().toUpperCase(Locale.ROOT);
        if (t.isEmpty()) {
            error.set("Enter a ticker, for example SPY or AAPL.");
            return;
        }
        String p = period.get();
        int gen = ++generation;
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading " + t + " prices", () -> fetch(ctx.api().market(), t, p), result -> {
            if (gen != generation) {
                return;      // a newer request superseded this one
            }
            loading.set(false);
            currency.set(result.currency()); // before the candles: the chart reads it when they change
            candles.setAll(result.candles());
            name.set(result.name());
            dataSource.set(result.dataSource());
        }, msg -> {
            if (gen == generation) {
                loading.set(false);
                candles.clear();
                // the previous ticker's name must not stay next to an unknown ticker ("ZZZQ · Tesla, Inc.", issue 13)
                name.set("");
                currency.set("");
                error.set(msg);
            }
        });
    }

    /** What one load returns. */
    public record Loaded(List<CandleData> candles, String name, String dataSource, String currency) {
    }

    public StringProperty currencyProperty() {
        return currency;
    }

    static Loaded fetch(MarketApi market, String ticker, String period) {
        List<CandleData> out = new ArrayList<>();
        for (MarketApi.Candle c : market.chart(ticker, period)) {
            out.add(new CandleData(c.date(), c.open(), c.high(), c.low(), c.close(), c.volume()));
        }
        List<MarketApi.Instrument> inst = market.instruments(ticker, 1);
        if (!inst.isEmpty() && inst.get(0).symbol().equalsIgnoreCase(ticker)) {
            MarketApi.Instrument i = inst.get(0);
            return new Loaded(out, text(i.name()), text(i.dataSource()), text(i.currency()));
        }
        return new Loaded(out, "", "", "");
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** Ticker suggestions for the completion popup ("SYMBOL - Name"), blocking: call off the FX thread. */
    public List<String> suggestions(String query) {
        if (query == null || query.isBlank()) {
            return List.of();
        }
        return ctx.api().market().instruments(query.trim(), 12).stream().map(i -> i.symbol() + " - " + i.name()).toList();
    }

    /** Imports a price CSV; the ticker comes from the file (or its name), then the chart shows it. */
    public void importFile(Path file) {
        loading.set(true);
        message.set("");
        error.set("");
        ctx.tasks().run("Importing " + file.getFileName(), () -> ctx.api().market().importPrices(file), r -> {
                    loading.set(false);
                    message.set(importMessage(r));
                    ticker.set(r.symbol());
                    load();
                }, msg -> {
                    loading.set(false);
                    error.set("Import failed: " + msg);
                });
    }

    /** What a price import did, in words: bars, symbol, format, dates, adjustment, currency and warnings. */
    static String importMessage(MarketApi.PriceImport r) {
        var f = com.bpidesk.app.format.Formats.app();
        // the prices' currency and the import's warnings (issue 30: the currency is never assumed)
        String ccy = text(r.currency());
        String currency = ccy.isEmpty() ? "" : "XXX".equals(ccy) ? " Currency unknown." : " Prices in " + ccy + " ("
                + text(r.currencyBasis()) + ").";
        StringBuilder warnings = new StringBuilder();
        r.warnings().forEach(w -> warnings.append(" ⚠ ").append(w));
        return String.format(Locale.ROOT, "Imported %s daily prices of %s (%s format), %s to %s. %s%s%s",
                f.number(r.bars(), 0), r.symbol(), r.format(), f.date(r.first()), f.date(r.last()), text(r.adjustment()),
                currency, warnings);
    }

    public StringProperty tickerProperty() {
        return ticker;
    }

    public StringProperty periodProperty() {
        return period;
    }

    public ObservableList<CandleData> candles() {
        return candles;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty dataSourceProperty() {
        return dataSource;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }
}
