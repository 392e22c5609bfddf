import torch


def bad(x: torch.Tensor) -> torch.Tensor:
    return x.t() + x


@torch.jit.script
def forked(x: torch.Tensor) -> int:
    fut = torch.jit.fork(bad, x)
    # the error waits in the future: code between fork and wait runs
    print("forked")
    torch.jit.wait(fut)
    return 1


print(forked(torch.rand(3, 3)))
print(forked(torch.rand(3, 4)))
