class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg)
        self.code = code

class ConfigError(AppError):
    pass

class MissingKey(ConfigError, KeyError):
    pass

def load(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise MissingKey(f"missing {key}", code=2) from e

try:
    load({}, "lr")
except ConfigError as e:
    print(type(e).__name__, e, e.code, type(e.__cause__).__name__, e.__suppress_context__)
    print(isinstance(e, KeyError), MissingKey.__mro__[1].__name__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("bad")
except ValueError as e:
    print(repr(e.__context__), e.__cause__)

try:
    try:
        raise TypeError("inner")
    except TypeError:
        raise RuntimeError("outer") from None
except RuntimeError as e:
    print(e.__cause__, e.__suppress_context__, type(e.__context__).__name__)

def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())

def g():
    try:
        raise ValueError
    finally:
        return "swallowed"
print(g())

def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            print("body", i)
        finally:
            print("fin", i)
h()
e = AppError("x", 5)
print(e.args, str(e), repr(e))
try:
    raise AppError("a") 
except (TypeError, AppError) as err:
    print("caught", err.args)
print(issubclass(MissingKey, LookupError), ExceptionGroup.__name__ if hasattr(__builtins__, "ExceptionGroup") else "noeg")
try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("assert:", e)
