package com.bpidesk.app.shell;

import com.bpidesk.app.AppContext;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The main window: a navigation rail on the left (one entry per {@link Screen}), the current screen in
 * the centre, and a status bar (engine state, data mode, background work). Ctrl+1 ... Ctrl+0 switch
 * screens; F5 refreshes the current one and the status bar says so. Keyboard (issue 27): Tab reaches the rail from every
 * screen (F6 jumps to it), Up/Down move between its entries and Enter or Space opens one; exactly one entry is selected
 * (the screen shown) and the focused one carries the one focus ring.
 */
public final class MainWindow {

    public static final String RESTRICTIONS = "Decision support only: BPI Desk never executes trades, never contacts clients "
            + "and makes no suitability determinations. Advisors decide.";

    private final AppContext ctx;
    private final ShellViewModel model;
    private final List<Screen> screens;
    private final Map<String, Node> views = new HashMap<>();
    private final StackPane content = new StackPane();
    private final ToggleGroup navGroup = new ToggleGroup();
    private final BorderPane root = new BorderPane();

    public MainWindow(AppContext ctx, List<Screen> screens) {
        this.ctx = ctx;
        this.screens = screens;
        this.model = new ShellViewModel(ctx);
        ctx.session().setNavigator(this::navigate);
        // Live state (ADR 0138): one small request every few seconds; screens reload the topics that moved.
        ctx.tasks().watch(Long.getLong("bpi.changes.interval.ms", 3000), () -> ctx.api().platform().changes(),
                ctx.session()::applyChanges);
        root.getStyleClass().add("main-window");
        root.setLeft(navigationRail());
        content.getStyleClass().add("content");
        content.setId("content");
        root.setCenter(content);
        root.setBottom(statusBar());
        model.currentScreenProperty().addListener((obs, old, now) -> {
            show(now);
            model.refreshHealth();   // the data-mode badge follows a change made in Settings
        });
        String first = screens.stream().anyMatch(s -> s.id().equals(model.currentScreenProperty().get()))
                ? model.currentScreenProperty().get() : screens.get(0).id();
        show(first);
        model.refreshHealth();
    }

    public BorderPane root() {
        return root;
    }

    public ShellViewModel model() {
        return model;
    }

    /** The sections, in navigation order. */
    public List<Screen> screens() {
        return screens;
    }

