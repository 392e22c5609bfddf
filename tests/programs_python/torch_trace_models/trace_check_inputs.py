import torch
import torch.nn as nn
import warnings


class Pooler(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, x):
        h = torch.tanh(self.proj(x))
        return h.max(dim=1)[0]


torch.manual_seed(0)
p = Pooler()
example = torch.randn(2, 3, 4)
traced = torch.jit.trace(p, example, check_inputs=[(torch.randn(5, 2, 4),), (torch.randn(1, 7, 4),)])
print(traced.code)
for shape in [(2, 3, 4), (4, 1, 4)]:
    x = torch.randn(*shape)
    print(shape, torch.allclose(traced(x), p(x)))


def first_row_if_positive(x):
    if x.sum() > 0:
        return x[0]
    return x[-1]


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tf = torch.jit.trace(first_row_if_positive, torch.ones(2, 2))
    cats = sorted(set(type(i.message).__name__ if not isinstance(i.message, str) else "str" for i in w))
    print(cats)
    print(len(w) > 0)
print(tf(-torch.ones(2, 2)))
print(tf.code)

tm = torch.jit.trace_module(p, {"forward": example})
print(type(tm).__name__, torch.allclose(tm(example), p(example)))


@torch.jit.script_if_tracing
def helper(x: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):
        x = x * 2
    return x


def uses_helper(x):
    return helper(x, 3) + 1


th = torch.jit.trace(uses_helper, torch.ones(2))
print(th(torch.ones(2)))
print(torch.jit.is_tracing())
