code = compile("a = 1 + 2\nprint(a * 2)", "<string>", "exec")
exec(code)
print(eval(compile("3 * 4", "<e>", "eval")))
import importlib
m = importlib.import_module("math")
print(m.sqrt(16.0))
import importlib.util
print(importlib.util.find_spec("collections") is not None, importlib.util.find_spec("no_such_mod_xyz"))
mod = importlib.import_module("collections")
print(mod.OrderedDict.__name__)
try:
    importlib.import_module("no_such_mod_xyz")
except ModuleNotFoundError as e:
    print(e)
c = compile("x + 1", "<expr>", "eval")
print(eval(c, {"x": 41}), type(c).__name__)
ns = {}
exec(compile("def f(a):\n    return a * 3\n", "<defs>", "exec"), ns)
print(ns["f"](5))
try:
    compile("x = = 1", "<bad>", "exec")
except SyntaxError as e:
    print("SyntaxError", e.msg)
