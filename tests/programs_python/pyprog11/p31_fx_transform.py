import operator
import torch
import torch.fx as fx
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        x = torch.relu(self.bn(self.conv(x)))
        x = x.mean(dim=(2, 3))
        return self.fc(x) + 1.0

torch.manual_seed(0)
m = Model().eval()
gm = fx.symbolic_trace(m)
print([n.op for n in gm.graph.nodes])
print([str(n.target) for n in gm.graph.nodes if n.op == "call_module"])

# swap add -> mul
for n in gm.graph.nodes:
    if n.op == "call_function" and n.target == operator.add:
        n.target = operator.mul
gm.recompile()
print(gm.code.strip().splitlines()[-2].strip())
x = torch.randn(2, 3, 5, 5)
ref = m.fc(torch.relu(m.bn(m.conv(x))).mean(dim=(2, 3))) * 1.0
print(torch.allclose(gm(x), ref, atol=1e-6))

# insert a node that clamps the output
out_node = [n for n in gm.graph.nodes if n.op == "output"][0]
with gm.graph.inserting_before(out_node):
    clamp = gm.graph.call_function(torch.clamp, (out_node.args[0],), {"min": 0.0})
out_node.args = (clamp,)
gm.recompile()
print((gm(x) >= 0).all().item())

# delete the relu
for n in list(gm.graph.nodes):
    if n.op == "call_function" and n.target is torch.relu:
        n.replace_all_uses_with(n.args[0])
        gm.graph.erase_node(n)
gm.recompile()
print([n.name for n in gm.graph.nodes])
print(len(list(gm.graph.nodes)))

def count_users(graph):
    return {n.name: len(n.users) for n in graph.nodes}
print(count_users(gm.graph))
new_gm = fx.GraphModule(gm, gm.graph, class_name="Edited")
print(type(new_gm).__name__, new_gm.__class__.__name__)
print(isinstance(new_gm, fx.GraphModule), hasattr(new_gm, "conv"))
sub = fx.symbolic_trace(lambda a, b: torch.cat([a, b], 1).sum(1))
print(sub(torch.ones(2, 2), torch.ones(2, 3)))
