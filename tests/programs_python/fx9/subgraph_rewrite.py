# torch.fx.replace_pattern: every non-overlapping match of a pattern function
# is replaced by the traced replacement, with the matches returned.
import torch
from torch.fx import symbolic_trace, replace_pattern


class M(torch.nn.Module):
    def forward(self, x, w1, w2):
        m1 = torch.cat([w1, w2]).sum()
        m2 = torch.cat([w1, w2]).sum()
        return x + torch.max(m1) + torch.max(m2)


def pattern(w1, w2):
    return torch.cat([w1, w2]).sum()


def replacement(w1, w2):
    return torch.stack([w1, w2])


traced = symbolic_trace(M())
matches = replace_pattern(traced, pattern, replacement)
print(len(matches), [m.anchor.name for m in matches])
print(sorted((k.name, v.name) for k, v in matches[0].nodes_map.items()))
print(traced.code)
x, w1, w2 = torch.ones(2), torch.tensor([1., 2.]), torch.tensor([3., 4.])
print(traced(x, w1, w2))


def relu_add(x, y):
    return torch.relu(x) + y


def f(a, b, c):
    return relu_add(a, b) * relu_add(b, c) - torch.relu(c)


gm = symbolic_trace(f)
print(len(replace_pattern(gm, relu_add, lambda x, y: torch.sigmoid(x) - y)))
print(gm.code)
