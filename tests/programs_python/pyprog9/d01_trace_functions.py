# torch.jit.trace of plain functions: graph/code printing, constants baked in, re-use with new inputs.
import re
import torch


def scaled_softmax(x, y):
    z = x * 2 + y
    return torch.softmax(z, dim=-1), z.sum()


x = torch.tensor([[1.0, 2.0, 3.0]])
y = torch.tensor([[0.5, 0.0, -0.5]])
traced = torch.jit.trace(scaled_softmax, (x, y))
print(type(traced).__name__, traced.__name__ if hasattr(traced, "__name__") else None)
print(traced.code)
p, s = traced(torch.ones(2, 3), torch.zeros(2, 3))
print([round(v, 4) for v in p[0].tolist()], s.item())
print(torch.allclose(traced(x, y)[0], scaled_softmax(x, y)[0]))


def norm_rows(t):
    n = t.shape[0]
    return t / t.norm(dim=1, keepdim=True) * n


tn = torch.jit.trace(norm_rows, torch.ones(2, 2))
print(tn(torch.ones(3, 2)).tolist())


def with_python_number(t):
    scale = float(t.sum())
    return t * scale


twp = torch.jit.trace(with_python_number, torch.ones(2))
print(twp(torch.full((2,), 3.0)).tolist(), with_python_number(torch.full((2,), 3.0)).tolist())


def single(t):
    return t.relu().neg()


ts = torch.jit.trace(single, torch.randn(3))
print(re.sub(r'# \S+\.py:', '# <file>:', str(ts.graph)))  # no checkout path in the output
print(ts(torch.tensor([-1.0, 0.0, 2.0])).tolist())


@torch.jit.script
def scripted_helper(a: torch.Tensor, k: int) -> torch.Tensor:
    for _ in range(k):
        a = a * 2
    return a


def uses_script(t):
    return scripted_helper(t, 2) + 1


tu = torch.jit.trace(uses_script, torch.ones(2))
print(tu(torch.ones(2)).tolist())
print("scripted_helper" in tu.code, "prim::CallFunction" in str(tu.graph))
