#!/usr/bin/env python3
"""Runs tests/peer (PyTorch's own TorchScript tests, translated) and fails on regressions.

Known-failing cases are listed in tests/peer/known_failures.txt (one path
relative to tests/peer per line), as scripts/conformance_gate.py does for the
shared corpus. The gate fails when a case outside the list fails (crashes and
hangs of listed cases are reported, not fatal). Cases run in a thread pool with per-case timeouts.
--update rewrites the list from this run; --report FILE writes each failing
case's first problem line (for grouping failure causes).
"""
import argparse, os, sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests"))
import run_programs  # noqa: E402

PEER = os.path.join(ROOT, "tests", "peer")
LIST = os.path.join(PEER, "known_failures.txt")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", default=os.path.join(ROOT, "build", "torchscript") + " run")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--report", help="write 'case<TAB>first problem line' for each failure")
    ap.add_argument("--filter", default="", help="only cases whose path contains this")
    a = ap.parse_args()
    cases = [c for c in run_programs.cases(PEER) if a.filter in os.path.relpath(c, PEER)]
    with ThreadPoolExecutor(a.jobs) as pool:
        whys = list(pool.map(lambda c: run_programs.run(a.cmd, c), cases))
    failing = sorted(os.path.relpath(c, PEER) for c, why in zip(cases, whys) if why)
    fatal = [(os.path.relpath(c, PEER), why.splitlines()[0]) for c, why in zip(cases, whys)
             if why and ("crashed" in why or why.startswith("timeout"))]
    if a.report:
        with open(a.report, "w") as f:
            for c, why in zip(cases, whys):
                if why:
                    f.write(os.path.relpath(c, PEER) + "\t" + why.replace("\n", "\\n")[:3000] + "\n")
    if a.update:
        with open(LIST, "w") as f:
            f.write("".join(c + "\n" for c in failing))
        print(f"wrote {len(failing)} known failures to {LIST}")
    known = set()
    if os.path.exists(LIST):
        known = {l.strip() for l in open(LIST) if l.strip() and not l.startswith("#")}
    regressions = [c for c in failing if c not in known]
    fixed = [c for c in sorted(known) if c not in failing and not a.filter]
    for c, why in fatal:
        print(f"CRASH/HANG {c}: {why}")
    for c in regressions:
        print(f"REGRESSION {c}")
    if fixed:
        print(f"{len(fixed)} known failures now pass; run scripts/peer_gate.py --update")
    # A known failure may crash (it is listed, and fixing it is the language's job);
    # a crash or hang of any other case fails the gate like a regression.
    ok = not regressions
    print(f"peer: {len(cases) - len(failing)} of {len(cases)} cases pass")
    print("peer gate: " + ("ok" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
