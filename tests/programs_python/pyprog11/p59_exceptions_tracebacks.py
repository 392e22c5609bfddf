import sys
import traceback
import torch

class ModelError(Exception):
    """Base error."""

class ConfigError(ModelError):
    def __init__(self, key, value):
        self.key = key
        self.value = value
        super().__init__(f"bad config {key}={value!r}")
    def __str__(self):
        return f"ConfigError[{self.key}]: {self.args[0]}"

def validate(cfg):
    errors = []
    for k, v in cfg.items():
        try:
            if k == "lr" and not 0 < v < 1:
                raise ConfigError(k, v)
            if k == "layers" and not all(isinstance(i, int) for i in v):
                raise TypeError(f"layers must be ints, got {[type(i).__name__ for i in v]}")
        except ModelError as e:
            errors.append(str(e))
        except TypeError as e:
            errors.append(f"TypeError: {e}")
    return errors

print(validate({"lr": 5, "layers": [1, "2"], "ok": True}))
print(issubclass(ConfigError, ModelError), ConfigError.__mro__[1].__name__, ModelError.__doc__)

def level3():
    return torch.ones(2, 3) @ torch.ones(2, 3)
def level2():
    return level3()
def level1():
    try:
        return level2()
    except RuntimeError as e:
        raise ValueError("shape problem") from e

try:
    level1()
except ValueError as e:
    lines = traceback.format_exception(type(e), e, e.__traceback__)
    print(lines[-1].strip(), sum(1 for l in lines if "direct cause" in l))
    print(type(e.__cause__).__name__, e.__cause__.args[0][:30])
    print(e.__suppress_context__, e.__context__ is e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        {}["missing"]
except KeyError as e:
    print(repr(e), type(e.__context__).__name__)
exc_info = None
try:
    int("x")
except ValueError:
    exc_info = sys.exc_info()
print(exc_info[0].__name__, str(exc_info[1]))
print("".join(traceback.format_exception_only(exc_info[0], exc_info[1])).strip())
def gen_err():
    yield 1
    raise StopIteration("inside")
try:
    list(gen_err())
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print("value group", [str(x) for x in eg.exceptions])
except* TypeError as eg:
    print("type group", len(eg.exceptions))
e = ConfigError("a", 1)
e.add_note("hint: use 0.1") if hasattr(e, "add_note") else None
print(getattr(e, "__notes__", None), e.key)
try:
    torch.tensor([1, 2]).view(3)
except RuntimeError as err:
    print(str(err))
