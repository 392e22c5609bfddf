import torch


@torch.jit.script
def f(n: int):
    a = torch.rand(n)
    b = torch.randn(2, n)
    c = torch.randint(0, 10, (n,))
    d = torch.randperm(n)
    e = torch.empty(n).uniform_(-1.0, 1.0)
    g = torch.bernoulli(torch.full((n,), 0.5))
    h = torch.multinomial(torch.tensor([0.1, 0.2, 0.7]), 2)
    return a, b, c, d, e, g, h, torch.normal(torch.zeros(3), torch.ones(3))


torch.manual_seed(0)
for r in f(4):
    print(r)
