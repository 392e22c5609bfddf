# check_trace / check_inputs, data-dependent control flow frozen by tracing, TracerWarning-free ops.
import warnings
import torch
import torch.nn as nn


def branchy(x):
    if x.sum() > 0:
        return x * 2
    return x - 100


pos = torch.ones(3)
neg = -torch.ones(3)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tb = torch.jit.trace(branchy, pos)
    print(len(w) > 0, all(issubclass(i.category, torch.jit.TracerWarning) for i in w))
print(tb(neg).tolist(), branchy(neg).tolist())
try:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.jit.trace(branchy, pos, check_inputs=[(neg,)])
except torch.jit.TracingCheckError as e:
    print("TracingCheckError", "Tracing failed sanity checks!" in str(e))


def ok_fn(x):
    return torch.cat([x, x.flip(0)]) * 3


t = torch.jit.trace(ok_fn, torch.arange(3.0), check_inputs=[(torch.arange(5.0),), (torch.zeros(1),)])
print(t(torch.tensor([1.0, 2.0])).tolist())


class Looper(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)

    def forward(self, x):
        for _ in range(x.size(0)):
            x = self.lin(x)
        return x


torch.manual_seed(0)
lp = Looper()
tl = torch.jit.trace(lp, torch.ones(2, 2))
print(str(tl.graph).count("aten::linear"), torch.allclose(tl(torch.ones(2, 2)), lp(torch.ones(2, 2))))
print(tl(torch.ones(3, 2)).shape, torch.allclose(tl(torch.ones(3, 2)), lp(torch.ones(3, 2))))
traced_nocheck = torch.jit.trace(lambda a, b: a @ b, (torch.ones(2, 3), torch.ones(3, 2)), check_trace=False)
print(traced_nocheck(torch.ones(2, 3), torch.ones(3, 2)).tolist())
print(torch.jit.is_tracing())


def reports(x):
    return x + int(torch.jit.is_tracing())


tr = torch.jit.trace(reports, torch.zeros(1))
print(tr(torch.zeros(1)).item(), reports(torch.zeros(1)).item())
