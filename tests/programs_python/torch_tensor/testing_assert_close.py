# torch.testing.assert_close: default tolerances per dtype, PyTorch's mismatch messages.
import torch
for a,b in [(torch.tensor([1.,2.,3.]), torch.tensor([1.,2.5,3.])), (torch.tensor([1,2]), torch.tensor([1,3])), (torch.ones(2), torch.ones(3)), (torch.ones(2), torch.ones(2, dtype=torch.float64)), (1.0, 1.5), ([torch.ones(1)], [torch.zeros(1)]), (torch.ones(2, 2), torch.ones(2, 2) + 1e-7)]:
  try:
    torch.testing.assert_close(a,b)
    print("ok")
  except Exception as e: print(type(e).__name__); print(e); print('---')

for a,b in [(torch.tensor(1.0), torch.tensor(1.5)), (torch.tensor([True, False]), torch.tensor([True, True])), (torch.tensor([[1.,2.],[3.,4.]]), torch.tensor([[1.,2.1],[3.,5.]]))]:
  try:
    torch.testing.assert_close(a,b)
    print("ok")
  except Exception as e: print(type(e).__name__); print(e); print("---")
