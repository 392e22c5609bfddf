#!/usr/bin/env python3
"""Operator coverage against PyTorch 1.13 (issue 10): the share of PyTorch's
public CPU operator schemas that `torchscript schemas` registers with the same
schema string.

Run where python3-torch is installed (Debian: /usr/bin/python3):
    /usr/bin/python3 scripts/op_coverage.py build/torchscript [--missing] [--prefix aten::linalg]

Public CPU schemas: namespace aten, without backward, sparse, quantized,
mkldnn/cuda/cudnn/miopen/vulkan/metal/mps/xpu and fbgemm kernels, and without
underscore-prefixed internals (PyTorch's own filter is not public; this one
is documented here so the ratio is reproducible).
"""
import argparse
import re
import subprocess
import sys

EXCLUDED = re.compile(
    r"backward|sparse|quantiz|q_|mkldnn|cudnn|cuda|miopen|vulkan|metal|mps|xpu|fbgemm|_nested|nested_"
    r"|qint|qscheme|quant|fake_|to_padded|coalesce|indices|values_copy|ccol|crow|row_indices|col_indices"
    r"|to_sparse|is_pinned|pin_memory|record_stream|_version|retain_grad|requires_grad_|set_data|output_nr")


def public_schemas():
    import torch  # noqa: the reference implementation, developer machines only
    out = set()
    for s in torch._C._jit_get_all_schemas():
        if not s.name.startswith("aten::"):
            continue
        base = s.name[len("aten::"):]
        if base.startswith("_") or EXCLUDED.search(base):
            continue
        text = str(s)
        if "Tensor(" in text and "Device" in text and "cuda" in text:
            continue
        out.add(text)
    return out


def op_name(schema):
    return schema.split("(")[0].split(".")[0]


def is_out_variant(schema):
    overload = schema.split("(")[0].partition(".")[2]
    return overload == "out" or overload.endswith("_out") or overload.startswith("out_")


def normalized(schema):
    """The schema up to spellings TorchScript treats alike: ScalarType,
    Layout, MemoryFormat and SymInt are ints at run time, alias annotations
    ((a!), (a)) do not change a call, and defaults print with varying digits."""
    schema = re.sub(r"\((?:[a-z](?:!|\s*->\s*\*)?|\*)\)", "", schema)
    schema = re.sub(r"\b(ScalarType|Layout|MemoryFormat|SymInt)\b", "int", schema)
    return re.sub(r"=(-?\d+\.\d*(?:e-?\d+)?|-?\d+e-?\d+)", lambda m: "=" + repr(float(m.group(1))), schema)


def pct(a, b):
    return f"{100.0 * a / max(1, b):.1f}%"


def ours(binary):
    text = subprocess.run([binary, "schemas"], check=True, capture_output=True, text=True).stdout
    return set(line for line in text.splitlines() if line)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("torchscript", help="path of the torchscript binary")
    ap.add_argument("--missing", action="store_true", help="list the public schemas we do not register")
    ap.add_argument("--prefix", default="", help="only schemas whose name starts with this (e.g. aten::linalg)")
    args = ap.parse_args()
    theirs = {s for s in public_schemas() if s.startswith(args.prefix)}
    have = ours(args.torchscript)
    # out= overloads (aten::add.out) are not reachable from TorchScript source.
    theirs = {s for s in theirs if not is_out_variant(s)}
    covered = theirs & have
    ops = {op_name(s) for s in theirs}
    complete = {n for n in ops if all(s in have for s in theirs if op_name(s) == n)}
    print(f"public CPU operators in PyTorch {__import__('torch').__version__}: {len(ops)} names, "
          f"{len(theirs)} schemas (out= variants left out)")
    print(f"schemas registered here with the same string: {len(covered)} ({pct(len(covered), len(theirs))})")
    print(f"operators with every overload registered: {len(complete)} ({pct(len(complete), len(ops))}); "
          f"with at least one: {len({op_name(s) for s in covered})}")
    have_names = {s.split("(")[0] for s in have}
    same_name = {s for s in theirs - covered if s.split("(")[0] in have_names}
    print(f"registered under the same name.overload but a different schema string: {len(same_name)}")
    have_norm = {normalized(h) for h in have}
    loose = {t for t in theirs if normalized(t) in have_norm}
    print(f"schemas registered up to ScalarType/SymInt spelling, alias annotations and float digits: "
          f"{len(loose)} ({pct(len(loose), len(theirs))})")
    if args.missing:
        for s in sorted(theirs - covered):
            print(("  differs: " if s in same_name else "  missing: ") + s)
    return 0


if __name__ == "__main__":
    sys.exit(main())
