#!/usr/bin/python3
"""Compares our float math ops with PyTorch 1.13.1 bit for bit on millions
of inputs (Note [PyTorch's math paths] in src/tensor/vec_math.cpp).

Run by hand with Debian's PyTorch, after building (the tests never run it):
    /usr/bin/python3 tests/unit/tensor/check_math_paths.py [--build build]
    ATEN_CPU_CAPABILITY=default /usr/bin/python3 tests/unit/tensor/check_math_paths.py
It compiles math_paths_probe.cpp against the build's libraries, then for
each op, dtype (float32, float64, every bfloat16 pattern) and layout
(contiguous, rows of 23, strided, broadcast, 0-dim operands) counts the
elements whose bits differ from PyTorch's, NaN payloads included. Exits 1 on
any difference.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
UNARY = ["exp", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos", "atan",
         "sinh", "cosh", "tanh", "erf", "erfc", "lgamma", "sigmoid", "exp2", "sqrt", "rsqrt", "reciprocal",
         "asinh", "acosh", "atanh"]
BINARY = ["atan2", "pow", "hypot"]
POW_EXPONENTS = [2.5, -1.7, 0.3, 7.0, 1 / 3, 4.0, 2.0, 3.0, -2.0, 0.5, -0.5, -1.0, 1e10]
ROW = 23


def build_probe(build, tmp):
    exe = os.path.join(tmp, "math_paths_probe")
    libs = [os.path.join(build, "libts_tensor.a"), os.path.join(build, "libts_support.a")]
    subprocess.run(["g++", "-O1", "-std=c++20", "-I" + os.path.join(ROOT, "src"),
                    "-I" + os.path.join(ROOT, "include"), os.path.join(HERE, "math_paths_probe.cpp"),
                    "-o", exe] + libs + ["-lopenblas", "-lsleef"], check=True)
    return exe


def random_inputs(rng, dtype, n):
    """Uniform values at several scales, random bit patterns and special values."""
    np_dt, it = (np.float32, np.int32) if dtype == "f32" else (np.float64, np.int64)
    k = n // 5
    parts = [rng.uniform(-1.2, 1.2, k), rng.uniform(-12, 12, k), rng.uniform(-120, 120, k),
             np.exp(rng.uniform(-30, 30, k)) * rng.choice([-1, 1], k)]
    bits = rng.integers(np.iinfo(it).min, np.iinfo(it).max, n - 4 * k, dtype=it)
    x = np.concatenate([np.concatenate(parts).astype(np_dt), bits.view(np_dt)])
    rng.shuffle(x)
    edge = [0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1.0, -1.0, 1e-45, -1e-45, 1e-40, 1e-38, 3.4e38,
            -3.4e38, 1e5, 1e10, 1e20, 1e30, -1e30, 88.7, 89, -103.9, -104, 104, 0.5, 2, 100, 1e-8, 710,
            -745, 1e300, 5e-324]
    with np.errstate(over="ignore"):
        edge = np.array(edge, dtype=np.float64).astype(np_dt)
    x[:len(edge)] = edge
    x[-len(edge):] = edge
    return x


def all_bfloat16(rng, n):
    """Every bfloat16 bit pattern (as float32), shuffled, padded to n."""
    bits = np.arange(65536, dtype=np.uint32) << 16
    bits = np.concatenate([bits, bits[rng.integers(0, 65536, n - 65536)]])
    rng.shuffle(bits)
    return bits.view(np.float32)


def torch_layout(t, name):
    n = t.numel()
    if name == "flat":
        return t
    if name == "row":
        b = torch.zeros(n // ROW, 32, dtype=t.dtype)
        b[:, :ROW] = t.view(n // ROW, ROW)
        return b[:, :ROW]
    if name == "strided":
        b = torch.zeros(n, 2, dtype=t.dtype)
        b[:, 0] = t
        return b[:, 0]
    if name == "bcast":
        return t[:1].expand(n)
    raise ValueError(name)


def differing(want, got):
    iview = np.int32 if want.dtype == np.float32 else np.int64
    return int((want.view(iview) != got.view(iview)).sum())


class Checker:
    def __init__(self, exe, tmp):
        self.exe, self.tmp, self.total = exe, tmp, 0

    def ours(self, op, dtype, lay, x, extra):
        xf, of = os.path.join(self.tmp, "x.bin"), os.path.join(self.tmp, "o.bin")
        x.tofile(xf)
        args = [self.exe, op, dtype, lay, of, xf]
        if isinstance(extra, np.ndarray):
            extra.tofile(os.path.join(self.tmp, "y.bin"))
            args.append(os.path.join(self.tmp, "y.bin"))
        elif extra is not None:
            args.append(repr(extra))
        subprocess.run(args, check=True)
        return np.fromfile(of, dtype=x.dtype)

    def check(self, label, dtype, lay, x, theirs, op, extra=None):
        want = theirs.contiguous().reshape(-1)
        want = (want.float() if dtype == "bf16" else want).numpy()
        d = differing(want, self.ours(op, dtype, lay, x, extra))
        self.total += d
        return f"{lay}={d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    a = ap.parse_args()
    rng = np.random.default_rng(2)
    n = ROW * 20001
    with tempfile.TemporaryDirectory() as tmp:
        c = Checker(build_probe(os.path.abspath(a.build), tmp), tmp)
        to_torch = {"f32": torch.float32, "f64": torch.float64, "bf16": torch.bfloat16}
        for dtype in ["f32", "f64", "bf16"]:
            for op in UNARY:
                x = all_bfloat16(rng, ROW * 3000) if dtype == "bf16" else random_inputs(rng, dtype, n)
                tx = torch.from_numpy(x).to(to_torch[dtype])
                res = [c.check(op, dtype, lay, x, getattr(torch, op)(torch_layout(tx, lay)), op)
                       for lay in ["flat", "row", "strided", "bcast"]]
                print(dtype, op, " ".join(res), flush=True)
            if dtype == "bf16":
                continue
            for op in BINARY:
                x, y = random_inputs(rng, dtype, n), random_inputs(rng, dtype, n)[::-1].copy()
                if op == "pow":
                    y = np.where(rng.random(n) < 0.5, y, np.round(rng.uniform(-5, 5, n))).astype(x.dtype)
                    x = np.where(rng.random(n) < 0.5, x, rng.uniform(0, 3, n)).astype(x.dtype)
                tx, ty = torch.from_numpy(x), torch.from_numpy(y)
                res = []
                for lay in ["flat", "row", "strided", "bscalar", "ascalar"]:
                    if lay == "bscalar":
                        ta, tb = tx, ty[0]
                    elif lay == "ascalar":
                        ta, tb = tx[0], ty
                    else:
                        ta, tb = torch_layout(tx, lay), torch_layout(ty, lay)
                    res.append(c.check(op, dtype, lay, x, getattr(torch, op)(ta, tb), op, y))
                print(dtype, op, " ".join(res), flush=True)
            for e in POW_EXPONENTS:
                x = random_inputs(rng, dtype, n)
                x = np.where(rng.random(n) < 0.5, x, rng.uniform(0, 3, n)).astype(x.dtype)
                tx = torch.from_numpy(x)
                res = [c.check("pow", dtype, lay, x, torch.pow(torch_layout(tx, lay), e), "pow_scalar", e)
                       for lay in ["flat", "row", "strided", "bcast"]]
                print(dtype, "pow(x, %r)" % e, " ".join(res), flush=True)
        print("elements differing from PyTorch:", c.total)
        return 1 if c.total else 0


if __name__ == "__main__":
    sys.exit(main())
