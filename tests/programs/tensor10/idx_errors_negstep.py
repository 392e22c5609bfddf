import torch


@torch.jit.script
def neg_step(x: torch.Tensor):
    return x[::-1]


x = torch.arange(5)
print(x[::2], x[1::3], x[-3:], x[:-1], x[10:], x[-10:2])
try:
    print(x[::-1])
except ValueError as e:
    print("ValueError:", e)
try:
    print(x[torch.tensor([5])])
except IndexError as e:
    print("IndexError:", e)
try:
    x[7]
except IndexError as e:
    print("IndexError:", e)
print(neg_step(x))
