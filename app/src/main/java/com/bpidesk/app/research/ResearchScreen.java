package com.bpidesk.app.research;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Research section: semantic search over research notes, notes opened whole, the macro feed and note import. */
public final class ResearchScreen implements Screen {
    private final AppContext ctx;
    private final ResearchViewModel model;

    public ResearchScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new ResearchViewModel(ctx);
    }

    @Override
    public String id() {
        return "research";
    }

    @Override
    public String title() {
        return "Research";
    }

    @Override
    public String glyph() {
        return "⌕";
    }

    @Override
    public Node createView() {
        return new ResearchView(model, ctx.window()).build();
    }

    @Override
    public void onShow() {
        model.refreshIndex();
        model.refreshFeed();
    }

    public ResearchViewModel model() {
        return model;
    }
}
