import math
import contextlib

vals = [3.14159, -2.5, 1234567.891, 0.000123, 42]
for v in vals:
    print(f"{v:8.3f}|{v:<10.2e}|{v:^12,.1f}|{v:+g}|{v!r:>12}")
print(f"{255:#x} {255:#o} {255:#b} {255:08b} {-42:05d} {1234567:_} {0.25:.1%}")
name, width = "torch", 10
print(f"[{name:>{width}}] [{name:*^{width}}] [{name!r:<{width}}]")
print(f"{'nested ' + name.upper()!s:.8}", f"{3 + 4=}", f"{math.pi=:.3f}")
print("{0:{1}.{2}f}".format(2.71828, 8, 2), "{:,}".format(10 ** 9), "%5.1f%%" % 99.44)
print(format(1e-7, ".3g"), format(1e16, "g"), format(float("nan"), "5"), format(-0.0, "+.1f"))
print("{:>6}|{:<6}|{:^6}".format("a", "b", "c"), "{x[1]} {y.real}".format(x=[5, 6], y=3j))

class ValidationError(Exception):
    def __init__(self, field, msg):
        super().__init__(f"{field}: {msg}")
        self.field = field

class ConfigError(Exception):
    pass

def parse(cfg):
    try:
        lr = float(cfg["lr"])
    except KeyError as e:
        raise ConfigError("missing key") from e
    except ValueError:
        raise ConfigError("bad lr")
    if lr <= 0:
        raise ValidationError("lr", "must be positive")
    return lr

for cfg in [{"lr": "0.1"}, {}, {"lr": "abc"}, {"lr": "-1"}]:
    try:
        print("ok", parse(cfg))
    except ConfigError as e:
        print(type(e).__name__, e, type(e.__cause__).__name__, type(e.__context__).__name__, e.__suppress_context__)
    except ValidationError as e:
        print("ValidationError", e.field, e.args)

def cleanup_order():
    try:
        try:
            return "try"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(cleanup_order())

def swallow():
    for i in range(3):
        try:
            if i == 1:
                raise RuntimeError("boom")
        except RuntimeError:
            continue
        else:
            print("else", i)
        finally:
            print("finally", i)
swallow()

@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")

with tag("a") as t, tag("b") as u:
    print(t, u)
with tag("c"):
    1 / 0
print("after")

class Timer:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", exc_type.__name__ if exc_type else None)
        return exc_type is KeyError
with Timer():
    {}["x"]
try:
    with Timer():
        raise IndexError("idx")
except IndexError as e:
    print("propagated", e)
with contextlib.suppress(ValueError):
    int("x")
try:
    raise KeyError("k")
except LookupError as e:
    print(repr(e), str(e), e.args)
e = ZeroDivisionError("x")
e.add_note("note one")
print(e.__notes__)
