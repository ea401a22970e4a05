package com.bpidesk.app.settings;

import com.bpidesk.app.AppContext;
import com.bpidesk.app.UserProfile;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * Settings, Your profile: "Act as demo reviewer (demo only)" (ADR 0243). A desk alone is one person and cannot review
 * its own proposals; in demo mode the user may switch to a clearly labelled demo reviewer persona to show the review
 * workflow. Shown only when the engine offers it (an administrator key in demo mode); the status bar says when it is on.
 */
final class DemoReviewerSwitch {

    private final AppContext ctx;

    DemoReviewerSwitch(AppContext ctx) {
        this.ctx = ctx;
    }

    Node build() {
        CheckBox on = new CheckBox("Act as demo reviewer (demo only)");
        on.setId("profile-demo-reviewer");
        Label note = new Label("A desk alone is one person, so your own proposals are reviewed on your firm's server. With"
                + " demo data you can switch to a demo reviewer to see the review workflow; its reviews are labelled"
                + " \"Demo reviewer (demo only)\" in the audit trail.");
        note.setWrapText(true);
        note.getStyleClass().add("hint");
        VBox box = new VBox(6, on, note);
        box.setId("profile-demo-reviewer-box");
        box.setVisible(false);
        box.setManaged(false);
        ctx.tasks().run("Checking who reviews", () -> ctx.api().platform().identity(), id -> {
            boolean available = id.demoReviewerOffered();
            box.setVisible(available);
            box.setManaged(available);
            on.setSelected(UserProfile.demoReviewer(id));
        }, m -> { });
        on.setOnAction(e -> {
            boolean want = on.isSelected();
            ctx.tasks().run(want ? "Acting as the demo reviewer" : "Acting as yourself",
                    () -> UserProfile.actAsDemoReviewer(ctx.api().platform(), want),
                    id -> {
                        on.setSelected(UserProfile.demoReviewer(id));
                        note.getStyleClass().setAll("hint");
                        note.setText(UserProfile.demoReviewer(id) ? "You now review as Demo reviewer (demo only). Untick to"
                                + " act as yourself again." : "You act as yourself again: " + UserProfile.display(id) + ".");
                    },
                    m -> {
                        on.setSelected(!want);
                        note.getStyleClass().setAll("error-text");
                        note.setText("Could not switch: " + m);
                    });
        });
        return box;
    }
}