    /** Installs the keyboard shortcuts on the scene. */
    public void installShortcuts(Scene scene) {
        KeyCode[] digits = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4, KeyCode.DIGIT5,
                KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9, KeyCode.DIGIT0};
        for (int i = 0; i < Math.min(digits.length, screens.size()); i++) {
            String id = screens.get(i).id();
            scene.getAccelerators().put(new KeyCodeCombination(digits[i], KeyCombination.SHORTCUT_DOWN),
                    () -> model.currentScreenProperty().set(id));
        }
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F5), () -> {
            current().onShow();
            model.refreshHealth();
            model.refreshed(current().title());
        });
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F6), this::focusRail);
    }

    /** Puts the keyboard focus on the rail's selected entry. */
    public void focusRail() {
        navButtons().stream().filter(ToggleButton::isSelected).findFirst().ifPresent(ToggleButton::requestFocus);
    }

    private List<ToggleButton> navButtons() {
        return navGroup.getToggles().stream().map(t -> (ToggleButton) t).toList();
    }

    /** Up/Down move the focus along the rail (wrapping), Enter or Space opens the focused entry. */
    private void railKeys(javafx.scene.input.KeyEvent e) {
        List<ToggleButton> buttons = navButtons();
        int at = buttons.indexOf(e.getTarget() instanceof ToggleButton b ? b : null);
        if (at < 0) {
            return;
        }
        switch (e.getCode()) {
            case DOWN, UP -> {
                int step = e.getCode() == KeyCode.DOWN ? 1 : -1;
                buttons.get(Math.floorMod(at + step, buttons.size())).requestFocus();
                e.consume();
            }
            case ENTER, SPACE -> {
                buttons.get(at).fire();
                e.consume();
            }
            default -> { }
        }
    }

    public void navigate(String screenId) {
        model.currentScreenProperty().set(screenId);
    }

    private Screen current() {
        return screens.stream().filter(s -> s.id().equals(model.currentScreenProperty().get())).findFirst()
                .orElse(screens.get(0));
    }

    private void show(String id) {
        Screen screen = screens.stream().filter(s -> s.id().equals(id)).findFirst().orElse(screens.get(0));
        Node view = views.computeIfAbsent(screen.id(), k -> {
            Node v = screen.createView();
            v.setId("screen-" + screen.id());
            return v;
        });
        content.getChildren().setAll(view);
        // exactly one entry selected: the screen shown (a focus ring elsewhere is only the keyboard's place)
        navGroup.getToggles().forEach(t -> t.setSelected(((Node) t).getId().equals("nav-" + screen.id())));
        // a focus ring left on the rail follows the selection (a shortcut or a link changed the screen), so the ring is
        // never on one entry while another is selected unless the user is moving along the rail with the arrows
        if (root.getScene() != null && (root.getScene().getFocusOwner() == null
                || root.getScene().getFocusOwner() instanceof ToggleButton b && b.getStyleClass().contains("nav-button"))) {
            focusRail();
        }
        if (!model.currentScreenProperty().get().equals(screen.id())) {
            model.currentScreenProperty().set(screen.id());
        }
        screen.onShow();
    }

    private Node navigationRail() {
        Label brand = new Label("BPI Desk");
        brand.getStyleClass().add("brand");
        Label tagline = new Label("Behavioral Portfolio Intelligence");
        tagline.getStyleClass().add("brand-tagline");
        VBox rail = new VBox(2, brand, tagline);
        rail.getStyleClass().add("nav-rail");
        rail.setId("nav-rail");
        rail.setPadding(new Insets(16, 8, 16, 8));
        rail.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, this::railKeys);
        int index = 1;
        for (Screen s : screens) {
            Label glyph = new Label(s.glyph());
            glyph.getStyleClass().add("nav-glyph");
            ToggleButton b = new ToggleButton(s.title(), glyph);
            b.setId("nav-" + s.id());
            b.getStyleClass().add("nav-button");
            b.setMaxWidth(Double.MAX_VALUE);
            b.setAlignment(Pos.CENTER_LEFT);
            b.setToggleGroup(navGroup);
            b.setTooltip(new Tooltip(s.title() + (index <= 10 ? "  (Ctrl+" + (index % 10) + ")" : "")));
            b.setOnAction(e -> {
                if (!b.isSelected()) {
                    b.setSelected(true);
                }
                model.currentScreenProperty().set(s.id());
            });
            if (index == 1) {
                VBox.setMargin(b, new Insets(18, 0, 0, 0));
            }
            rail.getChildren().add(b);
            index++;
        }
        Region spacer = new Region();
        VBox.setVgrow(spacer, Priority.ALWAYS);
        Label restrictions = new Label(RESTRICTIONS);
        restrictions.setWrapText(true);
        restrictions.getStyleClass().add("nav-restrictions");
        rail.getChildren().addAll(spacer, restrictions);
        ScrollPane scroll = new ScrollPane(rail);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("nav-scroll");
        scroll.setFocusTraversable(false);   // the entries take the focus, not their scroll pane (it showed no ring)
        scroll.setPrefWidth(220);
        scroll.setMinWidth(200);
        return scroll;
    }

    private Node statusBar() {
        Label engine = new Label();
        engine.setId("status-engine");
        engine.textProperty().bind(model.engineStateProperty());
        engine.getStyleClass().add("status-engine");
        engine.styleProperty().bind(javafx.beans.binding.Bindings.when(model.engineUpProperty())
                .then("-fx-text-fill: #166534;").otherwise("-fx-text-fill: #b91c1c;"));
        Label mode = new Label();
        mode.setId("status-data-mode");
        mode.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> switch (model.dataModeProperty().get()) {
            case "demo" -> "DEMO DATA · simulated markets and clients";
            case "imported" -> "IMPORTED DATA · your files";
            case "online" -> "ONLINE DATA · your files and downloads";
            default -> "";
        }, model.dataModeProperty()));
        mode.getStyleClass().add("status-mode");
        mode.visibleProperty().bind(model.dataModeProperty().isNotEmpty());
        ProgressBar busy = new ProgressBar();
        busy.setPrefWidth(120);
        busy.visibleProperty().bind(ctx.tasks().runningCountProperty().greaterThan(0));
        Label task = new Label();
        task.textProperty().bind(ctx.tasks().messageProperty());
        task.getStyleClass().add("status-task");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label persona = new Label("ACTING AS DEMO REVIEWER · demo only");
        persona.setId("status-demo-reviewer");
        persona.getStyleClass().add("status-mode");
        persona.visibleProperty().bind(model.demoReviewerProperty());
        persona.managedProperty().bind(model.demoReviewerProperty());
        Label refreshed = new Label();
        refreshed.setId("status-refreshed");
        refreshed.getStyleClass().add("status-task");
        refreshed.textProperty().bind(model.refreshedAtProperty());
        Label signedIn = new Label();
        signedIn.setId("status-signed-in");
        signedIn.getStyleClass().add("status-task");
        signedIn.textProperty().bind(model.signedInProperty());
        signedIn.visibleProperty().bind(model.signedInProperty().isNotEmpty());
        signedIn.managedProperty().bind(model.signedInProperty().isNotEmpty());
        HBox bar = new HBox(12, engine, spacer, refreshed, task, busy, signedIn, persona, mode);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("status-bar");
        bar.setId("status-bar");
        return bar;
    }
}
