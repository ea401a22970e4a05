/** The typed client of the engine's behavior feature (ADR 0255): its interface, records and HTTP implementation. */
package com.bpidesk.app.client.behavior;
