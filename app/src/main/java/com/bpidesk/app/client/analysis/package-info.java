/** The typed client of the engine's portfolio analysis (swarm) feature (ADR 0255): {@link com.bpidesk.app.client.analysis.AnalysisApi}. */
package com.bpidesk.app.client.analysis;
