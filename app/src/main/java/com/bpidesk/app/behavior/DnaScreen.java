package com.bpidesk.app.behavior;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Behavioral DNA section (B1). */
public final class DnaScreen implements Screen {
    private final AppContext ctx;
    private final DnaViewModel model;

    public DnaScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new DnaViewModel(ctx);
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
        return new DnaView(model, ctx).build();
    }

    public DnaViewModel model() {
        return model;
    }
}
