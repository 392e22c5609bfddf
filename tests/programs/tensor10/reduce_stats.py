import torch


@torch.jit.script
def stats(x: torch.Tensor):
    return [x.std(), x.var(0), x.std(1, unbiased=False), x.var(1, keepdim=True), torch.std_mean(x, 1),
            torch.var_mean(x, 0, unbiased=False), x.std(0, correction=0) if False else x.std(0, True)]


@torch.jit.script
def order_stats(x: torch.Tensor):
    return [x.median(), x.median(1), x.nanmedian(0), x.mode(1), torch.quantile(x, 0.25),
            torch.quantile(x, torch.tensor([0.1, 0.5, 0.9]), dim=1), torch.quantile(x, 0.5, dim=0, keepdim=True, interpolation="lower"),
            torch.quantile(x, 0.4, interpolation="higher"), torch.quantile(x, 0.4, interpolation="midpoint"),
            torch.quantile(x, 0.4, interpolation="nearest"), x.logsumexp(1), torch.logsumexp(x, (0, 1))]


x = torch.tensor([[1.0, 5.0, 2.0, 2.0], [-3.0, 0.5, 0.5, 8.0], [4.0, 4.0, 1.0, 4.0]])
for t in stats(x):
    print(t)
for t in order_stats(x):
    print(t)
print(torch.tensor([3, 1, 2, 2]).median(), torch.tensor([3, 1, 2, 2, 1]).mode())
print(torch.tensor([float("nan"), 1.0, 2.0]).median(), torch.tensor([float("nan"), 1.0, 2.0]).nanmedian())
print(torch.nanquantile(torch.tensor([float("nan"), 1.0, 2.0, 3.0]), 0.5))
print(torch.tensor([1.0]).std(), torch.tensor([1.0]).var(unbiased=False))
print(torch.tensor([-1e30, 1e30]).logsumexp(0), torch.tensor([float("-inf"), float("-inf")]).logsumexp(0))
