import torch


@torch.jit.script
def stats(x: torch.Tensor):
    return x.median(-1), x.kthvalue(2, -1), x.mode(-1), x.sort(dim=-1, stable=True).indices, x.argmax(-1), x.argmin(-1), x.max(-1).indices, x.min(-1).indices


x = torch.tensor([[1.0, 3.0, 1.0, 3.0, 2.0], [5.0, 5.0, 5.0, 1.0, 1.0], [0.0, 0.0, 0.0, 0.0, 0.0]])
for t in stats(x):
    print(t)
torch.manual_seed(1)
r = torch.randint(0, 3, (4, 9)).float()
print(r)
for t in stats(r):
    print(t)
print(torch.median(torch.tensor([2, 1, 2, 1])), torch.tensor([[2, 2], [1, 1]]).median(0), torch.tensor([1.0, float("nan"), 0.0]).median(0))
print(torch.cummax(torch.tensor([1, 3, 3, 2, 3]), 0), torch.cummin(torch.tensor([2.0, 1.0, 1.0, float("nan"), 0.0]), 0))
torch.manual_seed(2)
big = torch.randint(0, 4, (3, 50)).float()
big[0, 7] = float("nan")
for k in [1, 5, 25, 50]:
    v, i = big.kthvalue(k, 1, keepdim=True)
    print(k, v.flatten().tolist(), i.flatten().tolist())
print(torch.tensor(3.0).kthvalue(1), torch.tensor([[4, 4], [1, 4]]).kthvalue(1, 0))
