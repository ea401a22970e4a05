package com.bpidesk.envelope;

import java.util.List;

/** {@code evidence}: the traceable basis of the decision. All fields optional. */
public record Evidence(List<String> sources, String reasoningSummary) {
    public Evidence {
        sources = sources == null ? null : List.copyOf(sources);
    }
}
