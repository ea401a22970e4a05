package com.bpidesk.app.compliance;

import com.bpidesk.app.client.assurance.EnvelopeRecord;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.Label;

/**
 * Whether the person at this desk may review the selected decision, as the engine says (ADR 0243: {@code can_review},
 * {@code cannot_review_reason} of the envelope's detail), so Approve, Deny and Escalate are disabled with the reason
 * shown before anyone clicks. An engine that does not say leaves the decision to the review itself.
 */
final class ReviewPermission {

    private ReviewPermission() {
    }

    /** False when the engine says the caller may not review this decision. */
    static boolean allowed(EnvelopeRecord detail) {
        return detail != null && !Boolean.FALSE.equals(detail.canReview());
    }

    /** The reason in words, or empty. */
    static String reason(EnvelopeRecord detail) {
        return detail == null || allowed(detail) ? "" : DetailSections.text(detail.cannotReviewReason());
    }

    /** A label showing why the selected decision cannot be reviewed by this person; hidden when it can. */
    static Label label(ObjectProperty<EnvelopeRecord> detail) {
        Label l = new Label();
        l.setId("review-not-allowed");
        l.setWrapText(true);
        l.getStyleClass().add("error-text");
        l.textProperty().bind(Bindings.createStringBinding(() -> reason(detail.get()), detail));
        l.visibleProperty().bind(l.textProperty().isNotEmpty());
        l.managedProperty().bind(l.visibleProperty());
        return l;
    }
}
