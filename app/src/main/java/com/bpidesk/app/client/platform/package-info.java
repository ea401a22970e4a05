/** The typed client of the engine's platform: health, change counters and identity (ADR 0255). */
package com.bpidesk.app.client.platform;
