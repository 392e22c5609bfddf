import torch


def f():
    return {"a": 1, "b": "two"}


sf = torch.jit.script(f)
print(sf())
print(sf.graph.findNode("prim::DictConstruct").output().type())


@torch.jit.script
def g():
    return [1, "a", 2.5]


print(g())
print(g.graph.findNode("prim::ListConstruct").output().type())
