# Tracing nn.Modules: dict/tuple outputs with strict=False, trace_module with several methods,
# submodule code, parameters shared with the eager module.
import torch
import torch.nn as nn


class Heads(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 8), nn.ReLU())
        self.cls = nn.Linear(8, 3)
        self.reg = nn.Linear(8, 2)

    def forward(self, x):
        h = self.body(x)
        return {"logits": self.cls(h), "box": self.reg(h).sigmoid()}

    def embed(self, x):
        return self.body(x).mean(0)


torch.manual_seed(0)
m = Heads().eval()
x = torch.randn(5, 4)
try:
    torch.jit.trace(m, x)
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0][:80])
tm = torch.jit.trace(m, x, strict=False)
out = tm(x)
ref = m(x)
print(type(out).__name__, sorted(out), all(torch.allclose(out[k], ref[k]) for k in out))
print(type(tm).__name__, tm.original_name, type(tm.body).__name__, tm.body.original_name)
print(getattr(tm.body, "0").weight is m.body[0].weight, len(list(tm.parameters())))
print(tm.body.code)
tmm = torch.jit.trace_module(m, {"forward": x, "embed": x}, strict=False)
print(torch.allclose(tmm.embed(x), m.embed(x)), hasattr(tmm, "embed"))
print(tmm.embed.code if hasattr(tmm.embed, "code") else None)


class Pair(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 3)

    def forward(self, x, y):
        u = self.a(x)
        return u, (u + y, y * 2)


torch.manual_seed(1)
pm = Pair()
tp = torch.jit.trace(pm, (torch.ones(1, 3), torch.zeros(1, 3)))
o1, (o2, o3) = tp(torch.ones(1, 3), torch.ones(1, 3))
print(o3.tolist(), torch.allclose(o2, o1 + 1))
print(str(tp.graph).count("prim::TupleConstruct"))
tp.a.weight.data.zero_()
print(tp(torch.ones(1, 3), torch.zeros(1, 3))[0].tolist() == pm.a.bias.view(1, 3).tolist())
