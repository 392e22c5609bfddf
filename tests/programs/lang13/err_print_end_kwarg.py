import torch


def show(a: int):
    print(a, end="")


show(1)
print()
torch.jit.script(show)
