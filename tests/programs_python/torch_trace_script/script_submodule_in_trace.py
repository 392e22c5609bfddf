import torch
class Inner(torch.nn.Module):
    def forward(self, xs):
        return xs * 2, xs + 1
class Wrap(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.loop = torch.jit.script(Inner())
    def forward(self, xs):
        y, h = self.loop(xs)
        return torch.relu(y)
traced = torch.jit.trace(Wrap(), (torch.rand(10, 3, 4)))
print(traced.code)
print(traced(torch.ones(5, 3, 4)).shape)
print(traced)
print(type(traced.loop).__name__, traced.loop.code == torch.jit.script(Inner()).code)
print([l.split(" = ")[1].split("(")[0] for l in str(traced.graph).splitlines() if " = " in l])
traced.save("t6_saved.pt")
r = torch.jit.load("t6_saved.pt")
print(r(torch.ones(2, 3, 4)).shape, r.code == traced.code)
