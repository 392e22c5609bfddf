import torch


@torch.jit.script
def check(x: torch.Tensor) -> torch.Tensor:
    if x.dim() != 2:
        raise ValueError("expected 2D input, got " + str(x.dim()) + "D")
    assert x.size(0) > 0, "empty batch"
    return x.sum()


@torch.jit.script
def idx(xs: list[int], i: int) -> int:
    return xs[i]


@torch.jit.script
def lookup(d: dict[str, int], k: str) -> int:
    return d[k]


print(check(torch.ones(2, 2)).item())
for arg in (torch.ones(3), torch.ones(0, 2)):
    try:
        check(arg)
    except torch.jit.Error as e:
        msg = str(e)
        print(type(e).__name__, isinstance(e, RuntimeError), [l.strip() for l in msg.splitlines() if "Error" in l][-1:])
try:
    idx([1, 2], 5)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
try:
    lookup({"a": 1}, "b")
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])


@torch.jit.script
def div(a: int, b: int) -> int:
    return a // b


try:
    div(1, 0)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])


@torch.jit.script
def safe(x: int) -> int:
    try_val = x
    if x < 0:
        raise RuntimeError("negative")
    return try_val


try:
    safe(-1)
except torch.jit.Error as e:
    print("caught jit error:", str(e).strip().splitlines()[-1])
print(torch.jit.Error is torch._C.JITException)
try:
    torch.jit.script(lambda x: x.nonexistent_method())
except Exception as e:
    print(type(e).__name__)
