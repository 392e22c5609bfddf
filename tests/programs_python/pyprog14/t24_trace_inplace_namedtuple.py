from collections import namedtuple
import warnings
import torch

Out = namedtuple("Out", ["logits", "hidden"])


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x):
        h = self.lin(x)
        h.relu_()
        h[:, 0] += 1
        return Out(h * 2, h)


torch.manual_seed(0)
m = M()
x = torch.tensor([[1.0, -1.0], [0.5, 0.5]])
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    tr = torch.jit.trace(m, x)
o = tr(x)
print(type(o).__name__, torch.allclose(o[0], m(x).logits), len(o))
print("aten::relu_" in str(tr.graph), "aten::add_" in str(tr.graph), "aten::copy_" in str(tr.graph) or "aten::slice" in str(tr.graph))


def f(x):
    y = x.clone()
    y.mul_(3).add_(1)
    with torch.no_grad():
        z = y * 2
    return y, z


tf = torch.jit.trace(f, torch.ones(2))
a, b = tf(torch.arange(2.0))
print(a, b)
print([n.kind() for n in tf.graph.nodes() if n.kind().startswith("aten::")])
