/** The typed client of the engine's market feature (ADR 0255): {@link com.bpidesk.app.client.market.MarketApi} and its HTTP implementation. */
package com.bpidesk.app.client.market;
