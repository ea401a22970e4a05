/**
 * How the app writes figures and the engine's identifiers for people: one place for money, percentages, dates and
 * labels ({@link com.bpidesk.app.format.Formats}, {@link com.bpidesk.app.format.Labels}).
 */
package com.bpidesk.app.format;
