# exceptions: hierarchy, chaining, finally ordering, custom classes, context managers, ExceptionGroup-free
import contextlib

class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"

class NotFound(AppError, KeyError):
    pass

def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise NotFound(404, f"missing {k!r}") from e

try:
    lookup({}, "x")
except KeyError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, repr(e.__cause__), e.code)
print(NotFound.__mro__[1:3])

def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    for i in range(3):
        try:
            if i == 1:
                continue
            print("body", i)
        finally:
            print("fin", i)
g()
def h():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            int("x")
        except ValueError as e:
            return type(e.__context__).__name__, str(e)
print(h())
try:
    try:
        raise TypeError("inner")
    finally:
        print("cleanup")
except TypeError as e:
    print("outer got", e)
for exc in (ValueError("v"), IndexError("i"), ArithmeticError("a"), OverflowError("o")):
    try:
        raise exc
    except (IndexError, ArithmeticError) as e:
        print("tuple caught", type(e).__name__, isinstance(e, LookupError))
    except Exception as e:
        print("generic", e)
@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except RuntimeError as e:
        print("suppressed", e)
    finally:
        print(f"</{name}>")
with tag("a") as t:
    print("inside", t)
with tag("b"):
    raise RuntimeError("oops")
class Suppress:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("exit with", et.__name__ if et else None)
        return et is ZeroDivisionError
with Suppress():
    1 / 0
print("after")
with contextlib.suppress(KeyError, IndexError):
    [][1]
try:
    raise ValueError("a", 1)
except ValueError as e:
    print(e.args, str(e), repr(e))
try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("AssertionError", e)
e = Exception("x")
print(isinstance(e, BaseException), issubclass(KeyboardInterrupt, Exception), issubclass(StopIteration, Exception))
try:
    raise NotImplementedError
except RuntimeError as e:
    print("NotImplementedError is RuntimeError", repr(e))
def gen_err():
    try:
        yield 1
    finally:
        print("gen finally")
for x in gen_err():
    break
print("loop done")
try:
    {}["k"]
except LookupError as e:
    print(repr(e), e.args)
try:
    raise AppError(1, "x") from None
except AppError as e:
    print(e.__suppress_context__, e.__cause__)
