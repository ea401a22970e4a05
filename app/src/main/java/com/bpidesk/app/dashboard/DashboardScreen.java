package com.bpidesk.app.dashboard;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The dashboard section: "Today" (issue 27) and the macro regime. */
public final class DashboardScreen implements Screen {
    private final DashboardViewModel model;
    private final TodayViewModel today;

    public DashboardScreen(AppContext ctx) {
        this.model = new DashboardViewModel(ctx);
        this.today = new TodayViewModel(ctx);
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
        return new DashboardView(model, today).build();
    }

    @Override
    public void onShow() {
        model.refresh();
        today.load();
    }

    public DashboardViewModel model() {
        return model;
    }

    public TodayViewModel today() {
        return today;
    }
}
