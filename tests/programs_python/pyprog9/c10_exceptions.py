# Exceptions: hierarchy, raise from, __cause__/__context__, custom classes with args, finally ordering,
# ExceptionGroup / except*, add_note.


class ConfigError(Exception):
    def __init__(self, key, msg="invalid"):
        super().__init__(f"{key}: {msg}")
        self.key = key


class ShapeError(ValueError):
    pass


def parse(d, key):
    try:
        return int(d[key])
    except KeyError as e:
        raise ConfigError(key, "missing") from e
    except ValueError:
        raise ConfigError(key)


for d in [{"a": "3"}, {}, {"a": "x"}]:
    try:
        print(parse(d, "a"))
    except ConfigError as e:
        print(type(e).__name__, e, e.key, repr(e.__cause__), type(e.__context__).__name__, e.__suppress_context__)

try:
    raise ShapeError("bad shape", (2, 3))
except ValueError as e:
    print(repr(e), e.args, str(e), isinstance(e, Exception))
print(issubclass(ShapeError, Exception), ShapeError.__mro__[1:3], KeyError.__mro__)
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError()), repr(OSError(2, "No such file")))


def order():
    try:
        print("try")
        return "from try"
    finally:
        print("finally")


print(order())


def override():
    try:
        return 1
    finally:
        return 2


print(override())
for x in [0, 1]:
    try:
        r = 10 / x
    except ZeroDivisionError as e:
        print("except", e)
    else:
        print("else", r)
    finally:
        print("finally", x)

try:
    try:
        [][1]
    except IndexError:
        {}["k"]
except KeyError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
try:
    try:
        raise TypeError("inner")
    except TypeError as e:
        raise RuntimeError("outer") from None
except RuntimeError as e:
    print(e, e.__cause__, e.__suppress_context__, repr(e.__context__))


def reraiser():
    try:
        int("z")
    except ValueError:
        print("logging and re-raising")
        raise


try:
    reraiser()
except ValueError as e:
    print("outer got:", e)
try:
    raise ExceptionGroup("many", [ValueError("v1"), TypeError("t1"), ValueError("v2")])
except* ValueError as eg:
    print("values:", [str(x) for x in eg.exceptions], type(eg).__name__)
except* TypeError as eg:
    print("types:", eg.exceptions, eg.message)
eg = ExceptionGroup("g", [KeyError("a"), ExceptionGroup("sub", [ValueError(1)])])
match, rest = eg.split(ValueError)
print(repr(match), repr(rest))
print(eg.subgroup(lambda e: isinstance(e, KeyError)).exceptions)
e = ValueError("base")
e.add_note("note one")
print(e.__notes__, str(e))
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)
errors = []
for exc_type in (ZeroDivisionError, OverflowError, ArithmeticError, LookupError, StopIteration):
    errors.append((exc_type.__name__, exc_type.__bases__[0].__name__))
print(errors)
try:
    raise NotImplementedError
except RuntimeError as e:
    print(type(e).__name__, repr(e), e.args)


class Retry(Exception):
    attempts = 0


def flaky():
    Retry.attempts += 1
    if Retry.attempts < 3:
        raise Retry(f"attempt {Retry.attempts}")
    return "ok"


while True:
    try:
        print(flaky())
        break
    except Retry as r:
        print("retrying after", r)
