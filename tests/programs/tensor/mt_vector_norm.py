import torch


@torch.jit.script
def f(x: torch.Tensor):
    return [x.mT, x.mH, torch.adjoint(x), torch.linalg.vector_norm(x), torch.linalg.vector_norm(x, 1.0, [1]),
            torch.linalg.vector_norm(x, float("inf"), dim=0, keepdim=True)]


x = torch.arange(24.0).reshape(2, 3, 4) / 7 - 1
for t in f(x):
    print(t)
print(torch.linalg.vector_norm(torch.tensor([3.0, 4.0])), torch.linalg.vector_norm(torch.arange(6.0), ord=3))
