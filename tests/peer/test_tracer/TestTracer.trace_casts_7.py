import torch

torch.manual_seed(0)

casts = [lambda x: x.byte(), lambda x: x.float(), lambda x: x.cpu(), lambda x: x.to(device='cpu'), lambda x: x.to(dtype=torch.int64), lambda x: x.to(device='cpu', dtype=torch.float), lambda x: x.to(x)]

def assertContainsCast(trace):
    print(sum((n.kind() == 'aten::to' for n in trace.graph.nodes())))

def to_tensor(x, y):
    return x.to(y)
to_tensor_trace = torch.jit.trace(to_tensor, (torch.randn(2, 2), torch.randn(1, 8)))
x, y = (torch.randn(2, 2), torch.randn(1, 10))
print(to_tensor_trace(x, y))
