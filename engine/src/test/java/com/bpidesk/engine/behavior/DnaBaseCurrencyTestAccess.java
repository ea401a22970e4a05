package com.bpidesk.engine.behavior;

/** The two-currency trade file of {@link DnaBaseCurrencyTest}, for tests in other packages. */
public final class DnaBaseCurrencyTestAccess {

    public static final String FILE = DnaBaseCurrencyTest.FILE;

    private DnaBaseCurrencyTestAccess() {
    }
}
