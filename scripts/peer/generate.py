#!/usr/bin/python3
"""Translates PyTorch 1.13's TorchScript tests into tests/peer program cases.

Run with a Python that has PyTorch 1.13.1 (Debian's /usr/bin/python3):
    /usr/bin/python3 scripts/peer/generate.py PYTORCH_SRC [--out tests/peer]
PYTORCH_SRC is a PyTorch 1.13.1 source tree (e.g. Debian's `apt-get source
pytorch`); its test/test_jit.py and test/jit/test_*.py are read with `ast`.

Each top-level statement of a `test_*` method that holds a self.checkScript(fn,
inputs) call, a self.checkScriptRaisesRegex(...) call, or a
`with self.assertRaisesRegex(...)` block around scripting becomes one program:
the fixed imports, the module-level helpers it names, the method's earlier
non-test statements, and the statement itself with each check rewritten to
print the scripted result (or to let the scripting error propagate). Every
program is then run twice under PyTorch (forked from one process that imported
torch once); a program is kept only when both runs agree, a normal case exits 0
and an error case fails with a message that matches the test's regex. The
stdout is NAME.out; for error cases NAME.err holds the one stderr line that the
regex matched (or the exception's first line).
"""
import argparse, ast, copy, os, re, shutil, signal, subprocess, sys, tempfile, textwrap, traceback, types

PRELUDE = {
    "torch": "import torch",
    "nn": "import torch.nn as nn",
    "F": "import torch.nn.functional as F",
    "Tensor": "from torch import Tensor",
    "math": "import math",
    "NamedTuple": "from typing import NamedTuple",
    "List": "from typing import List",
    "Dict": "from typing import Dict",
    "Optional": "from typing import Optional",
    "Tuple": "from typing import Tuple",
    "Any": "from typing import Any",
    "Union": "from typing import Union",
    "Callable": "from typing import Callable",
    "Enum": "from enum import Enum",
    "namedtuple": "from collections import namedtuple",
    "OrderedDict": "from collections import OrderedDict",
    "Final": "from typing_extensions import Final",
    "dataclass": "from dataclasses import dataclass",
    "warnings": "import warnings",
    "itertools": "import itertools",
    "io": "import io",
}
CHECK = {"checkScript", "checkScriptRaisesRegex", "checkModule"}
# self.assertEqual(scripted(x), expected) and friends print the computed value.
ASSERTS = {"assertEqual", "assertTrue", "assertFalse", "assertIsNone", "assertIsNotNone",
           "assertExpected", "assertNotEqual", "assertIs", "assertIsNot", "assertIn", "assertNotIn",
           "assertGreater", "assertLess", "assertAlmostEqual"}
# JitTestCase.getExportImportCopy(m): a save/load round trip, as a program's own helper.
EXPORT_IMPORT = """def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")
"""
RAISES = {"assertRaisesRegex", "assertRaisesRegexWithHighlight", "assertRaises"}
# Helpers whose tests need internals this suite does not cover.
SKIP_WORDS = ("torch._C", "FileCheck", "cuda", "onnx", "quantiz", "_jit_", "graph_for",
              "profil", "mobile", "inspect.", "self.run_pass", "freeze_rng_state", "sys.",
              ".graph", "alias_db", "._c", "torch.jit._script", "torch.jit._state",
              "ModuleReflect", ".code", "_get_overloads")


