#!/usr/bin/env python3
"""Groups the failing tests/peer cases by cause, to say what the language lacks.

    python3 scripts/peer/failures.py [--cmd "build/torchscript run"] [--show N]
Runs every case of tests/peer/known_failures.txt and files each under one cause:
the error our implementation printed (its first message line, with the
highlighted source span of a compile error), "missing error" (PyTorch raised,
we did not), "different error" (both raised, message differs) or "wrong
output". Prints a per-file table of passing cases, then the causes with counts, most
frequent first, each with its most frequent exact messages.
"""
import argparse, collections, os, re, shlex, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PEER = os.path.join(ROOT, "tests", "peer")


def highlighted(lines):
    """The source text underlined by the first '~~~ <--- HERE' marker."""
    for i, l in enumerate(lines):
        m = re.match(r"^(\s*)(~+) <--- HERE", l)
        if m and i > 0:
            start, end = len(m.group(1)), len(m.group(1)) + len(m.group(2))
            return lines[i - 1][start:end].strip()
    return ""


def ourError(stderr):
    """'Kind: first message line [highlighted span]' of the error we printed."""
    lines = stderr.splitlines()
    for i in range(len(lines) - 1, -1, -1):
        m = re.match(r"^([\w.]+(?:Error|Exception|Error\w*)): ?(.*)$", lines[i])
        if m and not lines[i].startswith(" "):
            msg = m.group(2).strip()
            rest = lines[i + 1:]
            if not msg:
                msg = next((l.strip() for l in rest if l.strip()), "")
            span = highlighted(rest)
            return f"{m.group(1)}: {msg}" + (f" [{span}]" if span else "")
    return stderr.strip().splitlines()[-1] if stderr.strip() else "(no message)"


def classify(cmd, case):
    base = case[:-3]
    want = open(base + ".out", encoding="utf-8").read()
    errFile = base + ".err"
    with tempfile.TemporaryDirectory() as cwd:
        try:
            p = subprocess.run(shlex.split(cmd) + [case], cwd=cwd, capture_output=True,
                               timeout=60, stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            return "timeout"
    out = p.stdout.decode("utf-8", "replace")
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0 or p.returncode > 128:
        return f"crash (exit {p.returncode})"
    if os.path.exists(errFile):
        if p.returncode == 0:
            return "missing error: PyTorch raises " + open(errFile).readline().strip()[:120]
        wanted = [l.strip() for l in open(errFile) if l.strip()]
        if all(l in err for l in wanted):
            return "wrong output before the error"
        mine = ourError(err)
        if re.search(r"unsupported|Unknown builtin|not supported|unknown|undefined value", mine, re.I):
            return mine
        return "different error: " + wanted[0][:100] + " || ours: " + mine[:100]
    if p.returncode != 0:
        return ourError(err)
    return "wrong output" if out != want else "passes now"


def normalize(cause):
    """Coarse group of a cause: drops quoted names and numbers, keeps builtin op names."""
    m = re.search(r"Unknown builtin op: (\S+?)\.?[:\s\[]", cause + " ")
    if m:
        return "Unknown builtin op: " + m.group(1)
    c = re.sub(r"\[.*\]$", "", cause)
    c = re.sub(r"'[^']*'", "'_'", c)
    c = re.sub(r"\b\d+\b", "N", c)
    return c.strip()[:160]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cmd", default=os.path.join(ROOT, "build", "torchscript") + " run")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=3, help="most frequent exact messages per cause")
    a = ap.parse_args()
    known = [l.strip() for l in open(os.path.join(PEER, "known_failures.txt"))
             if l.strip() and not l.startswith("#")]
    with ThreadPoolExecutor(a.jobs) as pool:
        causes = list(pool.map(lambda c: classify(a.cmd, os.path.join(PEER, c)), known))
    groups = collections.defaultdict(list)
    for case, cause in zip(known, causes):
        groups[normalize(cause)].append((case, cause))
    total = collections.Counter()
    failing = collections.Counter()
    for d in sorted(os.listdir(PEER)):
        if os.path.isdir(os.path.join(PEER, d)):
            total[d] = sum(1 for f in os.listdir(os.path.join(PEER, d)) if f.endswith(".py"))
    for c in known:
        failing[c.split("/")[0]] += 1
    print("| source file | cases | pass | rate |\n|---|---:|---:|---:|")
    for d in sorted(total, key=lambda d: -total[d]):
        p = total[d] - failing[d]
        print(f"| {d} | {total[d]} | {p} | {100 * p / max(total[d], 1):.0f}% |")
    t, f = sum(total.values()), sum(failing.values())
    print(f"| total | {t} | {t - f} | {100 * (t - f) / max(t, 1):.1f}% |\n")
    for g, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(items):5d}  {g}")
        detail = collections.Counter(cause[:160] for _, cause in items)
        for cause, n in detail.most_common(a.show):
            example = next(c for c, full in items if full[:160] == cause)
            print(f"       {n:4d}  {cause}   (e.g. {example})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
