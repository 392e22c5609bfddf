import torch


class Inner(torch.nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.k

    def twice(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward(self.forward(x))


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Inner(1)
        self.b = Inner(10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.a.twice(x) * self.b(x)


m = torch.jit.script(Outer())
print(m(torch.tensor([1.0, 2.0])))
print(m.a.k, m.b.k)
print(m.code.strip().splitlines()[0])
