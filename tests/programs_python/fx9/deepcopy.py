# copy.deepcopy of a GraphModule and of its Graph.
import copy, torch, torch.fx
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.Linear(2, 2)
    def forward(self, x):
        return torch.relu(self.l(x)).sum(dim=-1, keepdim=True)
gm = torch.fx.symbolic_trace(M())
g2 = copy.deepcopy(gm)
print(g2.code)
print(type(g2).__name__, g2.l is gm.l)
print(torch.equal(g2(torch.ones(1, 2)), gm(torch.ones(1, 2))))
new_graph = copy.deepcopy(gm.graph)
print(new_graph)
print(torch.fx.GraphModule(gm, new_graph).code)
