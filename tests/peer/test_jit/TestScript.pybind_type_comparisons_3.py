import torch

@torch.jit.script
def f():
    return None
node = list(f.graph.nodes())[0]
t = node.outputsAt(0).type()
print(t)
