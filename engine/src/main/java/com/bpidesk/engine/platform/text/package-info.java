/**
 * Checks on uploaded text shared by every feature that reads tables (transactions, holdings, prices, FX and macro
 * files), applied before any per-cell work so that hostile input is refused in time linear in its size.
 */
package com.bpidesk.engine.platform.text;
