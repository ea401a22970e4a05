/**
 * The app's typed view of the engine's assurance records ({@code GET /api/assurance/envelopes/{decision_id}}): the stored
 * Decision Assurance Envelope 1.0.0 with its validation, digest check and versions, as records mirroring the JSON (read
 * leniently through {@link com.bpidesk.app.client.EngineClient#JSON}). The app never imports engine classes.
 */
package com.bpidesk.app.client.assurance;
