import torch


def draw():
    return torch.rand(3), torch.randn(2)


torch.manual_seed(100)
print(torch.initial_seed())
state = torch.get_rng_state()
a1, b1 = draw()
torch.set_rng_state(state)
a2, b2 = draw()
print(torch.equal(a1, a2), torch.equal(b1, b2))
g = torch.Generator()
g.manual_seed(100)
print(torch.rand(3, generator=g))
print(torch.randn(2, generator=g))
g2 = torch.Generator().manual_seed(5)
print(torch.randint(0, 10, (6,), generator=g2), torch.randperm(6, generator=g2))
print(g2.initial_seed())
torch.manual_seed(0)
data = torch.randn(8, 3)
perm = torch.randperm(8)
batches = [data[perm[i:i + 4]] for i in range(0, 8, 4)]
for b in batches:
    print(b.shape, b.mean().item() == b.mean().item())
print(torch.normal(0.0, 1.0, size=(2, 2)))
print(torch.empty(3).uniform_(0, 1))
print(torch.bernoulli(torch.full((4,), 0.5)))
print(torch.multinomial(torch.tensor([0.1, 0.9]), 3, replacement=True))
