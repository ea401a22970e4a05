/** The typed client of the engine's macro feature (ADR 0255): {@link com.bpidesk.app.client.macro.MacroApi} and its HTTP implementation. */
package com.bpidesk.app.client.macro;
