package com.bpidesk.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 8785 canonicalisation, checked against the examples printed in the RFC. */
class JcsTest {

    /** RFC 8785 Appendix B: IEEE 754 bit patterns and their ECMAScript serialisation. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "0000000000000000, 0",
            "8000000000000000, 0",
            "0000000000000001, 5e-324",
            "8000000000000001, -5e-324",
            "7fefffffffffffff, 1.7976931348623157e+308",
            "ffefffffffffffff, -1.7976931348623157e+308",
            "4340000000000000, 9007199254740992",
            "c340000000000000, -9007199254740992",
            "4430000000000000, 295147905179352830000",
            "44b52d02c7e14af5, 9.999999999999997e+22",
            "44b52d02c7e14af6, 1e+23",
            "44b52d02c7e14af7, 1.0000000000000001e+23",
            "444b1ae4d6e2ef4e, 999999999999999700000",
            "444b1ae4d6e2ef4f, 999999999999999900000",
            "444b1ae4d6e2ef50, 1e+21",
            "3eb0c6f7a0b5ed8c, 9.999999999999997e-7",
            "3eb0c6f7a0b5ed8d, 0.000001",
            "41b3de4355555553, 333333333.3333332",
            "41b3de4355555554, 333333333.33333325",
            "41b3de4355555555, 333333333.3333333",
            "41b3de4355555556, 333333333.3333334",
            "41b3de4355555557, 333333333.33333343",
            "becbf647612f3696, -0.0000033333333333333333",
            "43143ff3c1cb0959, 1424953923781206.2"
    })
    void numbersFollowEcmaScript(String bits, String expected) {
        double d = Double.longBitsToDouble(Long.parseUnsignedLong(bits, 16));
        assertThat(Jcs.number(d)).isEqualTo(expected);
    }

    @Test
    void moreNumberLayouts() {
        assertThat(Jcs.number(1e21)).isEqualTo("1e+21");
        assertThat(Jcs.number(1e20)).isEqualTo("100000000000000000000");
        assertThat(Jcs.number(123e-20)).isEqualTo("1.23e-18");
        assertThat(Jcs.number(0.1)).isEqualTo("0.1");
        assertThat(Jcs.number(1e-7)).isEqualTo("1e-7");
        assertThat(Jcs.number(-1.5)).isEqualTo("-1.5");
        assertThat(Jcs.number(100)).isEqualTo("100");
        assertThat(Jcs.number(2e-3)).isEqualTo("0.002");
    }

    @Test
    void nanAndInfinityAreRejected() {
        assertThatThrownBy(() -> Jcs.number(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Jcs.number(Double.POSITIVE_INFINITY)).isInstanceOf(IllegalArgumentException.class);
    }

    /** RFC 8785 section 3.2.2 (input) and 3.2.3 (output). */
    @Test
    void rfcMainExample() {
        String input = "{\n  \"numbers\": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],\n"
                + "  \"string\": \"\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\\"\\/\",\n"
                + "  \"literals\": [null, true, false]\n}";
        String expected = "{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,1e-27],"
                + "\"string\":\"\u20ac$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}";
        assertThat(Jcs.canonicalize(input)).isEqualTo(expected);
    }

    /** RFC 8785 section 3.2.3: sorting by UTF-16 code units. */
    @Test
    void rfcSortingExample() {
        String input = "{\"\\u20ac\":\"Euro Sign\",\"\\r\":\"Carriage Return\",\"\\ufb33\":\"Hebrew Letter Dalet With Dagesh\","
                + "\"1\":\"One\",\"\\ud83d\\ude00\":\"Emoji: Grinning Face\",\"\\u0080\":\"Control\","
                + "\"\\u00f6\":\"Latin Small Letter O With Diaeresis\"}";
        String expected = "{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\","
                + "\"\u00f6\":\"Latin Small Letter O With Diaeresis\",\"\u20ac\":\"Euro Sign\","
                + "\"\ud83d\ude00\":\"Emoji: Grinning Face\",\"\ufb33\":\"Hebrew Letter Dalet With Dagesh\"}";
        assertThat(Jcs.canonicalize(input)).isEqualTo(expected);
    }

    /** Short escapes for b t n f r, \\u00xx (lowercase) for other controls, DEL written as is. */
    @Test
    void controlCharactersAndShortEscapes() {
        assertThat(Jcs.canonicalize("[\"\\b\\t\\n\\f\\r\\u0001\\u001f \\u007f\"]"))
                .isEqualTo("[\"\\b\\t\\n\\f\\r\\u0001\\u001f \u007f\"]");
    }

    @Test
    void keyOrderAndWhitespaceDoNotChangeTheDigest() {
        String a = "{\"b\": 1, \"a\": [1.0, 2.50, {\"y\": null, \"x\": true}]}";
        String b = "{\"a\":[1,2.5,{\"x\":true,\"y\":null}],\"b\":1.0}";
        assertThat(Jcs.canonicalize(a)).isEqualTo(Jcs.canonicalize(b)).isEqualTo("{\"a\":[1,2.5,{\"x\":true,\"y\":null}],\"b\":1}");
        assertThat(Jcs.sha256Hex(Jcs.canonicalize(a).getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .hasSize(64).matches("[0-9a-f]{64}");
    }

    @Test
    void sha256OfKnownInput() {
        // SHA-256("abc") from FIPS 180-2 appendix B.1
        assertThat(Jcs.sha256Hex("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII)))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
