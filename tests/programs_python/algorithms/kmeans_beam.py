import torch
import torch.nn.functional as F
import math

torch.manual_seed(17)
centers = torch.tensor([[0.0, 0.0], [5.0, 5.0], [0.0, 6.0]])
pts = torch.cat([c + 0.5 * torch.randn(10, 2) for c in centers])

def kmeans(x, k, iters=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    idx = torch.randperm(x.shape[0], generator=g)[:k]
    c = x[idx].clone()
    for it in range(iters):
        d = torch.cdist(x, c)
        assign = d.argmin(dim=1)
        new_c = torch.stack([x[assign == j].mean(0) if (assign == j).any() else c[j] for j in range(k)])
        shift = (new_c - c).norm(dim=1).max().item()
        c = new_c
        if shift < 1e-6:
            break
    return c, assign, it

c, assign, it = kmeans(pts, 3)
order = sorted(range(3), key=lambda j: (round(c[j, 0].item()), round(c[j, 1].item())))
print([[round(v, 1) for v in c[j].tolist()] for j in order])
print(torch.bincount(assign).sort().values.tolist(), it < 10)

vocab = ["<s>", "a", "b", "c", "</s>"]
logits_table = torch.randn(5, 5)
def step_logprobs(prev_token):
    return F.log_softmax(logits_table[prev_token], dim=-1)

def beam_search(beam_width=2, max_len=4):
    beams = [(0.0, [0])]
    finished = []
    for _ in range(max_len):
        cand = []
        for score, seq in beams:
            lp = step_logprobs(seq[-1])
            top = torch.topk(lp, beam_width)
            for v, i in zip(top.values.tolist(), top.indices.tolist()):
                cand.append((score + v, seq + [i]))
        cand.sort(key=lambda t: t[0], reverse=True)
        beams = []
        for score, seq in cand:
            if seq[-1] == 4:
                finished.append((score, seq))
            else:
                beams.append((score, seq))
            if len(beams) == beam_width:
                break
    finished.extend(beams)
    return sorted(finished, key=lambda t: -t[0] / len(t[1]))

for score, seq in beam_search()[:3]:
    print(f"{score:.3f}", " ".join(vocab[t] for t in seq))

g = torch.Generator()
g.manual_seed(42)
logits = torch.tensor([2.0, 1.0, 0.5, 0.1, -1.0])
samples = []
for _ in range(8):
    v, ix = torch.topk(logits, 3)
    probs = F.softmax(v / 0.8, dim=-1)
    choice = torch.multinomial(probs, num_samples=1, generator=g)
    samples.append(ix[choice].item())
print(samples)
print(torch.multinomial(torch.tensor([0.1, 0.0, 0.9]), 4, replacement=True, generator=g).tolist())
sorted_logits, sorted_idx = torch.sort(logits, descending=True)
cum = torch.cumsum(F.softmax(sorted_logits, dim=-1), dim=-1)
remove = cum > 0.9
remove[1:] = remove[:-1].clone()
remove[0] = False
filtered = logits.clone()
filtered[sorted_idx[remove]] = -math.inf
print(filtered)
print(torch.rand(3, generator=g).round(decimals=4), torch.randint(0, 10, (4,), generator=g))
print(g.initial_seed())
state = g.get_state()
a = torch.randn(2, generator=g)
g.set_state(state)
b = torch.randn(2, generator=g)
print(torch.equal(a, b))