def selfCall(node, names):
    """The method name when node is self.NAME(...) with NAME in names."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and isinstance(node.func.value, ast.Name) and node.func.value.id == "self" \
            and node.func.attr in names:
        return node.func.attr
    return None


def raisesWith(stmt):
    """The assertRaises* call of `with self.assertRaises...(...):`, else None."""
    if isinstance(stmt, ast.With) and len(stmt.items) == 1:
        call = stmt.items[0].context_expr
        if selfCall(call, RAISES):
            return call
    return None


def hasCheck(node, asserts=False):
    names = CHECK | ASSERTS if asserts else CHECK
    return any(selfCall(n, names) for n in ast.walk(node))


def computed(call):
    """The argument of an assertEqual-like call that holds the computation."""
    args = call.args[:2]
    for a in args:
        if any(isinstance(n, ast.Call) for n in ast.walk(a)):
            return a
    return args[0] if args else None


class Rewrite(ast.NodeTransformer):
    """Turns checkScript(fn, inputs) into a print of the scripted result."""

    def __init__(self, strings, asserts):
        self.strings = strings  # local names bound to source strings
        self.asserts = asserts  # also print the values that assertEqual checks

    def scripted(self, fn, kwargs, module=False):
        isSource = not module and (isinstance(fn, ast.Constant) and isinstance(fn.value, str)
                                   or isinstance(fn, ast.Name) and fn.id in self.strings
                                   or isinstance(fn, ast.Call))
        if isinstance(fn, ast.Lambda):
            raise ValueError("lambda")
        if isSource:
            name = kwargs.get("name", ast.Constant("func"))
            cu = ast.Call(ast.Attribute(ast.Attribute(ast.Name("torch"), "jit"),
                                        "CompilationUnit"), [fn], [])
            return ast.Call(ast.Name("getattr"), [cu, name], [])
        return ast.Call(ast.Attribute(ast.Attribute(ast.Name("torch"), "jit"), "script"),
                        [fn], [])

    def call(self, fn, inputs, kwargs, module=False):
        target = self.scripted(fn, kwargs, module)
        if isinstance(inputs, (ast.Tuple, ast.List)):
            args = inputs.elts
        else:
            args = [ast.Starred(inputs, ast.Load())]
        return ast.Call(target, args, [])

    def visit_Call(self, node):
        self.generic_visit(node)
        if selfCall(node, {"getExportImportCopy"}) and node.args:
            return ast.copy_location(ast.Call(ast.Name("export_import"), node.args[:1], []), node)
        return node

    def visit_Expr(self, node):
        self.generic_visit(node)
        if self.asserts and selfCall(node.value, ASSERTS):
            value = computed(node.value)
            if value is None:
                raise ValueError("assert without value")
            return ast.copy_location(ast.Expr(ast.Call(ast.Name("print"), [value], [])), node)
        kind = selfCall(node.value, CHECK)
        if not kind:
            return node
        c = node.value
        kwargs = {k.arg: k.value for k in c.keywords}
        if len(c.args) < 2 and "inputs" not in kwargs:
            raise ValueError("no inputs")
        inputs = c.args[1] if len(c.args) > 1 else kwargs["inputs"]
        call = self.call(c.args[0], inputs, kwargs, kind == "checkModule")
        if kind == "checkScriptRaisesRegex":
            return ast.copy_location(ast.Expr(call), node)
        return ast.copy_location(ast.Expr(ast.Call(ast.Name("print"), [call], [])), node)


def dropAsserts(stmts):
    """Statement list without self.assert*(...) lines and assertRaises blocks."""
    out = []
    for s in stmts:
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) \
                and isinstance(s.value.func, ast.Attribute) \
                and isinstance(s.value.func.value, ast.Name) and s.value.func.value.id == "self" \
                and s.value.func.attr.startswith("assert"):
            continue
        if raisesWith(s) is not None:
            continue
        # jit_utils.make_global registers a class in its module: a no-op at top level.
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) \
                and isinstance(s.value.func, ast.Name) and s.value.func.id == "make_global":
            continue
        out.append(s)
    return out


def stringNames(stmts):
    names = set()
    for s in stmts:
        for n in ast.walk(s):
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
                v = n.value
                if isinstance(v, ast.Constant) and isinstance(v.value, str) or isinstance(v, ast.JoinedStr) \
                        or isinstance(v, ast.Call) and isinstance(v.func, (ast.Name, ast.Attribute)) \
                        and getattr(v.func, "id", getattr(v.func, "attr", "")) in ("dedent", "format"):
                    names.add(n.targets[0].id)
    return names


def errorInfo(call):
    """(regex or None) of an assertRaises* or checkScriptRaisesRegex call."""
    args = call.args
    name = call.func.attr
    idx = 3 if name == "checkScriptRaisesRegex" else 1
    if name == "assertRaises":
        return None
    if len(args) > idx and isinstance(args[idx], ast.Constant) and isinstance(args[idx].value, str):
        return args[idx].value
    return None


def namesIn(nodes):
    return {n.id for s in nodes for n in ast.walk(s) if isinstance(n, ast.Name)} | \
        {n.attr for s in nodes for n in ast.walk(s) if isinstance(n, ast.Attribute)}


def freeSelf(node):
    """Whether `self` is named outside any function that takes a `self` argument."""
    if isinstance(node, (ast.FunctionDef, ast.Lambda)) and \
            any(a.arg == "self" for a in node.args.args):
        return False
    if isinstance(node, ast.Name) and node.id == "self":
        return True
    return any(freeSelf(c) for c in ast.iter_child_nodes(node))


def helpersFor(stmts, helpers):
    """Module-level defs/classes/assignments the statements name, in file order."""
    need, seen = set(), set()
    todo = set(namesIn(stmts))
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if n in helpers:
            need.add(n)
            todo |= namesIn([helpers[n][1]])
    return [helpers[n][1] for n in sorted(need, key=lambda n: helpers[n][0])]


def buildProgram(body, helpers):
    body = [s for s in body]
    mod = ast.Module(body=helpersFor(body, helpers) + body, type_ignores=[])
    src = ast.unparse(ast.fix_missing_locations(mod))
    # TorchScript reads a signature's type comment from the line after `def`.
    src = re.sub(r"(?m)^(\s*)(def .*:) # type: (.*)$", r"\1\2\n\1    # type: \3", src)
    used = namesIn(mod.body) | {"torch"}
    imports = [PRELUDE[k] for k in PRELUDE if k in used]
    lines = [l for l in imports if l.startswith("import")] + \
        [l for l in imports if l.startswith("from")]
    seeded = re.search(r"\b(rand|randn|randint|rand_like|randn_like|randperm|normal|bernoulli|"
                       r"multinomial|uniform_|normal_|Linear|Conv|dropout|Dropout|LSTM|GRU|RNN)\b", src)
    head = "\n".join(lines) + "\n\n"
    if "export_import" in used:
        head += EXPORT_IMPORT + "\n"
    if seeded:
        head += "torch.manual_seed(0)\n\n"
    return head + src + "\n"


def casesOfMethod(fn, helpers):
    """(suffix, program, regex-or-None, is_error) for each case of a test method."""
    body = fn.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    strings = stringNames(body)
    # In a method that scripts, each assertEqual on a computed value is a case too.
    asserts = "torch.jit" in ast.unparse(fn) or "CompilationUnit" in ast.unparse(fn)
    localDefs = {s.name for s in body if isinstance(s, (ast.FunctionDef, ast.ClassDef))
                 and hasCheck(s, asserts)}
    prefix = []
    out = []
    for i, s in enumerate(body):
        w = raisesWith(s)
        isDef = isinstance(s, (ast.FunctionDef, ast.ClassDef))
        callsLocal = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                         and n.func.id in localDefs for n in ast.walk(s))
        case = None
        if w is not None:
            txt = ast.unparse(s)
            if "script" in txt or "jit" in txt or "CompilationUnit" in txt:
                case = (dropAsserts(s.body), errorInfo(w), True)
        elif not isDef and (hasCheck(s, asserts) or callsLocal):
            err = any(selfCall(n, {"checkScriptRaisesRegex"}) for n in ast.walk(s))
            regex = None
            if err:
                c = next(n for n in ast.walk(s) if selfCall(n, {"checkScriptRaisesRegex"}))
                regex = errorInfo(c)
            case = ([s], regex, err)
        if case is None:
            if not (isinstance(s, ast.Expr) and selfCall(s.value, CHECK | ASSERTS)):
                prefix.append(s)
            continue
        stmts, regex, isErr = case
        try:
            rw = Rewrite(strings, asserts)
            prog = [rw.visit(copy.deepcopy(x)) for x in dropAsserts(prefix) + stmts]
            prog = [p for p in prog if p is not None]
            src = buildProgram(prog, helpers)
        except (ValueError, KeyError, AttributeError, TypeError):
            continue
        out.append((str(i), src, regex, isErr))
    return out


def moduleHelpers(tree):
    helpers = {}
    for i, s in enumerate(tree.body):
        if isinstance(s, (ast.FunctionDef, ast.ClassDef)) and not s.name.startswith("Test") \
                and not (isinstance(s, ast.ClassDef) and any(
                    getattr(b, "id", getattr(b, "attr", "")).endswith("TestCase") for b in s.bases)):
            helpers[s.name] = (i, s)
        elif isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                and "torch._C" not in ast.unparse(s):
            helpers[s.targets[0].id] = (i, s)
    return helpers


def parseKeepingTypeComments(text):
    """ast of the file with `# type:` comments kept (TorchScript reads them);
    a type comment that Python cannot place (a test of bad ones) is disabled."""
    lines = text.splitlines()
    for _ in range(100):
        try:
            return ast.parse("\n".join(lines), type_comments=True)
        except SyntaxError as e:
            if not e.lineno or "# type:" not in lines[e.lineno - 1]:
                break
            lines[e.lineno - 1] = lines[e.lineno - 1].replace("# type:", "# (type):")
    return ast.parse(text)


def translate(path):
    tree = parseKeepingTypeComments(open(path).read())
    helpers = moduleHelpers(tree)
    # Helpers imported from sibling test modules (`from jit.test_hooks_modules import ...`).
    for s in tree.body:
        if isinstance(s, ast.ImportFrom) and s.module and s.module.startswith("jit."):
            other = os.path.join(os.path.dirname(path), s.module[4:].replace(".", "/") + ".py")
            if os.path.exists(other):
                for name, (i, node) in moduleHelpers(parseKeepingTypeComments(open(other).read())).items():
                    helpers.setdefault(name, (i - 100000, node))
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef):
            continue
        for fn in cls.body:
            if not isinstance(fn, ast.FunctionDef) or not fn.name.startswith("test"):
                continue
            if any("cuda" in ast.unparse(d).lower() or "skip" in ast.unparse(d).lower()
                   for d in fn.decorator_list):
                continue
            for suffix, src, regex, isErr in casesOfMethod(fn, helpers):
                if freeSelf(ast.parse(src)) or any(w in src for w in SKIP_WORDS):
                    continue
                yield f"{cls.name}.{fn.name[5:] if fn.name.startswith('test_') else fn.name}_{suffix}", \
                    src, regex, isErr


# ---- validation under PyTorch -------------------------------------------------

def runForked(path, timeout):
    """(exit code, stdout, stderr) of the program, run in a fork of this process."""
    d = tempfile.mkdtemp()
    out, err = os.path.join(d, "o"), os.path.join(d, "e")
    pid = os.fork()
    if pid == 0:
        try:
            os.chdir(d)
            fo, fe = os.open(out, os.O_WRONLY | os.O_CREAT), os.open(err, os.O_WRONLY | os.O_CREAT)
            os.dup2(fo, 1)
            os.dup2(fe, 2)
            sys.stdout = open(1, "w", closefd=False)
            sys.stderr = open(2, "w", closefd=False)
            signal.alarm(timeout)
            code = 0
            try:
                # A module of its own as __main__, as `python3 NAME.py` runs it:
                # inspect.getsource finds a class through sys.modules["__main__"]
                # (with this generator there, classes had no source).
                main = types.ModuleType("__main__")
                main.__file__ = path
                sys.modules["__main__"] = main
                exec(compile(open(path).read(), path, "exec"), main.__dict__)
            except BaseException as e:
                traceback.print_exc()
                with open(os.path.join(d, "x"), "w") as fx:
                    fx.write("".join(traceback.format_exception_only(type(e), e)))
                code = 1
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(locals().get("code", 3))
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    o = open(out, encoding="utf-8", errors="replace").read()
    e = open(err, encoding="utf-8", errors="replace").read()
    x = os.path.join(d, "x")
    x = open(x, encoding="utf-8", errors="replace").read() if os.path.exists(x) else ""
    shutil.rmtree(d, ignore_errors=True)
    return code, o, e, x


def runFresh(path, timeout):
    """(exit code, stdout) of the program in a new interpreter. Note [Fresh
    rerun]: forked runs share the parent's heap and RNG state, so a program
    that prints uninitialised memory (torch.empty) or unseeded random numbers
    prints the same twice; a new process (ASLR, a random seed) does not."""
    d = tempfile.mkdtemp()
    try:
        p = subprocess.run([sys.executable, path], cwd=d, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return -1, ""
    finally:
        shutil.rmtree(d, ignore_errors=True)


def errLine(exc, regex):
    """The line of the exception's message (as Python prints it) that the test's regex matched."""
    lines = [l.strip() for l in exc.splitlines()
             if l.strip() and not l.strip().startswith(("File \"", "Traceback"))]
    if regex:
        for l in lines:
            try:
                if re.search(regex, l):
                    return l
            except re.error:
                return None
    # The exception's own line: the last 'SomeError: message' line of Python's traceback.
    for l in reversed(lines):
        if re.match(r"^[\w.]+(Error|Exception): \S", l):
            return l
    return None


def reproducible(line):
    """The line up to its first part that names this run or this machine (the
    test file's path, a compilation unit's address), which no other run prints."""
    for marker in (' File "', " (of Python compilation unit at: 0x"):
        i = line.find(marker)
        if i > 0:
            line = line[:i].rstrip()
    return line


def validate(path, regex, isErr, timeout):
    r1 = runForked(path, timeout)
    r2 = runForked(path, timeout)
    if r1 != r2 or r1[0] < 0 or "Warning" in r1[2] or runFresh(path, timeout) != r1[:2]:
        return None
    code, out, err, exc = r1
    if len(out) > 16000:  # keeps the suite small; such outputs are mostly big tensors
        return None
    if not isErr:
        return (out, None) if code == 0 and out else None
    if code == 0 or "Timeout" in err:
        return None
    if regex:
        try:
            if not re.search(regex, exc):
                return None
        except re.error:
            return None
    line = errLine(exc, regex)
    line = line and reproducible(line)
    if not line or "/tmp/" in line or " at 0x" in line:
        return None
    return out, line + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", help="PyTorch 1.13.1 source tree")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "tests", "peer"))
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    import torch  # noqa: F401  (imported once, before forking)
    torch.set_num_threads(1)
    test = os.path.join(a.src, "test")
    files = [os.path.join(test, "test_jit.py")] + sorted(
        os.path.join(test, "jit", f) for f in os.listdir(os.path.join(test, "jit"))
        if f.startswith("test_") and f.endswith(".py"))
    total = 0
    for f in files:
        stem = os.path.basename(f)[:-3]
        if a.only and stem != a.only:
            continue
        dest = os.path.join(a.out, stem)
        shutil.rmtree(dest, ignore_errors=True)
        kept = tried = 0
        seen = set()
        for name, src, regex, isErr in translate(f):
            if src in seen:
                continue
            seen.add(src)
            tried += 1
            os.makedirs(dest, exist_ok=True)
            path = os.path.join(dest, name + ".py")
            open(path, "w").write(src)
            res = validate(path, regex, isErr, a.timeout)
            if res is None:
                os.remove(path)
                continue
            kept += 1
            open(path[:-3] + ".out", "w").write(res[0])
            if res[1]:
                open(path[:-3] + ".err", "w").write(res[1])
        total += kept
        if tried:
            print(f"{stem}: {kept} of {tried} kept", flush=True)
    print(f"total {total}")


if __name__ == "__main__":
    main()
