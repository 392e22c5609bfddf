import torch
import torch.nn.functional as F

# BFloat16 linear layers and norms on the CPU: float accumulation, one rounding.
torch.manual_seed(0)
x = torch.randn(3, 6)
w = torch.randn(8, 6)
b = torch.randn(8)
xb, wb, bb = x.bfloat16(), w.bfloat16(), b.bfloat16()

def show(name, t):
    print(name, t.dtype, t.float().view(-1)[:6].tolist())

show("mm", xb @ wb.t())
show("linear_nobias", F.linear(xb, wb))
show("linear", F.linear(xb, wb, bb))
show("linear3d", F.linear(xb.view(1, 3, 6), wb, bb))
show("addmm", torch.addmm(bb, xb, wb.t()))
show("addmm_scaled", torch.addmm(bb, xb, wb.t(), beta=0.5, alpha=2.0))
h = F.linear(xb, wb, bb)
show("sum", h.sum(-1))
show("relu", F.relu(h))
img = torch.randn(2, 4, 3, 3).bfloat16()
show("batch_norm", F.batch_norm(img, torch.zeros(4), torch.ones(4)))

print(F.layer_norm(h, [8]).dtype, F.group_norm(img, 2).dtype)
for dt in [torch.float16]:
    try:
        F.layer_norm(torch.ones(2, 3, dtype=dt), [3])
    except RuntimeError as e:
        print("RuntimeError", e)
