import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(4, 2)
x = torch.randn(3, 4)
md = m.double()
print(md.weight.dtype, md(x.double()).dtype)
try:
    md(x)
except RuntimeError as e:
    print(e)
mh = nn.Linear(4, 2).to(dtype=torch.bfloat16)
print(mh.weight.dtype, mh(x.bfloat16()).dtype)
print(x.half().float().sub(x).abs().max().item() < 1e-2)
print(torch.tensor([1.0, 2.0], dtype=torch.bfloat16) + torch.tensor([1.0], dtype=torch.float16))
print(torch.tensor(65504.0, dtype=torch.float16) * 2, torch.tensor(1.0, dtype=torch.float16) / 3)
print(torch.ones(2, dtype=torch.int32) * 2.5, torch.ones(2, dtype=torch.uint8) * -1, torch.arange(5, dtype=torch.int8).sum().dtype)
m2 = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2)).to(torch.float64)
print({k: v.dtype for k, v in m2.state_dict().items()})
print(torch.tensor([0.1], dtype=torch.float64).item(), torch.tensor([0.1]).item(), torch.tensor([0.1]).double().item())
print(torch.tensor(1 / 3, dtype=torch.float64), torch.tensor(1 / 3), torch.tensor([1 / 3], dtype=torch.float16))
