# In-place ops on views of one tensor: PyTorch raises its partial-overlap
# error only for two dense views whose memory ranges intersect; strided
# slices such as the columns of a box tensor are "too hard" and pass.
import torch


def attempt(name, f):
    try:
        print(name, f().tolist())
    except RuntimeError as e:
        print(name, "RuntimeError:", str(e))


def boxes_xywh_to_xyxy():
    boxes = torch.tensor([[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 1.0, 1.0]])
    boxes[:, 2:] += boxes[:, :2]
    return boxes


def rows_overlapping():
    x = torch.arange(12.0).reshape(3, 4)
    x[1:] += x[:2]
    return x


def rows_disjoint():
    x = torch.arange(12.0).reshape(4, 3)
    x[2:] += x[:2]
    return x


def with_transpose():
    x = torch.arange(9.0).reshape(3, 3)
    x += x.t()
    return x


def shifted():
    x = torch.arange(6.0)
    x[1:] += x[:-1]
    return x


def shifted_copy():
    x = torch.arange(6.0)
    x[1:].copy_(x[:-1])
    return x


def column_assign():
    x = torch.arange(12.0).reshape(3, 4)
    x[:, 2:] = x[:, :2]
    return x


def even_odd():
    x = torch.arange(8.0)
    x[::2] += x[1::2]
    return x


def expanded_input():
    x = torch.arange(4.0)
    x.add_(x[:1].expand(4))
    return x


def expanded_output():
    y = torch.zeros(1).expand(4)
    y.add_(1)
    return y


def self_alias():
    x = torch.arange(4.0)
    x.mul_(x)
    return x


def disjoint_copy():
    x = torch.arange(6.0)
    x[:3].copy_(x[3:])
    return x


for name, f in [("boxes", boxes_xywh_to_xyxy), ("rows_overlapping", rows_overlapping),
                ("rows_disjoint", rows_disjoint), ("transpose", with_transpose), ("shifted", shifted),
                ("shifted_copy", shifted_copy), ("column_assign", column_assign), ("even_odd", even_odd),
                ("expanded_input", expanded_input), ("expanded_output", expanded_output),
                ("self_alias", self_alias), ("disjoint_copy", disjoint_copy)]:
    attempt(name, f)
