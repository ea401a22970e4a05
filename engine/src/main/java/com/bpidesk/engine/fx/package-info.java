/**
 * Foreign-exchange rates (issue 16): the FX store (daily rates by currency pair with source and fetch time), the
 * importers (ECB {@code eurofxref-hist.csv}, ECB SDMX-CSV, FRED {@code DEX*} series), the keyless online ECB fetch,
 * the simulated demo layer, and {@link com.bpidesk.engine.fx.FxRates}: the rate on or before a date through the
 * shortest chain of available pairs and inverses, with minor units (GBX/GBp, ZAc, ILA). A missing pair is an
 * explicit {@link com.bpidesk.engine.fx.MissingRateException}, never a silent 1.0. See docs/currencies.md.
 */
package com.bpidesk.engine.fx;
