# input: 6
# A saved ScriptFunction (PyTorch loads it as a module whose forward is the
# function) with break and continue in for and while loops.
import torch


def step(x: torch.Tensor, i: int) -> torch.Tensor:
    return x * 0.5 + float(i)


@torch.jit.script
def loops(x: torch.Tensor) -> torch.Tensor:
    for i in range(5):
        if i == 1:
            continue
        if bool(x.sum() > 100.0):
            break
        x = step(x, i)
    j = 0
    while j < 10:
        j += 1
        if j % 3 == 0:
            continue
        if j > 7:
            break
        x = x + j
    return x


torch.jit.save(loops, "model.pt")
with torch.no_grad():
    print(loops(torch.ones(6)))
