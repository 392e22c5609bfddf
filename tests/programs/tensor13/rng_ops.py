import torch


@torch.jit.script
def sample(n: int):
    a = torch.rand(3)
    b = torch.randn(2, 2)
    c = torch.randint(0, 10, [5])
    d = torch.randperm(6)
    e = torch.multinomial(torch.tensor([0.1, 0.5, 0.4]), 4, replacement=True)
    f = torch.bernoulli(torch.full([4], 0.5))
    g = torch.normal(torch.zeros(3), torch.ones(3))
    h = torch.empty(3).uniform_(-1.0, 1.0)
    i = torch.empty(2).exponential_(2.0)
    j = torch.randint_like(torch.zeros(3), 5, 8)
    k = torch.empty(3).geometric_(0.3)
    l = torch.empty(3).cauchy_()
    m = torch.empty(3).log_normal_()
    return a, b, c, d, e, f, g, h, i, j, k, l, m


torch.manual_seed(0)
for t in sample(3):
    print(t)
g = torch.Generator().manual_seed(42)
print(torch.rand(3, generator=g), torch.randn(2, generator=g), torch.randint(3, (4,), generator=g))
torch.manual_seed(7)
print(torch.multinomial(torch.tensor([[0.2, 0.8], [0.9, 0.1]]), 3, replacement=True))
print(torch.randn(2, dtype=torch.float64), torch.rand(2, dtype=torch.float16), torch.randint(-5, 5, (3,), dtype=torch.int8))
s = torch.get_rng_state()
a = torch.rand(2)
torch.set_rng_state(s)
print(torch.equal(a, torch.rand(2)))
torch.manual_seed(3)
print(torch.nn.init.trunc_normal_(torch.empty(4), std=0.5), torch.nn.init.orthogonal_(torch.empty(2, 2)))
print(torch.poisson(torch.tensor([1.0, 4.0, 10.0])), torch.normal(2.0, 3.0, size=(3,)))
