package com.bpidesk.app.clientfile;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.AppSession;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Client file section (issue 25): one place where the advisor sees a client. */
public final class ClientFileScreen implements Screen {
    private final AppContext ctx;
    private final ClientFileViewModel model;
    private ClientFileView view;

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
        Node built = view.build();
        // issue 25: the trades that bring the account back within its policy, for the advisor to accept or reject
        javafx.scene.control.Button rebalance = new javafx.scene.control.Button("Propose rebalance…");
        rebalance.setId("clientfile-rebalance");
        rebalance.setOnAction(e -> new RebalanceDialog(ctx, model.clientIdProperty().get(), model.clientNameProperty().get())
                .show(rebalance.getScene().getWindow()));
        view.actions().getChildren().add(rebalance);
        return built;
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
