#!/usr/bin/python3
"""Translates test_list_dict.py's TestScriptDict / TestScriptList into tests/peer cases.

Run with PyTorch 1.13.1's Python (Debian's /usr/bin/python3):
    /usr/bin/python3 scripts/peer/script_containers.py PYTORCH_SRC [--out tests/peer]

generate.py rejects these tests: their checks go through the class's own helpers
(`self._compare_eager_and_script`, `self._script_dict_add`), which it sees as a
free `self`. Here the helpers become module-level functions of each program:
`compare(fn, data)` runs fn on the Python container and on its torch.jit.script
copy (a ScriptDict / ScriptList) and prints what the test compares (whether each
raised, the exception types, else both results and both containers). Each top-level
statement of a test that is such a check, an assertEqual/assertTrue, or a
`with self.assertRaises(E)` block becomes one program `Class.method_N`, with the
method's earlier non-check statements; an assertRaises case's `.err` is E's name
(the tests match no message). Tests marked @unittest.skip are left out.
"""
import argparse, ast, os, subprocess, sys

HELPERS = {
    "TestScriptDict": '''
def compare(fn, input_dict, script_input_dict=None):
    # TestScriptDict._compare_eager_and_script
    script_input_dict = script_input_dict or torch.jit.script(input_dict)
    eager_raised, script_raised = False, False
    try:
        eager_out = fn(input_dict)
    except Exception as e:
        eager_exception = e
        eager_raised = True
    try:
        script_out = fn(script_input_dict)
    except Exception as e:
        script_exception = e
        script_raised = True
    print(eager_raised, script_raised)
    if eager_raised:
        print(type(eager_exception).__name__, type(script_exception).__name__)
    else:
        print(eager_out, script_out)
        print(input_dict, dict(script_input_dict.items()))


def script_dict_add(d, k: int, v: int):
    # TestScriptDict._script_dict_add
    @torch.jit.script
    def dict_add(d: Dict[int, int], k: int, v: int):
        d[k] = v

    dict_add(d, k, v)
''',
    "TestScriptList": '''
def compare(fn, input_list, script_input_list=None):
    # TestScriptList._compare_eager_and_script
    script_input_list = script_input_list or torch.jit.script(input_list)
    eager_raised, script_raised = False, False
    try:
        eager_out = fn(input_list)
    except Exception as e:
        eager_exception = e
        eager_raised = True
    try:
        script_out = fn(script_input_list)
    except Exception as e:
        script_exception = e
        script_raised = True
    print(eager_raised, script_raised)
    if eager_raised:
        print(type(eager_exception).__name__, type(script_exception).__name__)
    else:
        print(eager_out, script_out)
        print(input_list, list(script_input_list))


def script_list_add(l, e: int):
    # TestScriptList._script_list_add
    @torch.jit.script
    def list_add(l: List[int], e: int):
        l.append(e)

    list_add(l, e)
''',
}
PRELUDE = "import torch\nfrom typing import Dict, List\n"
RENAME = {"_compare_eager_and_script": "compare", "_script_dict_add": "script_dict_add",
          "_script_list_add": "script_list_add"}


def selfCall(node):
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "self":
        return node.func.attr
    return None


class Unself(ast.NodeTransformer):
    """self._helper(...) -> helper(...); self.assertEqual(a, b) -> print(a, b)."""

    def visit_Call(self, node):
        self.generic_visit(node)
        name = selfCall(node)
        if name in RENAME:
            return ast.copy_location(ast.Call(ast.Name(RENAME[name]), node.args, node.keywords), node)
        if name in ("assertEqual", "assertTrue"):
            return ast.copy_location(ast.Call(ast.Name("print"), node.args, []), node)
        return node


def isCheck(stmt):
    if isinstance(stmt, ast.Expr) and selfCall(stmt.value) in ("_compare_eager_and_script", "assertEqual",
                                                               "assertTrue"):
        return True
    return raisesType(stmt) is not None


def raisesType(stmt):
    if isinstance(stmt, ast.With) and len(stmt.items) == 1 and selfCall(stmt.items[0].context_expr) == "assertRaises":
        return ast.unparse(stmt.items[0].context_expr.args[0])
    return None


def skipped(fn):
    return any("skip" in ast.unparse(d) for d in fn.decorator_list)


def cases(cls):
    for fn in cls.body:
        if not isinstance(fn, ast.FunctionDef) or not fn.name.startswith("test_") or skipped(fn):
            continue
        setup = []
        for i, stmt in enumerate(fn.body):
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                continue  # the docstring
            if not isCheck(stmt):
                setup.append(stmt)
                continue
            err = raisesType(stmt)
            body = stmt.body if err else [stmt]
            code = "\n".join(ast.unparse(Unself().visit(ast.fix_missing_locations(s))) for s in setup + body)
            yield f"{cls.name}.{fn.name[5:]}_{i}", HELPERS[cls.name], code, err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "tests", "peer"))
    a = ap.parse_args()
    tree = ast.parse(open(os.path.join(a.src, "test", "jit", "test_list_dict.py")).read())
    out = os.path.join(a.out, "test_list_dict")
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name not in HELPERS:
            continue
        for name, helper, code, err in cases(cls):
            prog = PRELUDE + helper + "\n\n" + code + "\n"
            base = os.path.join(out, name)
            with open(base + ".py", "w") as f:
                f.write(prog)
            r = subprocess.run([sys.executable, name + ".py"], cwd=out, capture_output=True, text=True)
            with open(base + ".out", "w") as f:
                f.write(r.stdout)
            if err:
                if err not in r.stderr:
                    sys.exit(f"{name}: expected {err}, got {r.stderr}")
                with open(base + ".err", "w") as f:
                    f.write(err + "\n")
            elif r.returncode != 0:
                sys.exit(f"{name}: failed: {r.stderr}")
            print(name)


if __name__ == "__main__":
    main()
