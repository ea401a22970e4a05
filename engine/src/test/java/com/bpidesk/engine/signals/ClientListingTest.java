package com.bpidesk.engine.signals;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.platform.auth.ClientScope;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The book table as one caller sees it (ADR 0252), on a hand-made book of five clients and three advisors: the expected
 * ids, totals and pages are worked out by hand below, not taken from the code.
 */
class ClientListingTest {

    static Signals.ClientRow row(String id, String name, String advisor) {
        return new Signals.ClientRow(id, name, advisor, null, "balanced", 10, 1000, 0.1, "low", 0, true, 0, "demo", "USD");
    }

    // deliberately not in id order: the listing orders by client id
    static final Signals.ClientList BOOK = new Signals.ClientList(List.of(
            row("c5", "Eve Ng", "a2"), row("c1", "Ann Lee", "a1"), row("c3", "Cy Moss", "a3"),
            row("c2", "Ben Lee", "a2"), row("c4", "Dee Park", "a1")), 5, LocalDate.of(2026, 3, 18), null, "demo", "notice");

    static List<String> ids(Signals.ClientList l) {
        return l.items().stream().map(Signals.ClientRow::clientId).toList();
    }

    @Test
    void anAdvisorSeesOnlyOwnClientsInIdOrderAndTheTotalCountsOnlyThose() {
        var own = new ClientScope(ClientScope.Kind.OWN, "a1", Set.of("a1"));
        var page = ClientListing.page(BOOK, own, new ClientListing.Query(null, null, 200, 0));
        assertThat(ids(page)).containsExactly("c1", "c4");
        assertThat(page.total()).isEqualTo(2);
    }

    @Test
    void aSupervisorSeesTheTeamAndPagesAreStable() {
        var team = new ClientScope(ClientScope.Kind.SUPERVISED, "a1", Set.of("a1", "a2"));
        // in scope: c1, c2, c4, c5 (a1, a2); pages of 3: [c1, c2, c4], [c5]
        var first = ClientListing.page(BOOK, team, new ClientListing.Query(null, null, 3, 0));
        var second = ClientListing.page(BOOK, team, new ClientListing.Query(null, null, 3, 3));
        assertThat(ids(first)).containsExactly("c1", "c2", "c4");
        assertThat(ids(second)).containsExactly("c5");
        assertThat(first.total()).isEqualTo(4);
        assertThat(second.total()).isEqualTo(4);
        assertThat(ClientListing.page(BOOK, team, new ClientListing.Query(null, null, 3, 9)).items()).isEmpty();
    }

    @Test
    void searchAndAdvisorFilterStayInsideTheScope() {
        var own = new ClientScope(ClientScope.Kind.OWN, "a1", Set.of("a1"));
        // "lee" matches Ann Lee (a1) and Ben Lee (a2): the advisor a1 finds only Ann
        assertThat(ids(ClientListing.page(BOOK, own, new ClientListing.Query(null, "LEE", 200, 0)))).containsExactly("c1");
        assertThat(ids(ClientListing.page(BOOK, ClientScope.ORGANIZATION, new ClientListing.Query(null, "lee", 200, 0))))
                .containsExactly("c1", "c2");
        // another advisor's filter within an own scope finds nothing
        assertThat(ClientListing.page(BOOK, own, new ClientListing.Query("a2", null, 200, 0)).total()).isZero();
        assertThat(ids(ClientListing.page(BOOK, ClientScope.ORGANIZATION, new ClientListing.Query("a2", null, 200, 0))))
                .containsExactly("c2", "c5");
    }

    @Test
    void aScopeOfNoAdvisorsIsAnEmptySqlCondition() {
        var none = new ClientScope(ClientScope.Kind.OWN, "x", Set.of());
        assertThat(none.clientCondition("client_id", "org").sql()).isEqualTo(" AND 1 = 0");
        assertThat(ClientScope.ORGANIZATION.clientCondition("client_id", "org").sql()).isEmpty();
        var two = new ClientScope(ClientScope.Kind.SUPERVISED, "a1", Set.of("a2", "a1"));
        assertThat(two.clientCondition("e.client_id", "org").sql()).isEqualTo(
                " AND e.client_id IN (SELECT client_id FROM book_clients WHERE organization_id = ? AND advisor_id IN (?, ?))");
        assertThat(two.clientCondition("e.client_id", "org").after("p")).containsExactly("p", "org", "a1", "a2");
    }
}
