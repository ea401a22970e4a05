#!/usr/bin/env python3
"""Verify a BPI Desk examiner's bundle with nothing but a standard Python 3 (3.6 or later, no other packages).

    python3 verify_bundle.py DIR        (DIR is the unzipped bundle; "." when run from inside it)

Exit 0 when everything checks, 1 when something does not (each problem on its own line, naming the file or the
event), 2 when the bundle cannot be read at all.

What it checks (README.txt explains each step in words):
  1. Every file listed in SHA256SUMS has that SHA-256 (the same check as `sha256sum -c SHA256SUMS`).
  2. Every audit event in events.jsonl hashes to its recorded event_hash: SHA-256 over the RFC 8785 canonical JSON
     of the event's other fields.
  3. Each event's prev_hash equals the event_hash of the organization's event just before it, when that event is
     in the bundle; the first event of a chain links to 64 zeros; other predecessors are anchors, listed in
     chain-heads.json and printed, to compare with the firm's own record.
  4. Every envelope file is in RFC 8785 canonical form and its SHA-256 equals the envelope_digest its event records;
     every version has exactly one event, and every event names a version that is in the bundle.
  5. The chain heads in chain-heads.json agree with the last events.

The canonical form (RFC 8785, JSON Canonicalization Scheme) is implemented below for the JSON the envelopes hold:
objects with members sorted by UTF-16 code units, arrays, strings with the minimal escapes, numbers as IEEE 754
doubles printed as ECMAScript's Number.prototype.toString prints them, true, false and null.
"""
import decimal
import hashlib
import json
import math
import os
import sys

GENESIS = "0" * 64


# ---------------------------------------------------------------- RFC 8785 canonical form

def canonical_number(x):
    """ECMAScript Number::toString for a finite double (RFC 8785 section 3.2.2.3, ECMA-262 7.1.12.1).

    repr() gives the shortest digits that round-trip (and the closest of those), as ECMAScript requires; only the
    layout is redone: with k digits s and exponent n such that x = s * 10^(n-k): k <= n <= 21 -> digits then zeros;
    0 < n <= 21 -> a point after n digits; -6 < n <= 0 -> "0." then -n zeros then digits; otherwise d[.ddd]e+/-(n-1).
    """
    if isinstance(x, bool):
        raise ValueError("not a number")
    x = float(x)  # integers are read as the nearest double, as an ECMAScript JSON parser does
    if math.isnan(x) or math.isinf(x):
        raise ValueError("JSON (RFC 8785) has no representation for " + repr(x))
    if x == 0:
        return "0"  # +0 and -0
    sign = "-" if x < 0 else ""
    t = decimal.Decimal(repr(abs(x))).normalize().as_tuple()
    digits = "".join(str(d) for d in t.digits)
    k = len(digits)
    n = t.exponent + k
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = digits[:n] + "." + digits[n:]
    elif -6 < n <= 0:
        body = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        body = digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + ("-" if e < 0 else "+") + str(abs(e))
    return sign + body


_SHORT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def canonical_string(s):
    """A JSON string with only the escapes RFC 8785 section 3.2.2.2 requires; lone surrogates are refused."""
    out = ['"']
    for ch in s:
        if ch in _SHORT:
            out.append(_SHORT[ch])
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        elif 0xD800 <= ord(ch) <= 0xDFFF:
            raise ValueError("a string holds a lone surrogate, which RFC 8785 excludes")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _utf16_key(name):
    # Big-endian UTF-16 bytes compare exactly as the UTF-16 code units do (RFC 8785 section 3.2.3).
    return name.encode("utf-16-be", "surrogatepass")


