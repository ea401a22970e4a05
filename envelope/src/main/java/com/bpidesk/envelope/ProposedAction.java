package com.bpidesk.envelope;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code proposed_action}: the action proposed for review. {@code type} and {@code description} are
 * required; {@code parameters} is any JSON object (kept as a tree so every shape survives a round trip).
 */
public record ProposedAction(String type, String description, ObjectNode parameters) {
    public ProposedAction {
        parameters = parameters == null ? null : parameters.deepCopy();
    }

    @Override
    public ObjectNode parameters() {
        return parameters == null ? null : parameters.deepCopy();
    }
}
