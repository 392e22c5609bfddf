# SyntaxError objects from eval/exec/compile and user code: their fields,
# str(), and traceback.format_exception_only's location block.
import traceback

for src in ["  foo bar", "x = = 2", "(a b)", "1 2"]:
    try:
        eval(src)
    except SyntaxError as e:
        print("".join(traceback.format_exception_only(type(e), e)), end="")
        print(repr(str(e)), e.lineno, e.offset, repr(e.text))
try:
    exec("def f():\nreturn 1\n")
except IndentationError as e:
    print(type(e).__name__, isinstance(e, SyntaxError), e)
try:
    exec("if True:\n    a = 1\n  b = 2\n")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno)
e = SyntaxError("bad", ("/a/b/f.py", 3, 2, "  abc def\n"))
print(str(e))
print("".join(traceback.format_exception_only(type(e), e)), end="")
print(str(SyntaxError("bad", (None, 3, 2, "x"))), "|", str(SyntaxError("bad", ("f.py", None, 2, "x"))))
print(issubclass(TabError, IndentationError), issubclass(IndentationError, SyntaxError))
try:
    raise IndentationError("custom", ("g.py", 7, 3, "    x y\n", 7, 6))
except SyntaxError as err:
    print("".join(traceback.format_exception_only(type(err), err)), end="")
