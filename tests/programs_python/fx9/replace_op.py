# The FX tutorial's op replacement: swap operator.add for torch.mul in the
# graph, then recompile; and the same with a Transformer subclass.
import operator
import torch
import torch.fx
from torch.fx import symbolic_trace


class M(torch.nn.Module):
    def forward(self, x, y):
        return x + y, torch.add(x, y), x.add(y)


traced = symbolic_trace(M())
patterns = set([operator.add, torch.add, "add"])
for n in traced.graph.nodes:
    if any(n.target == pattern for pattern in patterns):
        with traced.graph.inserting_after(n):
            new_node = traced.graph.call_function(torch.mul, n.args, n.kwargs)
            n.replace_all_uses_with(new_node)
        traced.graph.erase_node(n)
traced.recompile()
print(traced.code)
x, y = torch.tensor([1., 2.]), torch.tensor([3., 4.])
print(traced(x, y))


class AddToSub(torch.fx.Transformer):
    def call_function(self, target, args, kwargs):
        if target == operator.add:
            target = operator.sub
        return super().call_function(target, args, kwargs)


gm = AddToSub(symbolic_trace(M())).transform()
print(gm.graph)
print(gm.code)
print(gm(x, y))
