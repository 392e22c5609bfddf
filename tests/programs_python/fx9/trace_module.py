# symbolic_trace of a module: the printed graph, the generated code, print(gm)
# and node attributes (op, target, args, kwargs, users, all_input_nodes).
import torch
import torch.fx


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.param = torch.nn.Parameter(torch.rand(3, 4))
        self.linear = torch.nn.Linear(4, 5)

    def forward(self, x):
        return torch.topk(torch.sum(self.linear(x + self.linear.weight).relu(), dim=-1), 3)


torch.manual_seed(0)
m = M()
gm = torch.fx.symbolic_trace(m)
print(gm.graph)
print(gm.code)
print(gm)
for n in gm.graph.nodes:
    print(n.name, n.op, n._pretty_print_target(n.target), n.args, n.kwargs, list(n.users), n.all_input_nodes)
x = torch.randn(5, 4)
print(torch.equal(gm(x)[0], m(x)[0]), torch.equal(gm(x)[1], m(x)[1]))
print(type(gm).__name__, isinstance(gm, torch.fx.GraphModule), isinstance(gm, torch.nn.Module))
print(len(gm.graph.nodes), [n.op for n in reversed(gm.graph.nodes)])
