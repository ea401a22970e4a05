package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Settings card for the data sources: the data mode (demo, imported, online), the online switch and provider
 * toggles (GET/PUT /api/data/settings), and "Refresh data" with progress (POST /api/data/refresh, then polling).
 */
public final class DataSourcesCard {

    private final AppContext ctx;
    private final ToggleGroup mode = new ToggleGroup();
    private final CheckBox online = new CheckBox("Allow online downloads (off by default; keyless providers)");
    private final VBox providers = new VBox(4);
    private final Map<String, CheckBox> providerBoxes = new LinkedHashMap<>();
    private final Label status = new Label();
    private final ProgressBar progress = new ProgressBar(0);
    private final Button refresh = new Button("Refresh data");

    public DataSourcesCard(AppContext ctx) {
        this.ctx = ctx;
    }

    public Node build() {
        Label title = new Label("Data sources");
        title.getStyleClass().add("section-title");
        RadioButton demo = radio("demo", "Demo data: simulated market and macro series (works offline)");
        RadioButton imported = radio("imported", "Imported only: the price and macro files you import");
        RadioButton onlineMode = radio("online", "Online: download from the providers below, demo data where none");
        online.setId("data-online");
        Button save = new Button("Save data settings");
        save.setId("data-save");
        save.setOnAction(e -> save());
        refresh.setId("data-refresh");
        refresh.setOnAction(e -> refresh());
        progress.setId("data-refresh-progress");
        progress.setPrefWidth(260);
        progress.setVisible(false);
        status.setId("data-status");
        status.setWrapText(true);
        status.getStyleClass().add("hint");
        HBox actions = new HBox(12, save, refresh, progress);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox card = new VBox(8, title, demo, imported, onlineMode, online, new Label("Providers"), providers, actions, status);
        card.getStyleClass().add("card");
        card.setId("data-sources-card");
        load();
        return card;
    }

    private RadioButton radio(String id, String text) {
        RadioButton b = new RadioButton(text);
        b.setId("data-mode-" + id);
        b.setUserData(id);
        b.setToggleGroup(mode);
        return b;
    }

    void load() {
        ctx.tasks().run("Loading data settings", () -> ctx.client().get("/api/data/settings"), this::apply,
                msg -> status.setText("Could not load the data settings: " + msg));
    }

    void apply(JsonNode s) {
        String m = s.path("data_mode").asText("demo");
        mode.getToggles().forEach(t -> t.setSelected(m.equals(t.getUserData())));
        online.setSelected(s.path("online_enabled").asBoolean());
        providers.getChildren().clear();
        providerBoxes.clear();
        s.path("providers").forEach(p -> {
            CheckBox b = new CheckBox(p.path("id").asText() + " (" + p.path("kind").asText() + "): "
                    + p.path("description").asText());
            b.setId("data-provider-" + p.path("id").asText());
            b.setSelected(p.path("enabled").asBoolean());
            providerBoxes.put(p.path("id").asText(), b);
            providers.getChildren().add(b);
        });
    }

    void save() {
        Map<String, Object> body = new LinkedHashMap<>();
        if (mode.getSelectedToggle() != null) {
            body.put("data_mode", mode.getSelectedToggle().getUserData());
        }
        body.put("online_enabled", online.isSelected());
        Map<String, Boolean> p = new LinkedHashMap<>();
        providerBoxes.forEach((id, b) -> p.put(id, b.isSelected()));
        body.put("providers", p);
        ctx.tasks().run("Saving data settings", () -> ctx.client().put("/api/data/settings", body), s -> {
            apply(s);
            status.setText("Saved. Data mode: " + s.path("data_mode").asText() + "; online downloads "
                    + (s.path("online_enabled").asBoolean() ? "on." : "off."));
        }, msg -> status.setText("Could not save: " + msg));
    }

    void refresh() {
        refresh.setDisable(true);
        progress.setVisible(true);
        progress.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        status.setText("Starting the refresh…");
        ctx.tasks().run("Refreshing data", p -> {
            JsonNode started = ctx.client().post("/api/data/refresh", Map.of());
            String id = started.path("refresh_id").asText();
            JsonNode s = started;
            while (!p.isCancelled()) {
                String st = s.path("status").asText();
                p.update(s.path("progress_pct").asDouble() / 100, s.path("done").asInt() + " of " + s.path("total").asInt()
                        + (s.path("current").asText().isEmpty() ? "" : ": " + s.path("current").asText()));
                if (st.startsWith("complete") || st.equals("failed")) {
                    return s;
                }
                Thread.sleep(400);
                s = ctx.client().get("/api/data/refresh/" + id);
            }
            return s;
        }, s -> {
            refresh.setDisable(false);
            progress.setProgress(1);
            StringBuilder sb = new StringBuilder("Refresh " + s.path("status").asText().replace('_', ' ') + ": "
                    + s.path("succeeded").size() + " downloaded");
            if (s.path("errors").size() > 0) {
                sb.append(", ").append(s.path("errors").size()).append(" failed (the app keeps the data it has). First: ")
                        .append(s.path("errors").get(0).asText());
            }
            status.setText(sb.toString());
        }, msg -> {
            refresh.setDisable(false);
            progress.setVisible(false);
            status.setText(msg);
        }, (fraction, msg) -> {
            progress.setProgress(fraction);
            status.setText("Refreshing… " + msg);
        });
    }
}
