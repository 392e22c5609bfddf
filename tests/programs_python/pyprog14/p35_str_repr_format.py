class P:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return f"P(x={self.x!r})"

    def __str__(self):
        return f"<{self.x}>"


class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"


class Plain:
    pass


p = P("a")
print(p, str(p), repr(p), [p], (p,), {"k": p}, {p.x: [p]})
print(f"{p}", f"{p!r}", f"{p!s}", "{}".format(p), "{!r}".format(p), "%s %r" % (p, p))
print(OnlyRepr(), str(OnlyRepr()), f"{OnlyRepr()}")
print(format(p), format(p, ""))
try:
    format(p, ">10")
except TypeError as e:
    print("TypeError:", e)
try:
    f"{Plain():d}"
except TypeError as e:
    print("TypeError:", e)
print(repr(Plain()).startswith("<__main__.Plain object at 0x"), str(Plain) , repr(P), P.__name__, P.__module__)


class Money:
    def __init__(self, v):
        self.v = v

    def __format__(self, spec):
        if spec.endswith("$"):
            return f"${self.v:{spec[:-1]}}"
        return format(self.v, spec)


m = Money(1234.5)
print(f"{m:,.2f$}", f"{m:.1f}", "{:>10.0f$}".format(m), format(m, ""))
import torch
t = torch.tensor([1.5])
print(f"{t}", repr(t), str(t.dtype), f"{torch.tensor(2.5):.3f}", f"{torch.tensor(7):>4}")
try:
    f"{torch.ones(2):.2f}"
except TypeError as e:
    print("TypeError:", e)
print(str(torch.nn.ReLU()), repr(torch.nn.Identity()), f"{torch.nn.Tanh()}", str(torch.device("cpu")), repr(torch.float16))
print(repr(None), repr(True), repr(...), repr(NotImplemented), repr(int), repr(len), repr(print.__name__))
