package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.shell.Screen;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;

/**
 * The Client file section (issue 25): one place where the advisor sees a client. Joins the file's view with its
 * Performance tab ({@link PerformancePane}, the whole client's returns, income and realised gains, loaded when the tab
 * shows), its Behaviour tab ({@link BehaviourPane}, the client's kept Behavioral DNA results over time, loaded when the tab
 * shows), the "Import broker export…" action ({@link ImportExportDialog} for the open client) and the "Propose
 * rebalance…" action ({@link RebalanceDialog}); after an import or an
 * undo the file (holdings, signals) and the performance load again. Every load runs in the background.
 */
public final class ClientFileScreen implements Screen {
    private final AppContext ctx;
    private final ClientFileViewModel model;
    private ClientFileView view;
    private PerformancePane performance;
    private Tab performanceTab;
    /** The client the Performance tab shows, or null when it must load (another client, or records changed). */
    private String performanceOf;
    private BehaviourPane behaviour;
    private Tab behaviourTab;
    /** The client the Behaviour tab shows, or null when it must load. */
    private String behaviourOf;
    /** The import dialog opened last (tests drive it: a file chooser cannot be). */
    private ImportExportDialog importDialog;

    public ClientFileScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new ClientFileViewModel(ctx);
    }

    @Override
    public String id() {
        return AppSession.CLIENT_FILE_SCREEN;
    }

    @Override
    public String title() {
        return "Client file";
    }

    @Override
    public String glyph() {
        return "◧";
    }

    @Override
    public Node createView() {
        view = new ClientFileView(model);
        Node root = view.build();
        performance = new PerformancePane(ctx);
        ScrollPane scroll = new ScrollPane(performance);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        performanceTab = view.addSection("Performance", scroll);
        // the Performance tab's account choice follows the open client's accounts
        model.accountChoices().addListener((javafx.collections.ListChangeListener<PerformanceViewModel.AccountChoice>) c ->
                performance.viewModel().setAccounts(List.copyOf(model.accountChoices())));
        performanceTab.selectedProperty().addListener((o, was, is) -> showPerformance());
        behaviour = new BehaviourPane(ctx);
        ScrollPane behaviourScroll = new ScrollPane(behaviour);
        behaviourScroll.setFitToWidth(true);
        behaviourScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        behaviourTab = view.addSection("Behaviour", behaviourScroll);
        behaviourTab.selectedProperty().addListener((o, was, is) -> showBehaviour());
        model.clientIdProperty().addListener((o, was, is) -> {
            performanceOf = null;
            behaviourOf = null;
            showPerformance();
            showBehaviour();
        });
        Button importButton = new Button("Import broker export…");
        importButton.setId("clientfile-import");
        importButton.setOnAction(e -> openImport(importButton));
        view.actions().getChildren().add(importButton);
        // issue 25: the trades that bring the account back within its policy, for the advisor to accept or reject
        Button rebalance = new Button("Propose rebalance…");
        rebalance.setId("clientfile-rebalance");
        rebalance.setOnAction(e -> openRebalance(rebalance));
        view.actions().getChildren().add(rebalance);
        return root;
    }

    /** The rebalance proposal of the open client (docs/rebalancing.md "In the app"); nothing is executed. */
    private void openRebalance(Button owner) {
        String id = model.clientIdProperty().get();
        if (id != null && !id.isBlank()) {
            new RebalanceDialog(ctx, id, model.clientNameProperty().get()).show(owner.getScene().getWindow());
        }
    }

    /** Loads the open client's performance when its tab shows and it is not loaded yet (the JavaFX thread stays free). */
    private void showPerformance() {
        String id = model.clientIdProperty().get();
        if (performanceTab.isSelected() && id != null && !id.isBlank() && !id.equals(performanceOf)) {
            performanceOf = id;
            performance.show(id);
        }
    }

    /** Loads the open client's Behavioral DNA results when the Behaviour tab shows (background); again when the tab is reselected. */
    private void showBehaviour() {
        String id = model.clientIdProperty().get();
        if (behaviourTab.isSelected() && id != null && !id.isBlank() && !id.equals(behaviourOf)) {
            behaviourOf = id;
            behaviour.show(id);
        } else if (!behaviourTab.isSelected()) {
            behaviourOf = null;   // a file scored on the DNA screen meanwhile shows when the tab opens again
        }
    }

    /** The import dialog for the open client; an import or an undo reloads the file and the performance. */
    private void openImport(Button owner) {
        String id = model.clientIdProperty().get();
        if (id == null || id.isBlank()) {
            return;
        }
        ImportExportDialog dialog = new ImportExportDialog(ctx, id, model.clientNameProperty().get(), List.of());
        dialog.model().setOnChange(() -> {
            if (id.equals(model.clientIdProperty().get())) {
                model.reload();
                performanceOf = null;
                showPerformance();
            }
        });
        importDialog = dialog;
        dialog.show(owner.getScene().getWindow());
    }

    ImportExportDialog importDialog() {
        return importDialog;
    }

    PerformancePane performance() {
        return performance;
    }

    BehaviourPane behaviour() {
        return behaviour;
    }

    @Override
    public void onShow() {
        model.loadClients();
        if (view != null) {
            view.focusSearch();
        }
    }

    public ClientFileViewModel model() {
        return model;
    }
}
