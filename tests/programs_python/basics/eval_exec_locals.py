def f(a):
    b = a * 2
    print(sorted(locals().items()), eval("a + b"))
    exec("c = a + 100\nprint('in exec', c)")
    return eval("[i * 2 for i in range(b)]")
print(f(3))
ns = {}
exec("def sq(x):\n    return x * x\nval = sq(7)", ns)
print(ns["val"], ns["sq"](3), "__builtins__" in ns)
g = {"k": 2}
print(eval("k ** 10", g), eval("k + z", g, {"z": 1}))
exec("k = 5", g); print(g["k"])
class C:
    x = 1
    print(sorted(k for k in locals() if not k.startswith("__")))
print(eval("  1 if True else 2  "), type(eval("{'a': [1]}")))
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError")
try:
    eval("undefined_name")
except NameError as e:
    print(e)
