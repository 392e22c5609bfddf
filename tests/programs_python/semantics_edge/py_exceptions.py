class AppError(Exception):
    def __init__(self, msg, code=1):
        super().__init__(msg)
        self.code = code


class ConfigError(AppError):
    pass


class MissingKey(ConfigError, KeyError):
    def __str__(self):
        return f"missing key {self.args[0]!r}"


log = []


def load(cfg, key):
    try:
        log.append("try " + key)
        if key not in cfg:
            raise MissingKey(key, code=4)
        v = cfg[key]
        if not isinstance(v, int):
            raise ConfigError(f"{key} must be int, got {type(v).__name__}", code=2)
        return 100 // v
    except ZeroDivisionError as e:
        raise AppError("bad divisor") from e
    else:
        log.append("no error")
    finally:
        log.append("finally " + key)


cfg = {"a": 5, "b": "x", "c": 0}
for k in ["a", "b", "c", "d"]:
    try:
        print(k, load(cfg, k))
    except MissingKey as e:
        print("MissingKey", e, e.code, isinstance(e, KeyError), isinstance(e, AppError))
    except ConfigError as e:
        print("ConfigError", e, e.code, e.args)
    except AppError as e:
        print("AppError", e, type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)
print(log)
print([c.__name__ for c in MissingKey.__mro__])


def f():
    try:
        return "try"
    finally:
        print("in finally")


print(f())


def g():
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
        finally:
            print("finally", i)
    return i


print(g())

try:
    try:
        {}["x"]
    except KeyError:
        raise ValueError("while handling")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)

try:
    raise TypeError("a", 2)
except (ValueError, TypeError) as e:
    print(type(e).__name__, e.args, str(e))

try:
    int("12x")
except ValueError as e:
    print(e)
try:
    [1, 2][5]
except IndexError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
try:
    1 + "a"
except TypeError as e:
    print(e)
try:
    raise AppError("x") from None
except AppError as e:
    print(e.__cause__, e.__suppress_context__)

e = ConfigError("m", code=9)
print(issubclass(MissingKey, LookupError), issubclass(ConfigError, KeyError), e.code)
try:
    assert 1 == 2, "math broke"
except AssertionError as err:
    print("AssertionError", err)


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return et is KeyError


with Resource("r1") as r:
    raise KeyError("suppressed")
print("after r1")
try:
    with Resource("r2"), Resource("r3"):
        raise ValueError("inner")
except ValueError as e:
    print("caught", e)
