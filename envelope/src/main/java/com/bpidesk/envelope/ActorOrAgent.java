package com.bpidesk.envelope;

/** {@code actor_or_agent}: who proposed the decision. {@code type} and {@code id} are required. */
public record ActorOrAgent(ActorType type, String id, String name) {

    public static ActorOrAgent human(String id, String name) {
        return new ActorOrAgent(ActorType.HUMAN_ACTOR, id, name);
    }

    public static ActorOrAgent agent(String id, String name) {
        return new ActorOrAgent(ActorType.AI_AGENT, id, name);
    }
}
