# except* and ExceptionGroup (Python 3.11)
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as g:
    print("got values", g.exceptions)
except* TypeError as g:
    print("got types", g.exceptions)
try:
    raise ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [KeyError("k"), ValueError("b")])])
except* ValueError as g:
    print(repr(g))
except* KeyError as g:
    print(type(g).__name__, [type(e).__name__ for e in g.exceptions])
eg = ExceptionGroup("x", [TypeError(1), ValueError(2)])
match, rest = eg.split(ValueError)
print(match, rest, eg.subgroup(TypeError).exceptions, str(eg), len(eg.exceptions))
