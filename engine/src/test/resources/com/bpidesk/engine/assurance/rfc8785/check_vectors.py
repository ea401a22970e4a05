#!/usr/bin/env python3
"""Checks the bundle verifier's RFC 8785 canonical form against the vectors in this folder.

    python3 check_vectors.py PATH/TO/verify_bundle.py VECTORS_DIR

The vectors are not produced by any implementation: numbers.txt, main-*.json and sorting-*.json are copied by hand from
the text of RFC 8785 (Appendix B, sections 3.2.2 to 3.2.4), extra.json holds hand-worked cases with the reason for each.
VerifyBundleScriptTest runs this script; BundleCanonicalVectorsTest checks the envelope library (Jcs) against the same
files, so both implementations agree with the RFC and therefore with each other. Prints one line per disagreement and
"<n> vectors agree"; exit 0 when all agree, 1 otherwise.
"""
import importlib.util
import json
import os
import struct
import sys


def load(path):
    spec = importlib.util.spec_from_file_location("verify_bundle", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(verifier_path, folder):
    v = load(verifier_path)
    bad, n = [], 0
    with open(os.path.join(folder, "numbers.txt"), encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            bits, expected = line.split()
            got = v.canonical_number(struct.unpack(">d", bytes.fromhex(bits))[0])
            n += 1
            if got != expected:
                bad.append("number " + bits + ": got " + got + ", the RFC says " + expected)
    for name in ("main", "sorting"):
        with open(os.path.join(folder, name + "-input.json"), encoding="utf-8") as f:
            got = v.canonicalize(f.read())
        with open(os.path.join(folder, name + "-output.json"), encoding="utf-8") as f:
            expected = f.read()
        n += 1
        if got != expected:
            bad.append(name + " example: got " + repr(got) + ", the RFC says " + repr(expected))
    with open(os.path.join(folder, "extra.json"), encoding="utf-8") as f:
        for case in json.load(f):
            got = v.canonicalize(case["input"])
            n += 1
            if got != case["canonical"]:
                bad.append(case["why"] + ": got " + repr(got) + ", expected " + repr(case["canonical"]))
    for b in bad:
        print(b)
    print(str(n - len(bad)) + " of " + str(n) + " vectors agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
