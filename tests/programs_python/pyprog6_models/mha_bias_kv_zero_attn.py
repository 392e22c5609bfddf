# nn.MultiheadAttention with add_bias_kv and add_zero_attn, masks, batch-first
# or not, eager and scripted.
import torch
import torch.nn as nn
torch.manual_seed(0)
for kw in [dict(add_bias_kv=True), dict(add_zero_attn=True), dict(add_bias_kv=True, add_zero_attn=True)]:
    for bf in [False, True]:
        m = nn.MultiheadAttention(6, 2, batch_first=bf, **kw).eval()
        x = torch.randn(3, 4, 6)
        pad = torch.zeros(3 if bf else 4, 4 if bf else 3, dtype=torch.bool)
        pad[0, -1] = True
        n = x.size(1) if bf else x.size(0)
        am = torch.triu(torch.full((n, n), float("-inf")), 1)
        with torch.no_grad():
            o, w = m(x, x, x, key_padding_mask=pad, attn_mask=am, average_attn_weights=False)
            o2, w2 = m(x, x, x)
        print(kw, bf, o.sum().item().__round__(4), w.shape, w.sum().item().__round__(4), o2.abs().sum().item().__round__(4))
        s = torch.jit.script(m)
        with torch.no_grad():
            print(torch.allclose(s(x, x, x, key_padding_mask=pad, attn_mask=am)[0], o, atol=1e-6))
print(m.bias_k.shape, sorted(n for n, _ in m.named_parameters()))
