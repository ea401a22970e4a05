package com.bpidesk.envelope;

import com.fasterxml.jackson.annotation.JsonProperty;

/** {@code actor_or_agent.type}: a human actor (advisor, ops user) or an AI agent. */
public enum ActorType {
    @JsonProperty("human_actor") HUMAN_ACTOR,
    @JsonProperty("ai_agent") AI_AGENT;

    /** The wire value, as in the schema. */
    public String wireName() {
        return this == HUMAN_ACTOR ? "human_actor" : "ai_agent";
    }
}
