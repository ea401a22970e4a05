package com.bpidesk.app.compliance;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Compliance review section: the envelope review queue, detail, review actions and import. */
public final class ComplianceScreen implements Screen {
    private final AppContext ctx;
    private final ComplianceViewModel model;

    public ComplianceScreen(AppContext ctx) {
        this.ctx = ctx;
        this.model = new ComplianceViewModel(ctx);
    }

    @Override
    public String id() {
        return "compliance";
    }

    @Override
    public String title() {
        return "Compliance review";
    }

    @Override
    public String glyph() {
        return "✓";
    }

    @Override
    public Node createView() {
        // the examiner's bundle export sits over the header line, kept out of ComplianceView (ADR 0245)
        return ExaminerBundleExport.withAction(new ComplianceView(model, ctx.window()).build(), ctx, model);
    }

    @Override
    public void onShow() {
        model.refresh();
        model.loadIdentity();
    }

    public ComplianceViewModel model() {
        return model;
    }
}
