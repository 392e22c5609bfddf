import torch


@torch.jit.script
def draws():
    return [torch.rand(3), torch.randn(2, 2), torch.randint(10, (4,)), torch.randint(-5, 5, (2, 3)),
            torch.randperm(6), torch.rand(2, dtype=torch.float64), torch.randn(3, dtype=torch.float64),
            torch.randint(0, 3, [5], dtype=torch.int32), torch.randint_like(torch.zeros(3), 100),
            torch.rand_like(torch.zeros(2)), torch.randn_like(torch.zeros(2, dtype=torch.float64))]


torch.manual_seed(0)
for t in draws():
    print(t)
torch.manual_seed(123)
print(torch.rand(5), torch.randn(5), torch.randperm(10), torch.randint(1000, (8,)))
g = torch.Generator().manual_seed(7)
print(torch.rand(3, generator=g), torch.randn(2, generator=g), torch.randperm(5, generator=g))
torch.manual_seed(1)
s = torch.get_rng_state()
a = torch.randn(4)
torch.set_rng_state(s)
print(torch.equal(a, torch.randn(4)), torch.initial_seed())
torch.manual_seed(5)
print(torch.randn(20))
print(torch.rand(17), torch.randperm(40))
