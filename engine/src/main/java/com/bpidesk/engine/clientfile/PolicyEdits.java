package com.bpidesk.engine.clientfile;

import com.bpidesk.engine.book.ClientPolicy;
import com.bpidesk.engine.platform.errors.Validation;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks an edited investment policy ({@code PUT /api/book/clients/{client_id}/policy}) and lists what changed, field by
 * field, for the change log (ADR 0241). Rules: each asset class at most once and one the policy knows; target weights and
 * bands are fractions from 0 to 1 (a band at most 0.5); the targets add up to 100 % (within 0.01 percentage point); the
 * largest single position is above 0 and at most 1; held positions are ticker symbols, at most 100.
 */
final class PolicyEdits {

    static final double SUM_TOLERANCE = 1e-4;
    static final double MAX_BAND = 0.5;

    /** Body of the policy edit: the targets (a class left out has target and band 0), the position limit, the held symbols. */
    record Input(List<TargetInput> targets, Double maxPositionWeight, List<String> heldSymbols) {
    }

    record TargetInput(String assetClass, Double targetWeight, Double band) {
    }

    private PolicyEdits() {
    }

    /** The policy the input describes, or an invalid-request failure naming each field in words. */
    static ClientPolicy validate(Input in, Instant now, String by) {
        Validation v = new Validation();
        List<ClientPolicy.Target> targets = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        double sum = 0;
        List<TargetInput> list = in == null || in.targets() == null ? List.of() : in.targets();
        v.check(!list.isEmpty(), "/targets", "give a target weight for at least one asset class");
        for (int i = 0; i < list.size(); i++) {
            TargetInput t = list.get(i);
            String at = "/targets/" + i;
            String ac = t == null || t.assetClass() == null ? "" : t.assetClass().strip().toLowerCase(Locale.ROOT);
            if (!ClientPolicy.ASSET_CLASSES.contains(ac)) {
                v.error(at + "/asset_class", "must be one of equity, bonds, real_estate, commodities, cash");
                continue;
            }
            v.check(seen.add(ac), at + "/asset_class", "the asset class " + words(ac) + " is given twice");
            double w = t.targetWeight() == null ? Double.NaN : t.targetWeight();
            double b = t.band() == null ? 0 : t.band();
            v.check(w >= 0 && w <= 1, at + "/target_weight", "the target for " + words(ac) + " must be between 0 % and 100 %");
            v.check(b >= 0 && b <= MAX_BAND, at + "/band", "the band for " + words(ac) + " must be between 0 and 50 percentage points");
            if (w >= 0 && w <= 1) {
                sum += w;
            }
            targets.add(new ClientPolicy.Target(ac, w, b));
        }
        if (v.isValid() && Math.abs(sum - 1) > SUM_TOLERANCE) {
            v.error("/targets", String.format(Locale.ROOT, "the target weights add up to %.2f %%; they must add up to 100 %%", sum * 100));
        }
        Double max = in == null ? null : in.maxPositionWeight();
        v.check(max != null && max > 0 && max <= 1, "/max_position_weight",
                "the largest single position must be more than 0 % and at most 100 % of the client's value");
        List<String> held = in == null || in.heldSymbols() == null ? List.of() : in.heldSymbols();
        v.check(held.size() <= 100, "/held_symbols", "at most 100 held positions");
        Set<String> symbols = new TreeSet<>();
        for (int i = 0; i < held.size(); i++) {
            String s = held.get(i) == null ? "" : held.get(i).strip().toUpperCase(Locale.ROOT);
            v.check(s.matches("[A-Z0-9][A-Z0-9.\\-=^]{0,31}"), "/held_symbols/" + i, "'" + (held.get(i) == null ? "" : held.get(i).strip())
                    + "' is not a ticker symbol (letters, digits, '.', '-', up to 32 characters)");
            symbols.add(s);
        }
        v.throwIfInvalid("The investment policy was not saved: please correct the fields named below.");
        targets.sort(java.util.Comparator.comparingInt(t -> ClientPolicy.ASSET_CLASSES.indexOf(t.assetClass())));
        return new ClientPolicy(List.copyOf(targets), max, List.copyOf(symbols), ClientPolicy.ADVISOR, now, by);
    }

    /** Every field whose value differs between the two policies, in a fixed order (targets, bands, limit, held). */
    static List<ClientPolicy.Change> changes(ClientPolicy before, ClientPolicy after, Instant at, String by, String name, String role) {
        List<ClientPolicy.Change> out = new ArrayList<>();
        for (String ac : ClientPolicy.ASSET_CLASSES) {
            diff(out, "target." + ac, before.target(ac).targetWeight(), after.target(ac).targetWeight(), at, by, name, role);
        }
        for (String ac : ClientPolicy.ASSET_CLASSES) {
            diff(out, "band." + ac, before.target(ac).band(), after.target(ac).band(), at, by, name, role);
        }
        diff(out, "max_position_weight", before.maxPositionWeight(), after.maxPositionWeight(), at, by, name, role);
        String was = String.join(",", new TreeSet<>(before.heldSymbols()));
        String now = String.join(",", new TreeSet<>(after.heldSymbols()));
        if (!was.equals(now)) {
            out.add(new ClientPolicy.Change(at, by, name, role, "held_symbols", was, now));
        }
        return out;
    }

    private static void diff(List<ClientPolicy.Change> out, String field, double was, double now, Instant at, String by, String name,
                             String role) {
        if (Math.abs(was - now) > 1e-12) {
            out.add(new ClientPolicy.Change(at, by, name, role, field, number(was), number(now)));
        }
    }

    /** A fraction as the log stores it: plain decimal, no exponent ({@code 0.55}). */
    static String number(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    private static String words(String assetClass) {
        return assetClass.replace('_', ' ');
    }
}
