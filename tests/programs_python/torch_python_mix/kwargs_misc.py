import torch
import torch.nn as nn

def make_optimizer(params, name="sgd", **hparams):
    opts = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam}
    defaults = {"lr": 0.01}
    defaults.update(hparams)
    return opts[name](params, **defaults)

def log(*values, prefix=">>", **fmt):
    sep = fmt.get("sep", " ")
    print(prefix, *values, sep=sep)

model = nn.Linear(2, 2)
o = make_optimizer(model.parameters(), "adam", betas=(0.8, 0.9))
print(type(o).__name__, o.defaults["betas"], o.defaults["lr"])
o2 = make_optimizer(model.parameters(), momentum=0.5)
print(type(o2).__name__, o2.defaults["momentum"])
log("a", 1, 2.5)
log("x", "y", prefix="##", sep="|")
args = (3, 4)
kwargs = {"bias": False}
lin = nn.Linear(*args, **kwargs)
print(lin, lin.bias)
def stats(t, *, dim=None, keepdim=False):
    if dim is None:
        return t.mean().item()
    return t.mean(dim=dim, keepdim=keepdim).shape
print(stats(torch.ones(2, 3)), stats(torch.ones(2, 3), dim=1, keepdim=True))
try:
    stats(torch.ones(2), 0)
except TypeError as e:
    print("TypeError:", e)
first, *rest = [1, 2, 3, 4]
print(first, rest)
(a, b), c = (1, 2), 3
print(a, b, c)
merged = {**{"a": 1}, **{"b": 2}, "c": 3}
print(merged, [*range(3), *"ab"])
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=lambda kv: kv[1]))
print(max(["aa", "b", "ccc"], key=len), min([3, 1, 2], default=0), sorted([3, 1, 2], reverse=True))
print(any(x > 2 for x in [1, 3]), all([]), list(map(str, [1, 2])), list(filter(None, [0, 1, "", "a"])))
print(list(enumerate("ab", start=1)), list(reversed([1, 2, 3])), list(zip("ab", [1, 2], strict=False)) if False else list(zip("ab", [1, 2])))
print(isinstance(True, int), type(3) is int, type(3.0).__name__, type(torch.ones(1)).__name__)
x = 5
print(1 < x < 10, x if x > 3 else -x, (lambda *a: sum(a))(1, 2, 3))
print(id(model) == id(model), model is not None, None or "default")
val = (n := 10) * 2
print(n, val)
