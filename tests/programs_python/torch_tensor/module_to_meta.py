import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.BatchNorm1d(3)).to('meta')
print(m[0].weight)
print(m[2].running_var, m[2].num_batches_tracked)
print(m(torch.empty(4, 2, device='meta')))
print(nn.Linear(2, 3).to(device='meta', dtype=torch.float64).bias)
try:
    m.to('cpu')
except NotImplementedError as e:
    print("NotImplementedError", e)
e = nn.Linear(2, 2, device='meta').to_empty(device='cpu')
print(e.weight.is_meta, e.weight.shape, e.weight.requires_grad)
with torch.no_grad():
    e.weight.fill_(1.0)
    e.bias.zero_()
print(e(torch.ones(1, 2)))


@torch.jit.script
def where_is(x: torch.Tensor):
    return x.device, x.is_meta, torch.zeros(2, device=x.device)


print(where_is(torch.empty(2, 2, device='meta')))
print(where_is(torch.ones(1)))
