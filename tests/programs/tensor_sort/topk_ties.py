import torch


@torch.jit.script
def best(x: torch.Tensor, k: int):
    return x.topk(k), x.topk(k, largest=False), x.topk(k, sorted=False).indices


torch.manual_seed(0)
x = torch.randint(0, 5, (3, 200))
for k in [1, 2, 3, 4, 7]:
    v, i = x.topk(k, dim=1)
    print(k, v.tolist(), i.tolist())
    print(best(x[0, :20], min(k, 20)))
f = torch.tensor([1.0, float("nan"), 3.0, 3.0, float("nan"), -1.0, 3.0])
print(f.topk(3), f.topk(3, largest=False), f.topk(7))
print(torch.tensor([2, 1, 2, 1, 2]).topk(2), torch.tensor(5.0).topk(0), torch.zeros(2, 3).topk(2, dim=0))
