package com.bpidesk.app.macro;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.client.macro.MacroApi;
import com.bpidesk.app.client.macro.MacroApi.FeedQuery;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** Macro state: the feed (B4) with its filters and paging, and the observations of the selected series. */
public final class MacroViewModel {

    public static final String ANY = "All";
    public static final List<String> CATEGORIES = List.of(ANY, "rates", "inflation", "growth", "labour", "credit");
    public static final int PAGE = 50;

    private final AppContext ctx;
    private final StringProperty region = new SimpleStringProperty(ANY);
    private final StringProperty category = new SimpleStringProperty(ANY);
    private final ObjectProperty<LocalDate> since = new SimpleObjectProperty<>();
    /** The feed opens on the notable releases (significance 0.5 or more: a change of 1.5 sigma or a rate decision). */
    public static final double DEFAULT_MIN_SIGNIFICANCE = 0.5;
    private final DoubleProperty minSignificance = new SimpleDoubleProperty(DEFAULT_MIN_SIGNIFICANCE);
    private final IntegerProperty offset = new SimpleIntegerProperty(0);
    private final IntegerProperty total = new SimpleIntegerProperty(0);
    private final ObservableList<FeedRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> regions = FXCollections.observableArrayList(ANY);
    private final StringProperty selectedSeries = new SimpleStringProperty("");
    private final StringProperty selectedTitle = new SimpleStringProperty("");
    private final ObservableList<double[]> observations = FXCollections.observableArrayList();
    private final StringProperty dataSource = new SimpleStringProperty("");
    private final ObservableList<MacroApi.RegimePoint> regimeHistory = FXCollections.observableArrayList();
    private final StringProperty error = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private int generation;

    public MacroViewModel(AppContext ctx) {
        this.ctx = ctx;
        // imports, settings changes and new data show without F5 (ADR 0138)
        ctx.session().onChange(this::liveReload, "macro", "settings");
    }

    /** The feed query for the current filters and page ("All" sends no filter). */
    public FeedQuery query() {
        return new FeedQuery(ANY.equals(region.get()) ? null : region.get(), ANY.equals(category.get()) ? null : category.get(),
                since.get(), minSignificance.get(), PAGE, offset.get());
    }

    private MacroApi api() {
        return ctx.api().macro();
    }

    /** Reloads the feed from the first page (after a filter change). */
    public void applyFilters() {
        offset.set(0);
        load();
    }

    public void nextPage() {
        if (offset.get() + PAGE < total.get()) {
            offset.set(offset.get() + PAGE);
            load();
        }
    }

    public void previousPage() {
        if (offset.get() > 0) {
            offset.set(Math.max(0, offset.get() - PAGE));
            load();
        }
    }

    /** Reloads what the Macro screen shows after the engine's data changed (ADR 0138). */
    void liveReload() {
        load();
        loadRegimeHistory();
    }

