#!/usr/bin/env python3
"""Runs zoo_check.py with our torchscript and compares to PyTorch's summary.

    compare_zoo.py --cmd "build/torchscript run" --dir DIR [--expected FILE]

Every fixture in DIR that zoo_expected.txt lists must load, run and give
the same summary: numbers to float rounding (deep nets accumulate it),
everything else exactly. Fixtures absent from DIR are skipped, so this
checks the committed small set anywhere and the full torchvision set where
generate_zoo.py --full has made it (exit code 77 when DIR has none).
Plain Python: needs no torch.
"""
import argparse
import os
import pathlib
import shlex
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def parse(text: str):
    out = {}
    for line in text.splitlines():
        name, _, rest = line.partition(": ")
        if rest:
            out.setdefault(name, []).append(rest.split())
    return out


def close(a: str, b: str, scale: float) -> bool:
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    return abs(x - y) <= 1e-3 * (scale + abs(y))


def same_line(o, t) -> bool:
    """Numbers of a tensor's line are compared at its mean magnitude (an
    untrained net's outputs may all be tiny), others at 1e-3 relative."""
    scale = float(t[t.index("absmean") + 1]) if "absmean" in t else 1e-3
    return len(o) == len(t) and all(close(a, b, scale) for a, b in zip(o, t))


def same(ours, theirs) -> bool:
    return len(ours) == len(theirs) and all(same_line(o, t) for o, t in zip(ours, theirs))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cmd", required=True)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--expected", default=str(HERE / "zoo_expected.txt"))
    args = parser.parse_args()
    expected = parse(pathlib.Path(args.expected).read_text())
    present = sorted(n for n in expected if os.path.exists(os.path.join(args.dir, n.partition("@")[0] + ".pt")))
    env = dict(os.environ, ZOO_DIR=args.dir, ZOO_NAMES=",".join(present), OMP_NUM_THREADS="1")
    run = subprocess.run(shlex.split(args.cmd) + [str(HERE / "zoo_check.py")], env=env,
                         capture_output=True, text=True)
    ours = parse(run.stdout)
    failures = [n for n in present if not same(ours.get(n, []), expected[n])]
    for n in failures:
        print(n + ":")
        print("  ours:   " + " | ".join(" ".join(x) for x in ours.get(n, [["(nothing)"]])))
        print("  theirs: " + " | ".join(" ".join(x) for x in expected[n]))
    if run.returncode != 0:
        print(run.stderr[-2000:])
    if not present:
        print("no fixtures in " + args.dir + " (make them with generate_zoo.py)")
        return 77  # ctest's SKIP_RETURN_CODE
    print(f"{len(present) - len(failures)} of {len(present)} .pt files match PyTorch")
    return 1 if failures or run.returncode != 0 else 0


if __name__ == "__main__":
    sys.exit(main())
