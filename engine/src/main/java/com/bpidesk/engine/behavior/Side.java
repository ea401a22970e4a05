package com.bpidesk.engine.behavior;

/** Direction of a trade. */
public enum Side {
    BUY, SELL
}
