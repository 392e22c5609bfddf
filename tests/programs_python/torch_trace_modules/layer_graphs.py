# The graphs a trace records for common layers, value numbers included:
# convolutions as aten::_convolution (Note [Traced convolutions]), batch
# norm without its dead batch-size check, adaptive pooling after its size
# reads, and metadata queries (dim, stride, dtype) that record nothing.
import torch
import torch.nn as nn


def show(graph):
    # source comments name PyTorch's files; keep the code only
    for line in str(graph).splitlines():
        print(line.partition(" # ")[0])


torch.manual_seed(0)
cases = [(nn.Conv2d(2, 3, 3, stride=2, padding=1, bias=False), torch.randn(1, 2, 8, 8)),
         (nn.Conv1d(2, 2, 3, dilation=2), torch.randn(1, 2, 9)),
         (nn.BatchNorm2d(3), torch.randn(2, 3, 4, 4)),
         (nn.AdaptiveAvgPool2d((1, 1)), torch.randn(1, 3, 4, 4)),
         (nn.MaxPool2d(3, 2, 1), torch.randn(1, 3, 8, 8)),
         (nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                        nn.Linear(2, 2)), torch.randn(2, 1, 6, 6))]
for m, x in cases:
    t = torch.jit.trace(m, x)
    print(type(m).__name__)
    show(t.graph)
    print(torch.allclose(t(x), m(x)))


def uses_metadata(x):
    if x.dim() != 4 or not x.is_contiguous() or x.is_complex():
        raise ValueError("bad input")
    s = x.stride(0) * x.element_size()
    return x * 2 + s


show(torch.jit.trace(uses_metadata, torch.ones(1, 2, 2, 2)).graph)
