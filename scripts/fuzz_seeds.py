#!/usr/bin/env python3
"""Builds the seed corpus of every fuzz target (tests/fuzz/README.md).

    python3 scripts/fuzz_seeds.py [--torchscript build/torchscript] OUT

writes OUT/<target>/<sha1> files:
  compile, run  every .py of tests/programs, tests/lit and ../shared/conformance
  ir            tests/lit/ir/*.ir, plus `torchscript graph` and `opt-graph`
                dumps of the functions of tests/programs and tests/lit/graph
  load          tests/data/**/*.pt, plus the .pt files the programs that call
                torch.jit.save write when run with `torchscript run`
  unpickle      every .pkl record of those .pt files, plus pickles of plain
                values written by Python's own pickle module
Without a torchscript binary the dump- and save-derived seeds are skipped.
Needs only python3 (no PyTorch).
"""
import argparse, hashlib, os, pickle, re, subprocess, sys, tempfile, zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_SEED_BYTES = 64 * 1024  # the fuzzers run with -max_len well below this


def files_under(folder, suffix):
    if not os.path.isdir(folder):
        return []
    found = []
    for dirpath, _, names in os.walk(folder):
        found += [os.path.join(dirpath, n) for n in names if n.endswith(suffix)]
    return sorted(found)


class Corpus:
    """One target's seed folder; identical seeds are stored once."""

    def __init__(self, out, target):
        self.dir = os.path.join(out, target)
        os.makedirs(self.dir, exist_ok=True)
        self.count = 0

    def add(self, data):
        if isinstance(data, str):
            data = data.encode()
        if not data or len(data) > MAX_SEED_BYTES:
            return
        path = os.path.join(self.dir, hashlib.sha1(data).hexdigest())
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(data)
            self.count += 1


def source_files(shared):
    return (files_under(os.path.join(ROOT, "tests", "programs"), ".py")
            + files_under(os.path.join(ROOT, "tests", "lit"), ".py")
            + files_under(os.path.join(shared, "conformance"), ".py"))


def run(cmd, cwd=None):
    """stdout of cmd, or None when it fails or takes over 20 s."""
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        return None
    return p.stdout if p.returncode == 0 else None


def graph_seeds(torchscript, corpus):
    """Graph dumps of the top-level functions of the programs and lit tests."""
    files = (files_under(os.path.join(ROOT, "tests", "programs"), ".py")
             + files_under(os.path.join(ROOT, "tests", "lit", "graph"), ".py"))
    for path in files:
        names = re.findall(r"^def (\w+)\(", open(path, encoding="utf-8", errors="replace").read(), re.M)
        for name in names[:4]:
            for dump in ("graph", "opt-graph"):
                out = run([torchscript, dump, path, name])
                if out:
                    corpus.add(out)


def saved_archives(torchscript, shared):
    """Bytes of the .pt files written by the programs that call torch.jit.save."""
    archives = []
    for path in source_files(shared):
        text = open(path, encoding="utf-8", errors="replace").read()
        if "save(" not in text:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            run([torchscript, "run", path], cwd=tmp)
            for pt in files_under(tmp, ".pt"):
                archives.append(open(pt, "rb").read())
    return archives


def plain_pickles():
    """Pickles of the values a .pt's data.pkl holds, without torch types."""
    values = [None, True, 0, -1, 255, 65536, 2**31, -2**63, 2**70, 1.5, float("inf"), "", "abc", "\u00e9\u4e2d",
              b"bytes", (), (1,), (1, "a", 2.5), [], [1, 2, 3], {"a": 1, "b": [1.0]}, {1: (2, 3)},
              [[1], [2, [3]]], ({"k": [None, True]},)]
    shared = [1, 2]
    values.append([shared, shared, (shared,)])  # memo puts and gets
    out = []
    for v in values:
        for protocol in (2, 4):
            out.append(pickle.dumps(v, protocol=protocol))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--torchscript", default=os.path.join(ROOT, "build", "torchscript"))
    ap.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    ap.add_argument("out")
    a = ap.parse_args()
    have_ts = os.access(a.torchscript, os.X_OK)
    if not have_ts:
        print(f"fuzz_seeds: no {a.torchscript}: skipping graph dumps and saved archives", file=sys.stderr)

    compile_, run_ = Corpus(a.out, "compile"), Corpus(a.out, "run")
    for path in source_files(a.shared):
        data = open(path, "rb").read()
        compile_.add(data)
        run_.add(data)

    ir = Corpus(a.out, "ir")
    for path in files_under(os.path.join(ROOT, "tests", "lit", "ir"), ".ir"):
        ir.add(open(path, "rb").read())
    if have_ts:
        graph_seeds(a.torchscript, ir)

    load, unpickle = Corpus(a.out, "load"), Corpus(a.out, "unpickle")
    archives = [open(p, "rb").read() for p in files_under(os.path.join(ROOT, "tests", "data"), ".pt")]
    if have_ts:
        archives += saved_archives(a.torchscript, a.shared)
    for data in archives:
        load.add(data)
        with tempfile.TemporaryFile() as f:
            f.write(data)
            f.seek(0)
            try:
                with zipfile.ZipFile(f) as z:
                    for name in z.namelist():
                        if name.endswith(".pkl"):
                            unpickle.add(z.read(name))
            except (zipfile.BadZipFile, OSError, EOFError, ValueError):
                pass  # tests/data/hostile: broken on purpose; still a load seed
    for data in plain_pickles():
        unpickle.add(data)

    for c in (compile_, run_, ir, load, unpickle):
        print(f"{c.dir}: {c.count} seeds")


if __name__ == "__main__":
    main()
