package com.bpidesk.app.compliance;

import java.util.Map;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.Window;

/**
 * The confirmation a review asks for (issue 26): a dialog that repeats the decision, the action, the client and the
 * reason typed, and says what recording it means. The decision's own button is the default (Enter confirms); Cancel is
 * the cancel button (Escape cancels). Nothing is recorded unless it is confirmed.
 */
final class ReviewConfirmation {

    /** The verb on the button and in the question, per decision. */
    static final Map<String, String> VERBS = Map.of("APPROVED", "Approve", "DENIED", "Deny", "ESCALATED", "Escalate");

    private ReviewConfirmation() {
    }

    /** The dialog's text: the decision, the action, the client, the reason, and what recording it means. */
    static String text(String decision, String action, String client, String reason) {
        String verb = VERBS.getOrDefault(decision, decision);
        String effect = "ESCALATED".equals(decision)
                ? "The decision goes to a second reviewer; it stays open."
                : "This review is final: the decision cannot be reviewed again.";
        return verb + ": " + action + " for " + client + ".\n\nYour reason: " + (reason == null ? "" : reason.strip()) + "\n\n"
                + effect + " It is recorded under your name in the audit trail. BPI Desk does not execute the trade or"
                + " contact the client.";
    }

    /** Shows the dialog and waits; true when the reviewer confirmed. */
    static boolean confirm(Window owner, String decision, String action, String client, String reason) {
        String verb = VERBS.getOrDefault(decision, decision);
        ButtonType yes = new ButtonType(verb, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", yes, ButtonType.CANCEL);
        if (owner != null) {
            alert.initOwner(owner);
        }
        alert.setTitle(verb + " this decision?");
        alert.setHeaderText(verb + " this decision?");
        Label body = new Label(text(decision, action, client, reason));
        body.setId("review-confirmation-text");
        body.setWrapText(true);
        body.setMaxWidth(460);
        alert.getDialogPane().setContent(body);
        alert.getDialogPane().setId("review-confirmation");
        return alert.showAndWait().filter(b -> b == yes).isPresent();
    }
}
