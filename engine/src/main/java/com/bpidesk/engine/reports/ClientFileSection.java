package com.bpidesk.engine.reports;

import com.bpidesk.engine.clientfile.ClientFile;
import com.bpidesk.engine.signals.ClientPerformanceViews;

/**
 * The client file's part of an advisor brief (ADR 0258): the file as of the data date and the client's performance for the
 * standard periods; {@code performance} null, with {@code performanceProblem} in words, when it could not be computed.
 */
record ClientFileSection(ClientFile file, ClientPerformanceViews.Performance performance, String performanceProblem) {

    /**
     * The client's file as of the data date and the performance of all the client's accounts for the standard periods, after
     * fees (the route's default basis); a performance that cannot be computed leaves the reason instead of failing the brief.
     */
    static ClientFileSection of(com.bpidesk.engine.clientfile.ClientFileService files,
                                com.bpidesk.engine.signals.ClientPerformance performance, String org, String clientId) {
        ClientFile file = files.file(org, clientId, null);
        try {
            return new ClientFileSection(file, performance.performance(org, clientId, null, null, null, null,
                    com.bpidesk.engine.performance.Returns.Basis.NET), null);
        } catch (RuntimeException e) {
            return new ClientFileSection(file, null, e.getMessage());
        }
    }
}
