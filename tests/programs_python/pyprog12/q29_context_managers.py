import contextlib
import torch

class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is ValueError

with Timer("a") as t:
    print("inside", t.name)
with Timer("b"):
    raise ValueError("swallowed")
print("after b")
try:
    with Timer("c"):
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))

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
    print(mm.training)
print(m.training)
x = torch.ones(2, requires_grad=True)
with torch.no_grad():
    y = x * 2
print(y.requires_grad)
with torch.enable_grad():
    print((x * 2).requires_grad)
with torch.set_grad_enabled(False):
    print((x * 2).requires_grad, torch.is_grad_enabled())
print(torch.is_grad_enabled())
with torch.inference_mode():
    z = x * 3
print(z.requires_grad, z.is_inference())
with contextlib.ExitStack() as stack:
    for n in ["x", "y"]:
        stack.enter_context(Timer(n))
    print("body")
with contextlib.suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
@torch.no_grad()
def predict(v):
    return v * 10
print(predict(x).requires_grad)
with contextlib.nullcontext(5) as v:
    print(v)
import io
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print(torch.tensor([1, 2]))
print(repr(buf.getvalue()))
