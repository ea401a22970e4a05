package com.bpidesk.engine.platform.http;

/**
 * The field-error collector under its old name, kept only so handlers written before ADR 0172 compile unchanged; it
 * is {@link com.bpidesk.engine.platform.errors.Validation} (new code imports that one, services must).
 */
@Deprecated
public final class Validation extends com.bpidesk.engine.platform.errors.Validation {
}
