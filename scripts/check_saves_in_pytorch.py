#!/usr/bin/env python3
"""Checks that what we save loads in PyTorch 1.13 and gives our outputs.

Developer tool (needs python3-torch, e.g. /usr/bin/python3 on Debian): each
tests/save_compat/NAME.py saves model.pt and prints forward's output for
torch.ones(<shape>) under torch.no_grad(), the shape given by its
`# input: ...` line. We run it
with our torchscript, load model.pt in PyTorch, call forward on the same
input, and compare the printed outputs.

    /usr/bin/python3 scripts/check_saves_in_pytorch.py [--cmd "build/torchscript run"]
"""
import argparse
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

import torch

ROOT = pathlib.Path(__file__).resolve().parent.parent


def check(case: pathlib.Path, cmd: str) -> str:
    shape = [int(d) for d in re.search(r"# input: ([\d,]+)", case.read_text()).group(1).split(",")]
    with tempfile.TemporaryDirectory() as cwd:
        ours = subprocess.run(shlex.split(cmd) + [str(case)], cwd=cwd, capture_output=True, text=True)
        if ours.returncode != 0:
            return "ours failed: " + ours.stderr.strip().splitlines()[-1]
        try:
            model = torch.jit.load(str(pathlib.Path(cwd) / "model.pt"))
            with torch.no_grad():
                theirs = str(model(torch.ones(*shape))) + "\n"
        except Exception as e:  # noqa: BLE001 - any load or run failure is the finding
            return "PyTorch cannot use our file: " + str(e).strip().splitlines()[0]
    return "ok" if ours.stdout.endswith(theirs) else "outputs differ:\n" + ours.stdout + theirs


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cmd", default=str(ROOT / "build" / "torchscript") + " run")
    args = parser.parse_args()
    failures = 0
    for case in sorted((ROOT / "tests" / "save_compat").glob("*.py")):
        result = check(case, args.cmd)
        failures += result != "ok"
        print(f"{case.name}: {result}")
    print(f"{failures} of the saved files do not work in PyTorch")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
