package com.bpidesk.engine.clientfile;

import static org.assertj.core.api.Assertions.assertThat;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.book.DemoPolicies;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The client file's CSV: a name that would be a spreadsheet formula is written as text, a negative gain as a number. */
class ClientFileCsvTest {

    @Test
    void formulaCellsAreNeutralisedAndNumbersStayNumbers() {
        var profile = new ClientFile.Profile("c1", "=HYPERLINK(\"http://x\",\"y\")", "a1", "Alex", "balanced", 10, "USD", "US",
                LocalDate.of(2025, 1, 1), "summary", "imported");
        var h = new ClientFile.Holding("AAA", "@Evil, Inc.", "equity", 10, "USD", 12.5, LocalDate.of(2026, 3, 9), "imported", "current",
                1.0, LocalDate.of(2026, 3, 9), "identity", 125.0, 150.0, -25.0, -0.166667, 1.0, false, true);
        ClientPolicy p = DemoPolicies.forTolerance("balanced", ClientPolicy.HOUSE_DEFAULT);
        var f = new ClientFile(profile, p, List.of(), LocalDate.of(2026, 3, 10), "USD",
                List.of(new ClientFile.Account("acc", "taxable", "USD", List.of(h), null, 125.0)),
                new ClientFile.Totals(125, 125, 0, 150, -25, 1, 0), List.of(), null, List.of(), Instant.EPOCH, "x", "n");
        String[] lines = ClientFileCsv.write(f).split("\r\n");
        assertThat(lines[1]).startsWith("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",acc,AAA,\"'@Evil, Inc.\",equity,10.0,USD,12.5,");
        assertThat(lines[1]).contains(",-25.0,-0.166667,1.0,false,true");
        assertThat(ClientFileCsv.fileName(f)).isEqualTo("client-file-_HYPERLINK_http_x_y_-2026-03-10.csv");
    }
}
