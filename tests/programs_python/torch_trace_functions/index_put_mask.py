import torch
torch.manual_seed(0)
ten = torch.zeros(3, 3)
mask = torch.tensor([[True, True, True], [True, False, False], [True, True, False]])
def test_fn(ten, mask):
    ten[mask] = torch.ones(6)
    return ten
traced_test_fn = torch.jit.trace(test_fn, (ten, mask))
for l in str(traced_test_fn.graph).splitlines(): print(l.split(" # ")[0])
print(traced_test_fn(torch.zeros(3, 3), mask))
