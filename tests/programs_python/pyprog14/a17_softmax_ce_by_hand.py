import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, -1.0], [1000.0, 0.0, -1000.0]])
target = torch.tensor([0, 1, 2])


def log_softmax(x, dim=-1):
    m = x.max(dim=dim, keepdim=True).values
    return x - m - torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))


ls = log_softmax(logits)
print(torch.allclose(ls, F.log_softmax(logits, -1)))
print(ls[2].tolist())
nll = -ls[torch.arange(3), target]
print(nll.tolist(), F.cross_entropy(logits, target, reduction="none").tolist())
print(round(nll.mean().item(), 4), round(F.cross_entropy(logits, target).item(), 4))
naive = torch.log(torch.exp(logits) / torch.exp(logits).sum(-1, keepdim=True))
print(torch.isnan(naive).any().item(), torch.isinf(naive).any().item())
w = torch.tensor([1.0, 2.0, 0.5])
print(round(F.cross_entropy(logits, target, weight=w).item(), 4), round((nll * w[target]).sum().item() / w[target].sum().item(), 4))
print(F.cross_entropy(logits, torch.tensor([0, -100, 2]), ignore_index=-100, reduction="sum").item())
soft = torch.tensor([[0.7, 0.2, 0.1], [0.0, 1.0, 0.0], [0.3, 0.3, 0.4]])
print(round(F.cross_entropy(logits[:2], soft[:2]).item(), 4), round(-(soft[:2] * ls[:2]).sum(-1).mean().item(), 4))
print(round(F.cross_entropy(logits[:2], target[:2], label_smoothing=0.1).item(), 4))
print(torch.logsumexp(logits, dim=1).tolist())
p = F.softmax(logits[:2], -1)
q = F.softmax(logits[:2] * 0.5, -1)
print(round(F.kl_div(q.log(), p, reduction="batchmean").item(), 5), round((p * (p.log() - q.log())).sum(-1).mean().item(), 5))
x = torch.tensor([0.2, -1.5, 3.0])
y = torch.tensor([1.0, 0.0, 1.0])
print(F.binary_cross_entropy_with_logits(x, y, reduction="none").tolist())
print((torch.clamp(x, min=0) - x * y + torch.log1p(torch.exp(-x.abs()))).tolist())
print(round(F.binary_cross_entropy_with_logits(x, y, pos_weight=torch.tensor([2.0, 2.0, 2.0])).item(), 5))
