import torch


def branch(x, k: int):
    return torch.relu(x) * k


def traced(x):
    futs = [torch.jit.fork(branch, x, i) for i in range(1, 3)]
    y = x * 2
    outs = [torch.jit.wait(f) for f in futs]
    return outs[0] + outs[1] + y


t = torch.jit.trace(traced, torch.tensor([-1.0, 2.0]))
print(t.code)
print(t(torch.tensor([3.0, -4.0])))
print(len(t.graph.findAllNodes("prim::fork")), len(t.graph.findAllNodes("aten::wait")))
fut = torch.jit.fork(branch, torch.ones(2), 3)
print(torch.jit.wait(fut))
