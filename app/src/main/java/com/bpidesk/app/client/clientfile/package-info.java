/** The typed client of the engine's client file (ADR 0255): {@link com.bpidesk.app.client.clientfile.ClientFileApi}. */
package com.bpidesk.app.client.clientfile;
