# A list index holding slices, tensors, lists, None or ... indexes several dims (PyTorch's
# treatSequenceAsTuple); a list of plain ints stays one advanced index.
import torch

x = torch.arange(12).reshape(3, 4)
print(x[[slice(None), torch.tensor([1, 2])]])
print(x[[[0, 1], [1, 0]]])
print(x[[0, 2]], x[[True, False, True]])
print(x[[None, 1]], x[[Ellipsis, 1]], x[[1, slice(0, 2)]])
m = torch.zeros(3, 4)
m[[slice(None), torch.tensor([0, 3])]] = 1
print(m)
m[[[0], [1]]] = 5
print(m)
idx = [slice(None)] * 2
idx[1] = torch.tensor([2])
m[idx] = 7
print(m, m[idx].shape)
