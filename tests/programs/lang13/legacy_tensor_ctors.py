import torch


@torch.jit.script
def all_dtypes():
    return (
        torch.BoolTensor([2]),
        torch.LongTensor([3]),
        torch.ByteTensor([4]),
        torch.CharTensor([5]),
        torch.DoubleTensor([6]),
        torch.FloatTensor([7]),
        torch.IntTensor([8]),
        torch.ShortTensor([1]),
    )


@torch.jit.script
def shaped():
    t = torch.LongTensor(2, 3)
    t[:] = 1
    return t


@torch.jit.script
def no_inputs():
    return torch.DoubleTensor()


for t in all_dtypes():
    print(t, t.dtype)
print(shaped())
print(no_inputs(), no_inputs().dtype)
