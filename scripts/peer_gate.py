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
import known_failures  # noqa: E402

PEER = os.path.join(ROOT, "tests", "peer")
LIST = os.path.join(PEER, "known_failures.txt")


def pin_blas_kernels():
    """The expected outputs come from PyTorch where OpenBLAS ran its Haswell or
    SkylakeX sgemm/sgemv (which agree on these cases). On a CPU OpenBLAS 0.3.21
    does not know (Emerald Rapids) it falls back to its generic kernels, whose
    sums round differently, in PyTorch and here alike. Pin the Haswell kernels
    where the CPU can run them, unless the caller chose a kernel."""
    if "OPENBLAS_CORETYPE" in os.environ:
        return
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split() for line in f if line.startswith("flags")), [])
    except OSError:
        return
    if "avx2" in flags and "fma" in flags:
        os.environ["OPENBLAS_CORETYPE"] = "Haswell"


def main():
    pin_blas_kernels()
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", default=os.path.join(ROOT, "build", "torchscript") + " run")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--report", help="write 'case<TAB>first problem line' for each failure")
    ap.add_argument("--filter", default="", help="only cases whose path contains this")
    ap.add_argument("--sample", type=int, default=1, help="only every Nth case (sanitizer builds)")
    a = ap.parse_args()
    if a.update and (a.sample != 1 or a.filter):
        ap.error("--update needs the whole suite")
    cases = [c for c in run_programs.cases(PEER) if a.filter in os.path.relpath(c, PEER)][::a.sample]
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
    regressions = known_failures.compare(failing, fatal, LIST, a.update, "peer_gate.py",
                                         check_fixed=not a.filter and a.sample == 1)
    # A known failure may crash (it is listed, and fixing it is the language's job);
    # a crash or hang of any other case fails the gate like a regression.
    ok = not regressions
    print(f"peer: {len(cases) - len(failing)} of {len(cases)} cases pass")
    print("peer gate: " + ("ok" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
