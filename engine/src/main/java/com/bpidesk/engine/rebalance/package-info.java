/**
 * Rebalance proposals (issue 25): from a client's holdings, cash and investment policy, the trades that would bring the
 * account back within its bands ({@link com.bpidesk.engine.rebalance.Rebalancer}). The method's classes (Rebalancer,
 * Targets, Trades and their records) are pure functions over immutable values: no database, no HTTP, no prices fetched
 * (docs/rebalancing.md, ADR 0248). The feature's classes (RebalanceFeature, RebalanceModule, RebalanceService,
 * ProposalStore, AccountInputs, ClassInstruments, ProposalEnvelopes; ADR 0249) value the account with the client file,
 * store proposals and turn an accepted one into decision envelopes.
 *
 * <p>A proposal is advice for the advisor to accept or reject: the product never executes a trade. An accepted proposal
 * becomes decision envelopes for compliance review.
 */
package com.bpidesk.engine.rebalance;
