package com.bpidesk.app.dashboard;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.format.Labels;
import com.bpidesk.app.client.macro.MacroApi;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** Dashboard state: the macro regime (A4) as the engine classifies it. */
public final class DashboardViewModel {

    private final AppContext ctx;
    private final StringProperty regime = new SimpleStringProperty("");
    private final StringProperty regimeLabel = new SimpleStringProperty("…");
    private final DoubleProperty confidence = new SimpleDoubleProperty(0);
    private final StringProperty narrative = new SimpleStringProperty("");
    private final StringProperty updatedAt = new SimpleStringProperty("");
    private final StringProperty dataSource = new SimpleStringProperty("");
    private final ObservableList<String> signals = FXCollections.observableArrayList();
    /** The classifier's indicators (name, vote in [-1, 1], phrase with the figure), when the engine sends them. */
    public record Indicator(String name, double vote, String phrase) {
    }

    private final ObservableList<Indicator> indicators = FXCollections.observableArrayList();
    private final BooleanProperty loading = new SimpleBooleanProperty(false);
    private final StringProperty error = new SimpleStringProperty("");

    public DashboardViewModel(AppContext ctx) {
        this.ctx = ctx;
        // imports, settings changes and new data show without F5 (ADR 0138)
        ctx.session().onChange(this::refresh, "macro", "market", "settings", "book", "assurance");
    }

    public void refresh() {
        loading.set(true);
        error.set("");
        ctx.tasks().run("Loading macro regime", () -> ctx.api().macro().regime(), this::apply, message -> {
            loading.set(false);
            error.set("Could not load the macro regime: " + message);
        });
    }

    void apply(MacroApi.Regime r) {
        loading.set(false);
        regime.set(r.regime());
        regimeLabel.set(label(r.regime()));
        confidence.set(r.confidence());
        narrative.set(r.narrative());
        updatedAt.set(r.updatedAt() == null ? "" : r.updatedAt());
        dataSource.set(r.dataSource() == null ? "" : r.dataSource());
        signals.setAll(r.signals());
        indicators.setAll(r.indicators().stream().map(n -> new Indicator(n.name(), n.vote(), n.phrase())).toList());
    }

    public ObservableList<Indicator> indicators() {
        return indicators;
    }

    /** {@code risk_off -> Risk-off}, {@code stagflation -> Stagflation}: the regime's label ({@link Labels}). */
    public static String label(String regime) {
        return Labels.of(regime);
    }

    public StringProperty regimeProperty() {
        return regime;
    }

    public StringProperty regimeLabelProperty() {
        return regimeLabel;
    }

    public DoubleProperty confidenceProperty() {
        return confidence;
    }

    public StringProperty narrativeProperty() {
        return narrative;
    }

    public StringProperty updatedAtProperty() {
        return updatedAt;
    }

    public StringProperty dataSourceProperty() {
        return dataSource;
    }

    public ObservableList<String> signals() {
        return signals;
    }

    public BooleanProperty loadingProperty() {
        return loading;
    }

    public StringProperty errorProperty() {
        return error;
    }
}
