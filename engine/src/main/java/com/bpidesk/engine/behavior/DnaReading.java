package com.bpidesk.engine.behavior;

import com.bpidesk.engine.transactions.Diagnosis;
import com.bpidesk.engine.transactions.ImportProfile;
import com.bpidesk.engine.transactions.Workbooks;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * How a scored transaction file was read, for the advisor to check and change (issue 24, ADR 0257): every column with the
 * role it was read as, the type words with their meaning and row counts, the workbook sheet read and why, and the saved
 * mapping of the organization it was read with. The {@code reading} member of {@code POST /api/analyze-dna}'s answer.
 *
 * @param layoutSignature the key under which a mapping is remembered: SHA-256 of the normalised header cells of the table
 *                        found (for a workbook, of the sheet found by its header), so the same columns in the same order
 * @param columns         every column of the header, in order, with the role read (null: not used)
 * @param typeWords       the words of the type column (else of the buy/sell column), most rows first
 * @param sheet           the workbook's sheet read, its sheets and why (null for a text file)
 * @param savedMapping    the organization's saved mapping this file was read with, or null
 * @param remembered      true when this request saved its mapping for the layout
 */
public record DnaReading(String layoutSignature, List<Column> columns, List<Diagnosis.TypeWord> typeWords, Workbooks.SheetChoice sheet,
                         SavedMapping savedMapping, boolean remembered) {

    /** A column: its 1-based position, its header ("" when unnamed), the role read (a field id, null: not used) and how sure. */
    public record Column(int index, String header, String role, double confidence) {
    }

    /** A saved mapping: its id (to forget it), name and when it was saved. */
    public record SavedMapping(long profileId, String name, Instant savedAt) {

        static SavedMapping of(ImportProfile p) {
            return p == null ? null : new SavedMapping(p.id(), p.name(), p.updatedAt());
        }
    }

    /** The reading of a parsed transaction file; null for a holdings snapshot (no diagnosis). */
    static DnaReading of(ParsedPortfolio parsed, String signature, ImportProfile usedProfile, ImportProfile savedNow) {
        Diagnosis d = parsed.diagnosis();
        if (d == null) {
            return null;
        }
        List<Column> columns = new ArrayList<>();
        for (Diagnosis.ColumnGuess g : d.guesses()) {
            columns.add(new Column(g.index(), g.header(), g.field(), g.field() == null ? 0 : g.confidence()));
        }
        ImportProfile shown = savedNow != null ? savedNow : usedProfile;
        return new DnaReading(signature != null ? signature : d.headerSignature(), columns, d.typeWords(), d.sheet(), SavedMapping.of(shown), savedNow != null);
    }
}
