package com.bpidesk.envelope;

/** {@code suitability} and {@code policy}: whether the action matches, with notes. Both fields optional. */
public record Assessment(Boolean match, String notes) {
}
