#!/usr/bin/env python3
"""Checks src/ops/grad_names.def against PyTorch (run with /usr/bin/python3).

For each TS_GRAD_NAME(operator, node) entry, calls the operator through
torch.ops.aten with sample arguments built from its schema (float tensors
that require grad; a non-leaf self for in-place operators) and compares the
result's grad_fn with the table. Operators whose arguments it cannot guess
are listed as skipped; check those by hand. Not part of the test suite: the
tests must not need PyTorch.
"""
import os
import re
import sys

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = object()


def table():
    text = open(os.path.join(ROOT, "src", "ops", "grad_names.def"), encoding="utf-8").read()
    return re.findall(r'TS_GRAD_NAME\("([^"]+)", "([^"]+)"\)', text)


def schemas():
    out = {}
    for s in torch._C._jit_get_all_schemas():
        out[s.name + ("." + s.overload_name if s.overload_name else "")] = s
    return out


def sample(arg, op, shape):
    """A value for schema argument `arg` of `op`, SKIP to leave it out, or None if unknown."""
    ty, name = str(arg.type), arg.name
    if arg.has_default_value() and name != "dim" and not (name in ("min", "max") and ("clamp" in op or "clip" in op)):
        return SKIP
    if ty in ("Tensor", "Optional[Tensor]"):
        if name == "index" or (name == "indices" and "embedding" not in op):
            return torch.zeros(shape, dtype=torch.long)
        if name == "target" and ("nll" in op or "cross_entropy" in op):
            return torch.zeros(shape[:1], dtype=torch.long)
        if name in ("mask", "condition"):
            return torch.ones(shape, dtype=torch.bool)
        return (torch.rand(shape) * 0.8 + 0.1).requires_grad_()
    if ty in ("List[Tensor]", "List[Optional[Tensor]]"):
        if "index" in op:
            return [torch.zeros(2, dtype=torch.long)]
        return [(torch.rand(shape) + 0.1).requires_grad_() for _ in range(2)]
    if ty == "int":
        if name == "dtype":
            return torch.float64  # a ScalarType: a differentiable one
        if name == "end_dim":
            return -1
        if name in ("dim", "dim0", "dim1", "start_dim", "source", "destination", "index", "start"):
            return 0
        return 1
    if ty == "List[int]":
        if name in ("size", "shape"):
            return list(shape)
        if name in ("dims", "dim"):
            return list(range(len(shape)))[::-1] if "permute" in op else [0]
        if name in ("kernel_size", "output_size"):
            return [1] * (len(shape) - 2)
        if name == "repeats":
            return [1] * len(shape)
        if name == "pad":
            return [1, 1]
        if name in ("split_sizes", "split_size"):
            return [1, shape[0] - 1]
        return [1]
    if ty in ("number", "Scalar"):
        return 2
    if ty == "float":
        return 0.5
    if ty == "bool":
        return False
    if ty == "str":
        return "mean"
    if ty.startswith("Optional"):
        return None
    return None


def node_of(op, schema):
    """The grad_fn name PyTorch gives op's first differentiable result, or an error string."""
    base, _, overload = op.partition(".")
    fn = getattr(getattr(torch.ops.aten, base.split("::")[1]), overload or "default")
    last = "no sample arguments"
    for shape in [(3, 3), (3,), (1, 1, 3, 3), (1, 3, 3)]:
        args, kwargs = [], {}
        skipped_one = False
        for a in schema.arguments:
            v = sample(a, op, shape)
            if v is None and not str(a.type).startswith("Optional"):
                return "skipped: cannot build argument " + a.name
            if v is SKIP:
                skipped_one = True
                continue
            # After a left-out default, later arguments go by name.
            if a.kwarg_only or skipped_one:
                kwargs[a.name] = v
            else:
                args.append(v)
        if (op.endswith("_") or "_." in op) and args and isinstance(args[0], torch.Tensor):
            args[0] = args[0] * 1  # in-place ops refuse leaves
        try:
            r = fn(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - any failure means "try another shape"
            last = str(e).split("\n")[0][:80]
            continue
        inplace = bool(schema.arguments) and schema.arguments[0].alias_info is not None and \
            schema.arguments[0].alias_info.is_write
        if args and r is args[0] and not inplace:
            return "skipped: returned its input unchanged for these arguments"
        for t in r if isinstance(r, (tuple, list)) else [r]:
            if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                return t.grad_fn.name().replace("torch::autograd::", "")
        return "no grad_fn"
    return "skipped: " + last


def main():
    all_schemas = schemas()
    bad = skipped = ok = 0
    for op, node in table():
        if op not in all_schemas:
            print(f"UNKNOWN  {op}")
            bad += 1
            continue
        got = node_of(op, all_schemas[op])
        if got.startswith("skipped"):
            skipped += 1
            print(f"SKIP     {op}: {got}")
        elif got != node:
            bad += 1
            print(f"MISMATCH {op}: table {node}, PyTorch {got}")
        else:
            ok += 1
    print(f"{ok} match, {bad} mismatch, {skipped} skipped")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
