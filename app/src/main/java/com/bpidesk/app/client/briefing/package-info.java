/**
 * The app's typed view of the engine's analysis result (A3, {@code GET /api/swarm/result/{job_id}}): records mirroring
 * the JSON field for field (snake_case through {@link com.bpidesk.app.client.EngineClient#JSON}), read leniently so a
 * newer engine's extra fields are ignored. The app never imports engine classes; these records are its own contract
 * with the API, kept in step with the engine's {@code swarm.briefing} records and the OpenAPI document.
 */
package com.bpidesk.app.client.briefing;
