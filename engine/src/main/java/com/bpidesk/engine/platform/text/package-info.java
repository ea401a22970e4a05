/**
 * Text shared by every feature: checks on uploaded text applied before any per-cell work, so that hostile input is
 * refused in time linear in its size ({@link com.bpidesk.engine.platform.text.TableLines}), and the one way dates and
 * money are written for people ({@link com.bpidesk.engine.platform.text.Readable}).
 */
package com.bpidesk.engine.platform.text;
