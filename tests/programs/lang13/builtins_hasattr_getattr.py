import torch


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 3
        self.name = "m"
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x: int):
        a = hasattr(self, "scale")
        b = hasattr(self, "missing")
        c = getattr(self, "scale") * x
        d = getattr(self, "name") + "!"
        e = hasattr(self, "lin")
        return a, b, c, d, e


torch.manual_seed(0)
sm = torch.jit.script(M())
print(sm(2))
print(sm.code)
