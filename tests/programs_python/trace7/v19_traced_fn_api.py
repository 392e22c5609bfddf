import torch


def normalize(x, eps: float = 1e-6):
    return x / (x.norm() + eps)


t = torch.jit.trace(normalize, torch.tensor([3.0, 4.0]))
print(type(t).__name__, t.name, t.qualified_name)
print(t.schema)
print([i.debugName() for i in t.graph.inputs()])
print([o.debugName() for o in t.graph.outputs()])
print([n.kind() for n in t.graph.nodes()])
print(torch.round(t(torch.tensor([6.0, 8.0])), decimals=4))
print(t.code)
g = t.graph
print(g.findNode("aten::norm") is not None, g.findNode("aten::relu") is None)
kinds = [n.kind() for n in g.findAllNodes("prim::Constant")]
print(len(kinds) > 0)


@torch.jit.script
def scripted(x: torch.Tensor, k: int = 2) -> torch.Tensor:
    return x.pow(k)


print(scripted.name, scripted.qualified_name)
print(scripted.schema)
print(str(scripted.schema.arguments[1].default_value), scripted.schema.arguments[1].name)
print(scripted.schema.returns[0].type)
print([str(i.type()) for i in scripted.graph.inputs()])
print(torch.jit.is_scripting(), torch.jit.is_tracing())
