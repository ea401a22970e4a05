package com.bpidesk.engine.assurance;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;

/** The kinds of firm policy rule the evaluation applies (docs/envelope.md, "Policy rules"). */
public enum PolicyRuleKind {
    /** target = instrument; breached when proposed_action.parameters.instrument equals it. */
    RESTRICTED_INSTRUMENT(false),
    /** target = sector; breached when parameters.sector equals it. */
    RESTRICTED_SECTOR(false),
    /** target = action type; breached when proposed_action.type equals it. */
    PROHIBITED_ACTION(false),
    /** target = weight in [0, 1]; breached when parameters.target_weight exceeds it. */
    MAX_POSITION_WEIGHT(true),
    /** target = amount; high impact (escalate) when parameters.notional exceeds it. */
    ESCALATE_NOTIONAL_ABOVE(true),
    /** no target; proposals of AI agents need human review. */
    AI_AGENT_REVIEW(false);

    private final boolean numeric;

    PolicyRuleKind(boolean numeric) {
        this.numeric = numeric;
    }

    public boolean numeric() {
        return numeric;
    }

    public boolean needsTarget() {
        return this != AI_AGENT_REVIEW;
    }

    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static PolicyRuleKind parse(String s) {
        return Arrays.stream(values()).filter(k -> k.wireName().equals(s)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("Unknown policy rule kind '" + s + "'; use one of "
                        + Arrays.stream(values()).map(PolicyRuleKind::wireName).toList()));
    }
}
