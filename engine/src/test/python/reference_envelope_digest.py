#!/usr/bin/env python3
"""Independent RFC 8785 (JSON Canonicalization Scheme) form and SHA-256 digest of one decision envelope.

Run by hand from the repository root:

    python3 engine/src/test/python/reference_envelope_digest.py > engine/src/test/resources/reference/envelope_digest.json

The envelope below is the one EnvelopeEvaluatorTest.allChecksPassGivesProceedByD6 expects for its hand-worked proposal
(buy VTI to a 5 percent weight, every check passes, disposition PROCEED by rule D6, clock 2026-03-01T10:00:00Z),
written here as a plain Python literal. This script canonicalizes it with its own code, not the engine's Jcs class:
  - object members sorted by key (RFC 8785 section 3.2.3 sorts by UTF-16 code units; all keys here are ASCII, where
    that equals Python's code-point order);
  - no whitespace; strings as JSON with only the mandatory escapes (ensure_ascii=False);
  - numbers in ECMAScript Number.prototype.toString form (section 3.2.2.3): integral doubles without a fraction
    (1.0 -> 1, 20000.0 -> 20000), others in the shortest round-trip form (Python repr equals ES6 for 1e-6 <= |x| < 1e21);
then hashes the UTF-8 bytes with hashlib.sha256. The test compares the engine's canonical string and digest with both.
"""
import hashlib
import json
import math
import sys

ENVELOPE = {
    "decision_id": "dec-1",
    "trace_id": "trace-1",
    "organization_id": "org-a",
    "investor_id": "inv-1",
    "actor_id": "adv-1",
    "actor_or_agent": {
        "type": "human_actor",
        "id": "adv-1",
        "name": "Dana"
    },
    "mandate": {
        "scope": "Discretionary",
        "authorized_actions": [
            "buy",
            "sell",
            "rebalance"
        ],
        "constraints": [
            "max_single_position_weight: 10%",
            "excluded_sectors: Tobacco, Weapons"
        ]
    },
    "investor_context": {
        "risk_tolerance": "moderate",
        "time_horizon": "10 years"
    },
    "portfolio_context": {
        "as_of": "2026-03-01T09:00:00Z"
    },
    "proposed_action": {
        "type": "buy",
        "description": "Buy VTI to 5%",
        "parameters": {
            "instrument": "VTI",
            "sector": "Broad market",
            "target_weight": 0.05,
            "risk_effect": "neutral",
            "notional": 20000.0,
            "extra": {
                "order_type": "limit"
            }
        }
    },
    "suitability": {
        "match": True,
        "notes": "All 4 suitability checks passed: 'buy' is an authorized action. target_weight 0.05 is within the mandate's maximum single-position weight 0.1. sector 'Broad market' is not excluded by the mandate. Risk effect 'neutral' fits moderate risk tolerance."
    },
    "policy": {
        "match": True,
        "notes": "All 1 policy checks passed: Policy rule R1 (test rule R1): instrument 'VTI' is not restricted."
    },
    "evidence": {
        "sources": [
            "synthesis_agent:briefing-7",
            "mandate.authorized_actions",
            "mandate.constraints[0]",
            "mandate.constraints[1]",
            "investor_context.risk_tolerance",
            "policy_rule:R1@2026-02-01T00:00:00Z"
        ],
        "reasoning_summary": "Underweight equities | Disposition PROCEED by rule D6 (suitability and policy both match); 5 checks: 5 PASS."
    },
    "confidence": 1.0,
    "disposition": "PROCEED",
    "created_at": "2026-03-01T10:00:00Z"
}


def number(x):
    if isinstance(x, int) or (isinstance(x, float) and x.is_integer() and abs(x) < 1e21):
        return str(int(x))
    if not math.isfinite(x) or not (1e-6 <= abs(x) < 1e21):
        raise ValueError("outside the range this script formats: " + repr(x))
    return repr(x)


def canonical(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return number(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ",".join(canonical(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + canonical(v[k]) for k in sorted(v)) + "}"
    raise TypeError(type(v))


c = canonical(ENVELOPE)
json.dump({"command": "python3 engine/src/test/python/reference_envelope_digest.py > engine/src/test/resources/reference/envelope_digest.json",
           "canonical": c, "sha256": hashlib.sha256(c.encode("utf-8")).hexdigest()}, sys.stdout, indent=1, ensure_ascii=False)
print()
