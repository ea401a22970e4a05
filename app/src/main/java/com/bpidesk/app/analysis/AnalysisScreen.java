package com.bpidesk.app.analysis;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Portfolio analysis section: submit a portfolio to the seven-agent committee, follow the job, read the briefing. */
public final class AnalysisScreen implements Screen {
    private final AppContext ctx;
    private final AnalysisViewModel model;

    public AnalysisScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new AnalysisViewModel(ctx, AnalysisViewModel.pollMillisFor(ctx.client()));
    }

    @Override
    public String id() {
        return "analysis";
    }

    @Override
    public String title() {
        return "Portfolio analysis";
    }

    @Override
    public String glyph() {
        return "◆";
    }

    @Override
    public Node createView() {
        return new AnalysisView(model, ctx).build();
    }

    /** The history is read each time the screen is shown (another window or a restart may have added analyses). */
    @Override
    public void onShow() {
        model.loadHistory();
    }

    public AnalysisViewModel model() {
        return model;
    }
}
