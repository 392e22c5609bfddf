#!/usr/bin/env python3
# ===--- run_lit.py - golden tests of every compiler stage ------------------=== #
# Runs each file under tests/lit/ through the dump its `# RUN:` lines name and
# checks the output with filecheck.py, like LLVM's lit (a small subset):
#
#   # RUN: graph f                       torchscript graph FILE f | filecheck FILE
#   # RUN: tokens | filecheck --check-prefix=TOK
#   # RUN: not run 2>&1                  must exit non-zero; stderr is checked too
#
# The first word after RUN: is a torchscript subcommand; FILE is inserted
# after it, unless the line names its input itself through %S (the test
# file's folder):  # RUN: inspect %S/../../data/pt/small_cnn.pt
# Usage: run_lit.py --torchscript PATH [--filter S] [DIR|FILE ...]
import argparse
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import filecheck  # noqa: E402

EXTENSIONS = (".py", ".ir")


# Subcommands that take no FILE (`torchscript schemas [SUBSTRING]`).
COMMANDS_WITHOUT_FILE = {"schemas"}


def run_lines(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("# RUN:"):
            lines.append(s[len("# RUN:"):].strip())
    return text, lines


def run_one(path, run, torchscript):
    """Runs one RUN line; returns an error message or None."""
    prefix = "CHECK"
    if "|" in run:
        run, check = (part.strip() for part in run.split("|", 1))
        words = shlex.split(check)
        if not words or words[0] != "filecheck":
            return f"RUN: only '| filecheck [--check-prefix=P]' may follow a pipe, got '{check}'"
        for w in words[1:]:
            if w.startswith("--check-prefix="):
                prefix = w.split("=", 1)[1]
            else:
                return f"RUN: unknown filecheck option '{w}'"
    words = shlex.split(run)
    expect_fail = bool(words) and words[0] == "not"
    if expect_fail:
        words = words[1:]
    merge = "2>&1" in words
    words = [w for w in words if w != "2>&1"]
    if not words:
        return "RUN: no command"
    here = os.path.dirname(os.path.abspath(path))
    if any("%S" in w for w in words) or words[0] in COMMANDS_WITHOUT_FILE:
        cmd = [torchscript] + [w.replace("%S", here) for w in words]
    else:
        cmd = [torchscript, words[0], path] + words[1:]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return f"timed out: {' '.join(cmd)}"
    if p.returncode < 0:
        return f"crashed with signal {-p.returncode}: {' '.join(cmd)}\n{p.stderr}"
    if expect_fail != (p.returncode != 0):
        return (f"exit code {p.returncode} ({'expected failure' if expect_fail else 'expected success'}): "
                f"{' '.join(cmd)}\n{p.stderr}")
    output = p.stdout + (p.stderr if merge else "")
    try:
        with open(path, encoding="utf-8") as f:
            directives = filecheck.parse_directives(f.read(), prefix)
        filecheck.Checker(output, directives, path).run()
    except filecheck.CheckError as e:
        return f"{e}\n--- output of {' '.join(cmd)} ---\n{output}"
    return None


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                files += [os.path.join(root, n) for n in names if n.endswith(EXTENSIONS)]
        else:
            files.append(p)
    return sorted(files)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--torchscript", required=True)
    ap.add_argument("--filter", default="")
    ap.add_argument("paths", nargs="*", default=[os.path.join(HERE, "lit")])
    args = ap.parse_args()
    passed = failed = 0
    for path in collect(args.paths):
        if args.filter not in path:
            continue
        _, runs = run_lines(path)
        if not runs:
            print(f"FAIL {path}: no RUN lines")
            failed += 1
            continue
        errors = [e for e in (run_one(path, r, args.torchscript) for r in runs) if e]
        if errors:
            failed += 1
            print(f"FAIL {os.path.relpath(path, HERE)}\n" + "\n".join(errors))
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
