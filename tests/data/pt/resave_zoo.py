#!/usr/bin/env python3
"""Checks that what we save PyTorch reads: our torchscript loads every
fixture of a zoo directory and saves it again, PyTorch 1.13
(/usr/bin/python3) does the same, and zoo_check.py under PyTorch must
summarize both sets of re-saved files alike. Needs python3-torch (a developer
check, like scripts/check_saves_in_pytorch.py).

    resave_zoo.py --cmd "build/torchscript run" --dir zoo2 --expected zoo2_expected.txt
"""
import argparse
import os
import pathlib
import shlex
import subprocess
import sys
import tempfile

import compare_zoo

HERE = pathlib.Path(__file__).resolve().parent

RESAVE = '''
import os
import torch
try:
    import torchvision  # noqa: F401 - registers torchvision's operators in PyTorch
except ImportError:
    pass
src, dst = os.environ["RESAVE_SRC"], os.environ["RESAVE_DST"]
for f in sorted(os.listdir(src)):
    if f.endswith(".pt"):
        try:
            torch.jit.save(torch.jit.load(os.path.join(src, f)), os.path.join(dst, f))
        except Exception as e:
            print("not re-saved: " + f + ": " + str(e).strip().split("\\n")[0])
'''


def resave_and_check(cmd, torch_py, directory, names, tmp, tag):
    """Re-saves every fixture with `cmd`, then summarizes the re-saved files in PyTorch."""
    script = os.path.join(tmp, "resave.py")
    pathlib.Path(script).write_text(RESAVE)
    out = os.path.join(tmp, tag)
    os.mkdir(out)
    env = dict(os.environ, RESAVE_SRC=os.path.abspath(directory), RESAVE_DST=out)
    run = subprocess.run(cmd + [script], env=env, capture_output=True, text=True)
    print(run.stdout + run.stderr[-2000:], end="")
    present = [n for n in names if os.path.exists(os.path.join(out, n.partition("@")[0] + ".pt"))]
    env = dict(os.environ, ZOO_DIR=out, ZOO_NAMES=",".join(present), OMP_NUM_THREADS="1")
    check = subprocess.run([torch_py, str(HERE / "zoo_check.py")], env=env, capture_output=True, text=True)
    return run.returncode, compare_zoo.parse(check.stdout)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cmd", required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--expected", default=str(HERE / "zoo_expected.txt"))
    parser.add_argument("--torch", default="/usr/bin/python3")
    args = parser.parse_args()
    expected = compare_zoo.parse(pathlib.Path(args.expected).read_text())
    names = sorted(n for n in expected if os.path.exists(os.path.join(args.dir, n.partition("@")[0] + ".pt")))
    with tempfile.TemporaryDirectory() as tmp:
        rc, ours = resave_and_check(shlex.split(args.cmd), args.torch, args.dir, names, tmp, "ours")
        # PyTorch's own re-save is the reference: __setstate__ runs again on
        # each load, so a re-saved file may rightly differ from the original.
        _, theirs = resave_and_check([args.torch], args.torch, args.dir, names, tmp, "theirs")
    # Files neither side re-saves (torch.save pickles, which torch.jit.load
    # refuses) are left out.
    names = [n for n in names if n in ours or n in theirs]
    failures = [n for n in names if not compare_zoo.same(ours.get(n, []), theirs.get(n, ["(nothing)"]))]
    for n in failures:
        print(n + ":\n  ours:   " + " | ".join(" ".join(x) for x in ours.get(n, [["(nothing)"]]))[:400])
        print("  theirs: " + " | ".join(" ".join(x) for x in theirs.get(n, [["(nothing)"]]))[:400])
    print(f"{len(names) - len(failures)} of {len(names)} .pt files re-saved by us match PyTorch's re-saves")
    return 1 if failures or rc != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
