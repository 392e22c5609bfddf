import torch


@torch.jit.script
def ops(x: torch.Tensor, f: torch.Tensor):
    return [torch.rot90(x, 1, [0, 1]), torch.rot90(x, 2, [0, 1]), x.rot90(-1, [0, 1]), torch.rot90(x, 4, [1, 0]),
            torch.take(x, torch.tensor([[0, 5], [-1, 3]])), torch.nan_to_num(f), f.nan_to_num(nan=1.5, posinf=9.0),
            torch.fmax(f, torch.tensor(1.0)), torch.fmin(f, torch.tensor([float("nan")])), torch.nan_to_num(x)]


x = torch.arange(6).reshape(2, 3)
f = torch.tensor([1.0, float("nan"), float("inf"), -2.0, float("-inf")])
for t in ops(x, f):
    print(t)
print(torch.nan_to_num(f.double()), torch.nan_to_num(f.half()))
