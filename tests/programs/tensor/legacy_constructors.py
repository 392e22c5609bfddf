# torch.LongTensor & co. in script code: sizes make an empty tensor of the
# class's dtype, one data argument makes a tensor of it; anything else is
# PyTorch's two-schema error.
import torch


@torch.jit.script
def build(n: int, x: float):
    a = torch.LongTensor(2, n)
    a.fill_(7)
    return (a, torch.FloatTensor([1, 2]), torch.DoubleTensor(), torch.IntTensor([[1, 2], [3, 4]]),
            torch.ByteTensor([250]), torch.BoolTensor([0, 1]), torch.ShortTensor(x), torch.HalfTensor([1.5]),
            torch.CharTensor(n).shape, torch.LongTensor([5], device="cpu"))


print(build(3, 2.5))


def kwarg():
    return torch.FloatTensor(size=2)


def mixed(n: int):
    return torch.LongTensor(n, [2])


for f in (kwarg, mixed):
    try:
        torch.jit.script(f)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[-5])
