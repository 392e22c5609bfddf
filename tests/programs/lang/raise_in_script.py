import torch


@torch.jit.script
def pick(i: int) -> int:
    if i < 0:
        raise ValueError("negative index: " + str(i))
    elif i > 10:
        raise RuntimeError("too big")
    return i + 1


print(pick(3))
for v in [-2, 20]:
    try:
        pick(v)
    except Exception as e:
        msg = str(e)
        print(type(e).__name__, "negative" in msg, "too big" in msg)
