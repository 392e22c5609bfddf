class DataError(Exception):
    pass


class ShapeError(DataError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got


class ConfigError(ValueError):
    pass


def load(path):
    try:
        return {"a": 1}[path]
    except KeyError as e:
        raise DataError(f"cannot load {path!r}") from e


try:
    load("b")
except DataError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ShapeError((2, 3), (3, 2))
except DataError as e:
    print(e, e.expected, type(e.__context__).__name__, e.__cause__, e.__suppress_context__)

try:
    try:
        int("x")
    except ValueError:
        raise ConfigError("bad config") from None
except ValueError as e:
    print(e, e.__cause__, type(e.__context__).__name__, e.__suppress_context__)

print(issubclass(ShapeError, Exception), ShapeError.__mro__[1].__name__, isinstance(ConfigError(), ValueError))
e = ShapeError(1, 2)
print(e.args, repr(e), str(e))
print(repr(DataError()), str(DataError("a", "b")), DataError("a", "b").args)


def risky(n):
    if n == 0:
        raise ZeroDivisionError("zero")
    if n < 0:
        raise ValueError("neg")
    return 1 / n


for n in (1, 0, -1):
    try:
        r = risky(n)
    except (ZeroDivisionError, ValueError) as err:
        print("caught", type(err).__name__, err)
    else:
        print("ok", r)
    finally:
        print("done", n)


def f():
    try:
        return "try"
    finally:
        print("finally before return")


print(f())
try:
    raise ExceptionGroup("many", [ValueError("a"), TypeError("b")])
except* ValueError as eg:
    print("value group", [str(x) for x in eg.exceptions])
except* TypeError as eg:
    print("type group", [str(x) for x in eg.exceptions])
err = KeyError("k")
print(str(err), repr(err), str(KeyError()), str(KeyError("a", "b")))
try:
    raise RuntimeError("outer") from ValueError("inner")
except RuntimeError as e:
    import traceback
    lines = traceback.format_exception(type(e), e, e.__traceback__)
    print(any("direct cause" in l for l in lines), lines[-1].strip())
e2 = ValueError("x")
e2.add_note("note here")
print(e2.__notes__)
