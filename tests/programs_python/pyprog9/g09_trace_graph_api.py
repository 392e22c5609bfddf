# Walking a traced/scripted graph: nodes, kinds, inputs/outputs, and graph printing of small functions.
import torch


def fn(x, y):
    a = torch.matmul(x, y)
    b = a.relu()
    return b + 1.0, a.shape[0]


tr = torch.jit.trace(fn, (torch.ones(2, 3), torch.ones(3, 2)))
g = tr.graph
kinds = [n.kind() for n in g.nodes()]
print(kinds)
print([i.debugName() for i in g.inputs()], len(list(g.outputs())))
print(tr.code)


@torch.jit.script
def scripted(x: torch.Tensor, n: int) -> torch.Tensor:
    acc = torch.zeros_like(x)
    for i in range(n):
        if i % 2 == 0:
            acc = acc + x * i
    return acc


print(str(scripted.graph).count("prim::Loop"), str(scripted.graph).count("prim::If"))
print([n.kind() for n in scripted.graph.nodes()][:4])
print(scripted(torch.ones(2), 5).tolist(), scripted.schema if hasattr(scripted, "schema") else None)
print(scripted.code)
