#!/usr/bin/env python3
"""Runs the shared conformance corpus and fails on regressions.

Known-failing cases are listed in tests/conformance_known_failures.txt (one
path relative to the corpus root per line, as QuickJS keeps
test262_errors.txt), so progress shows up as a diff of that file. The gate
fails when a case outside the list fails, or when any case crashes or hangs.
With --update the list is rewritten from this run.
"""
import argparse, json, os, subprocess, sys, tempfile

import known_failures

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "tests", "conformance_known_failures.txt")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "conformance"))
    ap.add_argument("--cmd", default=os.path.join(ROOT, "build", "torchscript") + " run")
    ap.add_argument("--update", action="store_true")
    a = ap.parse_args()
    corpus = os.path.abspath(a.corpus)
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        proc = subprocess.run([sys.executable, os.path.join(corpus, "run.py"), "--cmd", a.cmd,
                               "--json", report, corpus], capture_output=True, text=True)
        print("\n".join(l for l in proc.stdout.splitlines() if not l.startswith(("PASS", "FAIL"))))
        results = json.load(open(report))
    failing = sorted(os.path.relpath(r["case"], corpus) for r in results if not r["ok"])
    fatal = [(os.path.relpath(r["case"], corpus), r["why"].splitlines()[0]) for r in results
             if not r["ok"] and ("crashed" in r["why"] or "timeout" in r["why"])]
    regressions = known_failures.compare(failing, fatal, LIST, a.update, "conformance_gate.py")
    ok = not fatal and not regressions
    print("conformance gate: " + ("ok" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
