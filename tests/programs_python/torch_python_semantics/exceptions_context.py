import contextlib
import warnings
import torch


class Timer:
    def __init__(self, name):
        self.name = name
        self.events = []

    def __enter__(self):
        self.events.append("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        self.events.append(f"exit {self.name} {exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError


with Timer("a") as t:
    x = 1
print(t.events)
t = Timer("b")
with t:
    raise KeyError("swallowed")
print(t.events)
try:
    with Timer("c") as t3:
        raise ValueError("propagates")
except ValueError as e:
    print("caught", e, t3.events)


@contextlib.contextmanager
def eval_mode(model):
    was = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was)


m = torch.nn.Dropout(0.5)
with eval_mode(m) as mm:
    print(mm.training, mm is m)
print(m.training)
with contextlib.suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("deprecated thing", DeprecationWarning)
    warnings.warn("user thing")
print([(x.category.__name__, str(x.message)) for x in w])
with torch.no_grad():
    a = torch.ones(2, requires_grad=True) * 2
print(a.requires_grad, torch.is_grad_enabled())
with torch.enable_grad():
    print(torch.is_grad_enabled())
torch.set_grad_enabled(False)
print(torch.is_grad_enabled())
torch.set_grad_enabled(True)


class TrainingError(RuntimeError):
    def __init__(self, step, loss):
        super().__init__(f"diverged at step {step}: loss={loss:.2f}")
        self.step = step


def train(losses):
    for i, l in enumerate(losses):
        if l != l or l > 1e3:
            raise TrainingError(i, l)
    return "ok"


for ls in ([1.0, 0.5], [1.0, float("nan")], [2.0, 5e3]):
    try:
        print(train(ls))
    except TrainingError as e:
        print(type(e).__name__, e, e.step, isinstance(e, RuntimeError), e.args)
try:
    try:
        torch.ones(2) + torch.ones(3)
    except RuntimeError as e:
        raise ValueError("shape problem") from e
except ValueError as e:
    print(e, "|", str(e.__cause__)[:60])
try:
    assert 1 == 2, "math is broken"
except AssertionError as e:
    print("AssertionError:", e)
try:
    {}["k"]
except KeyError as e:
    print(repr(e), e.args)
try:
    [][1]
except IndexError as e:
    print(e)
try:
    None.x
except AttributeError as e:
    print(e)
try:
    int("abc")
except ValueError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
try:
    raise NotImplementedError
except NotImplementedError as e:
    print(repr(e), str(e) == "")
e = RuntimeError("x", 1)
print(str(e), repr(e), e.args)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(StopIteration, Exception))
