/**
 * Failures in the domain's words (ADR 0172): {@link com.bpidesk.engine.platform.errors.DomainException} with its kind,
 * reason, field errors and extras, and {@link com.bpidesk.engine.platform.errors.Validation} to collect field errors.
 * Services, parsers and stores throw these; only the HTTP edge (classes in {@code platform.http}, {@code *Module}
 * and {@code *Feature} classes, {@code api} sub-packages) knows problem types and status codes.
 */
package com.bpidesk.engine.platform.errors;
