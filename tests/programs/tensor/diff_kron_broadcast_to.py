import torch


@torch.jit.script
def f(x: torch.Tensor, m: torch.Tensor):
    return [torch.diff(x), torch.diff(x, 2), x.diff(n=3), torch.diff(m, dim=0), torch.diff(m, 1, -1, m[:, :1], m[:, -1:]),
            torch.diff(m > 3), torch.diff(x, 0), torch.kron(m, torch.tensor([[1, 10], [100, 1000]])), torch.kron(x[:3], m[0]),
            torch.broadcast_to(x[:3], [2, 3]), x[:2].broadcast_to([3, 2])]


x = torch.tensor([1, 4, 9, 16, 25, 36])
m = torch.arange(6).reshape(2, 3)
for t in f(x, m):
    print(t)
print(torch.diff(torch.tensor([0.5, 0.25, 2.0]), prepend=torch.tensor([1.0])))