def canonical(value):
    """The RFC 8785 canonical text of a parsed JSON value."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return canonical_number(value)
    if isinstance(value, str):
        return canonical_string(value)
    if isinstance(value, list):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(canonical_string(k) + ":" + canonical(value[k]) for k in sorted(value, key=_utf16_key)) + "}"
    raise ValueError("not a JSON value: " + type(value).__name__)


def _no_duplicates(pairs):
    seen = {}
    for k, v in pairs:
        if k in seen:
            raise ValueError("the member name " + json.dumps(k) + " appears twice")
        seen[k] = v
    return seen


def parse(text):
    """Strict JSON: duplicate member names and NaN/Infinity are refused."""
    def no_constant(name):
        raise ValueError(name + " is not JSON")
    return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=no_constant)


def canonicalize(text):
    return canonical(parse(text))


def sha256_hex(data):
    return hashlib.sha256(data).hexdigest()


def event_hash(event):
    """SHA-256 over the canonical form of every field of the event except event_hash (absent fields stay absent)."""
    fields = {k: v for k, v in event.items() if k != "event_hash"}
    return sha256_hex(canonical(fields).encode("utf-8"))


# ---------------------------------------------------------------- the bundle

class Report:
    def __init__(self):
        self.problems = []
        self.notes = []

    def problem(self, where, what):
        self.problems.append(where + ": " + what)

    def note(self, text):
        self.notes.append(text)


def read_json(root, name, report):
    path = os.path.join(root, name)
    try:
        with open(path, "rb") as f:
            return parse(f.read().decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError) as e:
        report.problem(name, "cannot be read as JSON (" + str(e) + ")")
        return None


def check_sums(root, report):
    """Step 1: SHA256SUMS, the same check as `sha256sum -c SHA256SUMS`."""
    listed = set()
    try:
        with open(os.path.join(root, "SHA256SUMS"), encoding="utf-8") as f:
            lines = [l.rstrip("\n") for l in f if l.strip()]
    except OSError:
        report.problem("SHA256SUMS", "is missing")
        return listed
    for line in lines:
        digest, _, name = line.partition("  ")
        listed.add(name)
        try:
            with open(os.path.join(root, name), "rb") as f:
                actual = sha256_hex(f.read())
        except OSError:
            report.problem(name, "is listed in SHA256SUMS but missing")
            continue
        if actual != digest:
            report.problem(name, "its SHA-256 is not the one listed in SHA256SUMS: the file was changed")
    for folder, _, files in os.walk(os.path.join(root, "envelopes")):
        for fn in files:
            rel = os.path.relpath(os.path.join(folder, fn), root).replace(os.sep, "/")
            if rel not in listed:
                report.problem(rel, "is not listed in SHA256SUMS: it was added to the bundle")
    return listed


def read_events(root, report):
    events = []
    try:
        with open(os.path.join(root, "events.jsonl"), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    events.append(parse(line))
                except ValueError as e:
                    report.problem("events.jsonl line " + str(number), "is not JSON (" + str(e) + ")")
    except OSError:
        report.problem("events.jsonl", "is missing")
    return events


def label(e):
    return "event " + str(e.get("chain_index")) + " (decision " + str(e.get("decision_id")) + ", " \
        + str(e.get("event_type", "?")).lower() + ", version " + str(e.get("envelope_version")) + ")"


def check_events(events, report):
    """Steps 2 and 3: each event's hash, and the links between the events of the organization's chain."""
    by_index = {}
    for e in events:
        idx = e.get("chain_index")
        if not isinstance(idx, int) or idx < 1:
            report.problem(label(e), "has no valid chain_index")
            continue
        if idx in by_index:
            report.problem(label(e), "shares its chain_index with another event")
        by_index[idx] = e
        try:
            if event_hash(e) != e.get("event_hash"):
                report.problem(label(e), "its content no longer matches its event_hash: the event was changed")
        except ValueError as ex:
            report.problem(label(e), "cannot be canonicalized (" + str(ex) + ")")
    anchors = []
    for idx in sorted(by_index):
        e = by_index[idx]
        if idx == 1:
            if e.get("prev_hash") != GENESIS:
                report.problem(label(e), "is the first event of the chain but does not link to 64 zeros")
        elif idx - 1 in by_index:
            if e.get("prev_hash") != by_index[idx - 1].get("event_hash"):
                report.problem(label(e), "its prev_hash is not the event_hash of event " + str(idx - 1)
                               + ": events were removed, reordered or changed")
        else:
            anchors.append({"chain_index": idx, "prev_hash": e.get("prev_hash")})
    return by_index, anchors


def check_envelopes(root, manifest, by_index, report):
    """Step 4: each envelope file's canonical form and digest, and one event per version."""
    events_by_version = {}
    for e in by_index.values():
        key = (e.get("decision_id"), e.get("envelope_version"))
        if key in events_by_version:
            report.problem(label(e), "claims an envelope version another event already claims")
        events_by_version[key] = e
    files = {}
    for entry in manifest.get("envelopes", []):
        files[(entry.get("decision_id"), entry.get("version"))] = entry.get("path")
    for key, path in sorted(files.items(), key=lambda kv: (str(kv[0][0]), kv[0][1] or 0)):
        try:
            with open(os.path.join(root, path), "rb") as f:
                data = f.read()
        except OSError:
            report.problem(path, "is missing")
            continue
        try:
            text = data.decode("utf-8")
            tree = parse(text)
            if canonical(tree) != text:
                report.problem(path, "is not in RFC 8785 canonical form: it was edited")
            if tree.get("decision_id") != key[0]:
                report.problem(path, "names decision " + json.dumps(tree.get("decision_id")) + ", not " + key[0])
        except (UnicodeDecodeError, ValueError, AttributeError) as ex:
            report.problem(path, "is not valid JSON any more (" + str(ex) + ")")
        e = events_by_version.get(key)
        if e is None:
            report.problem(path, "has no audit event in events.jsonl")
        elif sha256_hex(data) != e.get("envelope_digest"):
            report.problem(path, "its SHA-256 is not the envelope_digest recorded by " + label(e) + ": the envelope was changed")
    for key, e in events_by_version.items():
        if key not in files:
            report.problem(label(e), "names an envelope version that is not in the bundle")
    # each decision's versions are 1, 2, ... N, and each version's event comes after the previous version's
    by_decision = {}
    for (decision, version), e in events_by_version.items():
        by_decision.setdefault(decision, []).append((version, e))
    for decision, versions in by_decision.items():
        versions.sort(key=lambda ve: ve[0] if isinstance(ve[0], int) else 0)
        if [v for v, _ in versions] != list(range(1, len(versions) + 1)):
            report.problem("decision " + str(decision), "its versions are not numbered 1 to " + str(len(versions))
                           + ": a version is missing")
        for (_, earlier), (_, later) in zip(versions, versions[1:]):
            if (later.get("chain_index") or 0) <= (earlier.get("chain_index") or 0):
                report.problem(label(later), "was recorded before the event of the version it follows")
    return events_by_version


