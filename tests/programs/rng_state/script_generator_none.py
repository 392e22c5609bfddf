# TorchScript 1.13 has no Generator values, but `generator=None` selects the
# `.generator` overloads, and torch.manual_seed / torch.random.manual_seed
# compile to aten::manual_seed, which shares the default stream with eager code.
import torch


@torch.jit.script
def draw(n: int):
    return (torch.rand(n, generator=None), torch.randn(n, generator=None),
            torch.randint(0, 9, [n], generator=None), torch.randint(9, [n], generator=None),
            torch.randperm(n, generator=None))


@torch.jit.script
def reseed(s: int):
    torch.manual_seed(s)
    torch.random.manual_seed(s)
    return torch.rand(2)


torch.manual_seed(3)
a = draw(4)
torch.manual_seed(3)
b = (torch.rand(4), torch.randn(4), torch.randint(0, 9, [4]), torch.randint(9, [4]), torch.randperm(4))
print(a)
print(all([torch.equal(x, y) for x, y in zip(a, b)]))
print(reseed(5), torch.initial_seed())
state = torch.get_rng_state()
c = draw(20)
torch.set_rng_state(state)
print(all([torch.equal(x, y) for x, y in zip(c, draw(20))]))
print(reseed(-1), torch.get_rng_state()[:8])
