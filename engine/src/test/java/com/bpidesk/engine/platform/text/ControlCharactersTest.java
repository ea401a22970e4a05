package com.bpidesk.engine.platform.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The edge rule of ADR 0220 on fixed inputs, every expectation worked by hand from the rule: C0 controls (U+0000 to
 * U+001F) and DEL are refused; free text keeps tab, line feed and carriage return, ids do not.
 */
class ControlCharactersTest {

    static Optional<ControlCharacters.Found> scan(String json) {
        return ControlCharacters.scanJson(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theRefusedSetIsC0AndDelWithTabAndLineBreaksOnlyInFreeText() {
        int refusedInText = 0;
        int refusedInIds = 0;
        for (char c = 0; c < 0x100; c++) {
            refusedInText += ControlCharacters.refused(c, true) ? 1 : 0;
            refusedInIds += ControlCharacters.refused(c, false) ? 1 : 0;
        }
        // 32 C0 controls + DEL = 33; free text keeps 3 of them (tab, LF, CR)
        assertThat(refusedInIds).isEqualTo(33);
        assertThat(refusedInText).isEqualTo(30);
        assertThat(ControlCharacters.refused('\u0085', false)).isFalse(); // C1 NEL is not a C0 control
        assertThat(ControlCharacters.indexOf("ab\u0000c", true)).isEqualTo(2);
        assertThat(ControlCharacters.indexOf("a\tb\nc\r", true)).isEqualTo(-1);
        assertThat(ControlCharacters.indexOf("a\tb", false)).isEqualTo(1);
        assertThat(ControlCharacters.indexOf("Zürich – ☃", false)).isEqualTo(-1);
    }

    @Test
    void namesAreForPeople() {
        assertThat(ControlCharacters.name('\u0000')).isEqualTo("NUL");
        assertThat(ControlCharacters.name('\u001B')).isEqualTo("U+001B (ESC)");
        assertThat(ControlCharacters.name('\u007F')).isEqualTo("U+007F (DEL)");
        assertThat(ControlCharacters.name('\t')).isEqualTo("a tab");
        assertThat(ControlCharacters.inWords(List.of("decision_id"))).isEqualTo("'decision id'");
        assertThat(ControlCharacters.inWords(List.of("actor_or_agent", "id"))).isEqualTo("'id' in 'actor or agent'");
        assertThat(ControlCharacters.inWords(List.of("positions", 0, "symbol"))).isEqualTo("'symbol' in item 1 of 'positions'");
        assertThat(ControlCharacters.inWords(List.of())).isEqualTo("the request body");
    }

    @Test
    void theScanFindsTheFieldOfTheFirstControlCharacter() {
        // the envelope shapes: NUL in decision_id, actor_or_agent.id and proposed_action.type
        assertThat(scan("{\"decision_id\":\"d\\u0000\"}")).get()
                .extracting(ControlCharacters.Found::field, ControlCharacters.Found::pointer, ControlCharacters.Found::character)
                .containsExactly("'decision id'", "/decision_id", '\u0000');
        assertThat(scan("{\"a\":\"ok\",\"actor_or_agent\":{\"name\":\"n\",\"id\":\"x\\u0000\"}}")).get()
                .extracting(ControlCharacters.Found::pointer).isEqualTo("/actor_or_agent/id");
        assertThat(scan("{\"proposed_action\":{\"type\":\"\\u001b[31m\"}}")).get()
                .extracting(ControlCharacters.Found::field).isEqualTo("'type' in 'proposed action'");
        assertThat(scan("{\"positions\":[{\"symbol\":\"A\"},{\"symbol\":\"\\u0007\"}]}")).get()
                .extracting(ControlCharacters.Found::pointer).isEqualTo("/positions/1/symbol");
        assertThat(scan("{\"scopes\":[\"a\",\"b\\u0000\"]}")).get()
                .extracting(ControlCharacters.Found::field).isEqualTo("item 2 of 'scopes'");
        // a field name holding one
        assertThat(scan("{\"x\":{\"k\\u0000\":1}}")).get()
                .extracting(ControlCharacters.Found::field).isEqualTo("a field name in 'x'");
        // DEL written raw is valid JSON, and still refused
        assertThat(scan("{\"label\":\"a\u007Fb\"}")).get().extracting(ControlCharacters.Found::character).isEqualTo('\u007F');
    }

    @Test
    void freeTextKeepsTabsAndLineBreaksIdsDoNot() {
        assertThat(scan("{\"text\":\"line one\\nline two\\ttabbed\\r\"}")).isEmpty();
        assertThat(scan("{\"client_id\":\"c\\t1\"}")).get().extracting(ControlCharacters.Found::pointer).isEqualTo("/client_id");
        assertThat(scan("{\"client_ids\":[\"c1\",\"c\\n2\"]}")).get().extracting(ControlCharacters.Found::pointer)
                .isEqualTo("/client_ids/1");
        assertThat(scan("{\"id\":\"\\r\"}")).isPresent();
    }

    @Test
    void anEscapedBackslashIsNotAControlCharacterAndInvalidJsonIsLeftToTheParser() {
        // "a\\u0000" is a backslash followed by the six letters u0000: ordinary text
        assertThat(scan("{\"note\":\"a\\\\u0000\"}")).isEmpty();
        assertThat(scan("{\"note\":\"no escapes at all\"}")).isEmpty();
        // a document that breaks off is the parser's to answer (malformed JSON), whatever it holds
        assertThat(scan("{\"note\":\"\\u0000")).isEmpty();
        assertThat(scan("{\"note\":\\")).isEmpty();
    }
}
