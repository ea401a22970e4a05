/** The typed client of the engine's data feature (ADR 0255): {@link com.bpidesk.app.client.data.DataApi}. */
package com.bpidesk.app.client.data;