    public void load() {
        FeedQuery q = query();
        int gen = ++generation;
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading the macro feed", () -> api().feed(q), page -> {
            if (gen != generation) {
                return;
            }
            loading.set(false);
            rows.setAll(page.items().stream().map(FeedRow::of).toList());
            total.set(page.total());
            dataSource.set(page.dataSource() == null ? "" : page.dataSource());
        }, msg -> {
            if (gen == generation) {
                loading.set(false);
                error.set("Could not load the feed: " + msg);
            }
        });
    }

    /** Loads the list of regions of the stored series (for the region filter). */
    public void loadRegions() {
        ctx.tasks().run("Loading macro series", () -> api().series(), list -> {
            java.util.TreeSet<String> r = new java.util.TreeSet<>();
            list.forEach(s -> r.add(s.region()));
            List<String> out = new ArrayList<>();
            out.add(ANY);
            out.addAll(r);
            regions.setAll(out);
        }, msg -> error.set("Could not load the macro series: " + msg));
    }

    /** Loads the observations of a series (the small line chart), the last ten years. */
    public void select(String seriesId, String title) {
        select(seriesId, title, "");
    }

    /** Charts a series; {@code frequency} says how its points read on hover (the month of monthly data, else the day). */
    public void select(String seriesId, String title, String frequency) {
        if (seriesId == null || seriesId.equals(selectedSeries.get())) {
            return;
        }
        selectedFrequency.set(frequency == null ? "" : frequency);
        selectedSeries.set(seriesId);
        selectedTitle.set(title);
        LocalDate from = LocalDate.now().minusYears(10);
        ctx.tasks().run("Loading " + seriesId, () -> api().observations(seriesId, from), r -> {
                    // The engine says how the series reads: an index (CPI, prices, production) as its change over a
                    // year, computed by the engine by date; the level stays on hover ([day, change, level]).
                    boolean index = r.yearOnYear();
                    List<double[]> pts = new ArrayList<>();
                    r.observations().forEach(o -> {
                        long day = o.period().toEpochDay();
                        if (!index) {
                            pts.add(new double[] {day, o.value()});
                        } else if (o.yearOnYearPct() != null) {
                            pts.add(new double[] {day, o.yearOnYearPct(), o.value()});
                        }
                    });
                    yearOnYear.set(index);
                    observations.setAll(pts);
                }, msg -> error.set("Could not load " + seriesId + ": " + msg));
    }

    private final javafx.beans.property.BooleanProperty yearOnYear = new javafx.beans.property.SimpleBooleanProperty(false);
    private final javafx.beans.property.StringProperty selectedFrequency = new javafx.beans.property.SimpleStringProperty("");

    /** The frequency of the charted series ("monthly", "daily"...; empty when unknown). */
    public javafx.beans.property.StringProperty selectedFrequencyProperty() {
        return selectedFrequency;
    }

    /** True while the chart shows an index series as its year-on-year change in percent (the level on hover). */
    public javafx.beans.property.BooleanProperty yearOnYearProperty() {
        return yearOnYear;
    }

    /** Imports a macro file (FRED, World Bank, ECB, BoE) and reloads the feed. */
    public void importFile(java.nio.file.Path file) {
        message.set("");
        ctx.tasks().run("Importing " + file.getFileName(), () -> api().importMacroFile(file), r -> {
                    message.set("Imported " + r.series().size() + " series (" + r.format() + ").");
                    loadRegions();
                    applyFilters();
                }, msg -> error.set("Import failed: " + msg));
    }

    /** Imports an exchange-rate file (ECB reference rates, ECB SDMX-CSV, FRED DEX series; docs/currencies.md). */
    public void importFxFile(java.nio.file.Path file) {
        message.set("");
        ctx.tasks().run("Importing " + file.getFileName(), () -> api().importFxFile(file), r -> {
                    List<String> pairs = new ArrayList<>();
                    r.pairs().forEach(p -> pairs.add(p.base() + "/" + p.quote()));
                    message.set("Imported exchange rates for " + pairs.size() + " currency pair" + (pairs.size() == 1 ? "" : "s")
                            + (pairs.size() <= 4 ? " (" + String.join(", ", pairs) + ")" : "") + ".");
                }, msg -> error.set("Import failed: " + msg));
    }

    /** The regime at the last 36 month ends for the history strip. */
    public void loadRegimeHistory() {
        java.time.YearMonth from = java.time.YearMonth.now().minusMonths(35);
        ctx.tasks().run("Loading the regime history", () -> api().regimeHistory(from),
                h -> {
                    regimeHistory.setAll(h.points());
                    // The legend lists the regimes the engine's classifier can return, never a copy kept in the app.
                    List<String> allowed = h.allowedRegimes();
                    if (!allowed.equals(regimes)) {
                        regimes.setAll(allowed);
                    }
                }, msg -> error.set("Could not load the regime history: " + msg));
    }

    private final ObservableList<String> regimes = javafx.collections.FXCollections.observableArrayList();

    /** The regime values the engine's classifier can return (from GET /api/research/regime/history). */
    public ObservableList<String> regimes() {
        return regimes;
    }

    public ObservableList<MacroApi.RegimePoint> regimeHistory() {
        return regimeHistory;
    }

    public StringProperty regionProperty() {
        return region;
    }

    public StringProperty categoryProperty() {
        return category;
    }

    public ObjectProperty<LocalDate> sinceProperty() {
        return since;
    }

    public DoubleProperty minSignificanceProperty() {
        return minSignificance;
    }

    public IntegerProperty offsetProperty() {
        return offset;
    }

    public IntegerProperty totalProperty() {
        return total;
    }

    public ObservableList<FeedRow> rows() {
        return rows;
    }

    public ObservableList<String> regions() {
        return regions;
    }

    public StringProperty selectedSeriesProperty() {
        return selectedSeries;
    }

    public StringProperty selectedTitleProperty() {
        return selectedTitle;
    }

    public ObservableList<double[]> observations() {
        return observations;
    }

    public StringProperty dataSourceProperty() {
        return dataSource;
    }

    public StringProperty errorProperty() {
        return error;
    }

    public StringProperty messageProperty() {
        return message;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }
}
