# x.__getitem__(idx) on a tensor: PyTorch's special form indexes with one
# tensor (or None) through aten::index; other arities and element types fail.
import torch

torch.manual_seed(0)


@torch.jit.script
def rows(x: torch.Tensor, idx: torch.Tensor):
    return x.__getitem__(idx)


x = torch.arange(12).reshape(4, 3)
print(rows(x, torch.tensor([3, 0])))
print(rows(x, torch.tensor([True, False, True, False])))
print(rows.code)


def no_args(x: torch.Tensor):
    return x.__getitem__()


def two_args(x: torch.Tensor):
    return x.__getitem__(0, 1)


def keyword(x: torch.Tensor, t: torch.Tensor):
    return x.__getitem__(idx=t)


def int_index(x: torch.Tensor, i: int):
    return x.__getitem__(i)


for fn in [no_args, two_args, keyword, int_index]:
    try:
        torch.jit.script(fn)
    except RuntimeError as e:
        lines = str(e).strip().splitlines()
        print(lines[0], "|", lines[-1].strip())
