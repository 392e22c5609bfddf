#!/usr/bin/env python3
"""Runs tests/programs cases (NAME.py + NAME.out [+ NAME.err]) against a command.

Same case format as the shared conformance corpus; kept here so the project's
own tests need nothing outside the repository. Last line: 'N passed, M failed'.
A case whose exact digits depend on the math path pins it with a line
`# ENV: NAME=VALUE` (e.g. ATEN_CPU_CAPABILITY=avx2), which overrides the
environment the tests run in.
"""
import argparse, difflib, os, shlex, subprocess, sys, tempfile


def cases(root):
    for d, _, files in os.walk(os.path.abspath(root)):
        for f in sorted(files):
            if f.endswith(".py") and os.path.exists(os.path.join(d, f[:-3] + ".out")):
                yield os.path.join(d, f)


def pinned_env(case):
    """The environment with the case's `# ENV: NAME=VALUE` lines applied."""
    env = dict(os.environ)
    for line in open(case, encoding="utf-8"):
        if line.startswith("# ENV: "):
            name, _, value = line[len("# ENV: "):].strip().partition("=")
            env[name] = value
    return env


def run(cmd, case):
    base = case[:-3]
    expected = open(base + ".out", encoding="utf-8").read()
    want_err = []
    if os.path.exists(base + ".err"):
        want_err = [l.strip() for l in open(base + ".err", encoding="utf-8") if l.strip()]
    with tempfile.TemporaryDirectory() as cwd:
        try:
            p = subprocess.run(shlex.split(cmd) + [case], cwd=cwd, capture_output=True,
                               timeout=60, stdin=subprocess.DEVNULL, env=pinned_env(case))
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
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    passed = failed = 0
    for root in a.paths:
        for case in cases(root):
            why = run(a.cmd, case)
            if why:
                failed += 1
                print(f"FAIL {os.path.relpath(case, os.path.abspath(root))}\n{why}")
            else:
                passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
