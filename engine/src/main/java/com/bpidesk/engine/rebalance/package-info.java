/**
 * Rebalance proposals (issue 25): from a client's holdings, cash and investment policy, the trades that would bring the
 * account back within its bands ({@link com.bpidesk.engine.rebalance.Rebalancer}). Pure functions over immutable values:
 * no database, no HTTP, no prices fetched here. The method is documented in docs/rebalancing.md (ADR 0248).
 *
 * <p>A proposal is advice for the advisor to accept or reject: the product never executes a trade. An accepted proposal
 * becomes decision envelopes for compliance review.
 */
package com.bpidesk.engine.rebalance;
