# MultiheadAttention's packed in-projection: self-attention (one GEMM with
# the [3E, E] weight), shared key/value (two), distinct inputs (three), with
# batch_first and not, scripted and eager.
import torch
import torch.nn as nn


def det(*shape):
    n = 1
    for s in shape:
        n *= s
    return (((torch.arange(n) * 29 % 31).float() - 15.0) / 17.0).view(shape)


def r(t):
    return [round(v, 4) for v in t.flatten().tolist()]


torch.manual_seed(0)
for batch_first in (False, True):
    m = nn.MultiheadAttention(8, 2, batch_first=batch_first).eval()
    with torch.no_grad():
        for p in m.parameters():
            p.copy_(det(*p.shape) / 3.0)
    s = torch.jit.script(m)
    x = det(2, 5, 8)
    kv_shape = (2, 3, 8) if batch_first else (3, 5, 8)
    mem, other = det(*kv_shape) * 0.5, det(*kv_shape) * -0.25
    for q, k, v in ((x, x, x), (x, mem, mem), (x, mem, other)):
        out, w = m(q, k, v)
        out2, w2 = s(q, k, v)
        print(batch_first, tuple(out.shape), r(out), r(w))
        print(torch.equal(out, out2), torch.equal(w, w2))
    out, w = m(x, x, x, need_weights=False)
    print(w is None, r(out)[:6])
