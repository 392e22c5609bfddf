# The generator= argument of every random op that has `Generator? generator`
# in its schema: values equal the default stream after the same seed, and
# the default generator is not advanced.
import torch

g = torch.Generator()
print(torch.rand(3, generator=g.manual_seed(1)))
print(torch.rand(2, 2, generator=g, dtype=torch.float64))
print(torch.randn(4, generator=g.manual_seed(2)), torch.randn(18, generator=g)[-2:])
print(torch.randint(10, (5,), generator=g.manual_seed(3)))
print(torch.randint(-5, 5, (2, 3), generator=g, dtype=torch.int32))
print(torch.randperm(8, generator=g.manual_seed(4)), torch.randperm(3, generator=g, dtype=torch.float32))
print(torch.normal(0.0, 1.0, [3], generator=g.manual_seed(5)))
print(torch.normal(torch.zeros(3), 2.0, generator=g))
print(torch.normal(1.0, torch.ones(3), generator=g))
print(torch.normal(torch.zeros(2), torch.ones(2), generator=g))
p = torch.tensor([0.1, 0.5, 0.9, 0.3])
print(torch.bernoulli(p, generator=g.manual_seed(6)), torch.bernoulli(p, 0.5, generator=g))
print(torch.empty(4).bernoulli_(0.3, generator=g), torch.empty(4).bernoulli_(p, generator=g))
w = torch.tensor([1.0, 2.0, 3.0, 4.0])
print(torch.multinomial(w, 2, generator=g.manual_seed(7)), torch.multinomial(w, 6, True, generator=g))
print(torch.empty(3).uniform_(-1, 1, generator=g.manual_seed(8)), torch.empty(3).normal_(5, 2, generator=g))
print(torch.empty(3, dtype=torch.int64).random_(generator=g.manual_seed(9)))
print(torch.empty(3).random_(10, generator=g), torch.empty(3).random_(3, 7, generator=g))
print(torch.empty(3).exponential_(generator=g.manual_seed(10)), torch.empty(3).geometric_(0.3, generator=g))
print(torch.empty(3).cauchy_(generator=g), torch.empty(3).log_normal_(generator=g))
print(torch.poisson(torch.tensor([1.0, 4.0, 10.0]), generator=g.manual_seed(11)))
torch.manual_seed(0)
print(torch.rand(2, generator=None), torch.randint(3, (2,), generator=None))

# Same values from the default generator after the same seed.
torch.manual_seed(1)
a = torch.rand(3)
g.manual_seed(1)
print(torch.equal(a, torch.rand(3, generator=g)))
torch.manual_seed(7)
a = torch.multinomial(w, 2)
g.manual_seed(7)
print(torch.equal(a, torch.multinomial(w, 2, generator=g)))

# Using a generator leaves the default stream where it was.
torch.manual_seed(0)
before = torch.get_rng_state()
torch.randn(100, generator=g)
torch.empty(10).uniform_(generator=g)
torch.randperm(10, generator=g)
print(torch.equal(before, torch.get_rng_state()))
