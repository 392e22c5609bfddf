import torch

def f(x, y):
    return torch.relu(x) * y + x.mean()

x = torch.tensor([-1.0, 2.0, 3.0])
y = torch.tensor([2.0, 2.0, 2.0])
tf = torch.jit.trace(f, (x, y))
print(tf(x, y), f(x, y))
print(tf(torch.tensor([5.0, -5.0, 1.0]), torch.ones(3)))
print(type(tf).__name__)
graph_ops = [n.kind() for n in tf.graph.nodes()]
print([k for k in graph_ops if not k.startswith("prim::Constant")])

@torch.jit.script
def loop_sum(x: torch.Tensor, n: int) -> torch.Tensor:
    acc = torch.zeros_like(x)
    for i in range(n):
        acc = acc + x * i
    return acc

class Wrapper(torch.nn.Module):
    def forward(self, x):
        return loop_sum(x, 4) + 1
tw = torch.jit.trace(Wrapper(), (x,))
print(tw(x), tw(torch.ones(3)))
sm = torch.jit.script(Wrapper())
print(sm(torch.ones(3)))
def g(x):
    return x.sum(dim=0), x.max(dim=1)
tg = torch.jit.trace(g, torch.arange(6.0).reshape(2, 3))
s, (mv, mi) = tg(torch.arange(6.0).reshape(2, 3) * -1)
print(s, mv, mi)
frozen = torch.jit.freeze(torch.jit.script(torch.nn.Linear(2, 2).eval()))
print(type(frozen).__name__, len(list(frozen.parameters())) if hasattr(frozen, "parameters") else "")
