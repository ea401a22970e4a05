package com.bpidesk.app.behavior;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Behavioral DNA section (B1). */
public final class DnaScreen implements Screen {
    private final AppContext ctx;
    private final DnaViewModel model;
    private final DnaHistory history;

    public DnaScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new DnaViewModel(ctx);
        this.history = new DnaHistory(ctx, model::showKept);   // results kept by the engine (issue 27)
    }

    @Override
    public String id() {
        return "dna";
    }

    @Override
    public String title() {
        return "Behavioral DNA";
    }

    @Override
    public String glyph() {
        return "◎";
    }

    @Override
    public Node createView() {
        return new DnaView(model, ctx, history).build();
    }

    @Override
    public void onShow() {
        history.load();
        history.loadClients();
    }

    public DnaHistory history() {
        return history;
    }

    public DnaViewModel model() {
        return model;
    }
}
