package com.bpidesk.app.compliance;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.app.client.EngineClient;
import com.bpidesk.app.client.assurance.HttpAssuranceApi;
import com.bpidesk.app.client.book.BookApi;
import com.bpidesk.app.compliance.ExaminerBundleExport.ClientChoice;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The export's pure parts: the request for a choice, the client list in words, the file name offered. */
class ExaminerBundleExportTest {

    @Test
    void theRequestCarriesOnlyWhatWasChosen() {
        assertThat(HttpAssuranceApi.bundlePath(null, null, null)).isEqualTo("/api/assurance/bundle.zip");
        assertThat(HttpAssuranceApi.bundlePath("demo-c001", LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31)))
                .isEqualTo("/api/assurance/bundle.zip?client_id=demo-c001&from=2026-03-01&to=2026-03-31");
        assertThat(HttpAssuranceApi.bundlePath("a b&c", null, LocalDate.of(2026, 1, 2)))
                .isEqualTo("/api/assurance/bundle.zip?client_id=a%20b%26c&to=2026-01-02");
    }

    @Test
    void clientsAreOfferedByNameWithTheAdvisorOnlyWhenANameRepeats() throws Exception {
        var book = EngineClient.JSON.readValue("""
                {"items":[
                  {"client_id":"c3","name":"Harper Tanaka","advisor_name":"Dana Demo"},
                  {"client_id":"c1","name":"Kai Quintero","advisor_name":"Alex Demo"},
                  {"client_id":"c2","name":"Harper Tanaka","advisor_name":"Alex Demo"},
                  {"client_id":"c4","name":"","advisor_name":"Alex Demo"}]}
                """, BookApi.ClientList.class);
        List<ClientChoice> choices = ExaminerBundleExport.choices(book.items());
        assertThat(choices).extracting(ClientChoice::label)
                .containsExactly("Harper Tanaka, advisor Alex Demo", "Harper Tanaka, advisor Dana Demo", "Kai Quintero");
        assertThat(choices).extracting(ClientChoice::clientId).containsExactly("c2", "c3", "c1");
    }

    @Test
    void theFileNameNamesTheClientAndTheDay() {
        LocalDate day = LocalDate.of(2026, 11, 27);
        assertThat(ExaminerBundleExport.fileName(new ClientChoice("c1", "Kai Quintero (demo)"), day))
                .isEqualTo("examiner-bundle-kai-quintero-demo-2026-11-27.zip");
        assertThat(ExaminerBundleExport.fileName(ExaminerBundleExport.ALL_CLIENTS, day)).isEqualTo("examiner-bundle-all-clients-2026-11-27.zip");
    }
}