def check_heads(heads, by_index, report):
    """Step 5: the organization's chain head and each decision's last event."""
    org = (heads or {}).get("organization") or {}
    head_index, head_hash = org.get("chain_index"), org.get("head_hash")
    if by_index and isinstance(head_index, int):
        last = max(by_index)
        if last > head_index:
            report.problem("chain-heads.json", "the organization's head (event " + str(head_index)
                           + ") is older than event " + str(last) + " in the bundle")
        elif last == head_index and by_index[last].get("event_hash") != head_hash:
            report.problem("chain-heads.json", "the organization's head_hash is not the hash of event " + str(last))
    for d in (heads or {}).get("decisions", []):
        e = by_index.get(d.get("last_chain_index"))
        if e is None or e.get("event_hash") != d.get("last_event_hash") or e.get("decision_id") != d.get("decision_id"):
            report.problem("chain-heads.json", "the last event recorded for decision " + str(d.get("decision_id"))
                           + " does not match events.jsonl")
    return head_index, head_hash


def verify(root):
    report = Report()
    manifest = read_json(root, "manifest.json", report) or {}
    heads = read_json(root, "chain-heads.json", report)
    check_sums(root, report)
    events = read_events(root, report)
    by_index, anchors = check_events(events, report)
    check_envelopes(root, manifest, by_index, report)
    head_index, head_hash = check_heads(heads, by_index, report)
    listed_anchors = {a.get("chain_index"): a.get("prev_hash") for a in (heads or {}).get("anchors", [])}
    for a in anchors:
        if listed_anchors.get(a["chain_index"]) != a["prev_hash"]:
            report.problem("event " + str(a["chain_index"]), "links to an event outside the bundle with a hash that"
                           + " chain-heads.json does not list as an anchor")
    report.note(str(len(manifest.get("envelopes", []))) + " envelope versions and " + str(len(by_index))
                + " audit events checked; organization chain head: event " + str(head_index) + ", " + str(head_hash))
    if anchors:
        report.note(str(len(anchors)) + " event(s) follow an event of another decision that is not in this bundle;"
                    + " their prev_hash values (chain-heads.json, anchors) are the hashes to confirm with the firm.")
    return report


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: python3 verify_bundle.py DIR   (DIR is the unzipped bundle)", file=sys.stderr)
        return 2
    report = verify(argv[1])
    for n in report.notes:
        print(n)
    if report.problems:
        print("NOT VERIFIED: " + str(len(report.problems)) + " problem(s)")
        for p in report.problems:
            print("  " + p)
        return 1
    print("OK: every file, envelope version and audit event in this bundle verifies.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
