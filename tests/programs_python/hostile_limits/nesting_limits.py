# Nesting past the compiler's limits is RecursionError, as CPython 3.11
# raises it during compilation; it never takes the process down.
chain = "if x == 0:\n    y = 0\n" + "".join("elif x == %d:\n    y = %d\n" % (i, i) for i in range(1, 3000))
try:
    exec(chain, {"x": 5})
except RecursionError as e:
    print("RecursionError", e)
try:
    eval("+".join(["1"] * 100000))
except RecursionError as e:
    print("RecursionError", e)
small = "if x == 0:\n    y = 0\n" + "".join("elif x == %d:\n    y = %d\n" % (i, i) for i in range(1, 300))
ns = {"x": 299}
exec(small, ns)
print(ns["y"])
