import contextlib
import torch


@contextlib.contextmanager
def eval_mode(model):
    was = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was)


@contextlib.contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except KeyError as e:
        print("handled", e)
    print(f"</{name}>")


m = torch.nn.Dropout()
with eval_mode(m) as mm:
    print(mm is m, m.training)
print(m.training)
with tag("a") as t:
    print("inside", t)
with tag("b"):
    raise KeyError("k")
print("after")
try:
    with tag("c"):
        raise ValueError("v")
except ValueError as e:
    print("propagated", e)
with contextlib.suppress(ZeroDivisionError, KeyError):
    1 / 0
print("suppressed")
with contextlib.ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("x", "y")]
    stack.callback(print, "callback ran")
    print(names)
with contextlib.nullcontext(5) as v:
    print(v)


class Timer:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", exc_type.__name__ if exc_type else None)
        return exc_type is TypeError


with Timer():
    raise TypeError("swallowed")
try:
    with Timer():
        raise IndexError("not swallowed")
except IndexError as e:
    print("IndexError", e)
with torch.no_grad():
    with torch.enable_grad():
        x = torch.ones(1, requires_grad=True) * 2
    y = torch.ones(1, requires_grad=True) * 2
print(x.requires_grad, y.requires_grad, torch.is_grad_enabled())
with torch.set_grad_enabled(False):
    print(torch.is_grad_enabled())


@torch.no_grad()
def infer(t):
    return t * 2


print(infer(torch.ones(1, requires_grad=True)).requires_grad)
import io
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured")
print(repr(buf.getvalue()))
