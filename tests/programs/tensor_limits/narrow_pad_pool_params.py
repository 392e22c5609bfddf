# narrow wraps start like a dimension (PyTorch 1.13), constant_pad_nd narrows
# before it pads, max_pool2d checks its int downcasts, avg_pool2d wraps them,
# tril/triu_indices size themselves first (a hang before).
import torch
import torch.nn.functional as F
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
x = torch.arange(4.)
t(lambda: x.narrow(0, 5, 0))
t(lambda: x.narrow(0, 4, 0))
t(lambda: x.narrow(0, -5, 1))
t(lambda: x.narrow(0, -1, 1))
t(lambda: x.narrow(0, 3, 2))
t(lambda: torch.ones(0).narrow(0, 1, 0))
t(lambda: torch.ones(0).narrow(0, 0, 0))
t(lambda: torch.ones(0).narrow(0, -1, 0))
t(lambda: F.pad(x, [-5, 0]))
t(lambda: F.pad(x, [0, -5]))
t(lambda: F.pad(x, [-4, 0]))
t(lambda: F.pad(x, [-2, -2]))
t(lambda: F.pad(x, [-3, 1]))
t(lambda: F.pad(x, [-5, 3]))
t(lambda: F.pad(x, [1, -6]))
t(lambda: F.pad(x.view(1, 1, 4), [-3, -3]))
t(lambda: F.pad(x.view(2, 2), [-1, 0, 1, 1]))
t(lambda: F.pad(x.view(2, 2), [0, 0, -2, 1]))
t(lambda: F.pad(x.view(2, 2), [-2, 2]))
t(lambda: F.pad(x, [-2, -1], value=3.0))
t(lambda: F.pad(torch.ones(0, 2), [0, 0, 1, 1]))
t(lambda: F.pad(torch.ones(2, 0), [0, 0]))
t(lambda: F.pad(torch.ones(2, 0), [1, -1]))
t(lambda: torch.constant_pad_nd(x, [-1, -1]).stride())
t(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), [1 << 40, 2]))
t(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, stride=1 << 33))
t(lambda: F.avg_pool2d(torch.ones(1, 1, 4, 4), [1 << 40, 2]))
t(lambda: F.avg_pool1d(torch.ones(1, 1, 4), 1 << 40))
t(lambda: F.max_pool2d(torch.ones(1, 1, 4, 4), 2, padding=1 << 33))
t(lambda: torch.tril_indices(1 << 31, 1 << 31))
t(lambda: torch.triu_indices(1 << 31, 1 << 31))
t(lambda: torch.tril_indices(3, 1 << 62))
def t(f):
    try:
        r = f()
        print(r, r.shape, r.stride())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
t(lambda: F.pad(torch.ones(2, 3), [-3, 0, 1, 0]))
t(lambda: F.pad(torch.ones(2, 3), [-3, 1, 1, 0]))
t(lambda: F.pad(torch.ones(2, 3), [-4, 2, 1, 0]))
t(lambda: F.pad(torch.ones(2, 3), [0, 0, -2, 0]))
t(lambda: F.pad(torch.ones(2, 3).t(), [-1, 0]))
t(lambda: F.pad(torch.ones(2, 3), [1 << 62, 1 << 62]))
t(lambda: F.pad(torch.ones(2, 3), [(1 << 63) - 1, 1]))
t(lambda: F.pad(torch.ones(2, 3), [-(1 << 63), 1]))
