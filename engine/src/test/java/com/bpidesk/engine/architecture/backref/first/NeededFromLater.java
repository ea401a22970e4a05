package com.bpidesk.engine.architecture.backref.first;

/** A fixture of EngineArchitectureTest: an interface the first feature expects a later feature to implement. */
public interface NeededFromLater {
    String value();
}
