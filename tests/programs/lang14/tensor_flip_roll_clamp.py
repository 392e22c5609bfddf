import torch


@torch.jit.script
def flips(x: torch.Tensor):
    return x.flip(0), torch.flip(x, [0, 1]), x.fliplr(), x.roll(1), torch.roll(x, shifts=(1, -1), dims=(0, 1)), x.rot90()


@torch.jit.script
def clamps(x: torch.Tensor, lo: torch.Tensor, hi: torch.Tensor):
    return x.clamp(0, 4), x.clamp(min=2), torch.clamp(x, max=3), x.clamp(lo, hi), x.clip(1, 2), torch.clamp(x.float(), min=lo)


x = torch.arange(6).reshape(2, 3)
for r in flips(x):
    print(r)
lo = torch.tensor([1, 0, 2])
hi = torch.tensor([2, 5, 3])
for r in clamps(x, lo, hi):
    print(r, r.dtype)
