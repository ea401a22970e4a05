/** The typed client of the engine's signals feature (ADR 0255): its interface, records and HTTP implementation. */
package com.bpidesk.app.client.signals;
