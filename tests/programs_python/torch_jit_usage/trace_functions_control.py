import warnings
import torch


def normalize(x, eps: float = 1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    var = x.var(dim=-1, keepdim=True, unbiased=False)
    return (x - mean) / torch.sqrt(var + eps)


def pick(x):
    if x.sum() > 0:
        return x * 2
    return x - 1


def shape_dep(x):
    n = x.shape[0]
    return x.reshape(n, -1).sum(1)


torch.manual_seed(0)
a = torch.randn(3, 4)
tn = torch.jit.trace(normalize, (a,))
print(torch.allclose(tn(a), normalize(a)), type(tn).__name__, tn.__name__ if hasattr(tn, "__name__") else "")
b = torch.randn(5, 4)
print(torch.allclose(tn(b), normalize(b)))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tp = torch.jit.trace(pick, (torch.ones(2),))
    print(len(w) > 0, w[0].category.__name__ if w else None)
print(tp(torch.ones(2)), tp(-torch.ones(2)), pick(-torch.ones(2)))
ts = torch.jit.trace(shape_dep, torch.ones(2, 3, 4))
print(ts(torch.ones(5, 2, 2)))


@torch.jit.script
def scripted_clip(x: torch.Tensor, lo: float, hi: float) -> torch.Tensor:
    if bool(x.max() > hi):
        x = x.clamp(max=hi)
    return x.clamp(min=lo)


def uses_script(x):
    return scripted_clip(x * 3, -1.0, 1.0) + 1


tu = torch.jit.trace(uses_script, torch.linspace(-1, 1, 5))
print(tu(torch.linspace(-1, 1, 5)))
print(tu(torch.tensor([0.1, 0.2])))


def multi_out(x, y):
    return x + y, x * y, {"sum": (x + y).sum()}


tm = torch.jit.trace(multi_out, (torch.ones(2), torch.full((2,), 2.0)), strict=False)
r = tm(torch.ones(2), torch.ones(2))
print(type(r).__name__, r[0], r[1], r[2])
print(torch.jit.is_tracing(), torch.jit.is_scripting())


def records_tracing(x):
    print("tracing now:", torch.jit.is_tracing())
    return x + 1


tr = torch.jit.trace(records_tracing, torch.zeros(1))
print(tr(torch.zeros(1)))
try:
    torch.jit.trace(normalize, (a,), check_inputs=[(torch.randn(2, 2),)])
    print("check ok")
except Exception as e:
    print(type(e).__name__)
