/**
 * Text shared by every feature: the one file layer every table file the engine reads goes through (ADR 0256: encoding
 * {@link com.bpidesk.engine.platform.text.Encodings}, delimiter and records
 * {@link com.bpidesk.engine.platform.text.Delimiters}, numbers {@link com.bpidesk.engine.platform.text.NumberReader}, dates
 * {@link com.bpidesk.engine.platform.text.DateReader}); checks on uploaded text applied before any per-cell work, so that hostile input is
 * refused in time linear in its size ({@link com.bpidesk.engine.platform.text.TableLines}), and the one way dates and
 * money are written for people ({@link com.bpidesk.engine.platform.text.Readable}).
 */
package com.bpidesk.engine.platform.text;
