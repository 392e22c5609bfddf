# CPython 3.11's parser gives up past 6000 levels of rule recursion with a
# bare MemoryError; a tree that parses but nests past ~3000 fails in the
# compiler with RecursionError; brackets stop at 200. Each construct below
# hits the limit CPython hits for it, and a syntax error found later in the
# same source still wins over the compiler's limit.
cases = [
    ("unary minus", "-" * 100000 + "1"),
    ("not", "not " * 100000 + "1"),
    ("invert", "~" * 100000 + "1"),
    ("lambda", "lambda: " * 100000 + "1"),
    ("power", "1" + "**1" * 100000),
    ("conditional", "x if 1 else " * 100000 + "1"),
    ("sum", "1" + "+1" * 100000),
    ("calls", "f" + "(1)" * 100000),
    ("attributes", "a" + ".b" * 100000),
    ("subscripts", "x" + "[0]" * 100000),
    ("parens", "(" * 100000 + "1" + ")" * 100000),
    ("lists", "[" * 100000 + "]" * 100000),
    ("unary then syntax error", "-" * 4000 + "1 +"),
    ("unary under the limit", "-" * 2000 + "1"),
    ("lambda under the limit", "(" + "lambda: " * 250 + "1)()"),
]
for name, src in cases:
    for mode in ("eval", "exec"):
        try:
            r = eval(src) if mode == "eval" else exec(src, {})
            print(name, mode, "ok", type(r).__name__)
        except BaseException as e:
            print(name, mode, type(e).__name__, str(e)[:60])
elifs = "if x == 0:\n    y = 0\n" + "elif x:\n    pass\n" * 7000
try:
    exec(elifs, {"x": 1})
except MemoryError as e:
    print("elif chain", type(e).__name__, repr(str(e)))
