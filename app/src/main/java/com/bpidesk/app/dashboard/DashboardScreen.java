package com.bpidesk.app.dashboard;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The dashboard section: headline tiles, starting with the macro regime. */
public final class DashboardScreen implements Screen {
    private final DashboardViewModel model;

    public DashboardScreen(AppContext ctx) {
        this.model = new DashboardViewModel(ctx);
    }

    @Override
    public String id() {
        return "dashboard";
    }

    @Override
    public String title() {
        return "Dashboard";
    }

    @Override
    public String glyph() {
        return "⌂";
    }

    @Override
    public Node createView() {
        return new DashboardView(model).build();
    }

    @Override
    public void onShow() {
        model.refresh();
    }

    public DashboardViewModel model() {
        return model;
    }
}
