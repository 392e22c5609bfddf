import math
import torch

torch.manual_seed(0)
V = 5
EOS = 0
trans = torch.log_softmax(torch.randn(V, V) * 2, dim=-1)
start = torch.log_softmax(torch.randn(V), dim=-1)


def beam_search(beam=3, max_len=4):
    beams = [([], 0.0)]
    finished = []
    for step in range(max_len):
        cand = []
        for seq, score in beams:
            lp = start if not seq else trans[seq[-1]]
            topv, topi = lp.topk(beam)
            for v, i in zip(topv.tolist(), topi.tolist()):
                cand.append((seq + [i], score + v))
        cand.sort(key=lambda c: c[1], reverse=True)
        beams = []
        for seq, score in cand:
            if seq[-1] == EOS:
                finished.append((seq, score))
            else:
                beams.append((seq, score))
            if len(beams) == beam:
                break
    finished.extend(beams)
    return sorted(finished, key=lambda c: c[1] / len(c[0]), reverse=True)


res = beam_search()
for seq, sc in res[:4]:
    print(seq, f"{sc:.3f}", f"{sc / len(seq):.3f}")


def greedy(max_len=4):
    seq = [start.argmax().item()]
    while len(seq) < max_len and seq[-1] != EOS:
        seq.append(trans[seq[-1]].argmax().item())
    return seq


print(greedy())
scores = torch.tensor([[0.1, 0.5, 0.2], [0.3, 0.3, 0.9]])
flat = scores.view(-1)
tv, ti = flat.topk(3)
print(tv.tolist(), (ti // 3).tolist(), (ti % 3).tolist(), torch.div(ti, 3, rounding_mode="floor").tolist())
print(math.isclose(sum(math.exp(v) for v in trans[2].tolist()), 1.0, rel_tol=1e-5))
