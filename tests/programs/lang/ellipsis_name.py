# `Ellipsis` in an index is `...`; an int literal beyond int64 is an error.
import torch


@torch.jit.script
def idx(x: torch.Tensor):
    return x[Ellipsis, 0].shape, x[1, Ellipsis].shape, x[0, Ellipsis, 1:3].shape


print(idx(torch.zeros(2, 3, 4)))


def big():
    return 9223372036854775808


try:
    torch.jit.script(big)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
