package com.bpidesk.engine.assurance;

import com.bpidesk.engine.assurance.BundleContents.Contents;
import com.bpidesk.engine.assurance.BundleContents.Decision;
import com.bpidesk.engine.assurance.EnvelopeRepository.StoredVersion;
import com.bpidesk.engine.platform.Json;
import com.bpidesk.envelope.Jcs;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * An examiner's bundle (issue 26, ADR 0245): a ZIP that proves, with standard tools only, that the envelopes and audit
 * events it holds are the ones recorded. Files, in this order:
 * <ul>
 *   <li>{@code envelopes/<decision_id>/v<N>.json}: each version exactly as stored, its RFC 8785 canonical bytes, whose
 *       SHA-256 is the {@code envelope_digest} of its audit event (ADR 0011);</li>
 *   <li>{@code events.jsonl}: one audit event per line, canonical JSON with every hashed field and {@code event_hash}
 *       (ADR 0012: SHA-256 of the canonical form of the other fields; absent name, role and reason stay absent);</li>
 *   <li>{@code chain-heads.json}: the organization's chain head, each decision's last event, and the anchors (the
 *       {@code prev_hash} of an included event whose predecessor, another decision's event, is not included);</li>
 *   <li>{@code README.txt} ({@link BundleReadme}) and {@code verify_bundle.py} (standard Python 3 only);</li>
 *   <li>{@code manifest.json}: the filter, who generated it and when, the envelope file list and the SHA-256 of every
 *       file above;</li>
 *   <li>{@code SHA256SUMS}: every file above and the manifest, in the format {@code sha256sum -c} reads.</li>
 * </ul>
 */
final class ExaminerBundle {

    static final String VERIFIER = "/com/bpidesk/engine/assurance/verify_bundle.py";
    static final String FORMAT = "BPI Desk examiner's bundle, version 1";
    static final String NOTICE = "BPI Desk records proposed decisions and the reviews people make of them. It does not trade,"
            + " send client communications or decide suitability: advisors decide.";
    private static final Pattern SAFE_DIR = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,99}");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ExaminerBundle() {
    }

    /** Who asked for the bundle and when, and the client names known to the client book. */
    record Provenance(Instant generatedAt, Actor generatedBy, Function<String, Optional<String>> clientNames) {
    }

    /** Writes the bundle as a ZIP to {@code out} (not closed). */
    static void write(Contents c, Provenance p, OutputStream out) {
        try {
            ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8);
            for (Map.Entry<String, byte[]> f : files(c, p).entrySet()) {
                ZipEntry entry = new ZipEntry(f.getKey());
                entry.setTime(p.generatedAt().toEpochMilli());
                zip.putNextEntry(entry);
                zip.write(f.getValue());
                zip.closeEntry();
            }
            zip.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bundle's files by path, in the order they are zipped. */
    static Map<String, byte[]> files(Contents c, Provenance p) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        ArrayNode envelopes = NODES.arrayNode();
        for (Decision d : c.decisions()) {
            for (StoredVersion v : d.versions()) {
                String path = "envelopes/" + folder(d.row().decisionId()) + "/v" + v.version() + ".json";
                byte[] bytes = v.json().getBytes(StandardCharsets.UTF_8); // the stored canonical text, byte for byte
                files.put(path, bytes);
                envelopes.addObject().put("decision_id", d.row().decisionId()).put("version", v.version()).put("path", path)
                        .put("sha256", Jcs.sha256Hex(bytes));
            }
        }
        StringBuilder events = new StringBuilder();
        c.events().forEach(e -> events.append(Jcs.canonicalize(event(e))).append('\n'));
        files.put("events.jsonl", events.toString().getBytes(StandardCharsets.UTF_8));
        files.put("chain-heads.json", pretty(chainHeads(c, p.generatedAt())));
        files.put("README.txt", BundleReadme.text(c, p).getBytes(StandardCharsets.UTF_8));
        files.put("verify_bundle.py", verifier());
        ObjectNode manifest = manifest(c, p, envelopes);
        ArrayNode list = manifest.putArray("files");
        files.forEach((path, bytes) -> list.addObject().put("path", path).put("sha256", Jcs.sha256Hex(bytes)).put("bytes", bytes.length));
        files.put("manifest.json", pretty(manifest));
        StringBuilder sums = new StringBuilder();
        files.forEach((path, bytes) -> sums.append(Jcs.sha256Hex(bytes)).append("  ").append(path).append('\n'));
        files.put("SHA256SUMS", sums.toString().getBytes(StandardCharsets.UTF_8));
        return files;
    }

    /** The folder of a decision's versions: its id when that is a plain file name, else a hash of it (named in the manifest). */
    static String folder(String decisionId) {
        return SAFE_DIR.matcher(decisionId).matches() && !decisionId.contains("..") ? decisionId
                : "decision-" + Jcs.sha256Hex(decisionId.getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    /** An audit event with exactly the fields its hash covers (AuditEvent.computeHash), plus event_hash. */
    static ObjectNode event(AuditEvent e) {
        ObjectNode o = NODES.objectNode();
        o.put("organization_id", e.organizationId());
        o.put("chain_index", e.chainIndex());
        o.put("decision_id", e.decisionId());
        o.put("envelope_version", e.envelopeVersion());
        o.put("event_type", e.eventType().name());
        o.put("actor", e.actor());
        if (e.actorName() != null) {
            o.put("actor_name", e.actorName());
        }
        if (e.actorRole() != null) {
            o.put("actor_role", e.actorRole());
        }
        if (e.reason() != null) {
            o.put("reason", e.reason());
        }
        o.put("occurred_at", e.occurredAt().toString());
        o.put("envelope_digest", e.envelopeDigest());
        o.put("prev_hash", e.prevHash());
        o.put("event_hash", e.eventHash());
        return o;
    }

    /**
     * The organization's head, each decision's last event, and the anchors: an included event whose predecessor in the
     * organization's chain is not included (another decision's event) links to a hash the bundle cannot recompute; it is
     * listed so the examiner can confirm it against the firm's chain ({@code assurance verify} or a full bundle).
     */
    static ObjectNode chainHeads(Contents c, Instant readAt) {
        ObjectNode o = NODES.objectNode();
        o.putObject("organization").put("organization_id", c.organizationId()).put("chain_index", c.head().chainIndex())
                .put("head_hash", c.head().headHash()).put("read_at", readAt.toString());
        Set<Long> indices = new HashSet<>();
        c.events().forEach(e -> indices.add(e.chainIndex()));
        ArrayNode anchors = o.putArray("anchors");
        for (AuditEvent e : c.events()) {
            if (e.chainIndex() > 1 && !indices.contains(e.chainIndex() - 1)) {
                anchors.addObject().put("chain_index", e.chainIndex()).put("follows_chain_index", e.chainIndex() - 1)
                        .put("prev_hash", e.prevHash());
            }
        }
        o.put("complete_from_genesis", anchors.isEmpty() && (c.events().isEmpty() || c.events().getFirst().chainIndex() == 1));
        Map<String, AuditEvent> last = new LinkedHashMap<>();
        c.events().forEach(e -> last.put(e.decisionId(), e));
        ArrayNode decisions = o.putArray("decisions");
        for (Decision d : c.decisions()) {
            AuditEvent e = last.get(d.row().decisionId());
            if (e != null) {
                decisions.addObject().put("decision_id", d.row().decisionId()).put("last_chain_index", e.chainIndex())
                        .put("last_event_hash", e.eventHash()).put("versions", d.versions().size());
            }
        }
        return o;
    }

    private static ObjectNode manifest(Contents c, Provenance p, ArrayNode envelopes) {
        ObjectNode m = NODES.objectNode();
        m.put("format", FORMAT);
        m.put("organization_id", c.organizationId());
        m.put("generated_at", p.generatedAt().toString());
        ObjectNode by = m.putObject("generated_by").put("actor", p.generatedBy().id());
        if (p.generatedBy().name() != null) {
            by.put("name", p.generatedBy().name());
        }
        if (p.generatedBy().role() != null) {
            by.put("role", p.generatedBy().role());
        }
        BundleContents.Filter f = c.filter();
        ObjectNode filter = m.putObject("filter").put("whole_organization", f.wholeOrganization());
        if (f.clientId() != null) {
            filter.put("client_id", f.clientId());
            p.clientNames().apply(f.clientId()).ifPresent(n -> filter.put("client_name", n));
        }
        if (f.from() != null) {
            filter.put("from", f.from().toString());
        }
        if (f.to() != null) {
            filter.put("to", f.to().toString());
        }
        if (!f.decisionIds().isEmpty()) {
            ArrayNode ids = filter.putArray("decision_ids");
            f.decisionIds().forEach(ids::add);
        }
        m.putObject("counts").put("decisions", c.decisions().size()).put("envelope_versions", envelopes.size())
                .put("audit_events", c.events().size());
        m.set("envelopes", envelopes);
        m.put("notice", NOTICE);
        return m;
    }

    private static byte[] pretty(ObjectNode node) {
        try {
            return (Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] verifier() {
        try (InputStream in = ExaminerBundle.class.getResourceAsStream(VERIFIER)) {
            if (in == null) {
                throw new IllegalStateException("verify_bundle.py is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
