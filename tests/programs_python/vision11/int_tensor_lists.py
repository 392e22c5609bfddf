# Lists of only 0-dim integer tensors pass where ints are wanted (split sizes, shapes), eagerly
# and in a trace, where x.size() gives such tensors (MultiheadAttention's in-projection split).
import torch

w = torch.arange(27.0).reshape(9, 3)
print([tuple(t.shape) for t in w.split([torch.tensor(3), torch.tensor(6)])])
print(w.reshape([torch.tensor(3), 9]).shape, w.view(torch.tensor(27)).shape)
print(torch.zeros([torch.tensor(2), torch.tensor(3)]).shape, w.new_zeros([torch.tensor(1), torch.tensor(2)]).shape)
print(torch.stack([torch.tensor(3), torch.tensor(4)]), torch.cat([torch.tensor([3]), torch.tensor([4])]))


def f(x, w):
    E = x.size(-1)
    a, b = w.split([E, E * 2])
    return a.sum() + b.sum() * x.sum()


t = torch.jit.trace(f, (torch.ones(2, 3), torch.ones(9, 3)))
print(t(torch.ones(2, 3), torch.ones(9, 3)), t(torch.ones(1, 2), torch.ones(6, 2)))
