/**
 * The engine's one numerical package: descriptive statistics ({@link com.bpidesk.engine.math.Stats}), the standard
 * normal distribution ({@link com.bpidesk.engine.math.Normal}), ordinary least squares through a QR decomposition
 * ({@link com.bpidesk.engine.math.Ols}), dense linear systems ({@link com.bpidesk.engine.math.LinearSystems}) and
 * the risk measures of the analysis ({@link com.bpidesk.engine.math.RiskMath}).
 *
 * <p>Built on Hipparchus (ADR 0180) wherever it has the method; the pieces written here (return-series helpers,
 * historical and parametric VaR/ES, drawdown, Euler contributions) are conventions of the analysis that no library
 * fixes, and are tested against Hipparchus and against the independent numpy reference in
 * {@code engine/src/test/python/reference_risk.py}. The package depends on nothing else in the engine.
 */
package com.bpidesk.engine.math;
