import torch


def show(a: int, b: int):
    print(a, b, sep="-")


show(1, 2)
torch.jit.script(show)
