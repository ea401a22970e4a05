package com.bpidesk.app.signals;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.shell.Screen;
import javafx.scene.Node;

/** The Clients & signals section (C1-C5). */
public final class SignalsScreen implements Screen {
    private final SignalsViewModel model;

    public SignalsScreen(AppContext ctx) {
        this.model = new SignalsViewModel(ctx);
    }

    @Override
    public String id() {
        return "clients";
    }

    @Override
    public String title() {
        return "Clients & signals";
    }

    @Override
    public String glyph() {
        return "☰";
    }

    @Override
    public Node createView() {
        return new SignalsView(model).build();
    }

    @Override
    public void onShow() {
        model.refresh();
    }

    public SignalsViewModel model() {
        return model;
    }
}
