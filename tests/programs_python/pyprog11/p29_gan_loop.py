import torch
import torch.nn as nn

torch.manual_seed(3)
G = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 2))
D = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 1), nn.Sigmoid())
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
bce = nn.BCELoss()
real_data = torch.randn(64, 2) * 0.5 + torch.tensor([2.0, -1.0])
hist = {"d": [], "g": []}
for step in range(20):
    z = torch.randn(64, 2)
    fake = G(z)
    opt_d.zero_grad()
    d_loss = bce(D(real_data), torch.ones(64, 1)) + bce(D(fake.detach()), torch.zeros(64, 1))
    d_loss.backward()
    opt_d.step()
    opt_g.zero_grad()
    g_loss = bce(D(fake), torch.ones(64, 1))
    g_loss.backward()
    opt_g.step()
    hist["d"].append(d_loss.item())
    hist["g"].append(g_loss.item())
    if step % 5 == 4:
        print(f"step {step + 1:2d}  D {d_loss.item():.3f}  G {g_loss.item():.3f}")
print(len(hist["d"]), min(hist["d"]) < max(hist["d"]))
with torch.no_grad():
    samples = G(torch.randn(256, 2))
print(tuple(samples.shape), [round(v, 2) for v in samples.mean(0).tolist()])
print(opt_g.state_dict()["param_groups"][0]["betas"], len(opt_g.state_dict()["state"]))
print(sorted(opt_d.state[next(iter(D.parameters()))].keys()))
grads = [p.grad is not None for p in G.parameters()]
print(grads)
nn.utils.clip_grad_norm_(G.parameters(), max_norm=0.1)
print(round(sum(p.grad.norm() ** 2 for p in G.parameters()).sqrt().item(), 4) <= 0.1001)
