package com.bpidesk.app.reports;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Reports section: branded PDF research reports of an analysis job, a portfolio or a client of the book. */
public final class ReportsScreen implements Screen {
    private final AppContext ctx;
    private final ReportsViewModel model;

    public ReportsScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new ReportsViewModel(ctx);
    }

    @Override
    public String id() {
        return "reports";
    }

    @Override
    public String title() {
        return "Reports";
    }

    @Override
    public String glyph() {
        return "▤";
    }

    @Override
    public Node createView() {
        return new ReportsView(model, ctx).build();
    }

    @Override
    public void onShow() {
        model.brand().refreshBrands();
        model.brand().checkContrast();
        model.subject().loadClients();
        model.subject().loadAnalyses();
        model.history().load();
    }

    public ReportsViewModel model() {
        return model;
    }
}
