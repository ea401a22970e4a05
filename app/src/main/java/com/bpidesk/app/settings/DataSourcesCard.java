package com.bpidesk.app.settings;

import com.bpidesk.app.format.Labels;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The view of the data-sources card in Settings: the data mode (demo, imported, online), the online switch, the
 * provider toggles and "Refresh data" with progress, bound to a {@link DataSourcesViewModel}.
 */
public final class DataSourcesCard {

    private final DataSourcesViewModel model;
    private final ToggleGroup mode = new ToggleGroup();
    private final VBox providers = new VBox(4);

    public DataSourcesCard(DataSourcesViewModel model) {
        this.model = model;
    }

    public DataSourcesViewModel model() {
        return model;
    }

    public Node build() {
        Label title = new Label("Data sources");
        title.getStyleClass().add("section-title");
        RadioButton demo = radio("demo", "Demo data: simulated market and macro series (works offline)");
        RadioButton imported = radio("imported", "Imported only: the price and macro files you import");
        RadioButton onlineMode = radio("online", "Online: download from the providers below, demo data where none");
        mode.selectedToggleProperty().addListener((o, a, t) -> {
            if (t != null) {
                model.dataModeProperty().set((String) t.getUserData());
            }
        });
        model.dataModeProperty().addListener((o, a, m) -> selectMode(m));
        selectMode(model.dataModeProperty().get());

        CheckBox online = new CheckBox("Allow online downloads (off by default; keyless providers)");
        online.setId("data-online");
        online.selectedProperty().bindBidirectional(model.onlineEnabledProperty());

        model.providers().addListener((ListChangeListener<DataSourcesViewModel.ProviderRow>) c -> showProviders());
        showProviders();

        Button save = new Button("Save data settings");
        save.setId("data-save");
        save.setOnAction(e -> model.save());
        Button refresh = new Button("Refresh data");
        refresh.setId("data-refresh");
        refresh.disableProperty().bind(model.refreshingProperty());
        refresh.setOnAction(e -> model.refresh());
        ProgressBar progress = new ProgressBar(0);
        progress.setId("data-refresh-progress");
        progress.setPrefWidth(260);
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.refreshingProperty().or(model.progressProperty().isEqualTo(1.0, 1e-9)));
        Label status = new Label();
        status.setId("data-status");
        status.setWrapText(true);
        status.getStyleClass().add("hint");
        status.textProperty().bind(model.statusProperty());
        HBox actions = new HBox(12, save, refresh, progress);
        actions.setAlignment(Pos.CENTER_LEFT);
        javafx.scene.control.ComboBox<String> base = new javafx.scene.control.ComboBox<>(javafx.collections.FXCollections
                .observableArrayList("USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK"));
        base.setId("data-base-currency");
        base.valueProperty().bindBidirectional(model.baseCurrencyProperty());
        Label baseLabel = new Label("Base currency of analyses");
        baseLabel.setLabelFor(base);
        HBox baseRow = new HBox(8, baseLabel, base);
        baseRow.setAlignment(Pos.CENTER_LEFT);
        VBox card = new VBox(8, title, demo, imported, onlineMode, online, new Label("Providers"), providers, baseRow, actions,
                status);
        card.getStyleClass().add("card");
        card.setId("data-sources-card");
        model.load();
        return card;
    }

    private void selectMode(String m) {
        for (Toggle t : mode.getToggles()) {
            if (t.getUserData().equals(m) && !t.isSelected()) {
                t.setSelected(true);
            }
        }
    }

    private RadioButton radio(String id, String text) {
        RadioButton b = new RadioButton(text);
        b.setId("data-mode-" + id);
        b.setUserData(id);
        b.setToggleGroup(mode);
        return b;
    }

    private void showProviders() {
        providers.getChildren().clear();
        for (DataSourcesViewModel.ProviderRow p : model.providers()) {
            CheckBox b = new CheckBox(Labels.of(p.id()) + " (" + p.kind() + "): " + p.description());
            b.setId("data-provider-" + p.id());
            b.setWrapText(true);
            b.selectedProperty().bindBidirectional(p.enabledProperty());
            providers.getChildren().add(b);
        }
    }
}
