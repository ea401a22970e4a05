/** The typed client of the engine's rebalance proposals (ADR 0255): {@link com.bpidesk.app.client.rebalance.RebalanceApi}. */
package com.bpidesk.app.client.rebalance;
