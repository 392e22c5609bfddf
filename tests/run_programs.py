#!/usr/bin/env python3
"""Runs tests/programs cases (NAME.py + NAME.out [+ NAME.err]) against a command.

Same case format as the shared conformance corpus; kept here so the project's
own tests need nothing outside the repository. Last line: 'N passed, M failed'.
An optional NAME.env (KEY=VALUE lines) pins environment variables for a case
whose expected output belongs to one kernel path (e.g. ATEN_CPU_CAPABILITY).
"""
import argparse, difflib, os, shlex, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor


def cases(root):
    for d, _, files in os.walk(os.path.abspath(root)):
        for f in sorted(files):
            if f.endswith(".py") and os.path.exists(os.path.join(d, f[:-3] + ".out")):
                yield os.path.join(d, f)


# Seconds one case may take; sanitizer builds in CI run 10-100x slower
# (TS_PROGRAMS_TIMEOUT raises it there).
TIMEOUT = float(os.environ.get("TS_PROGRAMS_TIMEOUT", "60"))


def run(cmd, case):
    base = case[:-3]
    expected = open(base + ".out", encoding="utf-8").read()
    # An absolute path in the expected output holds only in the checkout that
    # generated it (a worktree, /work/main): CI clones elsewhere. Print paths
    # relative, or replace them.
    parts = os.path.dirname(case).split(os.sep)
    tail = os.sep.join(parts[parts.index("tests"):] if "tests" in parts else parts)
    if os.sep + tail.lstrip(os.sep) + os.sep in expected:
        return "the expected output contains the case's absolute directory"
    want_err = []
    if os.path.exists(base + ".err"):
        want_err = [l.strip() for l in open(base + ".err", encoding="utf-8") if l.strip()]
    env = dict(os.environ)
    if os.path.exists(base + ".env"):
        for line in open(base + ".env", encoding="utf-8"):
            if "=" in line and not line.lstrip().startswith("#"):
                key, value = line.strip().split("=", 1)
                env[key] = value
    with tempfile.TemporaryDirectory() as cwd:
        try:
            p = subprocess.run(shlex.split(cmd) + [case], cwd=cwd, capture_output=True,
                               timeout=TIMEOUT, stdin=subprocess.DEVNULL, env=env)
        except subprocess.TimeoutExpired:
            return "timeout"
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    problems = []
    if p.returncode < 0 or p.returncode > 128:
        problems.append(f"crashed (exit {p.returncode})")
    if want_err:
        if p.returncode == 0:
            problems.append("expected failure, exited 0")
        problems += [f"stderr lacks: {l}" for l in want_err if l not in err]
    elif p.returncode != 0:
        problems.append(f"exit {p.returncode}: {err.strip()[-500:]}")
    if out != expected:
        problems.append("".join(difflib.unified_diff(
            expected.splitlines(True), out.splitlines(True), "expected", "actual", n=1))[:2000])
    return "\n".join(problems)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="cases run at once")
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    todo = [(root, case) for root in a.paths for case in sorted(cases(root))]
    # TS_PROGRAMS_SAMPLE=N runs every Nth case only (sanitizer builds in CI).
    sample = int(os.environ.get("TS_PROGRAMS_SAMPLE", "1"))
    todo = todo[::max(sample, 1)]
    with ThreadPoolExecutor(a.jobs) as pool:
        whys = list(pool.map(lambda rc: run(a.cmd, rc[1]), todo))
    failed = 0
    for (root, case), why in zip(todo, whys):
        if why:
            failed += 1
            print(f"FAIL {os.path.relpath(case, os.path.abspath(root))}\n{why}")
    print(f"{len(todo) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
