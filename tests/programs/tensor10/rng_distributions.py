import torch


torch.manual_seed(42)
print(torch.empty(4).normal_(), torch.empty(4).normal_(2.0, 0.5), torch.normal(0.0, 1.0, (3,)))
print(torch.normal(torch.tensor([0.0, 10.0, 100.0]), torch.tensor([1.0, 0.1, 0.01])))
print(torch.normal(torch.tensor([1.0, 2.0]), 0.5), torch.normal(0.0, torch.tensor([1.0, 2.0])))
print(torch.empty(5).uniform_(), torch.empty(3).uniform_(-1, 1), torch.empty(3, dtype=torch.float64).uniform_(5, 6))
print(torch.bernoulli(torch.tensor([0.0, 0.25, 0.5, 0.75, 1.0])), torch.empty(6).bernoulli_(0.3))
print(torch.bernoulli(torch.full((2, 4), 0.5)))
w = torch.tensor([0.1, 0.0, 0.6, 0.3])
print(torch.multinomial(w, 2), torch.multinomial(w, 6, replacement=True), torch.multinomial(torch.tensor([[1.0, 1.0], [0.0, 1.0]]), 1))
print(torch.multinomial(torch.ones(10), 10))
print(torch.empty(4).exponential_(), torch.empty(4).geometric_(0.5), torch.empty(3).log_normal_(), torch.empty(3).cauchy_())
print(torch.empty(5, dtype=torch.long).random_(0, 10), torch.empty(3).random_(5), torch.poisson(torch.tensor([1.0, 5.0, 20.0])))
print(torch.empty(3).normal_(mean=1.0, std=0.0), torch.randn(3, 2).std() > 0)
