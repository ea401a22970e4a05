/** The typed client of the engine's agents feature (ADR 0255): {@link com.bpidesk.app.client.agents.AgentsApi} and its HTTP implementation. */
package com.bpidesk.app.client.agents;
