import torch
import torch.nn as nn
import torch.fx as fx

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        parts = self.lin(x).split(3, dim=1)
        a = parts[0]
        b = parts[1]
        return torch.relu(a) * b.sigmoid() + 1

torch.manual_seed(0)
m = M()
gm = fx.symbolic_trace(m)
print(gm.graph)
print(gm.code.strip())
x = torch.randn(2, 4)
print(torch.allclose(gm(x), m(x)))
for node in gm.graph.nodes:
    print(node.op, node.name, node.target if isinstance(node.target, str) else getattr(node.target, "__name__", node.target))

for node in gm.graph.nodes:
    if node.op == "call_function" and node.target is torch.relu:
        with gm.graph.inserting_after(node):
            new = gm.graph.call_function(torch.tanh, (node,))
        node.replace_all_uses_with(new)
        new.args = (node,)
gm.graph.lint()
gm.recompile()
print(gm.code.strip())
print(round(gm(x).sum().item(), 4))
