import torch
import torch.nn.functional as F


def top_k_top_p_filtering(logits, top_k=0, top_p=1.0, filter_value=-float("Inf")):
    if top_k > 0:
        top_k = min(top_k, logits.size(-1))
        indices_to_remove = logits < torch.topk(logits, top_k)[0][..., -1, None]
        logits = logits.masked_fill(indices_to_remove, filter_value)
    if top_p < 1.0:
        sorted_logits, sorted_indices = torch.sort(logits, descending=True)
        cumulative_probs = torch.cumsum(F.softmax(sorted_logits, dim=-1), dim=-1)
        sorted_indices_to_remove = cumulative_probs > top_p
        sorted_indices_to_remove[..., 1:] = sorted_indices_to_remove[..., :-1].clone()
        sorted_indices_to_remove[..., 0] = 0
        indices_to_remove = sorted_indices_to_remove.scatter(1, sorted_indices, sorted_indices_to_remove)
        logits = logits.masked_fill(indices_to_remove, filter_value)
    return logits


logits = torch.tensor([[1.0, 3.0, 2.0, 0.5, -1.0], [0.0, 0.1, 0.2, 0.3, 4.0]])
print(top_k_top_p_filtering(logits, top_k=2))
print(top_k_top_p_filtering(logits, top_p=0.7))
for T in (0.5, 1.0, 2.0):
    p = F.softmax(logits[0] / T, dim=-1)
    ent = -(p * p.log()).sum()
    print(T, [round(v, 4) for v in p.tolist()], round(ent.item(), 4))
torch.manual_seed(0)
filtered = top_k_top_p_filtering(logits, top_k=3)
probs = F.softmax(filtered, dim=-1)
print(torch.round(probs, decimals=4))
samples = torch.multinomial(probs, 20, replacement=True)
print(samples.tolist())
counts = torch.stack([torch.bincount(s, minlength=5) for s in samples])
print(counts.tolist())
g = torch.distributions.Categorical(logits=filtered)
print(torch.round(g.probs, decimals=4), torch.round(g.entropy(), decimals=4))
gumbel = -torch.log(-torch.log(torch.rand(2, 5)))
print((logits + gumbel).argmax(-1).tolist())
print(F.gumbel_softmax(logits, tau=1.0, hard=True).sum(-1).tolist())
