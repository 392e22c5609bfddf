import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, remove_weight_norm, spectral_norm
import torch.nn.utils.prune as prune

torch.manual_seed(0)
lin = weight_norm(nn.Linear(4, 3))
print(sorted(n for n, _ in lin.named_parameters()))
print(lin.weight_g.shape, lin.weight_v.shape)
print(torch.allclose(lin.weight.norm(dim=1), lin.weight_g.squeeze()))
remove_weight_norm(lin)
print(sorted(n for n, _ in lin.named_parameters()))
m = nn.Linear(5, 4)
prune.l1_unstructured(m, name="weight", amount=0.5)
print(sorted(n for n, _ in m.named_parameters()), sorted(n for n, _ in m.named_buffers()))
print(int((m.weight == 0).sum()), m.weight_mask.sum().item())
print(prune.is_pruned(m))
prune.remove(m, "weight")
print(sorted(n for n, _ in m.named_parameters()), int((m.weight == 0).sum()))
m2 = nn.Linear(6, 4)
prune.random_unstructured(m2, "bias", amount=2)
print(int(m2.bias_mask.sum()))
prune.ln_structured(m2, "weight", amount=0.5, n=2, dim=0)
print(m2.weight_mask.sum(dim=1).tolist().count(0.0))
sn = spectral_norm(nn.Linear(3, 3))
print(sorted(n for n, _ in sn.named_parameters()), sorted(n for n, _ in sn.named_buffers()))
