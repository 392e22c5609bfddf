import torch


@torch.jit.script
def draws(n: int):
    a = torch.rand(n)
    b = torch.randn(2, n)
    c = torch.randint(0, 10, (n,))
    d = torch.randint(5, (2, 2))
    e = torch.randperm(n)
    return a, b, c, d, e


@torch.jit.script
def sampling(p: torch.Tensor):
    m = torch.multinomial(p, 4, replacement=True)
    m2 = torch.multinomial(p, 2)
    n = torch.normal(torch.zeros(3), torch.ones(3))
    n2 = torch.normal(2.0, 0.5, (2,))
    b = torch.bernoulli(torch.full((5,), 0.5))
    dd = torch.nn.functional.dropout(torch.ones(6), 0.5, True)
    ee = torch.empty(3).uniform_(-1.0, 1.0)
    ff = torch.empty(3).normal_(5.0, 2.0)
    return m, m2, n, n2, b, dd, ee, ff


torch.manual_seed(0)
print(draws(4))
print(sampling(torch.tensor([0.1, 0.2, 0.7])))
torch.manual_seed(0)
x = torch.rand(4)
print(x)
g = torch.Generator().manual_seed(42)
print(torch.rand(2, generator=g), torch.randint(0, 100, (3,), generator=g))
torch.manual_seed(3)
print(torch.randn(3, dtype=torch.float64), torch.randint(-5, 5, (4,), dtype=torch.int32), torch.rand(2, dtype=torch.float16))
print(torch.empty(4).bernoulli_(0.3), torch.empty(3).exponential_(), torch.empty(3).random_(0, 3), torch.rand_like(torch.zeros(2)), torch.randn_like(torch.zeros(2)))
print(torch.randint_like(torch.zeros(3), 10), torch.empty(2).geometric_(0.5), torch.empty(2).log_normal_(), torch.empty(2).cauchy_())
