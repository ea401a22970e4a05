package com.bpidesk.engine.swarm;

/** Where a client follows an analysis job: the links of the job object, its status and the history (specification 2.3). */
final class JobUrls {

    private JobUrls() {
    }

    static String pollUrl(String jobId) {
        return "/api/swarm/status/" + jobId;
    }

    static String resultUrl(String jobId) {
        return "/api/swarm/result/" + jobId;
    }

    static String cancelUrl(String jobId) {
        return "/api/swarm/cancel/" + jobId;
    }
}
