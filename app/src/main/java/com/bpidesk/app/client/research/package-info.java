/** The typed client of the engine's research feature (ADR 0255): {@link com.bpidesk.app.client.research.ResearchApi}. */
package com.bpidesk.app.client.research;
