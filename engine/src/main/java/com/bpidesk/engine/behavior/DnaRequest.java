package com.bpidesk.engine.behavior;

import java.util.Map;

/**
 * B1's request as read from the query or the form (docs/behavioral.md): how to read the file and whom it belongs to.
 *
 * @param kind         {@code transactions}, {@code holdings} or null (detected)
 * @param mapping      file column per field (the mapping step's {@code map_<field>} or {@code mapping.columns})
 * @param decimal      {@code comma}, {@code point} or null (detected)
 * @param headerLine   the header's line number (1 = first line), or null (found)
 * @param homeCountry  the client's home country as asked (ISO alpha-2), or null
 * @param baseCurrency the currency of the report's amounts as asked, or null (the account's own)
 * @param clientId     a client of the organization's book whose record names the home country, or null
 * @param sheet        the workbook's sheet to read, or null (the one whose header names the most fields)
 * @param remember     save this mapping for the file's layout (ADR 0257): the next file with the same header reads with it
 * @param fileName     the file's name (names a remembered mapping), or null
 */
public record DnaRequest(String kind, Map<String, String> mapping, String dateOrder, String decimal, String sideRule,
                         Map<String, String> kindRules, Integer headerLine, String homeCountry, String baseCurrency, String clientId,
                         String sheet, boolean remember, String fileName) {
}
