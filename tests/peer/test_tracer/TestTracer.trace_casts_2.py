import torch

torch.manual_seed(0)

casts = [lambda x: x.byte(), lambda x: x.float(), lambda x: x.cpu(), lambda x: x.to(device='cpu'), lambda x: x.to(dtype=torch.int64), lambda x: x.to(device='cpu', dtype=torch.float), lambda x: x.to(x)]

def assertContainsCast(trace):
    print(sum((n.kind() == 'aten::to' for n in trace.graph.nodes())))
for cast in casts:
    trace = torch.jit.trace(cast, torch.randn(2, 2))
    assertContainsCast(trace)
    x = torch.randn(2, 2)
    print(trace(x))
