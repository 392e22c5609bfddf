import torch


def fn(x, y):
    z = x * y + 1
    return torch.relu(z).sum(dim=0)


tr = torch.jit.trace(fn, (torch.ones(2, 2), torch.ones(2, 2)))
g = tr.graph
print(str(g).replace(__file__, "<file>"))
print(tr.code)
print([n.kind() for n in g.nodes()])
print(len(list(g.inputs())), len(list(g.outputs())))


@torch.jit.script
def sfn(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        x = x + i
    return x


print(sfn.code)
print(str(sfn.graph).replace(__file__, "<file>"))
print(sfn.schema if hasattr(sfn, "schema") else sfn.name)
print(sfn(torch.zeros(2), 4))
