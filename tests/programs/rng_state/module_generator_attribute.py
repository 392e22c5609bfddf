# A module may hold a torch.Generator for its Python-level code; scripting
# leaves the attribute out (TorchScript 1.13 cannot type it).
import torch


class Noisy(torch.nn.Module):
    def __init__(self, seed: int):
        super().__init__()
        self.gen = torch.Generator().manual_seed(seed)
        self.scale = 2.0

    def forward(self, x):
        return x * self.scale


m = Noisy(3)
print(torch.rand(2, generator=m.gen), m.gen.initial_seed())
s = torch.jit.script(m)
print(s(torch.ones(2)), hasattr(s, "gen"), hasattr(s, "scale"), hasattr(m, "gen"))


# Generators in eager functions and containers.
def sample(gen, n: int):
    return torch.rand(n, generator=gen)


print(sample(torch.Generator().manual_seed(4), 2))
gens = [torch.Generator().manual_seed(i) for i in range(3)]
print([torch.randint(0, 10, (2,), generator=x) for x in gens])
table = {"a": torch.Generator().manual_seed(1)}
print(torch.rand(1, generator=table["a"]), table["a"] is table["a"])


# Python-level code can name the type.
def annotated(gen: torch.Generator, n: int):
    return torch.randn(n, generator=gen)


g = torch.Generator().manual_seed(0)
print(isinstance(g, torch.Generator), isinstance(torch.zeros(1), torch.Generator), annotated(g, 2))
