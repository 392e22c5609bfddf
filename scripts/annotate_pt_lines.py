"""Marks the stdlib's call lines with the PyTorch source line they stand for.

Run with PyTorch 1.13's Python (/usr/bin/python3): it rewrites
src/stdlib/nn_functional.py and src/stdlib/nn_modules.py in place.

A traced graph names the Python line each operator ran on
(`# /usr/lib/python3/dist-packages/torch/nn/modules/conv.py:459:0`). Our nn
code is our own source, so the tracer reads a trailing `# pt: PATH:LINE`
marker on a stdlib line to print PyTorch's location instead (Note [Traced
source locations] in src/python_jit/trace_source_map.cpp). This script finds
the markers by matching, in each function both define, the k-th call of each
attribute name (`torch.batch_norm`, `F.conv2d`, `input.size`) in ours with the
k-th in PyTorch's. Markers are kept with their lines when the file is edited;
rerun after adding functions. Lines already marked keep their marker.
"""
import ast
import inspect
import os
import re

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TORCH_DIR = os.path.dirname(torch.__file__)
MARK = re.compile(r"\s*# pt: \S+$")


def calls_by_function(tree):
    """qualified function name -> [(attr name, first line of the call)] in source order."""
    out = {}

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.ClassDef)):
                name = prefix + child.name
                if isinstance(child, ast.FunctionDef):
                    calls = [(c.func.attr, c.lineno) for c in ast.walk(child)
                             if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)]
                    out[name] = sorted(calls, key=lambda x: x[1])
                visit(child, name + ".")

    visit(tree, "")
    return out


def statement_lines(tree):
    """line -> first line of the innermost statement containing it."""
    first = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.If, ast.For,
                                                               ast.While, ast.With, ast.Try)):
            for line in range(node.lineno, (node.end_lineno or node.lineno) + 1):
                first[line] = max(first.get(line, 0), node.lineno)
    return first


def match(ours, theirs, ours_name, theirs_name, rel_path, marks, stmt_of):
    seen = {}
    theirs_by_name = {}
    for name, line in theirs.get(theirs_name, []):
        theirs_by_name.setdefault(name, []).append(line)
    for name, line in ours.get(ours_name, []):
        k = seen.get(name, 0)
        seen[name] = k + 1
        lines = theirs_by_name.get(name, [])
        if k < len(lines):
            marks.setdefault(stmt_of.get(line, line), "%s:%d" % (rel_path, lines[k]))


def annotate(path, pairs):
    """pairs: [(our function name, PyTorch file relative to torch/, its function name)]."""
    text = open(path).read()
    tree = ast.parse(text)
    ours = calls_by_function(tree)
    stmt_of = statement_lines(tree)
    parsed = {}
    marks = {}
    for ours_name, rel, theirs_name in pairs:
        if rel not in parsed:
            parsed[rel] = calls_by_function(ast.parse(open(os.path.join(TORCH_DIR, rel)).read()))
        match(ours, parsed[rel], ours_name, theirs_name, "torch/" + rel, marks, stmt_of)
    lines = text.split("\n")
    for line, where in marks.items():
        if "#" in lines[line - 1] or lines[line - 1].rstrip().endswith("\\"):
            continue  # already marked, or a comment we keep
        lines[line - 1] += "  # pt: " + where
    open(path, "w").write("\n".join(lines))
    return len(marks)


def functional_pairs(tree):
    # PyTorch's max_pool2d and friends are boolean_dispatch objects over _max_pool2d.
    theirs = calls_by_function(ast.parse(open(os.path.join(TORCH_DIR, "nn/functional.py")).read()))
    return [(n.name, "nn/functional.py", n.name if n.name in theirs else "_" + n.name)
            for n in tree.body if isinstance(n, ast.FunctionDef)]


def module_pairs(tree):
    pairs = []
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef) or not hasattr(torch.nn, cls.name):
            continue
        theirs = getattr(torch.nn, cls.name)
        if not inspect.isclass(theirs):
            continue
        rel = os.path.relpath(inspect.getsourcefile(theirs), TORCH_DIR)
        for fn in cls.body:
            if isinstance(fn, ast.FunctionDef) and fn.name != "__init__":
                # The method as PyTorch defines it, maybe on a base class.
                owner = next((c for c in theirs.__mro__ if fn.name in vars(c)), None)
                if owner is None or owner.__module__.split(".")[:2] != ["torch", "nn"]:
                    continue
                rel_owner = os.path.relpath(inspect.getsourcefile(owner), TORCH_DIR)
                pairs.append((cls.name + "." + fn.name, rel_owner, owner.__name__ + "." + fn.name))
    return pairs


def main():
    fpath = os.path.join(ROOT, "src", "stdlib", "nn_functional.py")
    mpath = os.path.join(ROOT, "src", "stdlib", "nn_modules.py")
    n1 = annotate(fpath, functional_pairs(ast.parse(open(fpath).read())))
    n2 = annotate(mpath, module_pairs(ast.parse(open(mpath).read())))
    print("marked", n1, "lines of nn_functional.py and", n2, "of nn_modules.py")


if __name__ == "__main__":
    main()
