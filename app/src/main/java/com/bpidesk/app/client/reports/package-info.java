/** The typed client of the engine's reports feature (ADR 0255): its interface, records and HTTP implementation. */
package com.bpidesk.app.client.reports;
