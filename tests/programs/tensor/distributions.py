import torch


@torch.jit.script
def fills():
    e = torch.empty(7).exponential_(0.7)
    g = torch.empty(6, dtype=torch.int32).geometric_(0.45)
    c = torch.empty(5, dtype=torch.float64).cauchy_(1.0, 2.0)
    l = torch.empty(2, 3).log_normal_(0.3, 0.25)
    r = torch.empty(5, dtype=torch.int16).random_()
    p = torch.poisson(torch.tensor([[0.0, 0.3, 2.5], [9.9, 10.0, 250.0]]))
    return e, g, c, l, r, p


@torch.jit.script
def draws(w: torch.Tensor):
    return [torch.multinomial(w, 2), torch.multinomial(w, 5, True), torch.multinomial(w[0], 1),
            torch.multinomial(w.double(), 4, replacement=True)]


torch.manual_seed(3)
for t in fills():
    print(t)
for t in draws(torch.tensor([[1.0, 0.0, 3.0, 0.5], [0.1, 0.2, 0.3, 0.4]])):
    print(t)
print(torch.empty(4, dtype=torch.bool).random_(), torch.empty(3, dtype=torch.float64).random_(), torch.empty(2).random_())
print(torch.empty(3, dtype=torch.float16).random_(), torch.empty(3, dtype=torch.bfloat16).exponential_(), torch.empty(20).t().exponential_().sum())
