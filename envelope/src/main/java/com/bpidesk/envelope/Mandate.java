package com.bpidesk.envelope;

import java.util.List;

/** {@code mandate}: what the actor or agent is authorized to do for this investor. All fields optional. */
public record Mandate(String scope, List<String> authorizedActions, List<String> constraints) {
    public Mandate {
        authorizedActions = authorizedActions == null ? null : List.copyOf(authorizedActions);
        constraints = constraints == null ? null : List.copyOf(constraints);
    }
}
